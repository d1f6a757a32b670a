// cli/diff/acknowledged.ts: a breaking change is announced when the
// changelog names its operation (operationId or `METHOD /path`, as a word of
// its own), the component schema it is written in, or, for a change to the
// whole document, the value that changed; or by an `x-changes` note on the
// operation in the new document.
import { describe, expect, it } from 'vitest';
import { isAcknowledged } from '../../cli/diff/acknowledged.js';
import type { Change } from '../../cli/diff/change.js';
import type { OpenApiDocument } from '../../cli/openapi/document.js';

const change = (overrides: Partial<Change>): Change => ({
  kind: 'breaking',
  side: 'client',
  code: 'property-added',
  operation: 'POST /orders',
  operationId: 'placeOrder',
  pointer: '/paths/~1orders/post',
  newPointer: '/paths/~1orders/post',
  oldPointer: '/paths/~1orders/post',
  message: 'Request body (application/json) `account`: added as required',
  what: 'added as required',
  old: undefined,
  new: undefined,
  ...overrides,
});

const document = (note?: unknown) => ({ openapi: '3.0.3', info: { title: 'x', version: '1' }, paths: { '/orders': { post: { ...(note === undefined ? {} : { 'x-changes': note }), responses: {} } } } }) as unknown as OpenApiDocument;

describe('isAcknowledged', () => {
  it.each([
    ['the operationId', '- `placeOrder` takes an account.', true],
    ['the method and path', '- POST /orders takes an account.', true],
    ['the schema', '- `OrderRequest` has a new required field.', true],
    ['another operation whose id starts alike', '- `placeOrderBatch` is new.', false],
    ['another path under it', '- POST /orders/batch is new.', false],
    ['nothing', '', false],
  ])('by a changelog naming %s: %s', (_, changelog, expected) => {
    expect(isAcknowledged(change({ schema: 'OrderRequest' }), { changelog, document: document() })).toBe(expected);
  });

  it('by an x-changes note on the operation, text or list, not an empty one', () => {
    expect(isAcknowledged(change({}), { changelog: '', document: document('account is required from 1.1') })).toBe(true);
    expect(isAcknowledged(change({}), { changelog: '', document: document(['account is required']) })).toBe(true);
    expect(isAcknowledged(change({}), { changelog: '', document: document('  ') })).toBe(false);
  });

  it('a change to the whole document by the value that changed', () => {
    const server = change({ operation: null, operationId: null, code: 'server-removed', old: 'https://sandbox.example.com/v1' });
    expect(isAcknowledged(server, { changelog: 'The sandbox https://sandbox.example.com/v1 is closed.', document: document() })).toBe(true);
    expect(isAcknowledged(server, { changelog: 'Nothing about servers.', document: document() })).toBe(false);
  });
});
