// The two plugins Docusaurus sites add for their own components, honoured
// without running them (tests/fixtures/sites/docusaurus-plugins):
// docusaurus-plugin-module-alias's aliases resolve a page's imports, and the
// Sass a component imports (a CSS module, a plain sheet with a partial) is
// compiled into the page's stylesheet. Sass that does not compile is named at
// its file and line, and only its page loses its components. A swizzled
// src/theme/MDXComponents adds components every page uses without importing
// them (with members: <Shelf.Item>; the map is ejected, built from
// @theme/MDXComponents/*, in a .js file with JSX), and a component imports an image of the
// static folder as `/img/…`. A package that is not installed, called while
// the site's modules load, costs only the component that uses it.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokerdocs, type CliRun } from '../support/cli.js';
import { temporaryDir } from '../support/paths.js';

const website = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-plugins/website');

describe('a Docusaurus site with module aliases and Sass', () => {
  let out: string;
  let run: CliRun;
  let warnings: string[];
  beforeAll(async () => {
    out = await temporaryDir('brokerdocs-docusaurus-plugins-');
    run = brokerdocs(['build', '--out-dir', out], { cwd: website });
    warnings = (run.stdout + run.stderr).split('\n').filter((line) => /^\s+(warning|error)\s/.test(line)).map((line) => line.trim().replace(/\s+/g, ' '));
  }, 120_000);

  it('builds, naming the remark plugin it does not run and not the two plugins it honours', () => {
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Built 6 pages');
    expect(warnings).toContain('warning docusaurus.config.js:16 Not run, as brokerdocs renders Markdown with its own plugins: remarkPlugins: remarkShout [docusaurus-markdown-plugins]');
    expect(warnings.join('\n')).not.toMatch(/docusaurus-plugin-(sass|module-alias)/);
  });

  it('resolves @components through the alias and runs the component on the server', async () => {
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/<strong class="([\w-]+)">2<!-- --> lamps, <!-- -->100<!-- --> W in all<\/strong>/);
    // The config's customFields, read through useDocusaurusContext().
    expect(html).toContain('<small>Made by <!-- -->Lumen &amp; Co</small>');
    // A stylesheet of a package that is not installed, imported for its effect, is left out: the page keeps its components.
    expect(warnings.filter((line) => line.includes('index.mdx'))).toEqual(['warning ../docs/index.mdx:4 "lamp-shades/dist/shades.css" cannot be found: it is left out [mdx-unresolved-import]']);
  });

  it('compiles the Sass it imports: a CSS module with a partial, and a plain sheet, in the page stylesheet', async () => {
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    const className = /<strong class="([\w-]+)">/.exec(html)![1]!;
    const href = /<link rel="stylesheet" href="\/(assets\/mdx\/[^"]+\.css)">/.exec(html)![1]!;
    const css = readFileSync(path.join(out, href), 'utf8');
    // The partial's variable, Sass nesting and arithmetic, all compiled away.
    expect(css).toContain('border: 2px solid #f5a623;');
    expect(css).toContain(`.${className} {`);
    expect(css).toContain('border-radius: 12px;');
    expect(css).not.toContain('$');
  });

  it('names Sass that does not compile at its file and line, and keeps that page as Markdown', async () => {
    expect(warnings).toContainEqual(expect.stringMatching(/^warning \.\.\/docs\/flicker\.mdx:3 The page's components could not be bundled: Sass cannot compile it: expected ";"\. \(src\/components\/flicker\.scss:3\)/));
    const html = await readFile(path.join(out, 'flicker/index.html'), 'utf8');
    expect(html).toContain('<h1');
    expect(html).toContain('Some lamps');
  });

  it('says a Flow-typed component is why its page lost its components, and does not call each of them unsupported', async () => {
    const page = warnings.filter((line) => line.includes('since.mdx'));
    expect(page[0]).toMatch(/^warning \.\.\/docs\/since\.mdx:3 The page's components could not be bundled: .* \(src\/components\/Since\.js:4\)\. It is shown as Markdown, without them \[mdx-bundle-error\]$/);
    expect(run.stdout + run.stderr).toContain('hint: src/components/Since.js looks Flow-typed (type annotations in a JavaScript file), which brokerdocs cannot read: take the annotations out, or rename it to .tsx and write them as TypeScript.');
    // <Since> is covered by that warning; a component the page never imported is still named.
    expect(page.slice(1)).toEqual(['warning ../docs/since.mdx:9 <NeverImported> is not a supported component: it renders nothing [mdx-unsupported-component]']);
    expect(await readFile(path.join(out, 'since/index.html'), 'utf8')).toContain('Dimming arrived');
  });

  it("runs the components a swizzled MDXComponents provides, members included, with a /img/ import from the static folder", async () => {
    const html = await readFile(path.join(out, 'shelf/index.html'), 'utf8');
    const image = /<ul class="shelf"><li><img src="\/(assets\/mdx\/bulb-[0-9a-f]+\.png)" alt=""\/> <!-- -->DESK LAMP<\/li><li><img src="\/assets\/mdx\/bulb-[0-9a-f]+\.png" alt=""\/> <!-- -->FLOOR LAMP<\/li><\/ul>/.exec(html);
    expect(image).not.toBeNull();
    expect(readFileSync(path.join(out, image![1]!)).subarray(1, 4).toString()).toBe('PNG');
    expect(warnings.join('\n')).not.toContain('<Shelf');
  });

  it('keeps our Tabs for a page that uses them without importing them, though the MDXComponents (in a .js file with JSX) is ejected', async () => {
    const html = await readFile(path.join(out, 'shelf/index.html'), 'utf8');
    expect(html).toMatch(/role="tab" class="tabs-item tabs-item-active"[^>]*>Desk</);
    expect(html).toContain('A lamp for the desk.');
  });

  it("gives components their version's docs by id through useDocsVersion()", async () => {
    const html = await readFile(path.join(out, 'shelf/index.html'), 'utf8');
    expect(html).toContain('<p class="doc-titles">cloud: Cloud; flicker: Flicker; index: Lamps; partial: Partial; shelf: Shelf; since: Since</p>');
  });

  it('shows a box for a member component the site never defines, and the rest of the page', async () => {
    const html = await readFile(path.join(out, 'shelf/index.html'), 'utf8');
    expect(warnings).toContain('warning ../docs/shelf.mdx:10 <Drawer.Handle> is used but never imported or defined: a box shows in its place [mdx-missing-component]');
    expect(html).toContain('Drawer.Handle&gt; is used but never imported or defined on this page.');
    expect(html).toContain('The text after a component the site never defined is still here.');
  });

  it('keeps every page when a component calls a package that is not installed: the component renders without it, and the page is warned about', async () => {
    const html = await readFile(path.join(out, 'cloud/index.html'), 'utf8');
    // At the page's import of the component that uses it.
    expect(warnings).toContain('warning ../docs/cloud.mdx:3 "lamp-cloud-sdk" cannot be found: a component of this page uses it and renders without it [mdx-missing-module]');
    // What the package would have given reads as nothing.
    expect(html).toContain('<p>Cloud lamps: </p>');
    expect(html).toContain('<p>Lamps online are counted by the cloud service.</p>');
    // The other pages' components ran from the same modules.
    expect(await readFile(path.join(out, 'shelf/index.html'), 'utf8')).toContain('DESK LAMP');
  });

  it('renders each page inside the site’s swizzled layout provider, whose context its components read', async () => {
    expect(await readFile(path.join(out, 'shelf/index.html'), 'utf8')).toContain('<p class="wattage">Every bulb here draws 40 W.</p>');
    // The provider is used, so it is not named among the swizzled parts brokerdocs leaves out.
    expect(warnings.join('\n')).not.toContain('docusaurus-swizzled');
  });

  it('shows a box for a global component that throws, at its line, and renders the rest of the page', async () => {
    const html = await readFile(path.join(out, 'cloud/index.html'), 'utf8');
    expect(warnings).toContain('warning ../docs/cloud.mdx:9 <Socket> could not be rendered: It threw while rendering: the socket is not wired [mdx-component-error]');
    expect(html).toContain('<code>&lt;Socket&gt;</code> could not be shown');
    expect(html).toContain('<p>A lamp needs a socket.</p>');
    expect(warnings.join('\n')).not.toContain('mdx-render-error');
  });

  it('compiles a page whose only import is a Markdown partial that uses a component, and runs the component', async () => {
    const html = await readFile(path.join(out, 'partial/index.html'), 'utf8');
    expect(html).toMatch(/<strong class="[\w-]+">3<!-- --> lamps, <!-- -->21<!-- --> W in all<\/strong>/);
    expect(warnings.filter((line) => line.includes('partial.md'))).toEqual([]);
  });
});
