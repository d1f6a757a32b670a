// A Docusaurus website's src/pages built with its docs
// (tests/fixtures/sites/docusaurus-pages): the home page and the others are
// React components wrapped in @theme/Layout, run on the server with the
// site's own components and CSS module, each a page between the navbar and
// the footer; a Markdown page has its title and table of contents; files
// starting with `_` and tests are not pages. A page that cannot be bundled is
// a warning at its file and line and a box on the page, never a failed build.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerdocs, type CliRun } from '../support/cli.js';
import { temporaryDir } from '../support/paths.js';
import { builtFixtureForFile } from '../support/built-fixture.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-pages');

/** The body the page's component rendered: what is inside the skip link's target. */
function pageBody(html: string): string {
  const start = html.indexOf('<div id="main-content" class="site-page"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('<footer', start));
}

describe('a Docusaurus website with src/pages', () => {
  const built = builtFixtureForFile('docusaurus-pages');
  const { read } = built;

  it('builds every page of src/pages with the docs, and says nothing is missing', () => {
    expect(built.run.status).toBe(0);
    expect(built.output()).toContain('Built 6 pages');
    expect(built.output()).toContain('0 warnings');
    // The links of the docs to the pages are checked (onBrokenLinks: 'throw') and found.
    expect(built.output()).not.toContain('broken-link');
  });

  it('renders the home page with the site’s components: the title and description Layout is given, the config, a link, headings', async () => {
    const html = await read('index.html');
    expect(html).toContain('<title>Welcome to Lanterns | Lanterns</title>');
    expect(html).toContain('<meta name="description" content="Lanterns that stay lit in any weather">');
    const body = pageBody(html);
    expect(body).toContain('<h1 class="hero__title">Lanterns</h1><p class="hero__subtitle">Light for every path</p>');
    expect(body).toContain('<a href="/docs/intro" class="button button--primary">Start in five minutes</a>');
    expect([...body.matchAll(/<div class="col col--4 feature"><h3>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual(['Storm-proof glass', 'A week of oil', 'Folds flat']);
    // Inside Docusaurus' wrapper, with the page's own <main>, and nothing of a doc's page around it.
    expect(body).toMatch(/^<div id="main-content" class="site-page" tabindex="-1">(<link [^>]+>)*<div class="main-wrapper">/);
    expect(html).not.toContain('docs-sidebar');
    expect(html).not.toContain('class="markdown"');
    expect(html).not.toContain('type="text/markdown"');
  });

  it('gives the CSS module’s classes their scoped names, and links the stylesheet that defines them after the one of Infima’s classes', async () => {
    const body = pageBody(await read('index.html'));
    const hero = /<header class="hero ([\w-]+)">/.exec(body)?.[1];
    expect(hero).toMatch(/heroBanner/);
    const [infima, module] = [...body.matchAll(/<link rel="stylesheet" href="\/(assets\/mdx\/[^"]+\.css)">/g)].map((match) => match[1]!);
    expect(infima).toMatch(/^assets\/mdx\/site-pages-[0-9a-f]{10}\.css$/);
    expect(await read(infima!)).toContain('.site-page .col--4 { flex: 0 0 33.333%; max-width: 33.333%; }');
    expect(await read(module!)).toMatch(new RegExp(`\\.${hero}\\s*\\{\\s*padding: 4rem 1rem;`));
    // A Markdown page is a doc's page: no Infima there.
    expect(await read('about/index.html')).not.toContain('site-pages-');
  });

  it('answers theme-common’s storage slot, plural forms and composed providers, and turns a router <Redirect> into a refresh', async () => {
    const html = await read('old-home/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/"/>');
    expect(html).toContain('<section class="outer"><div class="inner"><p class="redirect-notice"><a href="/">/</a></p><p class="lamps">2 lamps</p><p class="last-visit">first visit</p></div></section>');
  });

  it('makes the home the navbar title’s link, with no warning that the docs have no home', async () => {
    const html = await read('docs/intro/index.html');
    expect(html).toMatch(/<a class="navbar-brand" href="\/"/);
    expect(built.output()).not.toContain('no-docs-home');
  });

  it('serves a page at its path and a folder’s index at the folder, each with its own title', async () => {
    const team = await read('team/index.html');
    expect(team).toContain('<title>The keepers | Lanterns</title>');
    expect(pageBody(team)).toContain('<ul><li>Ada</li><li>Bram</li><li>Cleo</li></ul>');
  });

  it('hydrates a page whose component needs the browser as an island', async () => {
    const body = pageBody(await read('trimmer/index.html'));
    expect(body).toContain('<brokerdocs-island');
    expect(body).toContain('<output data-testid="wick">10</output>');
    expect(body).toMatch(/<script type="module" src="\/assets\/mdx\/islands\/[^"]+\.js"><\/script>/);
  });

  it('shows a Markdown page with its title and table of contents, and no sidebar', async () => {
    const html = await read('about/index.html');
    expect(html).toContain('<title>About the keepers | Lanterns</title>');
    expect(html).toContain('<h1 class="doc-title">About the keepers</h1>');
    expect(html).toContain('<a href="#how-it-started" class="toc-link">How it started</a>');
    expect(html).not.toContain('docs-sidebar');
  });

  it('leaves out files and folders starting with `_` and tests, as Docusaurus does', async () => {
    const sitemap = await read('sitemap.xml');
    const routes = [...sitemap.matchAll(/<loc>https:\/\/lanterns\.example\.org([^<]*)<\/loc>/g)].map((match) => match[1]).sort();
    expect(routes).toEqual(['/', '/about', '/docs/intro', '/old-home', '/team', '/trimmer']);
    for (const folder of ['_helper', '_drafts', '__tests__']) expect(existsSync(path.join(built.out, folder))).toBe(false);
  });

  it('exports the Markdown page for AI tools, not the React pages, which have no Markdown', async () => {
    const llms = await read('llms.txt');
    expect(llms).toContain('[About the keepers](https://lanterns.example.org/about.md)');
    expect(llms).not.toContain('Welcome to Lanterns');
    expect(await read('about.md')).toContain('One lantern, one hill, one keeper.');
  });
});

describe('a page of src/pages that cannot be built', () => {
  let site: string;
  let run: CliRun;
  beforeAll(async () => {
    site = path.join(await temporaryDir('brokerdocs-pages-broken-'), 'website');
    await cp(fixture, site, { recursive: true });
    await writeFile(path.join(site, 'src/pages/broken.js'), 'export default function Broken() {\n  return <div>\n    <p>unclosed\n  </div>;\n}\n');
    await writeFile(path.join(site, 'src/pages/lost.js'), "import Map from './map-that-is-not-there';\n\nexport default function Lost() {\n  return <main><h1>Lost</h1><Map /></main>;\n}\n");
    await writeFile(path.join(site, 'src/pages/dark.js'), "// A lantern that never lights.\n\nexport default function Dark() {\n  throw new Error('the oil ran out');\n}\n");
    run = brokerdocs(['build', '--out-dir', path.join(site, 'out')], { cwd: site });
  }, 60_000);
  afterAll(() => rm(path.dirname(site), { recursive: true, force: true }));

  it('is a warning at its file and line, and a box on its page; the other pages are built', async () => {
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toContain('Built 9 pages');
    expect(run.stdout + run.stderr).toMatch(/warning\s+src\/pages\/broken\.js:4\s+The page's components could not be bundled: Unexpected closing "div" tag does not match opening "p" tag\. The page shows a box saying so\s+\[mdx-bundle-error\]/);
    const broken = await readFile(path.join(site, 'out/broken/index.html'), 'utf8');
    expect(pageBody(broken)).toContain('<p class="admonition-heading">This page could not be built</p>');
    expect(await readFile(path.join(site, 'out/index.html'), 'utf8')).toContain('Start in five minutes');
  });

  it('names an import the page’s file makes that names nothing at its line; the page is shown, the missing component marked in its place', async () => {
    expect(run.stdout + run.stderr).toMatch(/warning\s+src\/pages\/lost\.js:1\s+"\.\/map-that-is-not-there" cannot be found: a component that uses it shows a box instead\s+\[mdx-unresolved-import\]/);
    const body = pageBody(await readFile(path.join(site, 'out/lost/index.html'), 'utf8'));
    expect(body).toContain('<main><h1>Lost</h1><span class="mdx-missing-module" role="note" title="&quot;./map-that-is-not-there&quot; cannot be found: it is not a file of the site nor a package in its node_modules">&quot;./map-that-is-not-there&quot; cannot be found</span></main>');
  });

  it('names a page whose component throws at its default export, and shows the reason on the page', async () => {
    expect(run.stdout + run.stderr).toMatch(/warning\s+src\/pages\/dark\.js:3\s+The page's component could not be rendered: It threw while rendering: the oil ran out\s+\[mdx-component-error\]/);
    expect(pageBody(await readFile(path.join(site, 'out/dark/index.html'), 'utf8'))).toContain('the oil ran out');
  });
});
