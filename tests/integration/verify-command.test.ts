// `brokerdocs verify` against the mock broker (tests/support/mock-broker.ts):
// it passes on the conforming server and names each deliberate fault of the
// faulty one at its operation; JSON and JUnit outputs; exit codes 0, 1, 2;
// parameters from the document or --param, skips, safe methods only.
import { describe, expect, it } from 'vitest';
import { brokerdocsAsync } from '../support/cli.js';
import { mockBrokersForFile, startMockBroker } from '../support/mock-broker.js';
import path from 'node:path';
import { repoRoot, temporaryDir } from '../support/paths.js';

/** The operations the mock implements (the manual's other ones would answer 404 there). */
const IMPLEMENTED = ['getConfiguration', 'getAccounts', 'getState', 'getOrders', 'getOrdersHistory', 'getHistory'];
const only = IMPLEMENTED.flatMap((id) => ['--operation', id]);
/** Below the mock's slow answer, so that it times out. */
const TIMEOUT = ['--timeout', '2000'];
/** Below the mock's 5 MB body. */
const MAX_BODY = ['--max-body-mb', '1'];

const brokers = mockBrokersForFile();

const verify = (server: string, ...args: string[]) => brokerdocsAsync(['verify', repoRoot, '--server', server, ...args]);

interface JsonOutput {
  results: { operationId: string; method: string; path: string; status: number | null; outcome: string; mismatches: { pointer: string; expected: string; received: string; location?: { file: string; line: number } }[]; reason?: string }[];
  summary: { passed: number; failed: number; skipped: number };
}

describe('brokerdocs verify', () => {
  it('passes on a conforming server: exit 0, every operation named with its status', async () => {
    const run = await verify(brokers.conforming.url, ...only, ...TIMEOUT, ...MAX_BODY, '--header', 'Authorization: Bearer sandbox-token');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('pass getState GET /accounts/{accountId}/state → 200');
    expect(run.stdout).toContain(`${brokers.conforming.url}: 6 passed, 0 failed, 0 skipped`);
    // Values came from the document's examples; the header from --header; the Origin from the site's url.
    const state = brokers.conforming.requests.find((r) => r.url.startsWith('/accounts/ACC-001/state'))!;
    expect(state.url).toBe('/accounts/ACC-001/state?locale=en');
    expect(state.headers.authorization).toBe('Bearer sandbox-token');
    expect(state.headers.origin).toBe('https://docs.broker.example.com');
  });

  it('names each fault of the faulty server at its operation, with the line of the document that expected otherwise: exit 1', async () => {
    const run = await verify(brokers.faulty.url, ...only, ...TIMEOUT, ...MAX_BODY, '--format', 'json');
    expect(run.status).toBe(1);
    const output = JSON.parse(run.stdout) as JsonOutput;
    const byId = Object.fromEntries(output.results.map((r) => [r.operationId, r]));
    expect(output.summary).toEqual({ passed: 0, failed: 6, skipped: 0 });
    expect(byId.getState!.mismatches).toEqual([
      { pointer: '/body/d/balance', expected: 'must be number', received: '"41757.91" (string)', location: { file: 'openapi/broker-api.yaml', line: 5433 } },
    ]);
    expect(byId.getAccounts!.mismatches.map((m) => [m.pointer, m.expected, m.received])).toEqual([['/body/d/0/name', 'a required property', 'absent']]);
    expect(byId.getConfiguration!).toMatchObject({ status: 503, mismatches: [{ pointer: '/status', expected: 'a documented status: 200', received: '503' }] });
    expect(byId.getOrders!.mismatches.map((m) => [m.pointer, m.received])).toEqual([['/headers/access-control-allow-origin', 'absent']]);
    expect(byId.getHistory!).toMatchObject({ status: null, mismatches: [{ pointer: '', expected: 'an answer within 2000 ms', received: 'no answer: no answer within 2000 ms' }] });
    expect(byId.getOrdersHistory!.mismatches.map((m) => [m.pointer, m.received])).toEqual([['/body', 'more than 1.0 MB: not checked']]);
  });

  it('writes JUnit XML: a test case per operation, failures with their mismatches', async () => {
    const run = await verify(brokers.faulty.url, '--operation', 'getState', '--operation', 'getConfiguration', '--operation', 'placeOrder', '--format', 'junit');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('<testsuites name="brokerdocs verify" tests="3" failures="2" skipped="1">');
    expect(run.stdout).toContain('<testcase classname="GET /accounts/{accountId}/state" name="getState">');
    expect(run.stdout).toContain('/body/d/balance: expected must be number (openapi/broker-api.yaml:5433); received &quot;41757.91&quot; (string)');
    expect(run.stdout).toContain('<skipped message="POST is a write: sent only with --allow-writes"/>');
  });

  it('sends writes only with --allow-writes, and skips an operation whose required parameters have no value', async () => {
    const before = brokers.conforming.requests.length;
    const run = await verify(brokers.conforming.url, '--tag', 'Orders', '--format', 'json');
    const output = JSON.parse(run.stdout) as JsonOutput;
    const writes = output.results.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((r) => r.outcome === 'skip')).toBe(true);
    expect(brokers.conforming.requests.slice(before).every((r) => r.method === 'GET')).toBe(true);
    // --param is used before the document's example.
    await verify(brokers.conforming.url, '--operation', 'getState', '--param', 'accountId=ACC-042');
    expect(brokers.conforming.requests.at(-1)!.url).toBe('/accounts/ACC-042/state?locale=en');
  });

  it('verifies against a downloaded document with --spec, no site needed; CORS is checked only for an --origin given', async () => {
    const spec = path.join(repoRoot, 'openapi/broker-api.yaml');
    const cwd = await temporaryDir();
    const run = await brokerdocsAsync(['verify', '--spec', spec, '--server', brokers.conforming.url, '--operation', 'getAccounts'], { cwd });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toContain('1 passed, 0 failed, 0 skipped');
    expect(brokers.conforming.requests.at(-1)!.headers.origin).toBeUndefined();
    const withOrigin = await brokerdocsAsync(['verify', '--spec', spec, '--server', brokers.faulty.url, '--operation', 'getOrders', '--origin', 'https://platform.example.com', '--format', 'json'], { cwd });
    expect((JSON.parse(withOrigin.stdout) as JsonOutput).results[0]!.mismatches).toEqual([
      { pointer: '/headers/access-control-allow-origin', expected: 'https://platform.example.com or * (browsers read the answer only then)', received: 'absent' },
    ]);
  });

  it('exit 2 for an unreachable server, with the reason', async () => {
    const closed = await startMockBroker('conforming');
    const url = closed.url;
    await closed.close();
    const run = await verify(url, '--operation', 'getState');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`Cannot reach ${url}: connection refused (ECONNREFUSED) [refused]`);
  });

  it('exit 2 for bad usage: no server, a server that is not a URL, an unknown operation', async () => {
    expect((await brokerdocsAsync(['verify', repoRoot])).status).toBe(2);
    const notUrl = await verify('broker.example.com');
    expect([notUrl.status, notUrl.stderr.split('\n')[0]]).toEqual([2, 'error: --server must be an http:// or https:// URL, not "broker.example.com"']);
    const unknown = await verify(brokers.conforming.url, '--operation', 'getNothing');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('No operation has the id "getNothing"');
  });
});
