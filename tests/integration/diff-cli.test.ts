// `brokerdocs diff` as a process: the three formats, --fail-on and its exit
// codes, 2 with the reason for an input that cannot be read, and version
// names read from a site's snapshots.
import { mkdir, cp } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokerdocs } from '../support/cli.js';
import { copyFixture, repoRoot } from '../support/paths.js';

const pair = (name: string) => [`tests/fixtures/openapi/diff/${name}/old.yaml`, `tests/fixtures/openapi/diff/${name}/new.yaml`];

describe('brokerdocs diff', () => {
  it('prints the changes by operation with file:line on both sides, and exits 0 by default', () => {
    const run = brokerdocs(['diff', ...pair('success-status-removed')]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      'POST /orders (placeOrder)',
      '  breaking for clients and servers  Response 200: removed',
      '      tests/fixtures/openapi/diff/success-status-removed/old.yaml:8 → (not in the new document)',
      '  non-breaking  Response 400: removed',
      '      tests/fixtures/openapi/diff/success-status-removed/old.yaml:10 → (not in the new document)',
      '',
      '1 breaking change, 1 non-breaking change, 0 deprecations',
    ]);
  });

  it('--format json: the changes and the summary', () => {
    const run = brokerdocs(['diff', ...pair('response-property-made-required'), '--format', 'json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toEqual({
      changes: [
        {
          kind: 'breaking',
          side: 'server',
          code: 'property-required',
          operation: 'POST /orders',
          operationId: 'placeOrder',
          pointer: '/paths/~1orders/post/responses/200/content/application~1json/schema/properties/price',
          newPointer: '/paths/~1orders/post/responses/200/content/application~1json/schema/properties/price',
          oldPointer: '/paths/~1orders/post/responses/200/content/application~1json/schema/properties/price',
          message: 'Response 200 (application/json) `price`: made required',
          what: 'made required',
          old: false,
          new: true,
          tag: 'Orders',
          schema: 'Order',
          schemaField: 'price',
        },
      ],
      summary: { breaking: 1, nonBreaking: 0, deprecations: 0 },
    });
  });

  it('--format markdown: grouped by tag and operation, breaking first', () => {
    const run = brokerdocs(['diff', ...pair('non-breaking-additions'), '--format', 'markdown']);
    expect(run.stdout).toContain('**0 breaking changes, 4 non-breaking changes, 0 deprecations**.');
    expect(run.stdout).toContain('## Orders\n\n### `POST /orders` {#changes-placeOrder}\n\n- **Non-breaking:** Request body (application/json) `comment`: added (in `OrderRequest`)');
  });

  it('--fail-on breaking exits 1 on a breaking change and 0 without one; --fail-on any on any change', () => {
    expect(brokerdocs(['diff', ...pair('operation-removed'), '--fail-on', 'breaking']).status).toBe(1);
    expect(brokerdocs(['diff', ...pair('non-breaking-additions'), '--fail-on', 'breaking']).status).toBe(0);
    expect(brokerdocs(['diff', ...pair('non-breaking-additions'), '--fail-on', 'any']).status).toBe(1);
    expect(brokerdocs(['diff', ...pair('operation-removed'), '--fail-on', 'none']).status).toBe(0);
    const same = 'tests/fixtures/openapi/diff/same/orders.yaml';
    const none = brokerdocs(['diff', same, 'tests/fixtures/openapi/diff/same/split/orders.yaml', '--fail-on', 'any']);
    expect([none.status, none.stdout.trim()]).toEqual([0, 'No changes.']);
  });

  it('exits 2 with the reason when an input cannot be read', () => {
    const missing = brokerdocs(['diff', 'no-such.yaml', pair('servers')[1]!]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Cannot read no-such.yaml: not a file, nor a version of the site in');
    const broken = brokerdocs(['diff', pair('servers')[0]!, 'tests/fixtures/openapi/syntax-error.yaml', '--fail-on', 'none']);
    expect(broken.status).toBe(2);
    expect(broken.stderr).toMatch(/Cannot read tests\/fixtures\/openapi\/syntax-error.yaml: Invalid OpenAPI document: .*\(tests\/fixtures\/openapi\/syntax-error.yaml:\d+\)/);
    expect(brokerdocs(['diff', ...pair('servers'), '--fail-on', 'warning']).status).toBe(2);
  });

  it('reads version names from the site: a release snapshot against current', async () => {
    const { site } = await copyFixture('versions');
    // 1.1's snapshot is the operation-removed pair's old document; current, its new one.
    const snapshot = path.join(site, 'versioned_openapi/version-1.1');
    await mkdir(snapshot, { recursive: true });
    await cp(path.join(repoRoot, pair('operation-removed')[0]!), path.join(snapshot, 'api.yaml'));
    await cp(path.join(repoRoot, pair('operation-removed')[1]!), path.join(site, 'openapi/api.yaml'));
    const run = brokerdocs(['diff', '1.1', 'current', '--site', site, '--format', 'json', '--fail-on', 'breaking']);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).changes.map((c: { code: string; operation: string }) => `${c.code} ${c.operation}`)).toEqual(['operation-removed DELETE /orders/{id}']);
    const unknown = brokerdocs(['diff', '0.9', 'current', '--site', site]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Cannot read 0.9: not a file, nor a version of the site in');
    expect(unknown.stderr).toContain('(versions: current, 1.1, 1.0)');
    const noSnapshot = brokerdocs(['diff', '1.0', 'current', '--site', site]);
    expect(noSnapshot.stderr).toContain('Cannot read 1.0: version 1.0 of the site has no snapshot of the OpenAPI document (versioned_openapi/version-1.0/)');
  });
});
