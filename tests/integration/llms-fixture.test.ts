// The Markdown export of the 'llms' fixture site, end to end: which files the
// build writes, what they say, where their links go, and what stays out.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';
import { linkProblems, linksOf, llmsSections } from '../support/markdown-links.js';

const SITE = 'https://export.example.com/llms-base/';
let outDir: string;
beforeAll(async () => {
  outDir = path.join(await temporaryDir(), 'build');
  const result = await build(fixtureSite('llms'), { outDir });
  expect(result.diagnostics).toEqual([]);
  expect(result.ok).toBe(true);
});

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

async function markdownFiles(dir = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(outDir, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await markdownFiles(relative)));
    else if (/\.(md|txt)$/.test(entry.name)) out.push(relative);
  }
  return out.sort();
}

describe('Markdown export of a fixture site', () => {
  it('writes one .md per doc route (folder routes as index.md), the API files, llms.txt and llms-full.txt', async () => {
    expect(await markdownFiles()).toEqual([
      'api.md',
      'api/other-operations.md',
      'api/other-stuff.md',
      'api/things.md',
      'guide/advanced/index.md',
      'guide/advanced/tuning.md',
      'guide/setup.md',
      'index.md',
      'llms-full.txt',
      'llms.txt',
      'reference/terms.md',
      'unlisted.md',
    ]);
  });

  it('leaves drafts out: not in the production model, not in any file', async () => {
    expect((await loadFixture(fixtureSite('llms'))).docs.map((r) => r.doc.id)).not.toContain('draft');
    expect((await loadFixture(fixtureSite('llms'), 'development')).docs.map((r) => r.doc.id)).toContain('draft');
    expect(existsSync(path.join(outDir, 'draft.md'))).toBe(false);
    for (const file of await markdownFiles()) {
      const text = await read(file);
      expect(text, file).not.toContain('Secret draft');
      expect(text, file).not.toContain('never be published');
    }
  });

  it('writes a page without front matter, its title as the only # heading, admonitions as blockquotes', async () => {
    const setup = await read('guide/setup.md');
    expect(setup.startsWith('# Setup guide\n\nThe setup guide walks through installation.')).toBe(true);
    expect(setup.match(/^# /gm)).toHaveLength(1);
    expect(setup).not.toMatch(/sidebar_label|keywords:|^---$/m);
    expect(setup).toContain('> **Note:** Notes are kept readable without the site\'s styles.\n>\n> A second paragraph of the note.');
    expect(setup).toContain('> **Warning: Mind the version**\n>\n> Use version 2 or later');
    expect(setup).toContain('> > **Tip:** Nested tips are quoted twice.');
    expect(setup).toContain('## Install it\n');
    expect(setup).not.toContain('{#install}');
    // Code is copied as written.
    expect(setup).toContain('```markdown\nA fenced [link](stays.md) is code, and so is this:\n:::warning\nnot an admonition\n:::\n```');
    expect(setup).toContain('`](raw.md)`');
  });

  it('makes every link absolute, landing on a built page (anchor included) or file', async () => {
    expect(await linkProblems(await markdownFiles(), SITE, outDir)).toEqual([]);
    const links = linksOf(await read('guide/setup.md'));
    expect(links).toEqual(
      expect.arrayContaining([
        `${SITE}reference/terms#widget`,
        `${SITE}guide/advanced/`,
        `${SITE}guide/setup#last-words`,
        `${SITE}guide/advanced/tuning`,
        `${SITE}guide/setup#install`,
        `${SITE}reference/terms`,
        `${SITE}img/diagram.svg`,
      ]),
    );
    expect(linksOf(await read('index.md'))).toContain(`${SITE}api#operation/listThings`);
  });

  it('lists every page in llms.txt, by sidebar category in sidebar order, unlisted pages and the API reference last', async () => {
    const text = await read('llms.txt');
    expect(text.startsWith('# Export Fixture\n\n> A site for the Markdown export tests.\n\n')).toBe(true);
    expect(llmsSections(text)).toEqual([
      { title: 'Docs', urls: [`${SITE}index.md`] },
      { title: 'Guide', urls: [`${SITE}guide/setup.md`, `${SITE}guide/advanced/index.md`, `${SITE}guide/advanced/tuning.md`] },
      { title: 'Reference', urls: [`${SITE}reference/terms.md`, `${SITE}api.md`] },
      { title: 'Other pages', urls: [`${SITE}unlisted.md`] },
      { title: 'Thing API reference', urls: [`${SITE}api.md`, `${SITE}api/things.md`, `${SITE}api/other-stuff.md`, `${SITE}api/other-operations.md`] },
    ]);
    // The description, or the first sentence when a page has none.
    expect(text).toContain(`- [Setup guide](${SITE}guide/setup.md): How to set the fixture up.`);
    expect(text).toContain(`- [Terms](${SITE}reference/terms.md): The first sentence of the terms page summarises it.`);
  });

  it('puts every page in llms-full.txt in sidebar order with its source URL, then the API reference', async () => {
    const full = await read('llms-full.txt');
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((m) => m[1]);
    expect(titles).toEqual(['Export Fixture', 'Export home', 'Setup guide', 'Advanced', 'Tuning', 'Terms', 'Unlisted page', 'Thing API reference', 'Things', 'Other Stuff', 'Other operations']);
    expect(full).toContain(`# Tuning\n\nSource: ${SITE}guide/advanced/tuning\n\nTuning needs care.`);
    expect(full).toContain('`GET /tree`');
  });

  it('points each page to its Markdown with <link rel="alternate">, and in page data for the copy button', async () => {
    expect(await read('guide/setup/index.html')).toContain('<link rel="alternate" type="text/markdown" href="/llms-base/guide/setup.md">');
    expect(await read('guide/advanced/index.html')).toContain('<link rel="alternate" type="text/markdown" href="/llms-base/guide/advanced/index.md">');
    expect(await read('api/index.html')).toContain('<link rel="alternate" type="text/markdown" href="/llms-base/api.md">');
    expect(await read('404.html')).not.toContain('text/markdown');
    expect(JSON.parse(await read('page-data/guide/setup.json')).markdownHref).toBe('/llms-base/guide/setup.md');
    const html = await read('guide/setup/index.html');
    expect(html).toMatch(/<button type="button" class="copy-page"[^>]*>Copy page as Markdown<\/button>/);
    // The page's Markdown is fetched on demand, not embedded.
    expect(html).not.toContain('**Warning: Mind the version**');
    expect(await read('api/index.html')).not.toContain('class="copy-page"');
  });

  it('describes the API operations with their tables, from the OpenAPI document', async () => {
    const things = await read('api/things.md');
    expect(things).toContain('## List things\n\n`GET /things` · operation `listThings`');
    expect(things).toContain('| `d[].attributes.{key}.value` | number | no |');
    expect(things).toContain('| `color` | string | yes | Colour of the thing. |');
    const tree = await read('api/other-stuff.md');
    expect(tree).toContain('| `children` | array of object (Node) | no |');
    const overview = await read('api.md');
    expect(overview).toContain('The Thing API manages things. See the [setup guide](https://export.example.com/llms-base/guide/setup)');
    expect(overview).toContain('- Flow `authorizationCode`: authorizationUrl https://things.example.com/oauth/authorize');
  });
});
