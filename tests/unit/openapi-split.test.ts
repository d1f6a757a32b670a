// A reference split per tag (cli/openapi/split.ts): the overview lists the
// pages, every anchor of the single page is on exactly one page and the
// anchor map says which, links between pages lead to the page holding their
// anchor, and the menu follows the split. A generated document of 400
// operations over 5 tags splits by default; the shop fixture (an operation
// under two tags, untagged ones, links to schemas) with `split: 'tag'`.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { redocSlug } from '../../cli/openapi/anchors.js';
import type { ApiReference } from '../../cli/openapi/reference.js';
import { generateLargeDocument } from '../fixtures/openapi/generate-large.js';
import { BASE_URL, idsOf, referenceOf } from './openapi-fixture.js';

interface AnchorMap {
  pages: string[];
  anchors: Record<string, number>;
}

/** Every page of the reference by permalink, the overview first. */
function pagesOf(reference: ApiReference) {
  return [reference.page, ...reference.parts.map((part) => part.page)];
}

/** `href`s of the page that name an anchor (`#id` or `<page>#id`), decoded. */
function anchorLinks(html: string): { page: string; id: string }[] {
  return [...html.matchAll(/href="([^"#]*)#([^"]+)"/g)].map((m) => ({ page: m[1]!.replace(/&amp;/g, '&'), id: m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"') }));
}

async function largeSite(options: Parameters<typeof generateLargeDocument>[0]) {
  const document = generateLargeDocument(options) as { paths: Record<string, Record<string, { operationId: string; tags: string[] }>>; components: { schemas: Record<string, unknown> } };
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-split-'));
  await writeFile(path.join(siteDir, 'large.yaml'), stringify(document, { aliasDuplicateObjects: false }));
  return { document, siteDir };
}

describe('a reference split per tag', () => {
  it('splits a document of more than 200 operations by default: each anchor on one page, as the anchor map says', { timeout: 120_000 }, async () => {
    const { document, siteDir } = await largeSite({ operations: 400, schemas: 150, tags: 5 });
    const { reference } = await referenceOf('large.yaml', undefined, siteDir);

    expect(reference.diagnostics).toEqual([]);
    // The overview: the introduction, then one entry per tag page and the schemas' page, no operation.
    const overview = reference.page;
    expect(overview.route).toBe('/api');
    expect(overview.anchorMap).toBe(`${BASE_URL}api/anchors.json`);
    expect(overview.html).toContain('A generated API with 400 operations');
    expect(overview.html).not.toContain('id="operation/');
    const listed = [...overview.html.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a> <span class="api-tag-count">([^<]+)<\/span>/g)].map((m) => [m[1], m[2], m[3]]);
    expect(listed).toHaveLength(6);
    expect(listed[0]).toEqual([`${BASE_URL}api/area-0`, 'Area 0', '80 operations']);
    expect(listed.at(-1)).toEqual([`${BASE_URL}api/schemas`, 'Schemas', '152 schemas']);
    expect(overview.html).toContain('<noscript>');
    expect(reference.parts.map((part) => part.page.route)).toEqual([...Array.from({ length: 5 }, (_, i) => `/api/area-${i}`), '/api/schemas']);

    // Each part holds exactly the ids its anchors say, and the anchor map sends every id of the parts to its page.
    const map = JSON.parse(reference.anchorMap!.content) as AnchorMap;
    expect(reference.anchorMap!.name).toBe('api/anchors.json');
    const where = new Map<string, string[]>();
    for (const page of pagesOf(reference)) {
      const ids = idsOf(page.html);
      for (const id of ids) where.set(id, [...(where.get(id) ?? []), page.permalink]);
      const part = reference.parts.find((p) => p.page === page);
      if (part) expect([...ids].sort()).toEqual([...part.anchors].sort());
    }
    const expected: string[] = [];
    for (const item of Object.values(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'parameters') continue;
        expected.push(`tag/${redocSlug(operation.tags[0]!)}/operation/${operation.operationId}`, `operation/${operation.operationId}`);
      }
    }
    for (const name of Object.keys(document.components.schemas)) expected.push(`schema/${name}`);
    const misplaced = expected.filter((id) => where.get(id)?.length !== 1 || map.pages[map.anchors[id]!] !== where.get(id)![0]);
    expect(misplaced).toEqual([]);
    expect(map.pages[map.anchors['operation/create0']!]).toBe(`${BASE_URL}api/area-0`);
    // Every id of the old single page is a valid anchor of the overview's route, which sends it on.
    for (const id of expected) expect(reference.anchors.has(id)).toBe(true);

    // Links to an anchor lead to a page that has it.
    const idsByPage = new Map(pagesOf(reference).map((page) => [page.permalink, idsOf(page.html)]));
    const broken: string[] = [];
    for (const page of pagesOf(reference)) {
      for (const link of anchorLinks(page.html)) {
        const target = link.page || page.permalink;
        if (!idsByPage.get(target)?.has(link.id)) broken.push(`${page.route}: ${link.page}#${link.id}`);
      }
    }
    expect(broken).toEqual([]);
    const area0 = reference.parts[0]!.page;
    expect(area0.html.includes(`<a href="${BASE_URL}api/schemas#schema/Entity0001">Entity0001</a>`)).toBe(true);
    expect(area0.html.includes(`<a href="${BASE_URL}api#section/Authentication/Bearer">Bearer</a>`)).toBe(true);

    // The menu: the page's own tag with its operations, the others as links to their page, with nothing of theirs.
    expect(area0.menu.map((entry) => entry.href ?? null)).toEqual([`${BASE_URL}api#section/Authentication`, null, ...Array.from({ length: 4 }, (_, i) => `${BASE_URL}api/area-${i + 1}`), `${BASE_URL}api/schemas`]);
    expect(area0.menu[1]!.operations).toHaveLength(80);
    expect(area0.menu.filter((entry) => entry.href).flatMap((entry) => entry.operations)).toEqual([]);
    expect(overview.menu.filter((entry) => !entry.href).map((entry) => entry.id)).toEqual(['section/Authentication']);

    // Search sends each section to the page that holds it.
    const create1 = reference.sections.find((section) => section.id === 'tag/Area-0/operation/create0');
    expect(create1?.permalink).toBe(`${BASE_URL}api/area-0`);
    expect(reference.sections.find((section) => section.id === 'section/Authentication/Bearer')?.permalink).toBeUndefined();
  });

  it("keeps a small document on one page by default, and splits it with split: 'tag'", async () => {
    const whole = await referenceOf('shop/shop.yaml');
    expect(whole.reference.parts).toEqual([]);
    expect(whole.reference.anchorMap).toBeUndefined();
    expect(whole.reference.page.anchorMap).toBeUndefined();

    const { reference } = await referenceOf('shop/shop.yaml', undefined, undefined, 'tag');
    expect(reference.parts.map((part) => part.page.route)).toEqual(['/api/orders', '/api/pets--owners', '/api/order-history', '/api/default', '/api/schemas']);
    expect(reference.parts[0]!.page.title).toBe('Orders · Shop API');
    // `listOrders` is under two tags: in full under Orders, and a link there from Order History's page.
    const history = reference.parts[2]!.page.html;
    expect(history.includes(`href="${BASE_URL}api/orders#tag/Orders/operation/listOrders"`)).toBe(true);
    // The same ids as the single page, dealt out.
    const single = idsOf(whole.reference.page.html);
    const split = new Set(pagesOf(reference).flatMap((page) => [...idsOf(page.html)]));
    expect([...single].filter((id) => !split.has(id))).toEqual([]);
    // The parts name their contents for the Markdown export.
    expect(reference.parts[0]!.contents).toMatchObject({ kind: 'tag', name: 'Orders', first: true });
    expect(reference.parts[0]!.contents.keys).toContain('get /orders');
    expect(reference.parts[4]!.contents.kind).toBe('schemas');
  });
});

