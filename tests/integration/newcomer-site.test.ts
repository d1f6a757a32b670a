// What a new user's first site gets (issue #30, items 8, 9 and 13): a docs
// folder without index.md still has a home, the README's minimal config a
// navbar with the docs, the API reference and search, and the mistakes a
// newcomer makes without noticing (an empty docs folder, a page left out of
// a hand-written sidebar) are warnings at their file.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { check } from '../../cli/commands/check.js';
import type { Diagnostic } from '../../cli/diagnostics.js';
import { copyFixture } from '../support/paths.js';

const located = (diagnostics: Diagnostic[], code: string) => diagnostics.filter((d) => d.code === code).map((d) => `${d.severity} ${d.location?.file}:${d.location?.line ?? ''}`);

/** The fixture with its config's `docs` replaced. */
async function withDocsConfig(docs: string): Promise<string> {
  const { site } = await copyFixture('newcomer');
  const config = path.join(site, 'docs.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("docs: { path: 'docs' },", `docs: ${docs},`));
  return site;
}

describe('a site without index.md', () => {
  let outDir: string;
  let diagnostics: Diagnostic[];
  beforeAll(async () => {
    const { site } = await copyFixture('newcomer');
    const result = await build(site);
    expect(result.ok).toBe(true);
    ({ outDir, diagnostics } = result);
  });
  const page = (file: string) => readFile(path.join(outDir, file), 'utf8');

  it('links the navbar title, the breadcrumbs’ Home and the 404 page to the first doc of the first sidebar', async () => {
    const setup = await page('guide/setup/index.html');
    expect(setup).toContain('<a class="navbar-brand" href="/first/intro">');
    expect(setup).toMatch(/<a href="\/first\/intro" aria-label="Home page">Home<\/a>/);
    expect(await page('404.html')).toMatch(/<a class="button" href="\/first\/intro">Go to the documentation home<\/a>/);
  });

  it('warns that no page is at the docs root, saying where the links go and how to add one', async () => {
    const [home] = diagnostics.filter((d) => d.code === 'no-docs-home');
    expect(home).toMatchObject({ severity: 'warning', location: { file: 'docs' } });
    expect(home!.message).toBe('No page at the docs root (/first/): the navbar title, the breadcrumbs and the 404 page link to /first/intro instead');
    expect(home!.hint).toContain('docs/index.md');
    // check says the same, as it runs the same stages.
    expect(located((await check(path.dirname(outDir))).diagnostics, 'no-docs-home')).toEqual(['warning docs:']);
  });

  it('says that the site’s home is served by something else when the config’s routesElsewhere has it', async () => {
    const { site } = await copyFixture('newcomer');
    const config = path.join(site, 'docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("docs: { path: 'docs' },", "docs: { path: 'docs' },\n  routesElsewhere: ['/'],"));
    const [home] = (await build(site)).diagnostics.filter((d) => d.code === 'no-docs-home');
    expect(home!.message).toBe("No page at the docs root (/first/), and the site's home (/first/) is served by something else (routesElsewhere): the navbar title, the breadcrumbs and the 404 page link to /first/intro instead");
  });

  it('gives the README’s minimal config a navbar with the docs, the API reference and the search box', async () => {
    const intro = await page('intro/index.html');
    const navbar = intro.slice(intro.indexOf('<nav class="navbar'), intro.indexOf('</nav>', intro.indexOf('<nav class="navbar')));
    expect(navbar).toContain('<div class="navbar-items navbar-items-left"><a class="navbar-link active" href="/first/intro" aria-current="page">Docs</a><a class="navbar-link" href="/first/api">API Reference</a></div>');
    expect(navbar).toMatch(/<div class="navbar-items navbar-items-right"><div class="search"><input class="search-input"/);
  });

  it('shows a visible {server} in the curl sample of a document without servers, or the config’s openapi.server', async () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'");
    expect(text(await page('api/index.html'))).toContain("curl '{server}/pets'");
    const { site } = await copyFixture('newcomer');
    const config = path.join(site, 'docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("openapi: { spec: 'openapi/pets.yaml' }", "openapi: { spec: 'openapi/pets.yaml', server: 'https://pets.example.net' }"));
    const result = await build(site);
    expect(text(await readFile(path.join(result.outDir, 'api/index.html'), 'utf8'))).toContain("curl 'https://pets.example.net/pets'");
  });

  it('has no home warning once index.md exists, and links home to the base URL', async () => {
    const { site } = await copyFixture('newcomer');
    await writeFile(path.join(site, 'docs/index.md'), '---\ntitle: Welcome\n---\n\nHello.\n');
    const result = await build(site);
    expect(located(result.diagnostics, 'no-docs-home')).toEqual([]);
    expect(await readFile(path.join(result.outDir, '404.html'), 'utf8')).toMatch(/<a class="button" href="\/first\/">/);
  });
});

describe('an empty docs folder and pages in no sidebar', () => {
  it('warns about an empty docs folder at the config’s docs.path', async () => {
    const { site } = await copyFixture('newcomer');
    const empty = path.join(site, 'empty');
    await mkdir(empty);
    const config = path.join(site, 'docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("path: 'docs'", "path: 'empty'"));
    const { diagnostics } = await check(site);
    expect(located(diagnostics, 'docs-empty')).toEqual(['warning docs.config.ts:9']);
  });

  it('warns about each page that a hand-written sidebar leaves out, at the page', async () => {
    const site = await withDocsConfig("{ path: 'docs', sidebars: { guide: ['intro'] } }");
    const { diagnostics } = await check(site);
    expect(located(diagnostics, 'doc-not-in-sidebar')).toEqual([`warning ${path.join('docs', 'guide', 'setup.md')}:1`]);
    expect(diagnostics.find((d) => d.code === 'doc-not-in-sidebar')!.message).toBe('The page "guide/setup" is in no sidebar ("guide"): readers reach it only through a link');
  });

  it('counts a page as listed when it is a category’s link, and never warns about an unlisted page or a generated sidebar', async () => {
    const site = await withDocsConfig("{ path: 'docs', sidebars: { guide: [{ type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide/setup' }, items: [] }] } }");
    await writeFile(path.join(site, 'docs/intro.md'), '---\ntitle: Introduction\nunlisted: true\n---\n\nHidden.\n');
    expect(located((await check(site)).diagnostics, 'doc-not-in-sidebar')).toEqual([]);
    const generated = (await copyFixture('newcomer')).site;
    expect(located((await check(generated)).diagnostics, 'doc-not-in-sidebar')).toEqual([]);
  });

  it('says nothing about such pages with docs.sidebar.warnOrphans: false', async () => {
    const site = await withDocsConfig("{ path: 'docs', sidebars: { guide: ['intro'] }, sidebar: { warnOrphans: false } }");
    expect(located((await check(site)).diagnostics, 'doc-not-in-sidebar')).toEqual([]);
  });
});
