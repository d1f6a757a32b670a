// A Docusaurus website/ folder built as it is, with no docs.config.ts
// (tests/fixtures/sites/docusaurus-config and docusaurus-config-ts): its
// docusaurus.config.js (CommonJS, require.resolve, a package of its own
// node_modules) or .ts (ESM, an async function) is the config, its
// sidebars.js nests shorthand categories, the docs and their images live in
// ../docs, and what cannot run is named once. `brokerdocs build` runs in the
// website folder, as a user runs it.
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerdocs, type CliRun } from '../support/cli.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/sites');
const outDir = (name: string) => path.join(os.tmpdir(), `brokerdocs-${name}-${process.pid}`);

describe('a Docusaurus website folder with only docusaurus.config.js', () => {
  const out = outDir('docusaurus-config');
  let run: CliRun;
  beforeAll(() => {
    run = brokerdocs(['build', '--out-dir', out], { cwd: path.join(fixtures, 'docusaurus-config/website') });
  }, 60_000);
  afterAll(() => rm(out, { recursive: true, force: true }));
  const read = (file: string) => readFile(path.join(out, file), 'utf8');

  it('builds, naming once what it cannot run and each problem at its file and line', () => {
    // The docs, the page of src/pages and the blog: its post, its list page and its archive.
    expect(run.stderr + run.stdout).toContain('Built 9 pages');
    expect(run.status).toBe(0);
    const lines = (run.stdout + run.stderr).split('\n').filter((line) => /^\s+(warning|info|error)\s/.test(line)).map((line) => line.trim().replace(/\s+/g, ' '));
    // onBrokenLinks: 'throw', but a broken anchor is a warning, as Docusaurus' onBrokenAnchors defaults to.
    expect(lines).toEqual([
      'warning ../docs/README.md:4:47 Broken anchor "guide/install.md#steps" (resolved to /widgets/docs/guide/install#steps): the page /docs/guide/install has no heading or element with id "steps" [broken-anchor]',
      'warning ../docs/guide/install.md:9 Unknown admonition type ":::success": shown as a note [admonition-unknown]',
      // Docusaurus' onUntruncatedBlogPosts is 'warn' unless set.
      'warning blog/welcome.md:5 The post has no truncate marker: the list pages show it whole [blog-post-untruncated]',
      'warning docusaurus.config.js:1 docusaurus.config.js uses packages or files not found, read as empty: internaldocs-not-installed, remark-not-installed [packages-missing]',
      // The key set from a package not installed is read as not set (a stand-in is not a boolean), at its line.
      'warning docusaurus.config.js:27 A key takes its value from internaldocs-not-installed, which cannot be found, and is read as not set: presets[0][1].docs.showLastUpdateTime [packages-missing-values]',
      'warning docusaurus.config.js:29 Not run, as brokerdocs renders Markdown with its own plugins: remarkPlugins: a package not installed [docusaurus-markdown-plugins]',
      'warning docusaurus.config.js:36 Not run, as brokerdocs does not run Docusaurus plugins or themes: plugin localRedirects, theme @docusaurus/theme-mermaid [docusaurus-plugins]',
      'warning docusaurus.config.js:38 themeConfig: left out: navbar item "Picker" of type "custom-versionPicker" [docusaurus-unsupported]',
      // Prism's settings do nothing here: brokerdocs highlights with shiki.
      'warning docusaurus.config.js:38 themeConfig: left out: prism [docusaurus-unsupported]',
    ]);
  });

  it("links the preset's customCss after brokerdocs' stylesheet, its Infima primary colour made brokerdocs' own", async () => {
    const html = await read('docs/index.html');
    const links = [...html.matchAll(/<link rel="stylesheet" href="\/widgets\/(assets\/[^"]+\.css)">/g)].map((match) => match[1]!);
    expect(links).toHaveLength(2);
    expect(links[1]).toMatch(/^assets\/custom-[0-9a-f]{10}\.css$/);
    const css = await read(links[1]!);
    expect(css).toContain(':root { --ifm-color-primary: #2e8555; }');
    expect(css).toContain(":root,[data-theme='dark']{--primary:var(--ifm-color-primary)}");
  });

  it('takes title, title delimiter, base URL, trailing slash, favicon, navbar, footer and colour mode from the config', async () => {
    const html = await read('docs/index.html');
    // titleDelimiter: '·'
    expect(html).toContain('<title>Welcome · Widgets Docs</title>');
    expect(html).toContain('href="/widgets/img/favicon.svg"');
    expect(html).toContain('href="https://github.com/example/widgets"');
    expect(html).not.toContain('Picker');
    expect(html).toContain('Copyright Widgets');
    // A footer item of raw HTML is written as it is, in its column.
    expect(html).toContain('<li class="footer-html"><a href="https://example.org">Example</a></li>');
    expect(html).toMatch(/data-theme="dark"/);
    // trailingSlash: false — the README's folder route has no slash
    expect(html).toContain('href="/widgets/docs/guide/install"');
  });

  it('reads sidebars.js as Docusaurus does: nested shorthand categories, README as written, an html item, a required package', async () => {
    const siteFile = readdirSync(path.join(out, 'assets')).find((name) => /^site-.*\.json$/.test(name))!;
    const { sidebars } = JSON.parse(await read(`assets/${siteFile}`)) as { sidebars: Record<string, Array<{ label: string; value?: string; href?: string; items?: Array<{ label: string; href?: string; items?: Array<{ label: string; items?: Array<{ label: string; href?: string }> }> }> }>> };
    const guide = sidebars.guide!;
    expect(guide.map((item) => item.label ?? item.value)).toEqual(['Getting started', 'Guides', 'Reference', '<span class="sidebar-note">Widgets 1.0</span>']);
    expect(await read('docs/index.html')).toContain('<li class="menu-item menu-html menu-link"><span class="sidebar-note">Widgets 1.0</span></li>');
    expect(guide[0]!.items!.map((item) => [item.label, item.href])).toEqual([['Welcome', '/widgets/docs']]);
    expect(guide[1]!.items!.map((item) => item.label)).toEqual(['Installing', 'Languages']);
    expect(guide[1]!.items![1]!.items!.map((item) => item.label)).toEqual(['Code']);
    expect(guide[1]!.items![1]!.items![0]!.items!.map((item) => [item.label, item.href])).toEqual([['Go', '/widgets/docs/guide/go']]);
  });

  it("builds a category's generated index: a page listing its docs with their descriptions, which the category links to", async () => {
    const html = await read('docs/category/reference/index.html');
    expect(html).toContain('<h1 class="doc-title">All of the reference</h1>');
    expect(html).toContain('<div class="markdown"><p>Every command, one page each.</p>\n<ul>\n<li><a href="/widgets/docs/reference/cli">The widgets command</a>: Its options, one by one.</li>\n</ul>\n</div>');
    expect(html).not.toContain('edit-this-page');
    expect(await read('docs/index.html')).toContain('<a class="menu-link menu-category-link" href="/widgets/docs/category/reference">Reference</a>');
  });

  it('shows an admonition type the config adds as a note of its own class, without a warning', async () => {
    expect(await read('docs/guide/install/index.html')).toContain('<div class="admonition admonition-note admonition-release" role="note"><p class="admonition-heading">1.0</p><div class="admonition-content">\n<p>The first release.</p>');
  });

  it('copies an image that lives beside the docs, outside the website folder', async () => {
    const html = await read('docs/guide/install/index.html');
    const src = /<img src="([^"]+)" alt="Parts of a widget">/.exec(html)?.[1];
    expect(src).toMatch(/^\/widgets\/assets\/images\/parts-[0-9a-f]{10}\.svg$/);
    expect(existsSync(path.join(out, src!.replace('/widgets/', '')))).toBe(true);
  });

  it('copies a file a link names beside the docs, as Docusaurus does, and links to the copy (its hash kept)', async () => {
    const html = await read('docs/guide/install/index.html');
    const drawing = /<a href="([^"]+)">drawing<\/a>/.exec(html)?.[1];
    expect(drawing).toMatch(/^\/widgets\/assets\/files\/parts-[0-9a-f]{10}\.svg$/);
    const list = /<a href="([^"]+)">list of parts<\/a>/.exec(html)?.[1];
    expect(list).toMatch(/^\/widgets\/assets\/files\/parts-[0-9a-f]{10}\.csv#wick$/);
    expect(await read(list!.replace('/widgets/', '').replace(/#.*/, ''))).toBe('part,count\nlens,1\nwick,12\n');
    // Not a broken link (onBrokenLinks: 'throw' would fail the build).
    expect(run.stdout + run.stderr).not.toContain('parts.csv');
    // The page's Markdown export links to the copies too, the image's included.
    const markdown = await read('docs/guide/install.md');
    expect(markdown).toContain(`[list of parts](https://widgets.example.org${list})`);
    expect(markdown).toMatch(/!\[Parts of a widget\]\(https:\/\/widgets\.example\.org\/widgets\/assets\/images\/parts-[0-9a-f]{10}\.svg\)/);
  });

  it('highlights the Go block that never finished highlighting, and Prism language names', async () => {
    const go = await read('docs/guide/go/index.html');
    expect(go).toContain('<span class="sk-keyword">type</span>');
    expect(go).toContain('interface');
    const install = await read('docs/guide/install/index.html');
    expect(install).toContain('language-shell-session');
    expect(install).toMatch(/<pre class="shiki shiki-themes/);
  });

  it('links each doc to its source under editUrl, the path from the website folder resolved as Docusaurus does', async () => {
    expect(await read('docs/guide/install/index.html')).toContain('<a class="edit-this-page" href="https://example.org/widgets/edit/docs/guide/install.md" target="_blank" rel="noopener noreferrer">Edit this page</a>');
  });

  it('builds the blog post and the page of src/pages the docs link to', async () => {
    const html = await read('docs/index.html');
    expect(html).toContain('href="/widgets/blog/welcome"');
    // The post's slug is its route under the blog; its date is its front matter's.
    expect(await read('blog/welcome/index.html')).toContain('<time dateTime="2024-01-05">January 5, 2024</time> · 1 min read');
    expect(html).toContain('href="/widgets/community"');
    expect(await read('community/index.html')).toMatch(/<div id="main-content" class="site-page" tabindex="-1"><link rel="stylesheet" href="\/widgets\/assets\/mdx\/site-pages-[0-9a-f]{10}\.css"><\/div>/);
  });
});

describe('a Docusaurus website folder with only docusaurus.config.ts (an async function)', () => {
  const out = outDir('docusaurus-config-ts');
  let run: CliRun;
  beforeAll(() => {
    run = brokerdocs(['build', '--out-dir', out], { cwd: path.join(fixtures, 'docusaurus-config-ts/website') });
  }, 60_000);
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('builds from what the function returns: docs in ../docs at the root, the announcement bar, no sidebars file', async () => {
    expect(run.status).toBe(0);
    // A package not installed and a relative file not there alike.
    expect(run.stdout + run.stderr).toContain('uses packages or files not found, read as empty: ../scripts/generated-releases.mjs, prism-react-renderer');
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<title>Gadgets</title>');
    expect(html).toContain('<p>Every gadget, described.</p>');
    expect(html).toContain('Gadgets 2 is out');
  });

  it('links a doc to the URL its editUrl function returns, and the doc it returns nothing for to none', async () => {
    expect(await readFile(path.join(out, '01-setup/index.html'), 'utf8')).toContain('<a class="edit-this-page" href="https://git.example.org/gadgets/edit/en/01-setup.md?folder=../docs"');
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).not.toContain('edit-this-page');
  });

  it('keeps number prefixes in routes with numberPrefixParser: false', () => {
    expect(existsSync(path.join(out, '01-setup/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'setup/index.html'))).toBe(false);
  });
});
