// The manual's API reference (openapi/broker-api.yaml) as built: every
// operation, tag, security scheme and schema has its Redoc anchors in the
// page, the build is free of broken links, the request samples are ready to
// run, and search finds operations and schemas by their identifiers.
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { loadSite } from '../../cli/stages/index.js';
import { buildSearchIndex } from '../../cli/search/outputs.js';
import { docsScopes } from '../../cli/site.js';
import { createTimer } from '../../cli/timer.js';
import { redocSlug } from '../../cli/openapi/anchors.js';
import { queryIndexes, queryTerms } from '../../runtime/search-client.js';
import { idsOf, operationsOf, referenceOf } from '../unit/openapi-fixture.js';
import { repoRoot } from '../support/paths.js';


interface Spec {
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
  tags: { name: string }[];
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const spec = parse(await readFile(path.join(repoRoot, 'openapi/broker-api.yaml'), 'utf8')) as Spec;
const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));

let html: string;
let diagnostics: unknown[];
let outDir: string;
beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-manual-api-'));
  const result = await build(repoRoot, { outDir });
  diagnostics = result.diagnostics;
  html = await readFile(path.join(outDir, 'rest-api-spec/index.html'), 'utf8');
  // A whole build of the manual: generous on a busy machine (this is not a timing test).
}, 120_000);

describe("the manual's API reference page", () => {
  it('builds without errors or warnings (no broken links to operations or schemas)', () => {
    expect(diagnostics).toEqual([]);
  });

  it('has the anchors of every operation (canonical and older form), tag, security scheme and schema', () => {
    expect(operations).toHaveLength(46);
    const ids = idsOf(html);
    const missing: string[] = [];
    const expectId = (id: string) => {
      if (!ids.has(id)) missing.push(id);
    };
    for (const operation of operations) {
      expectId(`tag/${redocSlug(operation.tags[0]!)}/operation/${operation.operationId}`);
      expectId(`operation/${operation.operationId}`);
    }
    for (const tag of spec.tags) expectId(`tag/${redocSlug(tag.name)}`);
    for (const scheme of Object.keys(spec.components.securitySchemes)) expectId(`section/Authentication/${scheme}`);
    for (const schema of Object.keys(spec.components.schemas)) expectId(`schema/${schema}`);
    expect(missing).toEqual([]);
    expect(ids).toContain('tag/Market-Data/operation/getQuotes');
  });

  it('has a Try it button on every operation, naming the file the console reads (openapi.tryIt is set)', async () => {
    const buttons = [...html.matchAll(/<button type="button" class="api-try-it-button" data-try-it="([^"]+)"/g)].map((m) => m[1]!);
    expect(buttons).toHaveLength(operations.length);
    expect(buttons).toContain('/broker-api-docs/rest-api-spec/try-it/getState.json');
    const file = JSON.parse(await readFile(path.join(outDir, 'rest-api-spec/try-it/getState.json'), 'utf8')) as { contract: { path: string } };
    expect(file.contract.path).toBe('/accounts/{accountId}/state');
    // The page may call the configured sandbox, any https server and localhost: the console's requests go there directly.
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!.replace(/&#39;/g, "'");
    expect(csp).toContain("connect-src 'self' https: http://localhost:* http://127.0.0.1:* https://sandbox.broker.example.com https://broker.example.com;");
  });

  it('highlights the request samples and offers copy buttons', () => {
    const placeOrder = html.slice(html.indexOf('id="tag/Orders/operation/placeOrder"'), html.indexOf('id="operation/cancelAllOrders"'));
    expect(placeOrder).toContain('data-copy="POST /accounts/{accountId}/orders"');
    expect(placeOrder).toMatch(/<div class="code-block language-bash"><div><pre class="shell-code" tabindex="0"><code><span class="line"><span class="s-cmd">curl<\/span> <span class="s-str">&#39;https:[\s\S]*<span class="s-opt">--data-urlencode<\/span>[\s\S]*<\/pre><\/div><button type="button" class="copy-code"/);
  });
});

describe('request samples', () => {
  it('builds a ready-to-run curl for placeOrder: form fields, bearer token, locale', async () => {
    const { view } = await referenceOf('openapi/broker-api.yaml', undefined, repoRoot);
    const sample = operationsOf(view).get('placeOrder')!.sample!;
    expect(sample.text).toBe(
      [
        "curl 'https://broker.example.com/api/accounts/ACC-001/orders?locale=en'",
        "-H 'Authorization: Bearer <token>'",
        "--data-urlencode 'instrument=EURUSD'",
        "--data-urlencode 'qty=100'",
        "--data-urlencode 'side=buy'",
        "--data-urlencode 'type=limit'",
        "--data-urlencode 'limitPrice=1.14344'",
        "--data-urlencode 'durationType=GTT'",
        "--data-urlencode 'durationDateTime=1548406235'",
        "--data-urlencode 'stopLoss=1.1301'",
        "--data-urlencode 'takeProfit=1.15094'",
        "--data-urlencode 'currentAsk=1.13836'",
        "--data-urlencode 'currentBid=1.13834'",
        "--data-urlencode 'customFields[productType]=margin'",
      ].join(' \\\n  '),
    );
    // A public endpoint gets no credentials; a GET no body.
    expect(operationsOf(view).get('getMapping')!.sample!.text).toBe("curl 'https://broker.example.com/api/mapping'");
    expect(operationsOf(view).get('cancelOrder')!.sample!.text).toMatch(/^curl -X DELETE 'https:\/\/broker\.example\.com\/api\/accounts\/ACC-001\/orders\/1\?locale=en' \\\n {2}-H 'Authorization: Bearer <token>'$/);
  });
});

describe('search', () => {
  it('finds operations and schemas by their identifiers', { timeout: 120_000 }, async () => {
    const model = await loadSite(repoRoot, { mode: 'production', timer: createTimer() });
    const files = buildSearchIndex(docsScopes(model)[0]!);
    /** Result links in rank order, the way the browser client queries both files. */
    const search = (text: string) => queryIndexes(files, queryTerms(text), { limit: Infinity }).map((r) => r.document.sectionRoute);
    const api = '/broker-api-docs/rest-api-spec#';
    // The call's path ends in cancelAll: the operation comes first, before its body schemas.
    expect(search('cancelAll')[0]).toBe(`${api}tag/Orders/operation/cancelAllOrders`);
    // A flag is a property of AccountFlags; pages that mention it may rank higher, but it is among the 8 shown.
    expect(search('supportTrackLatency').slice(0, 8)).toContain(`${api}schema/AccountFlags`);
    // A parameter of getHistory; the manual's history page explains it first.
    expect(search('countback').find((route) => route.startsWith(api))).toBe(`${api}tag/Data-Integration/operation/getHistory`);
  });
});
