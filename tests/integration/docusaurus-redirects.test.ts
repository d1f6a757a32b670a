// A Docusaurus website's client redirects, built by brokerdocs
// (tests/fixtures/sites/docusaurus-redirects, under the base URL /harbour/):
// a page is written at each old route that sends the reader on to the new
// one, a link to an old route is a link to a page, and a rule that cannot be
// made, or names no page, is a warning at its line. The same rules in a
// docs.config.ts are located by their key path.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerdocs, type CliRun } from '../support/cli.js';
import { copyFixture, temporaryDir } from '../support/paths.js';
import { builtFixtureForFile } from '../support/built-fixture.js';

describe('a Docusaurus website with client redirects', () => {
  const built = builtFixtureForFile('docusaurus-redirects');
  const { read, output } = built;

  it('writes a page at each old route that refreshes to the new one, keeping the query and hash, with the new one as canonical', async () => {
    expect(built.run.status).toBe(0);
    const html = await read('docs/old-setup/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/harbour/docs/guides/setup">');
    expect(html).toContain('<link rel="canonical" href="https://tides.example.net/harbour/docs/guides/setup">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<script>location.replace("/harbour/docs/guides/setup"+location.search+location.hash);</script>');
    // Several old routes for one target, which names its own anchor: the reader's query is kept, their hash does not replace it; the canonical link has none.
    for (const file of ['start/index.html', 'docs/getting-started/index.html']) {
      const page = await read(file);
      expect(page).toContain('<script>location.replace("/harbour/docs/intro"+location.search+"#first-steps");</script>');
      expect(page).toContain('<link rel="canonical" href="https://tides.example.net/harbour/docs/intro">');
    }
    // A URL elsewhere is redirected to as it is.
    expect(await read('almanac/index.html')).toContain('url=https://almanac.example.org/tides"');
  });

  it('redirects the routes createRedirects gives for each page, and each page’s route with .html (fromExtensions)', async () => {
    expect(await read('docs/howto/setup/index.html')).toContain('url=/harbour/docs/guides/setup"');
    expect(await read('docs/howto/reading/index.html')).toContain('url=/harbour/docs/guides/reading"');
    expect(await read('docs/intro.html')).toContain('url=/harbour/docs/intro"');
    expect(await read('docs/guides/setup.html')).toContain('url=/harbour/docs/guides/setup"');
    // No redirect page is in the sitemap or the search index: they are not pages.
    expect(await read('sitemap.xml')).not.toMatch(/old-setup|howto|\.html/);
  });

  it('never writes over a page or a static file, and says so at the rule’s line', async () => {
    expect(output()).toMatch(/warning\s+docusaurus\.config\.js:22:\d+\s+Redirect from "\/docs\/guides\/reading" left out: a page of the site has that route\s+\[redirect-shadowed\]/);
    expect(output()).toMatch(/warning\s+docusaurus\.config\.js:23:\d+\s+Redirect from "\/tables\/legacy" left out: the static file tables\/legacy\/index.html is served there\s+\[redirect-shadowed\]/);
    expect(await read('docs/guides/reading/index.html')).toContain('<h1');
    expect(await read('tables/legacy/index.html')).toContain('The printed tables of 1998.');
    // The plugin is read, not named among the plugins that do not run.
    expect(output()).not.toContain('plugin-client-redirects');
  });

  it('takes a link to an old route as a link to a page (onBrokenLinks: throw), and has the router leave the linked ones to the browser', async () => {
    expect(output()).not.toMatch(/broken-link/);
    const intro = await read('docs/intro/index.html');
    expect(intro).toContain('href="/harbour/docs/old-setup"');
    const siteFile = (await readdir(path.join(built.out, 'assets'))).find((name) => /^site-[0-9a-f]+\.json$/.test(name))!;
    const siteData = JSON.parse(await read(`assets/${siteFile}`)) as { fullLoad?: string[] };
    expect(siteData.fullLoad).toContain('/docs/old-setup');
    // The navbar's link to an old route too; no route nothing links to (jest's 1,602 .html routes would weigh on every reader).
    expect(siteData.fullLoad).toContain('/start');
    expect(siteData.fullLoad).not.toContain('/docs/intro.html');
  });

  it('reports a rule whose target is no page as a broken link at its line, and keeps the last good build', async () => {
    const { root, site } = await copyFixture('docusaurus-redirects');
    try {
      const config = path.join(site, 'docusaurus.config.js');
      await writeFile(config, (await readFile(config, 'utf8')).replace("to: '/docs/guides/setup' }", "to: '/docs/guides/set-up' }"));
      const broken = brokerdocs(['build', '--out-dir', built.out], { cwd: site });
      expect(broken.status).toBe(1);
      expect(broken.stdout + broken.stderr).toMatch(/error\s+docusaurus\.config\.js:20:\d+\s+Broken link "\/docs\/guides\/set-up" \(resolved to \/harbour\/docs\/guides\/set-up\): no page has the route \/docs\/guides\/set-up\s+\[broken-link\]/);
      expect(broken.stdout + broken.stderr).toContain('The closest route is /docs/guides/setup.');
      // The build that failed left the previous output as it was.
      expect(await read('docs/old-setup/index.html')).toContain('url=/harbour/docs/guides/setup"');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('redirects in a docs.config.ts', () => {
  let root: string;
  let run: CliRun;
  beforeAll(async () => {
    root = await temporaryDir('brokerdocs-redirects-config-');
    await writeFile(path.join(root, 'docs.config.ts'), [
      'export default {',
      "  title: 'Moorings',",
      "  url: 'https://moorings.example.com',",
      "  docs: { path: 'docs', routeBasePath: 'docs' },",
      '  redirects: {',
      '    rules: [',
      "      { from: '/berths', to: '/docs/berths' },",
      "      { from: ['/fees', 'fees-2023'], to: '/docs/berths#fees' },",
      '    ],',
      "    create: (route: string) => (route === '/docs/berths' ? '/docs/moorings' : undefined),",
      '  },',
      '};',
      '',
    ].join('\n'));
    const docs = path.join(root, 'docs');
    await mkdir(docs);
    await writeFile(path.join(docs, 'berths.md'), '# Berths\n\n## Fees\n\nPaid by the night. See [the old page](/docs/moorings).\n');
    run = brokerdocs(['build', '--out-dir', path.join(root, 'build')], { cwd: root });
  }, 60_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes the rules’ and create’s pages, and names a route that is no route at its key’s line', async () => {
    expect(run.status).toBe(0);
    expect(await readFile(path.join(root, 'build/berths/index.html'), 'utf8')).toContain('url=/docs/berths"');
    expect(await readFile(path.join(root, 'build/fees/index.html'), 'utf8')).toContain('url=/docs/berths#fees"');
    expect(await readFile(path.join(root, 'build/docs/moorings/index.html'), 'utf8')).toContain('url=/docs/berths"');
    expect(existsSync(path.join(root, 'build/fees-2023'))).toBe(false);
    expect(run.stdout + run.stderr).toMatch(/warning\s+docs\.config\.ts:8:\d+\s+Redirect from "fees-2023" left out: a route starts with one "\/"\s+\[redirect-invalid\]/);
  });
});
