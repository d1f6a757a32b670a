// The bundle cache (cli/content/mdx-compile/bundle-cache.ts): the next build
// of unchanged pages renders from the bundle an earlier build kept (its
// stylesheet is copied from the kept folder, which a fresh bundle would not
// be in: each is a new folder); a changed component, a file added beside one the bundle read, a
// changed partial, another build of brokerdocs: each bundles afresh (a
// partial whose links resolve elsewhere now keeps its bundle: its Markdown is
// rendered into this build's table, and the page shows the new links). A bundle with an unresolved
// import is not kept; island scripts are kept beside the server's.
import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { plainHighlighter } from '../../cli/check/plain-highlighter.js';
import { createEnv } from '../../cli/content/env.js';
import type { LinkContext } from '../../cli/content/link-context.js';
import { createMarkdownRenderer } from '../../cli/content/markdown.js';
import { openBundleCache, stampsOf } from '../../cli/content/mdx-compile/bundle-cache.js';
import { compileMdx, PROVIDED } from '../../cli/content/mdx-compile/compile.js';
import { createRawHtmlTable } from '../../cli/content/mdx-compile/raw-html.js';
import { renderCompiledDocs, resolutionWatch } from '../../cli/content/mdx-compile/render-compiled.js';
import { flushSection } from '../../cli/content/plugins/outline.js';
import { temporaryDir } from '../support/paths.js';

const markdown = createMarkdownRenderer(plainHighlighter);

let siteDir: string;
const bundlesDir = () => path.join(siteDir, 'node_modules', '.cache', 'brokerdocs', 'bundles');
const manifests = async () => (await readdir(bundlesDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));

beforeEach(async () => {
  siteDir = await temporaryDir('brokerdocs-bundle-cache-');
  // As in a site with its packages installed: the cache's folder does not change the site's own.
  await mkdir(bundlesDir(), { recursive: true });
  await save('Badge.jsx', BADGE('v1'));
  await save('badge.css', '.badge { color: teal; }\n');
});

/**
 * Writes a file of the site as an editor saved it a while ago: a bundle is not kept when a file it read is seconds
 * old (it may have changed while esbuild read it). Each save is later than the one before, as saves are.
 */
let saved = Date.now() / 1000 - 3600;
async function save(file: string, text: string): Promise<void> {
  await writeFile(path.join(siteDir, file), text);
  saved += 1;
  for (const written of [path.join(siteDir, file), siteDir]) await utimes(written, saved, saved);
}

/** A component with a stylesheet: the page's CSS is copied from the folder its bundle is in. */
const BADGE = (text: string) => `import './badge.css';\nexport default function Badge() { return <span className="badge">${text}</span>; }\n`;

/** Routes a partial's `.md` links resolve to: what a renamed page changes. */
let routes: Record<string, string> = { 'guide.md': '/docs/guide' };
const link: LinkContext = {
  resolverFor: () => (href: string) => ({ href: routes[href] ?? href }),
  imageResolverFor: () => () => null,
  siteDir: '',
  routesKey: '',
};

/** One build of `pages` (file name → source) with their components, as `build` makes it: compiled, bundled (with the cache of brokerdocs build `build`), rendered. */
async function build(pages: Record<string, string>, options: { build?: string } = {}) {
  const raw = createRawHtmlTable();
  const docs = await Promise.all(
    Object.entries(pages).map(async ([file, source], index) => {
      const absolute = path.join(siteDir, file);
      const env = createEnv({ file, lineOffset: 0, source, resolveLink: (href) => ({ href }) });
      const { compiled, diagnostics } = await compileMdx({ source, file, lineOffset: 0, absolute, renderer: markdown, env, raw, provided: PROVIDED });
      expect(diagnostics).toEqual([]);
      flushSection(env);
      env.run = undefined;
      return { key: String(index), file, absolute, env, compiled: compiled! };
    }),
  );
  const result = await renderCompiledDocs(docs, {
    siteDir,
    siteConfig: { title: 'T', tagline: '', url: '', baseUrl: '/' },
    locale: 'en',
    renderer: markdown,
    raw,
    partials: { link, docsDir: siteDir },
    bundleCache: openBundleCache(siteDir, options.build ?? 'build-1'),
  });
  return { html: result.html, diagnostics: result.diagnostics, envs: docs.map((doc) => doc.env) };
}

/** The kept folder a build's page took its stylesheet from (each fresh bundle is a new one); none when its bundle is not kept. */
function folderOf(result: Awaited<ReturnType<typeof build>>, index = 0): string | undefined {
  const css = [...result.envs[index]!.copies.values()].find((file) => file.endsWith('.css'));
  expect(css).toBeDefined();
  return css!.startsWith(bundlesDir()) ? path.relative(bundlesDir(), css!).split(path.sep)[0] : undefined;
}

