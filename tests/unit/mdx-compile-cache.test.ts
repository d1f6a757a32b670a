// The MDX compile cache (cli/content/mdx-compile/compile-cache.ts): a page
// compiled once is read back from disk by the next build, renders the same
// page and fills its env the same way; a change to the page, its front
// matter's length, the MDX options, the provided components or brokerdocs
// itself misses; an imported file's change shows although the page is
// cached; an entry whose Markdown now renders otherwise, or that cannot be
// read, is compiled afresh.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainHighlighter } from '../../cli/check/plain-highlighter.js';
import { createEnv, type MarkdownEnv } from '../../cli/content/env.js';
import { createMarkdownRenderer } from '../../cli/content/markdown.js';
import { openCompileCache, type CachedCompile, type CompileCache } from '../../cli/content/mdx-compile/compile-cache.js';
import { compileMdx, PROVIDED } from '../../cli/content/mdx-compile/compile.js';
import type { Mdx1Compat } from '../../cli/content/mdx-compile/preprocess.js';
import { createRawHtmlTable } from '../../cli/content/mdx-compile/raw-html.js';
import { renderCompiledDocs } from '../../cli/content/mdx-compile/render-compiled.js';
import { flushSection } from '../../cli/content/plugins/outline.js';
import { temporaryDir } from '../support/paths.js';

const markdown = createMarkdownRenderer(plainHighlighter);
const resolveLink = (href: string) => (href.endsWith('.md') ? { href: `/docs/${href.replace(/\.md$/, '')}` } : { href });

const PAGE = [
  "import Badge from './Badge.jsx';",
  '',
  '# Title',
  '',
  'Intro with a [link](guide.md) and <Badge /> inline.',
  '',
  '## Setup <Badge />',
  '',
  ':::tip[Mind **this**]',
  'A tip with <Badge /> and a [second link](other.md).',
  ':::',
  '',
  '- plain item',
  '- item with <Badge />',
  '',
  '## Setup',
  '',
  'The end.',
  '',
].join('\n');

let siteDir: string;
const cacheDir = () => path.join(siteDir, 'node_modules', '.cache', 'brokerdocs', 'mdx');
const entries = async () => (await readdir(cacheDir())).filter((name) => name.endsWith('.json'));

beforeEach(async () => {
  siteDir = await temporaryDir('brokerdocs-mdx-cache-');
  await writeFile(path.join(siteDir, 'Badge.jsx'), 'export default function Badge() { return <span className="badge">v1</span>; }\n');
});

afterEach(() => {
  delete process.env.BROKERDOCS_MDX_CACHE;
});

/** One compile of a page, as a build does it: a fresh env, the build's raw HTML table; then rendered with its components. */
async function build(source: string, cache: CompileCache | undefined, options: { lineOffset?: number; compat?: Mdx1Compat; provided?: ReadonlySet<string> } = {}) {
  const raw = createRawHtmlTable();
  const lineOffset = options.lineOffset ?? 3;
  const absolute = path.join(siteDir, 'page.mdx');
  const env = createEnv({ file: 'page.mdx', lineOffset, source, resolveLink });
  const { compiled, diagnostics } = await compileMdx({ source, file: 'page.mdx', lineOffset, absolute, renderer: markdown, env, raw, provided: options.provided ?? PROVIDED, compat: options.compat, cache });
  expect(diagnostics).toEqual([]);
  flushSection(env);
  env.run = undefined;
  const result = await renderCompiledDocs([{ key: '0', file: 'page.mdx', absolute, env, compiled: compiled! }], { siteDir, siteConfig: { title: 'T', tagline: '', url: '', baseUrl: '/' }, locale: 'en', renderer: markdown, raw });
  expect(result.diagnostics).toEqual([]);
  return { code: compiled!.code, imports: compiled!.imports, missing: compiled!.missing, html: result.html.get('0')!, env };
}

/** What a page's env says about it, lines included. */
function facts(env: MarkdownEnv) {
  return { h1: env.h1, headings: env.headings, sections: env.sections, anchors: [...env.anchors], links: env.links.map((link) => `${link.line} ${link.href}`), diagnostics: env.diagnostics };
}

/** Marks the one entry's module, so that a compile that reads it shows the mark. */
async function markEntry(change: (entry: CachedCompile) => void = (entry) => (entry.code += '\n// read from the cache\n')): Promise<void> {
  const [name] = await entries();
  const file = path.join(cacheDir(), name!);
  const entry = JSON.parse(await readFile(file, 'utf8')) as CachedCompile;
  change(entry);
  await writeFile(file, JSON.stringify(entry));
}

