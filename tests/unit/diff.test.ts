// cli/diff/: each fixture pair of tests/fixtures/openapi/diff/ (one per kind
// of change) gives exactly the changes it was written for, classified with
// who they break; a document against itself, reformatted (JSON, keys in
// another order) or split across files gives none.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../cli/diff/diff-documents.js';
import { readDiffInput } from '../../cli/diff/inputs.js';
import type { Change } from '../../cli/diff/change.js';
import { repoRoot } from '../support/paths.js';

const fixtures = path.join(repoRoot, 'tests/fixtures/openapi/diff');

async function load(file: string) {
  const input = await readDiffInput(path.join(fixtures, file), repoRoot, repoRoot);
  if ('problem' in input) throw new Error(input.problem);
  return input.side.loaded;
}

async function changesOf(before: string, after: string): Promise<Change[]> {
  return diffDocuments(await load(before), await load(after));
}

/** A change as one line: `kind side code operation: message`. */
const line = (c: Change) => `${c.kind} ${c.side ?? '-'} ${c.code} ${c.operation ?? '(document)'}: ${c.message}`;

async function pair(name: string): Promise<string[]> {
  return (await changesOf(`${name}/old.yaml`, `${name}/new.yaml`)).map(line);
}

describe('one pair per kind of change', () => {
  it.each([
    ['operation-removed', ['breaking client operation-removed DELETE /orders/{id}: Operation removed']],
    ['parameter-added-required', ['breaking client parameter-added GET /history: Parameter `resolution` (query): added as required']],
    ['parameter-made-required', ['breaking client parameter-required GET /history: Parameter `countback` (query): made required']],
    ['parameter-type-changed', ['breaking both type-changed GET /history: Parameter `from` (query): type changed from integer to string']],
    ['property-type-changed', ['breaking both type-changed POST /orders: Response 200 (application/json) `id`: type changed from string to integer']],
    ['enum-value-removed-request', ['breaking client enum-value-removed POST /orders: Request body (application/json) `side`: enum value `sell` removed']],
    // A server written for the old enum receives a value it does not know.
    ['enum-value-added-request', ['breaking server enum-value-added POST /orders: Request body (application/json) `side`: enum value `short` added']],
    ['enum-value-added-response', ['breaking client enum-value-added POST /orders: Response 200 (application/json) `status`: enum value `rejected` added']],
    ['response-property-removed', ['breaking client property-removed POST /orders: Response 200 (application/json) `price`: removed']],
    ['response-property-made-optional', ['breaking client property-optional POST /orders: Response 200 (application/json) `status`: made optional']],
    // The brokers who implement the server must now always send it.
    ['response-property-made-required', ['breaking server property-required POST /orders: Response 200 (application/json) `price`: made required']],
    ['request-property-added-required', ['breaking client property-added POST /orders: Request body (application/json) `account`: added as required']],
    ['success-status-removed', ['breaking both success-status-removed POST /orders: Response 200: removed', 'non-breaking - status-removed POST /orders: Response 400: removed']],
    ['security-added', ['breaking both security-added GET /quotes: Security: now requires `Bearer`']],
    ['media-type-removed', ['breaking client media-type-removed POST /orders: Request body (application/x-www-form-urlencoded): media type removed']],
    ['deprecated', ['deprecation - deprecated GET /history: Parameter `countback` (query): deprecated', 'deprecation - operation-deprecated GET /quotes: Operation deprecated']],
    [
      'non-breaking-additions',
      [
        'non-breaking - property-added POST /orders: Request body (application/json) `comment`: added',
        'non-breaking - property-added POST /orders: Response 200 (application/json) `filledAt`: added',
        'non-breaking - status-added POST /orders: Response 409: added',
        'non-breaking - operation-added GET /orders: Operation added',
      ],
    ],
    // `{id}` → `{orderId}` is the same path; a new path with the same operationId is the operation moved.
    ['path-renamed', ['breaking client path-changed GET /accounts/{accountId}/open-positions: Path changed from `/accounts/{accountId}/positions` to `/accounts/{accountId}/open-positions`']],
    ['servers', ['breaking client server-removed (document): Server `https://sandbox.example.com/v1` removed', 'non-breaking - server-added (document): Server `https://api.eu.example.com/v1` added']],
    ['webhooks', ['breaking client property-required POST orderFilled (webhook): Request body (application/json) `qty`: made required', 'non-breaking - operation-added POST orderCancelled (webhook): Operation added']],
    ['swagger2', ['breaking client parameter-required GET /orders: Parameter `limit` (query): made required', 'breaking client property-removed GET /orders: Response 200 (application/json) `[].price`: removed']],
  ])('%s', async (name, expected) => {
    expect(await pair(name)).toEqual(expected);
  });

  it('follows $ref, allOf and oneOf, stops at a recursive schema, and names the component each change is written in', async () => {
    const changes = await changesOf('schemas-composed/old.yaml', 'schemas-composed/new.yaml');
    expect(changes.map((c) => [line(c), c.schema])).toEqual([
      ['breaking client property-removed GET /orders/{id}: Response 200 (application/json) `createdAt`: removed', 'Base'],
      ['breaking both type-changed GET /orders/{id}: Response 200 (application/json) `execution.limitPrice`: type changed from number to string', 'LimitExecution'],
      ['breaking server alternative-removed GET /orders/{id}: Response 200 (application/json) `execution`: oneOf alternative `MarketExecution` removed', 'Order'],
      ['breaking client alternative-added GET /orders/{id}: Response 200 (application/json) `execution`: oneOf alternative `StopExecution` added', 'Order'],
    ]);
    // Pointers into each document: the removed member in the old one, both places for one that moved.
    expect(changes[0]).toMatchObject({ newPointer: null, oldPointer: '/paths/~1orders~1{id}/get/responses/200/content/application~1json/schema/allOf/0/properties/createdAt' });
    expect(changes[1]).toMatchObject({
      newPointer: '/paths/~1orders~1{id}/get/responses/200/content/application~1json/schema/allOf/1/properties/execution/oneOf/0/properties/limitPrice',
      oldPointer: '/paths/~1orders~1{id}/get/responses/200/content/application~1json/schema/allOf/1/properties/execution/oneOf/1/properties/limitPrice',
      old: 'number',
      new: 'string',
    });
  });
});

describe('no change', () => {
  it.each([
    ['itself', 'same/orders.yaml', 'same/orders.yaml'],
    ['JSON with its keys in reverse order', 'same/orders.yaml', 'same/orders.json'],
    ['the same split across three files', 'same/orders.yaml', 'same/split/orders.yaml'],
    ['split against JSON', 'same/split/orders.yaml', 'same/orders.json'],
  ])('against %s', async (_, before, after) => {
    expect(await changesOf(before, after)).toEqual([]);
  });

  it('for the manual against itself', async () => {
    const manual = path.join(repoRoot, 'openapi/broker-api.yaml');
    const input = await readDiffInput(manual, repoRoot, repoRoot);
    if ('problem' in input) throw new Error(input.problem);
    const again = await readDiffInput(manual, repoRoot, repoRoot);
    if ('problem' in again) throw new Error(again.problem);
    expect(diffDocuments(input.side.loaded, again.side.loaded)).toEqual([]);
  });
});
