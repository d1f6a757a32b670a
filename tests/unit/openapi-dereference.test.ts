// The build replaces `$ref`s with cli/openapi/dereference.ts rather than
// swagger-parser's dereference (which overflows the stack on long chains and
// takes four times as long): the result must be the library's, value for
// value and in which objects are shared, on every document the tests use.
import SwaggerParser from '@apidevtools/swagger-parser';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dereferenceInPlace, MissingPointer } from '../../cli/openapi/dereference.js';
import { repoRoot } from '../support/paths.js';

const DOCUMENTS = [
  'openapi/broker-api.yaml',
  'tests/fixtures/openapi/circular.yaml',
  'tests/fixtures/openapi/v31.yaml',
  'tests/fixtures/openapi/shop/shop.yaml',
  'tests/fixtures/sites/web/openapi/spec.yaml',
  'tests/fixtures/sites/llms/openapi/things.yaml',
  'tests/fixtures/sites/minimal/openapi/api.yaml',
  'tests/fixtures/sites/versions/openapi/api.yaml',
];

/** The document as the build has it before dereferencing: parsed, other files folded in. */
async function bundled(spec: string): Promise<{ parser: SwaggerParser; document: Record<string, unknown> }> {
  const parser = new SwaggerParser();
  const $refs = await parser.resolve(spec);
  if ($refs.paths('file').length > 1) await parser.bundle(spec, parser.api, {});
  return { parser, document: parser.api as unknown as Record<string, unknown> };
}

/** Same values, and an object of one graph always pairs with the same object of the other (sharing and cycles alike). */
function sameGraph(a: unknown, b: unknown, pairs = new Map<object, object>(), back = new Map<object, object>()): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (pairs.has(a) || back.has(b)) return pairs.get(a) === b && back.get(b) === a;
  pairs.set(a, b);
  back.set(b, a);
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (Array.isArray(a) !== Array.isArray(b) || keysA.join('\0') !== keysB.join('\0')) return false;
  return keysA.every((key) => sameGraph((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], pairs, back));
}

/** `$ref`s to the document itself still in it (walking cycles once). */
function internalRefs(value: unknown, seen = new Set<object>()): number {
  if (typeof value !== 'object' || value === null || seen.has(value)) return 0;
  seen.add(value);
  const own = typeof (value as { $ref?: unknown }).$ref === 'string' && String((value as { $ref: string }).$ref).startsWith('#') ? 1 : 0;
  return own + Object.values(value).reduce<number>((sum, member) => sum + internalRefs(member, seen), 0);
}

describe('dereferencing a document', () => {
  it.each(DOCUMENTS)('gives swagger-parser’s result for %s, shared schemas shared and cycles kept', async (spec) => {
    const file = path.join(repoRoot, spec);
    const library = await bundled(file);
    const expected = await library.parser.dereference(file, library.document as never, { resolve: { external: false }, dereference: { circular: true } });
    const ours = (await bundled(file)).document;
    dereferenceInPlace(ours);
    expect(sameGraph(expected, ours)).toBe(true);
    expect(internalRefs(ours)).toBe(0);
  });

  it('names the missing target as swagger-parser does', async () => {
    const file = path.join(repoRoot, 'tests/fixtures/openapi/missing-ref.yaml');
    const library = await bundled(file);
    const expected = await library.parser.dereference(file, library.document as never, { resolve: { external: false }, dereference: { circular: true } }).then(
      () => undefined,
      (caught: Error) => caught.message,
    );
    const ours = (await bundled(file)).document;
    let thrown: unknown;
    try {
      dereferenceInPlace(ours);
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(MissingPointer);
    expect((thrown as Error).message).toBe(expected);
  });
});
