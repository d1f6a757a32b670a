// A large reference built by the CLI, split per tag: the files written (a
// page per tag and for the schemas, the overview with its script and anchor
// map, no page data for the pages the router loads in full, a Markdown file
// per page), every operation on the page the anchor map names, links checked
// against the page that holds their anchor; a multi-file document split the
// same way; and the warning for a page over 500 KB gzip.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { redocSlug } from '../../cli/openapi/anchors.js';
import { generateLargeDocument } from '../fixtures/openapi/generate-large.js';
import { brokerdocs } from '../support/cli.js';
import { siteWithSpec } from '../support/spec-site.js';
import { temporaryDir } from '../support/paths.js';

interface AnchorMap {
  pages: string[];
  anchors: Record<string, number>;
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
const htmlOf = (out: string, href: string) => readFile(path.join(out, href.replace(/^\//, ''), 'index.html'), 'utf8');

describe('a large reference, split per tag', () => {
  let site: string;
  let out: string;
  let document: { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
  beforeAll(async () => {
    document = generateLargeDocument({ operations: 400, schemas: 150, tags: 5 }) as typeof document;
    const file = path.join(await temporaryDir('brokerdocs-split-spec-'), 'large.yaml');
    await writeFile(file, stringify(document, { aliasDuplicateObjects: false }));
    site = await siteWithSpec(file, {
      spec: 'large.yaml',
      pages: { 'links.md': '# Links\n\n[Old link](/api#operation/create0), [Redoc link](/api#tag/Area-1/operation/create6), [on its page](/api/area-1#tag/Area-1/operation/create6).\n' },
    });
    out = path.join(site, 'build');
  });

  it('builds with exit 0: a page per tag and for the schemas, each operation on the page the anchor map names', { timeout: 120_000 }, async () => {
    const run = brokerdocs(['build', site]);
    expect(run.stderr).not.toMatch(/^\s+error/m);
    expect(run.stderr).not.toContain('page-too-large');
    expect(run.status).toBe(0);

    const overview = await htmlOf(out, '/api');
    expect(overview).toMatch(/<script type="module" src="\/assets\/api-anchors-[\w-]+\.js" data-anchor-map="\/api\/anchors\.json"><\/script>/);
    expect(overview).toContain('<a href="/api/area-0">Area 0</a> <span class="api-tag-count">80 operations</span>');
    const map = JSON.parse(await readFile(path.join(out, 'api/anchors.json'), 'utf8')) as AnchorMap;
    expect(map.pages).toEqual(['/api/area-0', '/api/area-1', '/api/area-2', '/api/area-3', '/api/area-4', '/api/schemas']);

    const pageIds = new Map<string, Set<string>>();
    for (const page of map.pages) pageIds.set(page, ids(await htmlOf(out, page)));
    const unanchored: string[] = [];
    for (const item of Object.values(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'parameters') continue;
        for (const id of [`tag/${redocSlug(operation.tags[0]!)}/operation/${operation.operationId}`, `operation/${operation.operationId}`]) {
          const page = map.pages[map.anchors[id]!];
          if (!page || !pageIds.get(page)!.has(id)) unanchored.push(id);
        }
      }
    }
    expect(unanchored).toEqual([]);

    // The overview and the pages over 1.5 MB of body have no page data: the router loads them in full, as the site data says.
    const siteDataName = (await readdir(path.join(out, 'assets'))).find((name) => /^site-.*\.json$/.test(name))!;
    const fullLoad = (JSON.parse(await readFile(path.join(out, 'assets', siteDataName), 'utf8')) as { fullLoad?: string[] }).fullLoad ?? [];
    expect(fullLoad).toContain('/api');
    for (const route of ['/api', ...map.pages]) {
      expect({ route, pageData: existsSync(path.join(out, 'page-data', `${route.slice(1)}.json`)) }).toEqual({ route, pageData: !fullLoad.includes(route) });
    }
    expect(existsSync(path.join(out, 'page-data/links.json'))).toBe(true);

    // One Markdown file per page, each named by the page's <link rel="alternate">.
    for (const page of ['/api', ...map.pages]) {
      const html = await htmlOf(out, page);
      const alternate = /<link rel="alternate" type="text\/markdown" href="([^"]+)">/.exec(html)?.[1];
      expect(alternate).toBe(`${page}.md`);
      expect(existsSync(path.join(out, alternate!.slice(1)))).toBe(true);
    }
    const area0 = await readFile(path.join(out, 'api/area-0.md'), 'utf8');
    expect(area0).toContain('`POST /area0/resource0`');
    expect(area0).not.toContain('/area1/');
    expect(await readFile(path.join(out, 'api/schemas.md'), 'utf8')).toContain('## Entity0149');

    // Search and the sitemap know the pages.
    // The reference's sections are in the tag's second index file, which the first names with the reference's pages.
    const search = JSON.parse(await readFile(path.join(out, 'search-index-default.json'), 'utf8')) as { more: { file: string; referencePages: string[] } };
    expect(search.more.referencePages).toContain('/api/area-0');
    const more = JSON.parse(await readFile(path.join(out, search.more.file), 'utf8')) as { documents: { sectionRoute: string }[] };
    expect(more.documents.map((d) => d.sectionRoute)).toContain('/api/area-0#tag/Area-0/operation/create0');
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toContain('/api/schemas</loc>');
  });

  it('checks a link to an anchor against the page that holds it', async () => {
    await writeFile(path.join(site, 'docs', 'wrong.md'), '# Wrong\n\n[Moved](/api/area-1#operation/create0)\n');
    const run = brokerdocs(['check', site, '--format', 'json']);
    const report = JSON.parse(run.stdout) as { diagnostics: { code: string; message: string }[] };
    const anchors = report.diagnostics.filter((d) => d.code.startsWith('broken'));
    // The links of links.md (old anchors on the overview's route, the new page's) hold; only the anchor on the wrong page is reported.
    expect(anchors.map((d) => d.message)).toEqual([expect.stringContaining('"/api/area-1#operation/create0"')]);
  });
});

describe('a multi-file document split per tag', () => {
  it("builds with exit 0 and every operation anchored on its page (split: 'tag')", { timeout: 60_000 }, async () => {
    const site = await siteWithSpec(path.resolve(import.meta.dirname, '../fixtures/openapi/shop') + '/', { spec: 'shop.yaml', openapi: "split: 'tag'" });
    const run = brokerdocs(['build', site]);
    expect(run.stderr).not.toMatch(/^\s+error/m);
    expect(run.status).toBe(0);
    const out = path.join(site, 'build');
    const map = JSON.parse(await readFile(path.join(out, 'api/anchors.json'), 'utf8')) as AnchorMap;
    for (const id of ['operation/listOrders', 'tag/Orders/operation/listOrders', 'operation/addPet', 'schema/Order']) {
      const page = map.pages[map.anchors[id]!]!;
      expect(ids(await htmlOf(out, page)).has(id)).toBe(true);
    }
  });
});

describe('the page-size warning', () => {
  it('names a page over 500 KB gzip and fails the build only under --strict', { timeout: 60_000 }, async () => {
    const site = await siteWithSpec(path.resolve(import.meta.dirname, '../fixtures/openapi/v31.yaml'), {
      spec: 'v31.yaml',
      // Random text hardly compresses: 900 KB of it is ~680 KB gzip.
      pages: { 'huge.md': `# Huge\n\n${randomBytes(675_000).toString('base64')}\n` },
    });
    const run = brokerdocs(['build', site]);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/warning {2}The page \/huge is \d{3} KB gzip \([\d,]+ KB of HTML\), over 500 KB: slow to open on a phone {2}\[page-too-large\]/);
    expect(run.stderr).toContain('Split the page into several pages');
    const written = await readFile(path.join(site, 'build/huge/index.html'));
    expect(gzipSync(written).length).toBeGreaterThan(500 * 1024);
    // The small pages are not named.
    expect(run.stderr.match(/page-too-large/g)).toHaveLength(1);

    const strict = brokerdocs(['build', site, '--strict']);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('[page-too-large]');
  });
});
