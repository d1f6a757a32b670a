// A Docusaurus site whose pages use its own React components
// (tests/fixtures/sites/mdx-components), built: each component's output,
// computed at render, is in the page; a component with state is an island
// with its script; a failing one is a box and a warning at its line, and the
// rest of its page renders.
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import type { Diagnostic } from '../../cli/diagnostics.js';
import { repoRoot } from '../support/paths.js';

const site = path.resolve(import.meta.dirname, '../fixtures/sites/mdx-components');
const outDir = path.join(os.tmpdir(), `brokerdocs-mdx-components-${process.pid}`);
let diagnostics: Diagnostic[];
let ok: boolean;

beforeAll(async () => {
  ({ ok, diagnostics } = await build(site, { outDir }));
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

const body = async (route: string) => {
  const html = await readFile(path.join(outDir, route, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
};

describe('a site with components of its own', () => {
  it('builds, with a warning at the line of each component that cannot run', () => {
    expect(ok).toBe(true);
    expect(diagnostics.map((d) => `${d.location?.file}:${d.location?.line} ${d.code}`).sort()).toEqual([
      'docs/broken.mdx:11 mdx-component-error',
      'docs/broken.mdx:13 mdx-component-error',
      'docs/broken.mdx:17 mdx-missing-component',
      'docs/broken.mdx:7 mdx-unresolved-import',
    ]);
    expect(diagnostics.find((d) => d.location?.line === 13)!.message).toContain('window is not defined');
    // <Missing> (line 15) is warned about once, at its import.
    expect(diagnostics.find((d) => d.location?.line === 7)!.message).toBe('"@site/src/components/DoesNotExist" cannot be found: the components imported from it show a box');
  });

  it('runs JSX and TSX components at build time: their computed output is in the page', async () => {
    const html = await body('docs/components');
    expect(html).toContain('<p class="total">Total: <!-- -->7.75<!-- --> EUR</p>');
    // TSX with a CSS module: the class is the module's, its CSS linked from the page.
    expect(html).toMatch(/<span class="Badge_badge" data-level="2">BETA<!-- -->: the <strong>new<\/strong> API<\/span>/);
    const css = /<link rel="stylesheet" href="\/lantern\/(assets\/mdx\/[^"]+\.css)">/.exec(html)![1]!;
    expect(await readFile(path.join(outDir, css), 'utf8')).toContain('.Badge_badge');
  });

  it('renders a component from a package in the site’s node_modules and the site’s swizzled @theme/Admonition', async () => {
    const html = await body('docs/components');
    expect(html).toContain('<table class="props-table"><tbody><tr><td>size</td><td>number</td></tr><tr><td>color</td><td>string</td></tr></tbody></table>');
    expect(html).toContain('<aside class="lantern-callout lantern-callout-tip"><strong>Swizzled</strong><p>Rendered by the site\'s own Admonition.</p>');
  });

  it('renders Markdown around and inside components as markdown-it does, partials outside the docs folder included', async () => {
    const html = await body('docs/components');
    expect(html).toContain('<h2 id="prices">Prices <a class="hash-link" href="#prices" aria-label="Direct link to Prices">#</a></h2>');
    expect(html).toContain('<div class="admonition admonition-note" role="note"><p class="admonition-heading">Markdown still works</p><div class="admonition-content">\n<p>A <a href="/lantern/docs/broken#after">link to the broken page</a>.</p>');
    // The escaped specifier `@site/shared/\_intro.mdx` names `_intro.mdx`, outside docs/.
    expect(html).toContain('Shared introduction with a <strong>bold</strong> word and <p class="total">Total: <!-- -->3.00<!-- --> EUR</p>');
    // An id a component writes is a link target (the build reports no broken anchor for it: the first test).
    expect(html).toContain('<li><a id="pinned-item"></a> An item');
    expect(html).toContain('<a href="#pinned-item">Back to the pinned item</a>');
  });

  it('makes islands only of the components that need the browser, with one script for the page', async () => {
    const html = await body('docs/components');
    expect([...html.matchAll(/<brokerdocs-island data-island="([^"]+)"/g)].map((m) => m[1])).toEqual(['2:default', '5:default']);
    // BrowserOnly: the server shows the fallback.
    expect(html).toContain('<span class="width">measuring…</span>');
    const script = /<script type="module" src="\/lantern\/(assets\/mdx\/islands\/[^"]+)"><\/script>/.exec(html)![1]!;
    expect(await readFile(path.join(outDir, script), 'utf8')).toContain('hydrateRoot');
    expect(await body('docs/broken')).not.toContain('<script');
  });

  it('gives island scripts the React of the runtime the page loads, not a copy of their own', async () => {
    const page = await readFile(path.join(outDir, 'docs/components/index.html'), 'utf8');
    const host = /<script type="module" src="\/lantern\/(assets\/client-islands-[^"]+\.js)"/.exec(page)![1]!;
    const island = await readFile(path.join(outDir, /src="\/lantern\/(assets\/mdx\/islands\/[^"]+)"/.exec(page)![1]!), 'utf8');
    // The island script imports the very URL the page loads its runtime from: the browser evaluates that module once.
    expect(island).toContain(`from"/lantern/${host}"`);
    // React's element type is made by React (and its JSX runtime): found in the host, nowhere in the island scripts.
    expect(await readFile(path.join(outDir, host), 'utf8')).toContain('react.transitional.element');
    for (const file of await readdir(path.join(outDir, 'assets/mdx/islands'))) expect(await readFile(path.join(outDir, 'assets/mdx/islands', file), 'utf8')).not.toContain('react.transitional.element');
    // A page without islands loads the plain client.
    expect(await readFile(path.join(outDir, 'docs/broken/index.html'), 'utf8')).toMatch(/<script type="module" src="\/lantern\/assets\/client-(?!islands)[^"]+\.js"/);
  });

  it('names brokerdocs\' modules in island scripts by their place in brokerdocs, never by where it is installed', async () => {
    for (const file of await readdir(path.join(outDir, 'assets/mdx/islands'))) {
      const script = await readFile(path.join(outDir, 'assets/mdx/islands', file), 'utf8');
      expect(script).not.toContain(repoRoot);
      expect(script).not.toMatch(/"(?:\.\.\/)+templates\//);
    }
    const scripts = await Promise.all((await readdir(path.join(outDir, 'assets/mdx/islands'))).map((file) => readFile(path.join(outDir, 'assets/mdx/islands', file), 'utf8')));
    // The page's BrowserOnly island takes our BrowserOnly in, under its own name.
    expect(scripts.join('\n')).toContain('brokerdocs/docusaurus/BrowserOnly.tsx');
  });

  it('shows a box naming each component that cannot run, and the rest of the page', async () => {
    const html = await body('docs/broken');
    for (const name of ['Broken', 'ReadsWindow', 'Missing', 'NeverImported']) expect(html).toContain(`<code>&lt;${name}&gt;</code> could not be shown`);
    expect(html).toContain('<p>Before the broken components.</p>');
    // On the component's own line, as MDX reads it: text, not a paragraph.
    expect(html).toMatch(/<\/div>kept content/);
    expect(html).toContain('<h2 id="after">After');
  });
});
