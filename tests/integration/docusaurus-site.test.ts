// A Docusaurus docs folder built unchanged (tests/fixtures/sites/docusaurus):
// no MDX syntax reaches any page or export, URLs are Docusaurus', its own
// sidebars.js is the sidebar, docs.exclude leaves files out, and each
// component we do not render is a warning at its file and line.
import { readFile, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import type { Diagnostic } from '../../cli/diagnostics.js';

const site = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus');
const outDir = path.join(os.tmpdir(), `brokerdocs-docusaurus-${process.pid}`);
let diagnostics: Diagnostic[];
let ok: boolean;

beforeAll(async () => {
  ({ ok, diagnostics } = await build(site, { outDir }));
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('a Docusaurus docs folder', () => {
  it('builds, with a warning at file and line for each component it cannot render', () => {
    expect(ok).toBe(true);
    expect(diagnostics.map((d) => `${d.severity} ${d.location?.file}:${d.location?.line ?? ''} ${d.code}`).sort()).toEqual([
      // The component's import names no file of the site: a box names it on the page (the test below).
      'warning docs/guides/configure.mdx:7 mdx-unresolved-import',
      // Served under /docs with no page there, as Docusaurus sites whose home is a page of src/pages.
      'warning docs: no-docs-home',
    ]);
  });

  it('has no MDX syntax in any page, page data or Markdown export', async () => {
    const outputs = [...files(outDir, '.html'), ...files(path.join(outDir, 'page-data'), '.json'), ...files(outDir, '.md')];
    expect(outputs.length).toBeGreaterThan(10);
    for (const file of outputs) {
      const text = await readFile(file, 'utf8');
      for (const raw of ['import Tabs', "from '@theme", 'export const', '{/*', '<Tabs', '<TabItem', '&lt;Tabs', '&lt;TabItem', '<BrowserWindow', '<SharedOptions', '<Admonition', '<CodeBlock', '<Details']) {
        expect(text, `${path.relative(outDir, file)} holds ${raw}`).not.toContain(raw);
      }
    }
  });

  it('serves the docs at the URLs Docusaurus gives them, file names keeping their case, and leaves excluded files out', () => {
    for (const page of ['docs/intro', 'docs/guides/Install-Guide', 'docs/guides/configure', 'docs/reference/cli']) expect(existsSync(path.join(outDir, page, 'index.html')), page).toBe(true);
    expect(existsSync(path.join(outDir, 'docs/drafts'))).toBe(false);
    expect(existsSync(path.join(outDir, 'docs/guides/_shared-options'))).toBe(false);
  });

  it('takes its sidebars from sidebars.js: shorthand categories, ref items, labels, unknown keys accepted, a generated index', async () => {
    const siteFile = readdirSync(path.join(outDir, 'assets')).find((name) => /^site-.*\.json$/.test(name))!;
    const { sidebars } = JSON.parse(await read(`assets/${siteFile}`)) as { sidebars: Record<string, Array<{ type: string; label: string; href?: string; items?: Array<{ label: string; href?: string }> }>> };
    expect(Object.keys(sidebars)).toEqual(['guide', 'reference']);
    expect(sidebars.guide!.map((item) => `${item.type}:${item.label}:${item.href ?? ''}`)).toEqual(['link:Welcome to Lantern:/docs/intro', 'link:Install:/docs/guides/Install-Guide', 'category:Guides:/docs/category/guides']);
    expect(sidebars.guide![2]!.items!.map((item) => `${item.label}:${item.href}`)).toEqual(['Configure Lantern:/docs/guides/configure', 'CLI reference:/docs/reference/cli']);
    expect(sidebars.reference!.map((item) => `${item.type}:${item.label}`)).toEqual(['category:Reference']);
  });

  it('renders tabs with the default tab shown, inlines the partial, and resolves its links', async () => {
    const intro = await read('docs/intro/index.html');
    expect(intro).toContain('aria-selected="true" tabindex="0" data-value="mac">macOS</button>');
    expect(intro).toMatch(/data-value="linux" hidden>\n<p>Download the <strong>tarball<\/strong> and unpack it:<\/p>/);
    expect(intro).toContain('data-group-id="npm2yarn"');
    const configure = await read('docs/guides/configure/index.html');
    expect(configure).toContain('<h2 id="shared-options">Shared options');
    expect(configure).toContain('<a href="/docs/reference/cli">the CLI reference</a>');
    expect(configure).toContain('<p>The timeline as it opens in a browser.</p>');
    // Compiled by the MDX compiler (it imports a component of the site): the component that cannot be found is a box naming it.
    expect(configure).toContain('<code>&lt;BrowserWindow&gt;</code> could not be shown');
  });

  it('exports the pages as plain Markdown: tab labels and summaries in bold, no tags', async () => {
    const intro = await read('docs/intro.md');
    expect(intro).toContain('**macOS**\nUse Homebrew: `brew install lantern`.');
    expect(intro).toContain('**Windows** Logs live in `%APPDATA%\\Lantern`.');
    expect(await read('docs/guides/configure.md')).toContain('**Why thirty days?**');
  });
});
