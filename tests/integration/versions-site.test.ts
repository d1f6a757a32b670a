// The versions fixture end to end: every version's pages under its path, what
// each page knows of the other versions (the dropdown's targets), the banner,
// navbar doc links per version, one search index per version, canonical URLs
// and the sitemap; links checked within each version; an unversioned site
// unchanged.
import lunr from 'lunr';
import { existsSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { check } from '../../cli/commands/check.js';
import type { SiteModel } from '../../cli/site.js';
import { queryIndexes, queryTerms } from '../../runtime/search-client.js';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../../templates/App.js';
import { serverServices } from '../../templates/services.js';
import type { DocPage, PageData, SiteStorage } from '../../templates/contracts/types.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';
import { builtEditedCopy } from '../support/built-fixture.js';

const BASE = '/versions-base/';
let model: SiteModel;
let outDir: string;

beforeAll(async () => {
  model = await loadFixture(fixtureSite('versions'));
  outDir = path.join(await temporaryDir(), 'build');
  const result = await build(fixtureSite('versions'), { outDir });
  expect(result.diagnostics).toEqual([]);
  expect(result.ok).toBe(true);
});

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
const page = (route: string): PageData => {
  const found = model.pages.find((p) => p.route === route);
  if (!found) throw new Error(`no page ${route}: ${model.pages.map((p) => p.route).join(', ')}`);
  return found;
};
const doc = (route: string) => page(route) as DocPage;

/** The version dropdown's entries in a built page, as `label → href`. */
function dropdownOf(html: string): Record<string, string> {
  const menu = /<ul class="navbar-dropdown-menu">(.*?)<\/ul>/.exec(html)![1]!;
  return Object.fromEntries([...menu.matchAll(/<a class="navbar-dropdown-link[^"]*" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2]!, m[1]!]));
}

describe('routes of each version', () => {
  it('serves the last release (1.1) at the root, the docs folder as Next under next/ and 1.0 under 1.0/', () => {
    const routes = model.pages.map((p) => p.route).sort();
    expect(routes).toEqual(['/', '/1.0/guide/setup', '/1.0/intro', '/1.0/legacy', '/guide/setup', '/intro', '/next/', '/next/guide/setup', '/next/intro', '/next/new-feature', '/rest-api-spec']);
    expect(doc('/intro').html).toContain('The 1.1 introduction mentions the pulsar feed.');
    expect(doc('/next/intro').html).toContain('The next introduction mentions the quasar feed.');
    expect(doc('/1.0/intro').html).toContain('The 1.0 introduction mentions the comet feed.');
    for (const file of ['index.html', 'intro/index.html', 'next/index.html', 'next/new-feature/index.html', '1.0/legacy/index.html', 'page-data/1.0/legacy.json', 'rest-api-spec/index.html']) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
    // Pages exist only where a version has them.
    for (const file of ['new-feature/index.html', 'legacy/index.html', '1.0/new-feature/index.html', 'next/legacy/index.html', '1.0/index.html']) expect(existsSync(path.join(outDir, file)), file).toBe(false);
  });

  it('resolves links within the version: the same .md link goes to each version’s own page', () => {
    expect(doc('/intro').html).toContain(`href="${BASE}guide/setup#configure"`);
    expect(doc('/next/intro').html).toContain(`href="${BASE}next/guide/setup#configure"`);
    expect(doc('/1.0/intro').html).toContain(`href="${BASE}1.0/legacy"`);
  });

  it('gives each version its own sidebar, from its versioned_sidebars file', () => {
    expect(Object.keys(model.site.sidebars)).toEqual(['current/docs', '1.1/docs', '1.0/docs']);
    const labels = (id: string) => model.site.sidebars[id]!.map((item) => (item.type === 'html' ? item.value : item.label));
    expect(labels('current/docs')).toEqual(['Welcome to Next', 'Introduction', 'Guide', 'New feature']);
    expect(labels('1.0/docs')).toEqual(['Introduction', 'Guide', 'Legacy API']);
    expect(doc('/1.0/legacy').sidebarId).toBe('1.0/docs');
    expect(doc('/1.0/legacy').previous?.href).toBe(`${BASE}1.0/guide/setup`);
  });
});

describe('what the browser gets to switch versions', () => {
  it('lists the versions for the dropdown, newest first after Next, with labels, paths, main docs and banners', () => {
    expect(model.site.docs).toEqual({
      pluginId: 'default',
      versionPersistence: 'localStorage',
      versions: [
        { name: 'current', label: 'Next', path: `${BASE}next/`, mainDocHref: `${BASE}next/`, isLast: false, banner: 'unreleased' },
        { name: '1.1', label: '1.1', path: BASE, mainDocHref: BASE, isLast: true },
        // 1.0 has no page at its root: its main doc is the first of its sidebar.
        { name: '1.0', label: '1.0 (legacy)', path: `${BASE}1.0/`, mainDocHref: `${BASE}1.0/intro`, isLast: false, banner: 'unmaintained' },
      ],
    });
  });

  it('tells each page its version and the same doc in the versions that have it', () => {
    expect(doc('/intro')).toMatchObject({ version: '1.1', alternates: { current: `${BASE}next/intro`, '1.0': `${BASE}1.0/intro` } });
    expect(doc('/next/new-feature')).toMatchObject({ version: 'current', alternates: {} });
    expect(doc('/1.0/legacy')).toMatchObject({ version: '1.0', alternates: {} });
    // The shared API reference belongs to no version.
    const api = page('/rest-api-spec');
    expect(api.kind === 'api' && api.docsVersion).toBe(undefined);
  });

  it('renders the dropdown with the same page in each version, else that version’s main doc', async () => {
    expect(dropdownOf(await read('next/intro/index.html'))).toEqual({ Next: `${BASE}next/intro`, '1.1': `${BASE}intro`, '1.0 (legacy)': `${BASE}1.0/intro` });
    expect(dropdownOf(await read('next/new-feature/index.html'))).toEqual({ Next: `${BASE}next/new-feature`, '1.1': BASE, '1.0 (legacy)': `${BASE}1.0/intro` });
    expect(dropdownOf(await read('1.0/legacy/index.html'))).toEqual({ Next: `${BASE}next/`, '1.1': BASE, '1.0 (legacy)': `${BASE}1.0/legacy` });
    // Outside every version (the API reference) each entry is the version's main doc, and the label is the last version's.
    const api = await read('rest-api-spec/index.html');
    expect(dropdownOf(api)).toEqual({ Next: `${BASE}next/`, '1.1': BASE, '1.0 (legacy)': `${BASE}1.0/intro` });
    expect(api).toContain('aria-expanded="false">1.1</button>');
    expect(await read('1.0/intro/index.html')).toContain('aria-expanded="false">1.0 (legacy)</button>');
  });

  it('shows a banner on unreleased and unmaintained versions, linking to the page in the latest version', async () => {
    const next = await read('next/intro/index.html');
    expect(next).toContain('This is unreleased documentation for <!-- -->Versions Site<!-- --> <b>Next</b> version.');
    expect(next).toMatch(new RegExp(`see the<!-- --> <b><a href="${BASE}intro">latest version</a></b> <!-- -->\\(<!-- -->1.1<!-- -->\\)`));
    const legacy = await read('1.0/legacy/index.html');
    expect(legacy).toContain('<b>1.0 (legacy)</b>, which is no longer actively maintained.');
    // Not in the latest version: the link goes to its main doc.
    expect(legacy).toContain(`<a href="${BASE}">latest version</a>`);
    for (const file of ['intro/index.html', 'index.html', 'rest-api-spec/index.html', '404.html']) expect(await read(file), file).not.toContain('version-banner');
  });

  it('points navbar doc links into the version of the page; elsewhere to the last version', async () => {
    const docsLink = (html: string) => /<a class="navbar-link[^"]*" href="([^"]*)"[^>]*>Docs<\/a>/.exec(html)![1];
    expect(docsLink(await read('next/new-feature/index.html'))).toBe(`${BASE}next/intro`);
    expect(docsLink(await read('1.0/legacy/index.html'))).toBe(`${BASE}1.0/intro`);
    expect(docsLink(await read('rest-api-spec/index.html'))).toBe(`${BASE}intro`);
    expect(docsLink(await read('404.html'))).toBe(`${BASE}intro`);
    const docs = model.site.navbar.items.find((item) => item.type === 'link' && item.label === 'Docs');
    expect(docs).toMatchObject({ href: `${BASE}intro`, versions: { current: `${BASE}next/intro`, '1.1': `${BASE}intro`, '1.0': `${BASE}1.0/intro` } });
  });
});

describe('server rendering', () => {
  it('renders every page of every version without touching browser storage (the preferred version is read after mount)', () => {
    const touched: string[] = [];
    const storage: SiteStorage = {
      get: (key) => (touched.push(`get ${key}`), null),
      set: (key) => void touched.push(`set ${key}`),
      remove: (key) => void touched.push(`remove ${key}`),
      subscribe: () => () => {},
    };
    for (const p of [...model.pages, model.notFound]) {
      const html = renderToString(createElement(App, { site: model.site, page: p, services: { ...serverServices, storage } }));
      expect(html).toContain('navbar-dropdown-toggle');
    }
    expect(touched).toEqual([]);
  });
});

describe('search per version', () => {
  it('writes one index per version and maps each version’s pages to it', () => {
    expect(model.site.searchTags).toEqual([
      { prefix: `${BASE}next/`, tag: 'docs-default-current' },
      { prefix: `${BASE}1.0/`, tag: 'docs-default-1.0' },
      { prefix: BASE, tag: 'docs-default-1.1' },
    ]);
    for (const tag of ['current', '1.1', '1.0']) expect(existsSync(path.join(outDir, `search-index-docs-default-${tag}.json`)), tag).toBe(true);
    expect(existsSync(path.join(outDir, 'search-index-default.json'))).toBe(false);
  });

  it('finds a version’s words only in its own index, and the shared API reference in every index', async () => {
    const search = async (tag: string, text: string) => {
      // Both files of the tag, as the client reads them from the second search on.
      const first = JSON.parse(await read(`search-index-docs-default-${tag}.json`));
      const files = [first, ...(first.more ? [JSON.parse(await read(first.more.file))] : [])];
      return queryIndexes(files.map((data) => ({ documents: data.documents, index: lunr.Index.load(data.index) })), queryTerms(text)).map((r) => r.document.sectionRoute);
    };
    expect(await search('current', 'quasar')).toEqual([`${BASE}next/intro`]);
    expect(await search('1.1', 'quasar')).toEqual([]);
    expect(await search('1.1', 'pulsar')).toEqual([`${BASE}intro`]);
    expect(await search('1.0', 'fossil')).toEqual(expect.arrayContaining([`${BASE}1.0/legacy`, `${BASE}1.0/guide/setup`]));
    expect(await search('current', 'fossil')).toEqual([]);
    for (const tag of ['current', '1.1', '1.0']) expect(await search(tag, 'listStars'), tag).toContain(`${BASE}rest-api-spec#tag/Stars/operation/listStars`);
  });
});

describe('canonical URLs, sitemap and Markdown export', () => {
  it('points other versions’ pages at the latest version’s page when it has one', async () => {
    const canonical = async (file: string) => /<link rel="canonical" href="([^"]*)">/.exec(await read(file))?.[1];
    expect(await canonical('next/intro/index.html')).toBe(`https://versions.example.com${BASE}intro`);
    expect(await canonical('1.0/guide/setup/index.html')).toBe(`https://versions.example.com${BASE}guide/setup`);
    expect(await canonical('intro/index.html')).toBe(`https://versions.example.com${BASE}intro`);
    expect(await canonical('next/new-feature/index.html')).toBe(`https://versions.example.com${BASE}next/new-feature`);
    expect(await canonical('1.0/legacy/index.html')).toBe(`https://versions.example.com${BASE}1.0/legacy`);
  });

  it('lists every version’s pages in the sitemap', async () => {
    const sitemap = await read('sitemap.xml');
    for (const route of ['', 'intro', 'next/', 'next/new-feature', '1.0/intro', '1.0/legacy', 'rest-api-spec']) expect(sitemap).toContain(`<loc>https://versions.example.com${BASE}${route}</loc>`);
  });

  it('writes an llms.txt per version and each page’s Markdown, links resolved within its version', async () => {
    expect(await read('next/llms.txt')).toContain(`(https://versions.example.com${BASE}next/new-feature.md)`);
    expect(await read('1.0/llms.txt')).toContain(`(https://versions.example.com${BASE}1.0/legacy.md)`);
    expect(await read('llms.txt')).not.toContain('legacy');
    expect(await read('1.0/intro.md')).toContain(`[legacy API](https://versions.example.com${BASE}1.0/legacy)`);
  });
});

describe('links are checked within each version', () => {
  it('reports links from a version to pages only another version has', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('versions'), site, { recursive: true });
    // 1.1 has no new-feature.md (only the docs folder has it) and no /legacy (only 1.0 has it).
    await writeFile(path.join(site, 'versioned_docs/version-1.1/guide/setup.md'), '# Setup\n\nSee [the new feature](../new-feature.md) and [the legacy API](/legacy).\n\n## Configure\n\nThe [1.0 legacy page](/1.0/legacy) is fine.\n');
    const { diagnostics } = await check(site);
    expect(diagnostics.map((d) => `${d.code} ${d.location?.file}:${d.location?.line}`)).toEqual([
      'broken-markdown-link versioned_docs/version-1.1/guide/setup.md:3',
      'broken-link versioned_docs/version-1.1/guide/setup.md:3',
    ]);
    expect(diagnostics.every((d) => d.severity === 'error')).toBe(true);
  });

  it('reports a released version whose docs folder is gone, and an invalid versions.json', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('versions'), site, { recursive: true });
    await writeFile(path.join(site, 'versions.json'), '["1.2", "1.1", "1.0"]\n');
    const missing = await check(site);
    expect(missing.diagnostics.map((d) => `${d.message} (${d.hint})`)).toEqual(['The docs of version "1.2" (versioned_docs/version-1.2) do not exist (Restore versioned_docs/version-1.2, or remove "1.2" from versions.json.)']);
    await writeFile(path.join(site, 'versions.json'), '["1.1", "1.1"]\n');
    expect((await check(site)).diagnostics.map((d) => d.message)).toEqual(['versions.json lists the version "1.1" twice']);
  });
});