describe('the MDX compile cache', () => {
  it('gives the next build the same page from disk, its env filled the same way', async () => {
    const fresh = await build(PAGE, openCompileCache(siteDir, 'build-1'));
    expect(await entries()).toHaveLength(1);
    await markEntry();
    const cached = await build(PAGE, openCompileCache(siteDir, 'build-1'));
    expect(cached.code).toContain('// read from the cache');
    expect(cached.html).toBe(fresh.html);
    expect(facts(cached.env)).toEqual(facts(fresh.env));
    expect(cached.imports).toEqual(fresh.imports);
    expect([...cached.missing]).toEqual([...fresh.missing]);
    // A page, not two empty ones that agree: the runs, the title, the headings and the component are in it.
    expect(cached.html).toContain('<a href="/docs/guide">link</a>');
    expect(cached.html).toContain('<p class="admonition-heading">Mind this</p>');
    expect(cached.html).toContain('<span class="badge">v1</span>');
    expect(facts(cached.env).headings.map((heading) => heading.id)).toEqual(['setup-', 'setup']);
    expect(facts(cached.env).links).toEqual(['8 /docs/guide', '13 /docs/other']);
  });

  it('misses when the page, its front matter, the MDX options, the provided components or brokerdocs change', async () => {
    await build(PAGE, openCompileCache(siteDir, 'build-1'));
    await markEntry();
    const variants: Array<[string, () => ReturnType<typeof build>]> = [
      ['page', () => build(PAGE.replace('The end.', 'The very end.'), openCompileCache(siteDir, 'build-1'))],
      ['front matter', () => build(PAGE, openCompileCache(siteDir, 'build-1'), { lineOffset: 5 })],
      ['MDX options', () => build(PAGE, openCompileCache(siteDir, 'build-1'), { compat: { comments: false, headingIds: true } })],
      ['provided components', () => build(PAGE, openCompileCache(siteDir, 'build-1'), { provided: new Set([...PROVIDED, 'Badge2']) })],
      ['brokerdocs', () => build(PAGE, openCompileCache(siteDir, 'build-2'))],
    ];
    for (const [change, run] of variants) expect((await run()).code, change).not.toContain('// read from the cache');
    expect(await entries()).toHaveLength(1 + variants.length);
    // The page changed is compiled as it is now; the lines of a longer front matter count.
    expect((await build(PAGE.replace('The end.', 'The very end.'), openCompileCache(siteDir, 'build-1'))).html).toContain('The very end.');
    expect(facts((await build(PAGE, openCompileCache(siteDir, 'build-1'), { lineOffset: 5 })).env).links).toEqual(['10 /docs/guide', '15 /docs/other']);
  });

  it('shows a change to a component the page imports, although the page is cached', async () => {
    await build(PAGE, openCompileCache(siteDir, 'build-1'));
    await writeFile(path.join(siteDir, 'Badge.jsx'), 'export default function Badge() { return <span className="badge">v2</span>; }\n');
    await markEntry();
    const cached = await build(PAGE, openCompileCache(siteDir, 'build-1'));
    expect(cached.code).toContain('// read from the cache');
    expect(cached.html).toContain('<span class="badge">v2</span>');
    expect(cached.html).not.toContain('v1');
  });

  it('compiles afresh an entry whose Markdown now renders otherwise, its env as if the entry had not been read', async () => {
    const fresh = await build(PAGE, openCompileCache(siteDir, 'build-1'));
    // As if a run kept as text had rendered to other words when the entry was written.
    await markEntry((entry) => {
      const run = entry.steps.find((step) => step.kind === 'run' && step.text !== null)!;
      if (run.kind === 'run') run.text = 'other words';
      entry.code += '\n// read from the cache\n';
    });
    const again = await build(PAGE, openCompileCache(siteDir, 'build-1'));
    expect(again.code).not.toContain('// read from the cache');
    expect(again.html).toBe(fresh.html);
    // Not the links and headings of the replay and then those of the compile.
    expect(facts(again.env)).toEqual(facts(fresh.env));
  });

  it('compiles again, and writes again, an entry that cannot be read', async () => {
    const fresh = await build(PAGE, openCompileCache(siteDir, 'build-1'));
    const [name] = await entries();
    await writeFile(path.join(cacheDir(), name!), '{"code": "export default');
    const again = await build(PAGE, openCompileCache(siteDir, 'build-1'));
    expect(again.html).toBe(fresh.html);
    expect(JSON.parse(await readFile(path.join(cacheDir(), name!), 'utf8')).steps.length).toBeGreaterThan(0);
  });

  it('is off with BROKERDOCS_MDX_CACHE=off, and when brokerdocs runs from its sources', () => {
    expect(openCompileCache(siteDir)).toBeUndefined();
    process.env.BROKERDOCS_MDX_CACHE = 'off';
    expect(openCompileCache(siteDir, 'build-1')).toBeUndefined();
  });
});
