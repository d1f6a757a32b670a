// The api-changes fixture built: its release 1.0 and the docs folder (1.1)
// have API documents that differ, so 1.1 gets a "Changes in 1.1" page under
// its reference's route (sidebar, search, llms.txt, Markdown export), its
// reference gets badges, and `check` warns of each breaking change its
// changelog does not announce, which --strict fails on, until it is announced.
import lunr from 'lunr';
import { existsSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { brokerdocs } from '../support/cli.js';
import { copyFixture, fixtureSite, temporaryDir } from '../support/paths.js';

const BASE = '/changes-base/';
let outDir: string;
let warnings: string[];

beforeAll(async () => {
  outDir = path.join(await temporaryDir(), 'build');
  const result = await build(fixtureSite('api-changes'), { outDir });
  expect(result.ok).toBe(true);
  warnings = result.diagnostics.map((d) => `${d.location?.file}:${d.location?.line} ${d.code}: ${d.message}`);
});

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

describe('the changes page of 1.1', () => {
  it('lists what changed since 1.0 by tag and operation, breaking first, linking to the operations and schemas of 1.1', async () => {
    const html = await read('api/changes/index.html');
    expect(html).toContain('<h1 class="doc-title">Changes in 1.1</h1>');
    const body = html.slice(html.indexOf('<h1'));
    // Tags in the order met (a breaking change first), operations with one breaking first.
    const headings = [...body.matchAll(/<h([23]) id="([^"]+)"/g)].map((m) => `h${m[1]} ${m[2]}`);
    expect(headings).toEqual(['h2 schemas', 'h2 orders', 'h3 changes-cancelOrder', 'h3 changes-placeOrder', 'h3 changes-getOrder', 'h3 changes-listFills', 'h2 quotes', 'h3 changes-getQuotes']);
    expect(body).toContain('<strong>Breaking for clients:</strong> Request body (application/json) <code>account</code>: added as required (in <a href="/changes-base/api#schema/OrderRequest"><code>OrderRequest</code></a>)');
    expect(body).toContain(`<a href="${BASE}api#tag/Orders/operation/placeOrder"><code>placeOrder</code> in the reference</a>`);
    // A change of a shared schema is also listed once, with the operations it reaches.
    expect(body).toContain(`<li><strong>Breaking for servers:</strong> <a href="${BASE}api#schema/Order"><code>Order</code></a> <code>filledAt</code>: added as required (in 2 operations)</li>`);
    // A removed operation has no entry to link to in 1.1's reference.
    expect(body).not.toContain('operation/cancelOrder');
    const placeOrder = body.slice(body.indexOf('id="changes-placeOrder"'), body.indexOf('id="changes-getOrder"'));
    expect([...placeOrder.matchAll(/<strong>([^<]+):<\/strong>/g)].map((m) => m[1])).toEqual(['Breaking for servers', 'Breaking for clients', 'Breaking for servers', 'Non-breaking']);
  });

  it('closes the version\'s sidebar, and is in its search index, llms.txt and the Markdown export; 1.0 has none', async () => {
    expect(await read('api/changes/index.html')).toContain(`<a class="menu-link active" href="${BASE}api/changes" aria-current="page">Changes in 1.1</a>`);
    // Searched with the API reference: in the second index file, which completes the first (cli/search/outputs.ts).
    const first = JSON.parse(await read('search-index-docs-default-current.json')) as { documents: { sectionRoute: string }[] };
    expect(first.documents.filter((doc) => doc.sectionRoute.startsWith(`${BASE}api/changes`))).toEqual([]);
    const more = JSON.parse(await read('search-index-more-docs-default-current.json')) as { documents: { id: number; sectionRoute: string }[]; index: object };
    const byId = new Map(more.documents.map((doc) => [doc.id, doc.sectionRoute]));
    const routes = lunr.Index.load(more.index).search('account').map((hit) => byId.get(Number(hit.ref)));
    expect(routes).toContain(`${BASE}api/changes#changes-placeOrder`);
    expect(await read('llms.txt')).toContain('- [Changes in 1.1](https://changes.example.com/changes-base/api/changes.md): What changed in the API in 1.1, since 1.0.');
    const markdown = await read('api/changes.md');
    expect(markdown).toContain('# Changes in 1.1');
    expect(markdown).toContain('- **Deprecation:** Operation deprecated');
    expect(existsSync(path.join(outDir, '1.0/api/changes/index.html'))).toBe(false);
  });
});

describe('badges in the reference of 1.1', () => {
  it('"new in 1.1" on an added operation, "changed in 1.1" linking to the changes page, "new" on an added field', async () => {
    const html = await read('api/index.html');
    const section = (id: string) => html.slice(html.indexOf(`id="tag/${id}"`), html.indexOf('</section>', html.indexOf(`id="tag/${id}"`)));
    expect(section('Orders/operation/listFills')).toContain('<span class="badge badge-new">new in 1.1</span>');
    expect(section('Orders/operation/placeOrder')).toContain(`<a class="badge badge-changed" href="${BASE}api/changes#changes-placeOrder">changed in 1.1</a>`);
    expect(section('Quotes/operation/getQuotes')).toContain('changed in 1.1');
    // `account` is new in the request body; `symbol` was there in 1.0.
    const request = section('Orders/operation/placeOrder');
    expect(request).toMatch(/<code class="prop-name">account<\/code>.*?<span class="badge badge-new">new<\/span>/);
    expect(request).not.toMatch(/<code class="prop-name">symbol<\/code>(?:(?!<\/div>).)*badge-new/);
    // 1.0's reference is compared with nothing.
    expect(await read('1.0/api/index.html')).not.toMatch(/badge-(new|changed)/);
  });
});

describe('check: breaking changes since the last release', () => {
  it('warns of each one the changelog does not announce, at its line in the current document', () => {
    expect(warnings).toEqual([
      'openapi/api.yaml:53 api-breaking-change: Breaking change since 1.0 (breaking for servers): POST /orders: Request body (application/json) `side`: enum value `cancel` added',
      'openapi/api.yaml:54 api-breaking-change: Breaking change since 1.0 (breaking for clients): POST /orders: Request body (application/json) `account`: added as required',
      'openapi/api.yaml:61 api-breaking-change: Breaking change since 1.0 (breaking for servers): POST /orders: Response 200 (application/json) `filledAt`: added as required',
    ]);
  });

  it('fails under --strict, and passes once the changelog or an x-changes note announces them', async () => {
    const { site } = await copyFixture('api-changes');
    const strict = brokerdocs(['check', site, '--strict']);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('[api-breaking-change]');
    // The request's changes announced by the changelog, the response's by a note on the operation.
    await appendFile(path.join(site, 'docs/changelog.md'), '- `OrderRequest` takes an `account`, and `side` may be `cancel`.\n');
    const still = brokerdocs(['check', site, '--strict', '--format', 'json']);
    expect(JSON.parse(still.stdout).diagnostics.map((d: { message: string }) => d.message)).toEqual([
      'Breaking change since 1.0 (breaking for servers): POST /orders: Response 200 (application/json) `filledAt`: added as required',
    ]);
    const spec = path.join(site, 'openapi/api.yaml');
    await writeFile(spec, (await readFile(spec, 'utf8')).replace('      summary: Place an order\n', '      summary: Place an order\n      x-changes: The order returned says when it was filled.\n'));
    const passed = brokerdocs(['check', site, '--strict']);
    expect(passed.stdout.trim()).toBe('✔ Check passed: 0 errors, 0 warnings');
    expect(passed.status).toBe(0);
  });
});