describe('an unversioned site', () => {
  it('has no version data, one search index named default, and pages without version fields', async () => {
    const web = await loadFixture(fixtureSite('web'));
    expect(web.versions).toBeUndefined();
    expect(web.site.docs.versions).toEqual([]);
    expect(web.site.searchTags).toEqual([{ prefix: '/web-base/', tag: 'default' }]);
    for (const p of web.pages) expect(p.kind === 'doc' ? [p.version, p.alternates] : [undefined, undefined]).toEqual([undefined, undefined]);
    expect(web.site.navbar.items.some((item) => item.type === 'link' && item.versions)).toBe(false);
  });
});

describe('a versioned site whose docs are served under /docs', () => {
  let built: Awaited<ReturnType<typeof builtEditedCopy>>;
  beforeAll(async () => {
    built = await builtEditedCopy('versions', 'docs.config.ts', [["    path: 'docs',\n", "    path: 'docs',\n    routeBasePath: 'docs',\n"]]);
  }, 60_000);
  afterAll(() => rm(path.dirname(built.out), { recursive: true, force: true }));

  it('writes each version’s llms.txt in the version’s folder under the docs route, the last version’s at the root', async () => {
    expect(await built.read('docs/next/llms.txt')).toContain(`(https://versions.example.com${BASE}docs/next/new-feature.md)`);
    expect(await built.read('docs/1.0/llms.txt')).toContain(`(https://versions.example.com${BASE}docs/1.0/legacy.md)`);
    expect(existsSync(path.join(built.out, 'next/llms.txt'))).toBe(false);
    expect(await built.read('llms.txt')).toContain(`(https://versions.example.com${BASE}docs/intro.md)`);
  });
});