describe('splitReference', () => {
  it('lets go of each entry’s markup once its page holds it, with links to other pages relinked', async () => {
    const { splitReference } = await import('../../cli/openapi/split.js');
    const entry = (id: string, html: string) => ({ html: `<section id="${id}">${html}</section>`, anchors: new Set([id]), key: id });
    const chunks = [
      { kind: 'intro' as const, label: 'Shop', open: { html: '<h1 id="section/Intro">Shop</h1>', anchors: new Set(['section/Intro']) }, entries: [], close: '' },
      { kind: 'tag' as const, label: 'Orders', open: { html: '<h2 id="tag/Orders">Orders</h2>', anchors: new Set(['tag/Orders']) }, entries: [entry('operation/a', '<a href="#schema/Order">Order</a> <a href="#operation/a">self</a>')], close: '</div>' },
      { kind: 'schemas' as const, label: 'Schemas', open: { html: '<h2 id="section/Schemas">Schemas</h2>', anchors: new Set(['section/Schemas']) }, entries: [entry('schema/Order', '<a href="#section/Intro">intro</a>')], close: '</div>' },
    ];
    const page = { kind: 'api' as const, route: '/api', permalink: '/api', title: 'Shop API', html: '', menu: [], specHref: '/shop.yaml', version: '1' };
    const split = splitReference({ chunks, page, baseUrl: '/', trailingSlash: undefined, menu: [] });
    expect(chunks.flatMap((chunk) => chunk.entries.map((e) => e.html))).toEqual(['', '']);
    const [orders, schemas] = split.parts.map((part) => part.page.html);
    expect(orders).toContain('<section id="operation/a"><a href="/api/schemas#schema/Order">Order</a> <a href="#operation/a">self</a></section>');
    expect(schemas).toContain('<section id="schema/Order"><a href="/api#section/Intro">intro</a></section>');
  });

  it('copies no page text: a page is its entries\' slices until it is written (GitHub: 416 -> 363 MB peak)', async () => {
    const { splitReference } = await import('../../cli/openapi/split.js');
    const v8 = await import('node:v8');
    // 200 entries of 50 KB, each below V8's large-object size; pages of ~3 MB would be large objects if copied.
    const filler = Buffer.alloc(50_000, 'x').toString('latin1');
    const entries = Array.from({ length: 200 }, (_, i) => ({ html: `<section id="operation/op${i}"><a href="#schema/Thing">Thing</a>${filler}</section>`, anchors: new Set([`operation/op${i}`]), key: `GET /things/${i}` }));
    const chunks = [
      { kind: 'intro' as const, label: 'Things', open: { html: '<h1 id="section/Intro">Things</h1>', anchors: new Set(['section/Intro']) }, entries: [], close: '' },
      { kind: 'tag' as const, label: 'Things', open: { html: '<h2 id="tag/Things">Things</h2>', anchors: new Set(['tag/Things']) }, entries, close: '</section>' },
      { kind: 'schemas' as const, label: 'Schemas', open: { html: '<h2 id="section/Schemas">Schemas</h2>', anchors: new Set(['section/Schemas']) }, entries: [{ html: '<section id="schema/Thing"></section>', anchors: new Set(['schema/Thing']), key: 'Thing' }], close: '</section>' },
    ];
    const page = { kind: 'api' as const, route: '/api', permalink: '/api', title: 'Things API', html: '', menu: [], specHref: '/things.yaml', version: '1' };
    const largeObjects = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'large_object_space')!.space_used_size;
    const before = largeObjects();
    const split = splitReference({ chunks, page, baseUrl: '/', trailingSlash: undefined, menu: [] });
    const grown = largeObjects() - before;
    const pages = split.parts.filter((part) => part.contents.kind === 'tag');
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.reduce((sum, part) => sum + part.page.html.length, 0)).toBeGreaterThan(10_000_000);
    // Joined, the pages were 10 MB of new large strings; as slices of the entries, nothing of that size.
    expect(grown).toBeLessThan(1_000_000);
    expect(pages[0]!.page.html).toContain('<a href="/api/schemas#schema/Thing">Thing</a>');
  });
});
