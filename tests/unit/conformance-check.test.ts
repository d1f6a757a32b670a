// templates/contracts/conformance/check-answer.ts on the manual's own
// document: the contract of getState (cli/openapi/contracts.ts) against
// answers that conform and answers that do not, each mismatch named by its
// pointer in the answer, what the document expected (at its file and line)
// and what came. The contract also goes through JSON first, as the Try-it
// console receives it, and must give the same verdicts.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from '../../templates/contracts/conformance/check-answer.js';
import type { OperationContract, ReceivedAnswer } from '../../templates/contracts/conformance/contract.js';
import { contractOperations, operationContract } from '../../cli/openapi/contracts.js';
import { loadDocument, type LoadedDocument } from '../../cli/openapi/load.js';
import { repoRoot } from '../support/paths.js';
import { specPath } from '../manual/openapi-tools.js';

/** `balance: type: number` in AccountState. */
const BALANCE_TYPE_LINE = 5433;

let loaded: LoadedDocument;
let state: OperationContract;

const okState = { s: 'ok', d: { balance: 41757.91, unrealizedPl: 1053.02, equity: 42810.93 } };
const json = (body: unknown, status = 200, headers: Record<string, string> = {}): ReceivedAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  const result = await loadDocument(repoRoot, specPath, () => ({ file: 'docs.config.ts' }));
  loaded = result.loaded!;
  const op = contractOperations(loaded.document).find((o) => o.operation.operationId === 'getState')!;
  state = operationContract(loaded, op, true);
});

describe('checkAnswer', () => {
  it('finds nothing in a conforming answer, a success or a documented error', () => {
    expect(checkAnswer(state, json(okState))).toEqual([]);
    expect(checkAnswer(state, json({ s: 'error', errmsg: 'Token expired', errtype: 'invalid_token' }))).toEqual([]);
  });

  it('names a number sent as a string by its pointer, with the line of the rule and the schema it belongs to', () => {
    const mismatches = checkAnswer(state, json({ s: 'ok', d: { ...okState.d, balance: '41757.91' } }));
    expect(mismatches).toEqual([
      {
        pointer: '/body/d/balance',
        expected: 'must be number',
        received: '"41757.91" (string)',
        schemaPointer: '/paths/~1accounts~1{accountId}~1state/get/responses/200/content/application~1json/schema/oneOf/0/properties/d/properties/balance/type',
        schemaName: 'AccountState',
      },
    ]);
    // verify locates the rule in the YAML, through the $refs.
    expect(loaded.locator.pointer(mismatches[0]!.schemaPointer!)).toMatchObject({ file: 'openapi/broker-api.yaml', line: BALANCE_TYPE_LINE });
  });

  it('names a missing required field as absent', () => {
    const { unrealizedPl: _dropped, ...rest } = okState.d;
    expect(checkAnswer(state, json({ s: 'ok', d: rest })).map((m) => [m.pointer, m.expected, m.received, m.schemaName])).toEqual([
      ['/body/d/unrealizedPl', 'a required property', 'absent', 'AccountState'],
    ]);
  });

  it('names an undocumented status, a wrong Content-Type and a body that is not JSON', () => {
    expect(checkAnswer(state, json(okState, 404)).map((m) => [m.pointer, m.expected, m.received])).toEqual([['/status', 'a documented status: 200', '404']]);
    expect(checkAnswer(state, { status: 200, headers: { 'content-type': 'text/html' }, body: '<p>hi</p>' }).map((m) => [m.pointer, m.expected, m.received])).toEqual([
      ['/headers/content-type', 'application/json', 'text/html'],
    ]);
    expect(checkAnswer(state, { status: 200, headers: { 'content-type': 'application/json' }, body: '{"s": ok}' }).map((m) => [m.pointer, m.received])).toEqual([
      ['/body', 'text that is not JSON: {"s": ok}'],
    ]);
  });

  it('does not check a body it did not read whole, and says so', () => {
    expect(checkAnswer(state, { ...json(okState), truncatedAfter: 4_000_000 }).map((m) => [m.pointer, m.received])).toEqual([['/body', 'more than 4.0 MB: not checked']]);
  });

  it('checks each complete line of a stream cut at the time limit as one message', () => {
    const stream = operationContract(loaded, contractOperations(loaded.document).find((o) => o.operation.operationId === 'streamState')!);
    const body = `${JSON.stringify(okState.d)}\n{"s":"ok"}\n${JSON.stringify({ ...okState.d, equity: 'x' })}\n{"bala`;
    expect(checkAnswer(stream, { ...json(null), body, streamed: true }).map((m) => [m.pointer, m.expected])).toEqual([['/body/2/equity', 'must be number']]);
  });

  it('gives the same verdicts from the contract as JSON, as the console reads it', () => {
    const copy = JSON.parse(JSON.stringify(state)) as OperationContract;
    const answer = json({ s: 'ok', d: { balance: '1', unrealizedPl: 0, extra: true } });
    expect(checkAnswer(copy, answer)).toEqual(checkAnswer(state, answer));
    expect(checkAnswer(copy, answer).map((m) => m.pointer)).toEqual(['/body/d/balance', '/body/d/extra']);
  });
});

describe('operationContract', () => {
  it('writes each named component once, as a $ref, without its descriptions', () => {
    expect(Object.keys(state.schemas).sort()).toEqual(['AccountState', 'AccountStateResponse', 'ErrorResponse', 'ErrorType', 'OkStatus']);
    expect(state.responses[0]!.content[0]!.schema).toEqual({ oneOf: [{ $ref: '#/components/schemas/AccountStateResponse' }, { $ref: '#/components/schemas/ErrorResponse' }] });
    expect(JSON.stringify(state.schemas)).not.toContain('description');
    // A property named like a documentation keyword is a property all the same.
    const contract = operationContract({ ...loaded, schemaNames: new Map() }, { ...contractOperations(loaded.document)[0]!, operation: { responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { description: { type: 'string', description: 'text' } } } } } } } } });
    expect(contract.responses[0]!.content[0]!.schema).toEqual({ type: 'object', properties: { description: { type: 'string' } } });
  });
});
