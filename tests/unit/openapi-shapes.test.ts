// Shapes of third-party OpenAPI 3.0 documents the reference shows as Redoc
// does, without noise: 3.0's x-webhooks, $refs with sibling keys, titles and
// anchors of operations without summary or operationId, documents without
// top-level tags, and links to the API's own website.
import { describe, expect, it } from 'vitest';
import { checkOpenApiRules } from '../../cli/check/openapi-rules.js';
import { checkLinks } from '../../cli/check/links.js';
import { idsOf, operationsOf, referenceOf, responseSchema } from './openapi-fixture.js';

const SPEC = 'lenient/shapes.yaml';

describe('a 3.0 document as third parties write them', () => {
  it('shows x-webhooks as webhooks', async () => {
    const { reference, view } = await referenceOf(SPEC);
    const webhook = operationsOf(view).get('lockerFull')!;
    expect(webhook).toMatchObject({ webhook: true, method: 'post', path: 'lockerFull', summary: 'A locker is full' });
    expect(idsOf(reference.page.html)).toContain('tag/Lockers/operation/lockerFull');
  });

  it('keeps the component name and link of a $ref with sibling keys, and counts it as a use', async () => {
    const { reference, view } = await referenceOf(SPEC);
    const items = responseSchema(operationsOf(view).get('listLockers')!, '200');
    expect(items.kind).toBe('array');
    const locker = (items as Extract<typeof items, { kind: 'array' }>).items;
    expect(locker.name).toBe('Locker');
    expect(locker.descriptionHtml).toContain('current state');
    const rules = checkOpenApiRules({ document: reference.document, locator: reference.locator, file: SPEC });
    expect(rules.filter((d) => d.code === 'openapi-unused-component')).toEqual([]);
  });

  it('titles an operation by summary, else operationId, else method and path; and gives one without operationId Redoc’s path anchor', async () => {
    const { reference } = await referenceOf(SPEC);
    const menu = reference.page.menu.find((tag) => tag.label === 'Lockers')!.operations;
    expect(menu.map((operation) => operation.label)).toEqual(['listLockers', 'PUT /lockers/{lockerId}/doors/{door}', 'A locker is full']);
    const ids = idsOf(reference.page.html);
    expect(ids).toContain('tag/Lockers/paths/~1lockers~1{lockerId}~1doors~1{door}/put');
    expect(reference.page.html).toContain('<h3 class="api-operation-title">PUT /lockers/{lockerId}/doors/{door}');
  });

  it('reports no unknown tag per operation when the document declares no tags', async () => {
    const { reference } = await referenceOf(SPEC);
    const rules = checkOpenApiRules({ document: reference.document, locator: reference.locator, file: SPEC });
    expect(rules.map((d) => d.code)).toEqual(['openapi-missing-operation-id']);
  });

  it('leaves root-relative description links to no route of the site unchecked, and checks the ones to the site', async () => {
    const { reference } = await referenceOf(SPEC);
    const anchors = new Map([['/api', reference.anchors], ['/guide', new Set<string>()]]);
    const asWritten = reference.links.map((link) => link.written);
    expect(asWritten).toEqual(expect.arrayContaining(['/pricing/lockers', '/api#tag/Lockers', '/support/doors']));
    expect(checkLinks([{ file: SPEC, links: reference.links, rootLinksMayLeave: true }], { anchors, files: new Set() })).toEqual([]);
    // A link to the site's own page is still checked: its anchor must exist.
    const broken = reference.links.map((link) => (link.written === '/api#tag/Lockers' ? { ...link, target: { route: '/api', anchor: 'tag/Nope' } } : link));
    expect(checkLinks([{ file: SPEC, links: broken, rootLinksMayLeave: true }], { anchors, files: new Set() }).map((d) => d.code)).toEqual(['broken-anchor']);
    // A link into a folder of the site's routes is a mistaken link to the site: checked.
    const mistaken = reference.links.map((link) => (link.written === '/support/doors' ? { ...link, written: '/guide/doors', target: { route: '/guide/doors' } } : link));
    expect(checkLinks([{ file: SPEC, links: mistaken, rootLinksMayLeave: true }], { anchors, files: new Set() }).map((d) => d.code)).toEqual(['broken-link']);
    // Docs pages keep every root-relative link checked.
    expect(checkLinks([{ file: 'docs/a.md', links: reference.links }], { anchors, files: new Set() }).map((d) => d.code)).toEqual(['broken-link', 'broken-link']);
  });
});

describe('tags that are not what the specification says', () => {
  it('are skipped where they have no name, and the operations are still shown', async () => {
    const { reference } = await referenceOf('lenient/odd-tags.yaml');
    const ids = idsOf(reference.page.html);
    expect(ids).toContain('tag/Sheds/operation/listSheds');
    expect(reference.page.menu.flatMap((tag) => tag.operations.map((operation) => operation.label)).sort()).toEqual(['listBarns', 'listSheds']);
  });
});
