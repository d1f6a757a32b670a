// The Markdown export of the Broker Integration Manual: a .md for every route
// of the specification's table, true to its source page; llms.txt by the
// sidebar's categories; every operation of the spec in the API Markdown; and
// no link that leaves an AI tool stranded.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { markdownPath } from '../../cli/llms/paths.js';
import { build } from '../../cli/commands/build.js';
import type { SiteModel } from '../../cli/site.js';
import type { SidebarItem } from '../../templates/contracts/types.js';
import { repoRoot, temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';
import { linkProblems, llmsSections } from '../support/markdown-links.js';

const SITE = 'https://docs.broker.example.com/broker-api-docs/';
/** The route table of specification §2. */
const DOC_ROUTES = [
  '/', '/data-tests/', '/data/authentication', '/data/bar-building', '/data/groups', '/data/history', '/data/post-release',
  '/data/session-specification', '/data/streaming', '/data/symbol_info', '/endpoints', '/faq', '/glossary', '/integration-overview',
  '/trading-tests/', '/trading/authentication', '/trading/concepts', '/trading/configuring', '/trading/mapping-symbols',
  '/trading/permissions', '/trading/streaming', '/trading/ui-elements/', '/trading/ui-elements/custom-fields',
];

let outDir: string;
let model: SiteModel;
beforeAll(async () => {
  outDir = path.join(await temporaryDir(), 'build');
  const result = await build(repoRoot, { outDir });
  expect(result.ok).toBe(true);
  model = await loadFixture(repoRoot);
}, 60_000);

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

/** The doc's source file: route `/data-tests/` → content/data-tests/index.md. */
function sourceOf(route: string): string {
  const clean = route.replace(/^\//, '');
  return path.join(repoRoot, 'content', clean === '' || clean.endsWith('/') ? `${clean}index.md` : `${clean}.md`);
}

/** Lines of prose a reader would quote: no links, code, headings, tables, lists or admonition fences. */
function plainSentences(body: string): string[] {
  let fence = false;
  return body.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    return !fence && /^[A-Z][^`[\]<>|*_#]{40,}\.$/.test(line.trim());
  });
}

/** Internal hrefs of a sidebar in reading order: docs, category pages and links (the API reference). */
function hrefsOf(items: SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'html' ? [] : item.type === 'link' ? (item.external ? [] : [item.href]) : [...(item.href ? [item.href] : []), ...hrefsOf(item.items)]));
}

describe('Markdown export of the manual', () => {
  it('writes <route>.md for every doc route of the specification, and the API overview', async () => {
    for (const route of DOC_ROUTES) await expect(read(markdownPath(route)), route).resolves.toMatch(/^# \S/);
    expect(markdownPath('/data/history')).toBe('data/history.md');
    expect(markdownPath('/data-tests/')).toBe('data-tests/index.md');
    await expect(read('rest-api-spec.md')).resolves.toMatch(/^# API Reference\n/);
  });

  it('gives each page its source: title heading, no front matter, the body text', async () => {
    for (const route of DOC_ROUTES) {
      const source = matter(await readFile(sourceOf(route), 'utf8'));
      const exported = await read(markdownPath(route));
      expect(exported.startsWith(`# ${source.data.title}\n\n`), route).toBe(true);
      expect(exported, route).not.toContain(`description: ${source.data.description}`);
      expect(exported, route).not.toMatch(/^(sidebar_position|sidebar_label|keywords):/m);
      const sentences = plainSentences(source.content);
      expect(sentences.length, route).toBeGreaterThan(0);
      for (const sentence of sentences) expect(exported, `${route}: ${sentence}`).toContain(sentence.trim());
    }
    expect(await read('data/history.md')).toContain('The platform stores what it receives and serves it to every chart');
  });

  it('makes every link of every exported file absolute, each landing on a built page (anchor included) or a .md of one', async () => {
    const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(md|txt)$/.test(file));
    expect(files.length).toBeGreaterThan(DOC_ROUTES.length + 10);
    expect(await linkProblems(files, SITE, outDir)).toEqual([]);
    // Redoc-style operation links keep their anchor.
    expect(await read('data/history.md')).toContain(`[getHistory](${SITE}rest-api-spec#operation/getHistory)`);
  });

  it('lists every page in llms.txt under the sidebar categories, in sidebar order, then the API tags', async () => {
    const text = await read('llms.txt');
    expect(text.startsWith(`# Broker Integration Manual\n\n> ${model.site.tagline}\n\n`)).toBe(true);
    const sidebar = model.site.sidebars['current/manual']!;
    const sections = llmsSections(text);
    const categories = sidebar.filter((item) => item.type === 'category');
    expect(sections.map((s) => s.title)).toEqual(['Docs', ...categories.map((c) => c.label), 'API Reference']);
    for (const category of categories) {
      const expected = hrefsOf([category]).map((href) => `${SITE}${markdownPath(href.slice('/broker-api-docs'.length))}`);
      expect(sections.find((s) => s.title === category.label)!.urls, category.label).toEqual(expected);
    }
    const listed = sections.flatMap((s) => s.urls);
    for (const route of DOC_ROUTES) expect(listed, route).toContain(`${SITE}${markdownPath(route)}`);
    const tags = (parseYaml(await readFile(path.join(repoRoot, 'openapi/broker-api.yaml'), 'utf8')) as { tags: { name: string }[] }).tags;
    expect(sections.at(-1)!.urls).toHaveLength(tags.length + 1);
  });

  it('lists every operation of the spec with method and path in the API Markdown', async () => {
    const spec = parseYaml(await readFile(path.join(repoRoot, 'openapi/broker-api.yaml'), 'utf8')) as { paths: Record<string, Record<string, { tags?: string[]; operationId?: string }>> };
    const index = llmsSections(await read('llms.txt')).at(-1)!;
    const tagFiles = new Map<string, string>();
    for (const url of index.urls.slice(1)) {
      const file = url.slice(SITE.length);
      const title = /^# (.+)$/m.exec(await read(file))![1]!;
      tagFiles.set(title, await read(file));
    }
    const overview = await read('rest-api-spec.md');
    const full = await read('llms-full.txt');
    let count = 0;
    for (const [route, item] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(method)) continue;
        count++;
        const signature = `\`${method.toUpperCase()} ${route}\``;
        expect(overview, signature).toContain(`- ${signature}: `);
        expect(full, signature).toContain(`${signature} · operation \`${operation.operationId}\``);
        for (const tag of operation.tags ?? []) expect(tagFiles.get(tag), `${signature} in ${tag}`).toContain(`${signature} · operation \`${operation.operationId}\``);
      }
    }
    expect(count).toBeGreaterThan(40);
    // Bodies and responses as field tables.
    expect(tagFiles.get('Authentication')).toContain('| `login` | string | yes | The user\'s login. |');
    expect(tagFiles.get('Authentication')).toContain('| `d.access_token` | string | yes |');
  });

  it('points every doc page to its Markdown with <link rel="alternate" type="text/markdown">', async () => {
    for (const route of DOC_ROUTES) {
      const html = await read(route === '/' ? 'index.html' : `${route.slice(1).replace(/\/$/, '')}/index.html`);
      expect(html, route).toContain(`<link rel="alternate" type="text/markdown" href="/broker-api-docs/${markdownPath(route)}">`);
    }
  });
});