const PAGE = "import Badge from './Badge';\n\n# Title\n\nSome <Badge /> here.\n";

describe('the MDX bundle cache', () => {
  it('renders the next build of unchanged pages from the bundle it kept', async () => {
    const fresh = await build({ 'page.mdx': PAGE });
    expect(fresh.html.get('0')).toContain('<span class="badge">v1</span>');
    expect(await manifests()).toHaveLength(1);
    const again = await build({ 'page.mdx': PAGE });
    expect(folderOf(again)).toBeDefined();
    expect(folderOf(again)).toBe(folderOf(fresh));
    expect(again.html.get('0')).toBe(fresh.html.get('0'));
    // What the bundle told the page (the files `dev` watches for it) comes with it.
    expect(again.envs[0]!.dependencies).toEqual(fresh.envs[0]!.dependencies);
    expect(again.envs[0]!.dependencies).toContain(path.join(siteDir, 'Badge.jsx'));
  });

  it('bundles afresh when a file the bundle read changed, or a file was added beside one', async () => {
    const first = await build({ 'page.mdx': PAGE });
    await save('Badge.jsx', BADGE('v2'));
    const changed = await build({ 'page.mdx': PAGE });
    expect(changed.html.get('0')).toContain('<span class="badge">v2</span>');
    expect(folderOf(changed)).not.toBe(folderOf(first));
    // `./Badge` finds Badge.tsx before Badge.jsx: a file added beside the one read is a change, though that one is not.
    await save('Badge.tsx', "import './badge.css';\nexport default function Badge(): JSX.Element { return <b className=\"badge\">tsx</b>; }\n");
    const added = await build({ 'page.mdx': PAGE });
    expect(added.html.get('0')).toContain('<b class="badge">tsx</b>');
    expect(folderOf(added)).not.toBe(folderOf(changed));
    // And kept in turn.
    expect(folderOf(await build({ 'page.mdx': PAGE }))).toBe(folderOf(added));
  });

  it('bundles afresh for another page, another build of brokerdocs or a new resolution file', async () => {
    const first = folderOf(await build({ 'page.mdx': PAGE }));
    const folders = [
      folderOf(await build({ 'page.mdx': `${PAGE}\nMore.\n` })),
      folderOf(await build({ 'page.mdx': PAGE }, { build: 'build-2' })),
      (await save('tsconfig.json', '{}\n'), folderOf(await build({ 'page.mdx': PAGE }))),
    ];
    expect(new Set([first, ...folders]).size).toBe(4);
  });

  it("reuses a bundle with a partial while the partial's text and links are the same", async () => {
    await save('_part.mdx', 'A partial with a [link](guide.md).\n');
    const page = "import Part from './_part.mdx';\nimport Badge from './Badge';\n\n# Title\n\n<Part />\n\n<Badge />\n";
    const fresh = await build({ 'page.mdx': page });
    expect(fresh.html.get('0')).toContain('<a href="/docs/guide">link</a>');
    const again = await build({ 'page.mdx': page });
    expect(folderOf(again)).toBe(folderOf(fresh));
    // The partial's HTML (a placeholder in the bundle, filled from this build's table) is there too.
    expect(again.html.get('0')).toBe(fresh.html.get('0'));
    // The page it links to was renamed: its Markdown is rendered again into this build's table, the bundle kept.
    routes = { 'guide.md': '/docs/start' };
    const renamed = await build({ 'page.mdx': page });
    routes = { 'guide.md': '/docs/guide' };
    expect(renamed.html.get('0')).toContain('<a href="/docs/start">link</a>');
    expect(folderOf(renamed)).toBe(folderOf(fresh));
    // Its text changed, an element in it: another module.
    await save('_part.mdx', 'The partial, edited, with <kbd>JSX</kbd>.\n');
    const edited = await build({ 'page.mdx': page });
    expect(edited.html.get('0')).toContain('The partial, edited, with');
    expect(folderOf(edited)).not.toBe(folderOf(fresh));
  });

  it('keeps no bundle of a file saved while it was bundled, or just before', async () => {
    await writeFile(path.join(siteDir, 'Badge.jsx'), BADGE('v3'));
    const result = await build({ 'page.mdx': PAGE });
    expect(result.html.get('0')).toContain('v3');
    expect(await manifests()).toEqual([]);
    // Kept by the next build, once the save is old enough to be what esbuild read.
    await utimes(path.join(siteDir, 'Badge.jsx'), saved, saved);
    await build({ 'page.mdx': PAGE });
    expect(await manifests()).toHaveLength(1);
  });

  it('keeps no bundle with an import nothing resolves', async () => {
    const result = await build({ 'page.mdx': "import Gone from './Gone';\n\n# Title\n\n<Gone />\n" });
    expect(result.envs[0]!.diagnostics.map((each) => each.code)).toContain('mdx-unresolved-import');
    expect(await manifests()).toEqual([]);
  });

  it('keeps the island scripts beside the server bundle', async () => {
    await save('Counter.jsx', "import { useState } from 'react';\nimport './badge.css';\nexport default function Counter() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>count {n}</button>; }\n");
    const page = "import Counter from './Counter';\n\n# Title\n\n<Counter />\n";
    const fresh = await build({ 'page.mdx': page });
    expect(fresh.html.get('0')).toContain('<script type="module" src="/assets/mdx/islands/island-0.js"></script>');
    expect(await manifests()).toHaveLength(2);
    const islandOf = (result: typeof fresh) => result.envs[0]!.copies.get('assets/mdx/islands/island-0.js');
    const again = await build({ 'page.mdx': page });
    expect(again.html.get('0')).toBe(fresh.html.get('0'));
    // The script is copied from the folder kept for it, not from one bundled again.
    expect(islandOf(again)?.startsWith(bundlesDir())).toBe(true);
    expect(islandOf(again)).toBe(islandOf(fresh));
    expect(await readFile(islandOf(again)!, 'utf8')).toContain('count');
  });

  it("prunes the bundles beyond the newest six that this process does not use, and folders no manifest names", async () => {
    // An earlier process's: seven bundles, an hour old and older, and a folder whose manifest was never written.
    const hourAgo = Date.now() / 1000 - 3600;
    for (let i = 0; i < 7; i++) {
      await mkdir(path.join(bundlesDir(), `old${i}`));
      await writeFile(path.join(bundlesDir(), `old${i}.json`), JSON.stringify({ folder: `old${i}`, metafile: { inputs: {}, outputs: {} }, kept: {}, stamps: [] }));
      await utimes(path.join(bundlesDir(), `old${i}.json`), hourAgo + i, hourAgo + i);
      await utimes(path.join(bundlesDir(), `old${i}`), hourAgo, hourAgo);
    }
    await mkdir(path.join(bundlesDir(), 'stray'));
    await utimes(path.join(bundlesDir(), 'stray'), hourAgo, hourAgo);
    const first = folderOf(await build({ 'page.mdx': PAGE }))!;
    const left = await readdir(bundlesDir());
    expect(left.filter((name) => name.startsWith('old')).sort()).toEqual(['old2', 'old2.json', 'old3', 'old3.json', 'old4', 'old4.json', 'old5', 'old5.json', 'old6', 'old6.json']);
    expect(left).toContain(first);
    expect(left).not.toContain('stray');
    // Bundles this process made or reused stay, however many came after: its pages' files are copied from them.
    for (let i = 0; i < 6; i++) await build({ 'page.mdx': `${PAGE}\nVariant <kbd>${i}</kbd>.\n` });
    expect(await manifests()).toHaveLength(7);
    expect(await readdir(bundlesDir())).toContain(first);
    expect(folderOf(await build({ 'page.mdx': PAGE }))).toBe(first);
  });

  it('stamps what steers resolution: resolution files up to the site, the theme folders, absent ones too', async () => {
    const inputs = { 'src/components/Badge.jsx': { bytes: 1, imports: [] }, 'brokerdocs-page:0': { bytes: 1, imports: [] } };
    const stamps = stampsOf(siteDir, { inputs, outputs: {} }, resolutionWatch({ siteDir }, new Map()));
    const paths = stamps.map(([file]) => path.relative(siteDir, file));
    expect(paths).toEqual(expect.arrayContaining(['src/components/Badge.jsx', 'src/components', 'src/components/package.json', 'src/tsconfig.json', 'jsconfig.json', 'src', 'src/theme']));
    expect(paths.some((file) => file.startsWith('brokerdocs-page'))).toBe(false);
    // Nothing above the site: its parent changes with anything beside it.
    expect(paths.every((file) => !file.startsWith('..'))).toBe(true);
    expect(stamps.find(([file]) => file.endsWith(path.join('src', 'theme')))?.[1]).toBe(-1);
  });

  it('is off with BROKERDOCS_MDX_CACHE=off, and when brokerdocs runs from its sources', () => {
    expect(openBundleCache(siteDir)).toBeUndefined();
    process.env.BROKERDOCS_MDX_CACHE = 'off';
    try {
      expect(openBundleCache(siteDir, 'build-1')).toBeUndefined();
    } finally {
      delete process.env.BROKERDOCS_MDX_CACHE;
    }
  });
});
