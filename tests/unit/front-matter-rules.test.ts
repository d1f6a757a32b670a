// Front matter as Docusaurus users write it: keys of their own pass through
// without a word, a likely typo of a known key is a warning at its line, and
// `hide_title` takes the title heading off the page.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../cli/content/frontmatter.js';
import { renderPageMarkup } from '../../cli/render/render-page.js';
import { fixtureSite, loadFixture, temporaryDir } from '../helpers/site.js';

describe('front matter keys', () => {
  it('passes keys of the writer’s own through silently', () => {
    const parsed = parseFrontMatter('---\ntitle: Setup\ncustom_edit_url: null\nproduct_area: billing\nauthors: [ana]\n---\n# Setup\n', 'docs/setup.md');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.frontMatter).toMatchObject({ title: 'Setup', product_area: 'billing', authors: ['ana'] });
  });

  it('warns about a likely typo of a known key, at its line, with the key it meant', () => {
    const parsed = parseFrontMatter('---\ntitle: Setup\nsidebar_lable: Start\n---\n', 'docs/setup.md');
    expect(parsed.diagnostics.map((d) => [d.severity, d.code, d.location?.line, d.hint])).toEqual([['warning', 'front-matter-unknown-key', 3, 'Did you mean "sidebar_label"?']]);
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
