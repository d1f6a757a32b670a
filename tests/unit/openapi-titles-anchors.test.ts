// What real documents' operations are called and answer to (issue #30,
// items 1, 2 and 6): a title is one line of plain text (GitHub's webhooks
// have a Markdown paragraph for a summary), split pages of untagged
// operations are named by what they hold and empty tags get no page, and
// Redoc 3's anchors and Redoc's anchor of a webhook without an operationId land.
import { describe, expect, it } from 'vitest';
import { kebabCase, redoc3OperationAnchor } from '../../cli/openapi/anchors.js';
import { operationTitle, plainInline } from '../../cli/openapi/operations.js';
import { sectionOf, splitReference, type BodyChunk } from '../../cli/openapi/split.js';
import type { ApiPage } from '../../templates/contracts/types.js';
import { idsOf, operationsOf, referenceOf } from './openapi-fixture.js';

const titles = referenceOf('real-world-titles.yaml');

describe('operation titles', () => {
  it.each([
    ['a short summary, its inline Markdown as text', { summary: 'List *your* `bookings` with [filters](https://x.example/f)' }, 'List your bookings with filters'],
    ['a paragraph, cut at its first sentence', { summary: 'Returns a list of your customers. The customers are returned sorted by creation date, with the most recent customers first.' }, 'Returns a list of your customers.'],
    ['a paragraph whose first sentence is long, cut at a word', { summary: `Creates ${'a very long thing '.repeat(10)}and more. Then.` }, `Creates ${'a very long thing '.repeat(5)}a…`],
    ['no summary: the operationId', { operationId: 'getThing' }, 'getThing'],
    ['neither: the method and path', {}, 'GET /things'],
  ])('%s', (_, operation, expected) => {
    expect(operationTitle(operation, 'get', '/things')).toBe(expected);
  });

  it('names a webhook whose summary is a paragraph by its operationId, else its name', () => {
    const summary = `This event occurs when there is activity relating to branch protection rules. ${'For more information, see [the docs](https://x.example). '.repeat(3)}`;
    expect(operationTitle({ summary, operationId: 'branch-protection-rule/created' }, 'post', 'branch-protection-rule-created', true)).toBe('branch-protection-rule/created');
    expect(operationTitle({ summary }, 'post', 'branch-protection-rule-deleted', true)).toBe('branch-protection-rule-deleted');
    // A short summary is the title, webhook or not.
    expect(operationTitle({ summary: 'A check run completed', operationId: 'check-run/completed' }, 'post', 'check-run-completed', true)).toBe('A check run completed');
  });

  it('reduces inline Markdown and HTML to one line of text', () => {
    expect(plainInline('See "[About protected\n  branches](https://x.example/a_(b))" and **bold** _words_, <b>tags</b> &amp; ![an image](i.png).')).toBe('See "About protected branches" and bold words, tags & an image.');
  });

  it('shows the title in the page and the menu, and the summary that was cut in full above the description', async () => {
    const { reference, view } = await titles;
    const operations = operationsOf(view);
    expect([...operations.values()].map((operation) => operation.summary)).toEqual(['List your bookings', 'Returns a list of your customers.', 'branch-protection-rule/created', 'branch-protection-rule-deleted']);
    expect(reference.page.menu.find((entry) => entry.id === 'tag/default')!.operations.map((entry) => entry.label)).toEqual(['Returns a list of your customers.', 'branch-protection-rule/created', 'branch-protection-rule-deleted']);
    const created = operations.get('branch-protection-rule/created')!;
    expect(created.descriptionHtml).toBe(
      '<p>This event occurs when there is activity relating to branch protection rules. For more information, see &quot;<a href="https://docs.example.com/protected-branches" target="_blank" rel="noopener noreferrer">About protected branches</a>.&quot; For information about the APIs to manage branch protection rules, see the REST API.</p>\n<p>A branch protection rule was created.</p>\n',
    );
    expect(reference.page.html).toContain('<h3 class="api-operation-title">branch-protection-rule/created<span class="badge">webhook</span><a class="hash-link"');
    // A summary that is the title is not repeated.
    expect(operations.get('getBookings')!.descriptionHtml).toBeUndefined();
  });
});

