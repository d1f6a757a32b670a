// What the build writes for the Try-it console (cli/openapi/try-it-files.ts)
// and what the page may connect to (cli/openapi/try-it-site.ts, csp.ts), and
// the requests `verify` plans from the same document (cli/verify/requests.ts):
// values from --param before the document's examples, skips with reasons.
import { beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../../cli/openapi/contracts.js';
import { loadDocument, type LoadedDocument } from '../../cli/openapi/load.js';
import { tryItFileName, tryItOperation } from '../../cli/openapi/try-it-files.js';
import { tryItConnectSources } from '../../cli/openapi/try-it-site.js';
import { contentSecurityPolicy } from '../../cli/render/csp.js';
import { planRequest, type RequestInputs } from '../../cli/verify/requests.js';
import type { SiteConfig } from '../../cli/config/resolve.js';
import { repoRoot } from '../support/paths.js';
import { referenceOf } from './openapi-fixture.js';
import { specPath } from '../manual/openapi-tools.js';

let loaded: LoadedDocument;
beforeAll(async () => {
  loaded = (await loadDocument(repoRoot, specPath, () => ({ file: 'docs.config.ts' }))).loaded!;
});
const op = (id: string) => contractOperations(loaded.document).find((o) => o.operation.operationId === id)!;

describe('the Try-it file of an operation', () => {
  it('names the file after the operationId, or its method and path', () => {
    expect(tryItFileName('/rest-api-spec', 'get', '/accounts/{accountId}/state', 'getState')).toBe('rest-api-spec/try-it/getState.json');
    expect(tryItFileName('/api/', 'get', '/a/{b}', undefined)).toBe('api/try-it/get_a_b_.json');
  });

  it('holds the form: parameters with their examples, the security schemes as the console asks for them, the servers', () => {
    const file = tryItOperation(loaded, op('getState'));
    expect(file.parameters).toMatchObject([
      { name: 'accountId', in: 'path', required: true, type: 'string', enum: undefined, example: 'ACC-001' },
      { name: 'locale', in: 'query', required: true, type: 'string', example: 'en' },
    ]);
    // An enum becomes a choice in the form.
    expect(file.parameters[1]!.enum).toEqual(expect.arrayContaining(['en', 'de_DE', 'zh_TW']));
    expect(file.security).toEqual([[{ name: 'PasswordBearer', kind: 'bearer' }], [{ name: 'OAuth2Bearer', kind: 'bearer' }]]);
    expect(file.servers).toEqual([{ url: 'https://broker.example.com/api', description: 'Placeholder for the base URL of the broker\'s implementation. Replace it' }]);
    expect(file.contract.operationId).toBe('getState');
    expect(file.body).toBeUndefined();
  });

  it('writes a form body from the example, a deepObject member as key[name]', () => {
    const body = tryItOperation(loaded, op('placeOrder')).body!;
    expect(body.mediaType).toBe('application/x-www-form-urlencoded');
    expect(body.required).toBe(true);
    expect(new URLSearchParams(body.example).get('instrument')).toBe('EURUSD');
    expect(new URLSearchParams(body.example).get('customFields[productType]')).toBe('margin');
  });
});

describe('a reference without openapi.tryIt', () => {
  it('is as before: no button, no files', async () => {
    const { reference } = await referenceOf('shop/shop.yaml');
    expect(reference.page.html).toContain('class="api-endpoint"');
    expect(reference.page.html).not.toContain('data-try-it');
    expect(reference.tryItFiles).toBeUndefined();
  });
});

describe('connect-src of the Try-it console', () => {
  const config = (tryIt: unknown) => ({ openapi: { spec: 'x', tryIt } }) as unknown as SiteConfig;
  const document = { servers: [{ url: 'https://api.example.com/v1' }, { url: '/relative' }] };

  it('lists the configured and documented servers by origin, localhost when allowed, https: when asked', () => {
    expect(tryItConnectSources(config({ servers: [{ url: 'https://sandbox.example.com/api' }], allowLocalhost: true, allowAnyHttpsServer: false }), [document])).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://sandbox.example.com',
      'https://api.example.com',
    ]);
    expect(tryItConnectSources(config({ servers: [], allowLocalhost: false, allowAnyHttpsServer: true }), [])).toEqual(['https:']);
    // Without the console, the page connects to itself only.
    expect(tryItConnectSources({ openapi: { spec: 'x' } } as unknown as SiteConfig, [document])).toEqual([]);
    expect(contentSecurityPolicy([], [])).toContain("connect-src 'self';");
    expect(contentSecurityPolicy([], ['https://a.example', 'http://127.0.0.1:*'])).toContain("connect-src 'self' https://a.example http://127.0.0.1:*;");
  });
});

describe('the request verify plans', () => {
  const inputs = (extra: Partial<RequestInputs> = {}): RequestInputs => ({ server: 'https://sandbox.example.com/api/', headers: { Authorization: 'Bearer t' }, params: new Map(), allowWrites: false, ...extra });

  it('fills parameters from the document, --param first', () => {
    expect(planRequest(op('getState'), inputs())).toEqual({
      request: { method: 'GET', url: 'https://sandbox.example.com/api/accounts/ACC-001/state?locale=en', headers: { Authorization: 'Bearer t' } },
    });
    const plan = planRequest(op('getState'), inputs({ params: new Map([['accountId', 'A/2'], ['locale', 'de_DE']]) }));
    expect('request' in plan && plan.request.url).toBe('https://sandbox.example.com/api/accounts/A%2F2/state?locale=de_DE');
  });

  it('skips a write unless writes are allowed, then sends its example body', () => {
    expect(planRequest(op('placeOrder'), inputs())).toEqual({ skip: 'POST is a write: sent only with --allow-writes' });
    const plan = planRequest(op('placeOrder'), inputs({ allowWrites: true }));
    expect('request' in plan && plan.request.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect('request' in plan && new URLSearchParams(plan.request.body).get('qty')).toBe('100');
  });

  it('skips an operation whose required parameters have no value, naming them', () => {
    const bare = { ...op('getState'), parameters: [{ name: 'accountId', in: 'path' as const, required: true }, { name: 'token', in: 'header' as const, required: true }] };
    expect(planRequest(bare, inputs())).toEqual({ skip: 'no value for accountId, token: give --param accountId=…' });
  });
});
