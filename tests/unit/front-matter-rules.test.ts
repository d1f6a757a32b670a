// Front matter as Docusaurus users write it: keys of their own pass through
// without a word, a likely typo of a known key is a warning at its line, and
// `hide_title` takes the title heading off the page; front matter that is
// never closed is said to be so, at its first line.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../cli/content/frontmatter.js';
import { renderPageMarkup } from '../../cli/render/render-page.js';
import { DiagnosticError } from '../../cli/diagnostics.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

describe('front matter keys', () => {
  it('passes keys of the writer’s own through silently', () => {
    // `adr` is two edits from `id`, but no typo of it.
    const parsed = parseFrontMatter('---\ntitle: Setup\ncustom_edit_url: null\nproduct_area: billing\nauthors: [ana]\nadr: "0001"\n---\n# Setup\n', 'docs/setup.md');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.frontMatter).toMatchObject({ title: 'Setup', product_area: 'billing', authors: ['ana'] });
  });

  it('warns about a likely typo of a known key, at its line, with the key it meant', () => {
    const parsed = parseFrontMatter('---\ntitle: Setup\nsidebar_lable: Start\n---\n', 'docs/setup.md');
    expect(parsed.diagnostics.map((d) => [d.severity, d.code, d.location?.line, d.hint])).toEqual([['warning', 'front-matter-unknown-key', 3, 'Did you mean "sidebar_label"?']]);
    expect(parseFrontMatter('---\ntitel: Setup\n---\n', 'docs/setup.md').diagnostics.map((d) => d.hint)).toEqual(['Did you mean "title"?']);
  });
});

describe('hide_title', () => {
  it('renders the page without its title heading, and only that page', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('minimal'), site, { recursive: true });
    const index = path.join(site, 'docs/index.md');
    await writeFile(index, (await readFile(index, 'utf8')).replace('title: Minimal Site\n', 'title: Minimal Site\nhide_title: true\n'));
    const model = await loadFixture(site);
    const docs = model.pages.filter((page) => page.kind === 'doc');
    const hidden = docs.find((page) => page.route === '/')!;
    const shown = docs.find((page) => page.route !== '/')!;
    expect(hidden.hideTitle).toBe(true);
    expect('hideTitle' in shown).toBe(false);
    expect(renderPageMarkup(model.site, hidden)).not.toContain('class="doc-title"');
    expect(renderPageMarkup(model.site, shown)).toContain(`<h1 class="doc-title">${shown.title}</h1>`);
  });
});

describe('a page’s own # heading', () => {
  it('is shown above the page even with hide_title, and over a different front matter title, which stays the page’s title', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('minimal'), site, { recursive: true });
    await writeFile(path.join(site, 'docs/hidden.md'), '---\ntitle: Hidden\nhide_title: true\n---\n\n# Written in the page\n\nBody.\n');
    await writeFile(path.join(site, 'docs/titled.md'), '---\ntitle: Short title\n---\n\n# The page’s own heading\n\nBody.\n');
    const model = await loadFixture(site);
    const page = (route: string) => model.pages.find((candidate) => candidate.route === route)!;
    expect(renderPageMarkup(model.site, page('/hidden'))).toContain('<h1 class="doc-title">Written in the page</h1>');
    const titled = page('/titled');
    expect(titled.title).toBe('Short title');
    expect(renderPageMarkup(model.site, titled)).toContain('<h1 class="doc-title">The page’s own heading</h1>');
  });
});

describe('front matter that is not closed', () => {
  const UNCLOSED = 'Front matter is not closed: add a line with --- after the front matter that starts at line 1';

  it.each([
    ['keys, then the page', '---\ntitle: Setup\nsidebar_position: 2\n\n# Setup\n\nSome text.\n'],
    ['keys, then a line YAML reads as a key', '---\ntitle: Setup\n\nSome text: here\n'],
    ['the opening line alone', '---'],
    ['a byte order mark first', '\ufeff---\ntitle: Setup\n'],
  ])('is an error at line 1 (%s)', (_case, source) => {
    const parsed = parseFrontMatter(source, 'docs/setup.md');
    expect(parsed.diagnostics.map((d) => [d.severity, d.code, d.location, d.message])).toEqual([['error', 'front-matter-unclosed', { file: 'docs/setup.md', line: 1 }, UNCLOSED]]);
    expect(parsed.frontMatter).toEqual({});
  });

  it('is not reported for closed front matter, or a page that opens with a longer rule', () => {
    expect(parseFrontMatter('---\ntitle: Setup\n---\n# Setup\n', 'docs/setup.md').diagnostics).toEqual([]);
    expect(parseFrontMatter('----\n\nText.\n', 'docs/rule.md').diagnostics).toEqual([]);
  });

  it('fails the site’s load, naming the file', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('minimal'), site, { recursive: true });
    // Before, this page built empty: gray-matter read the whole file as YAML.
    await writeFile(path.join(site, 'docs/guide/getting-started.md'), '---\ntitle: Getting started\n\nSome text: here\n');
    const diagnostics = await loadFixture(site).then(
      (model) => model.diagnostics,
      (caught: unknown) => (caught instanceof DiagnosticError ? caught.diagnostics : Promise.reject(caught)),
    );
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.location, d.message])).toEqual([
      ['front-matter-unclosed', { file: path.join('docs', 'guide', 'getting-started.md'), line: 1 }, UNCLOSED],
    ]);
  });
});