describe('anchors of other Redoc versions', () => {
  it('writes Redoc 3’s /<tag>/<operation> beside the canonical and Redoc 2 anchors', async () => {
    const { reference, view } = await titles;
    const bookings = operationsOf(view).get('getBookings')!;
    expect([bookings.id, bookings.legacyId, bookings.aliasId]).toEqual(['tag/Bookings/operation/getBookings', 'operation/getBookings', '/bookings/get-bookings']);
    const ids = idsOf(reference.page.html);
    for (const id of ['tag/Bookings/operation/getBookings', 'operation/getBookings', '/bookings/get-bookings', '/default/branch-protection-rule-deleted']) expect(ids.has(id)).toBe(true);
  });

  it('gives a webhook without an operationId Redoc’s anchor, keeping the earlier one as an alias', async () => {
    const deleted = operationsOf((await titles).view).get('post-branch-protection-rule-deleted')!;
    expect(deleted.id).toBe('tag/default/paths/branch-protection-rule-deleted/post');
    expect(deleted.legacyId).toBe('tag/default/operation/post-branch-protection-rule-deleted');
  });

  it('kebab-cases tags and operations as Redoc 3 does', () => {
    expect(redoc3OperationAnchor('Bookings', 'getBookings')).toBe('/bookings/get-bookings');
    expect(kebabCase('Market Data')).toBe('market-data');
    expect(kebabCase('HTTPServer_status')).toBe('http-server-status');
    expect(kebabCase('repos/get-content')).toBe('repos-get-content');
  });
});

describe('pages of a split reference', () => {
  const page: ApiPage = { kind: 'api', route: '/api', permalink: '/base/api', title: 'API', version: '1', html: '', menu: [] } as unknown as ApiPage;
  const entry = (key: string, size: number) => ({ key, html: `<section id="${key}">${'x'.repeat(size)}</section>`, anchors: new Set([key]) });
  const chunk = (label: string, entries: ReturnType<typeof entry>[]): BodyChunk => ({ kind: 'tag', label, open: { html: `<section id="tag/${label}">`, anchors: new Set([`tag/${label}`]) }, entries, close: '</section>' });

  it('names the pages of untagged operations by the part of the path they hold, keeping each part on one page', () => {
    const split = splitReference({
      chunks: [
        chunk('default', [entry('get /v1/accounts', 1_000_000), entry('post /v1/accounts', 1_000_000), entry('get /v1/charges', 1_500_000), entry('get /v1/charges/{id}', 1_000_000), entry('get /v1/customers', 2_000_000), entry('get /v1/disputes', 500_000)]),
        chunk('desktop', []),
      ],
      page,
      baseUrl: '/base/',
      trailingSlash: undefined,
      menu: [
        { id: 'tag/default', label: 'default', operations: [] },
        { id: 'tag/desktop', label: 'desktop', operations: [] },
      ],
    });
    expect(split.parts.map((part) => [part.page.route, part.page.title])).toEqual([
      ['/api/v1-accounts', '/v1/accounts · API'],
      ['/api/v1-charges', '/v1/charges · API'],
      ['/api/v1-customers-v1-disputes', '/v1/customers – /v1/disputes · API'],
    ]);
    // The tag without operations has no page, and no entry in the menus.
    expect(split.parts.some((part) => part.page.html.includes('tag/desktop'))).toBe(false);
    expect(split.overview.page.menu!.map((entry) => entry.id)).toEqual(['tag/default']);
  });

  it.each([
    ['get /v1/customers/{id}', '/v1/customers'],
    ['post /repos/{owner}/{repo}', '/repos'],
    ['get /api/users', '/api/users'],
    ['post branch-protection-rule-created', 'branch-protection-rule-created'],
  ])('sectionOf(%s) = %s', (key, section) => {
    expect(sectionOf(key)).toBe(section);
  });
});
