// Validation of the document against the OpenAPI schema of its version, as
// swagger-parser's `validate()` judges it: with its `$ref`s resolved (its
// JSON Schema, and for Swagger 2.0 its extra rules), with the schema compiled
// once at install time instead of on every build (schema-validators.ts).
//
// Resolving every `$ref` first would validate each shared schema wherever it
// is used (exponentially often in a large, well-connected document: 1,000
// schemas overflowed the stack). So the document is validated as written,
// where a `$ref` stands in for its target, and only the `$ref`s the schema
// does not accept where they stand (a Swagger 2.0 `$ref` with sibling keys,
// a `$ref` for a whole `paths` object) are replaced by their targets, on a
// copy, until none is left: the verdict is the resolved document's, the cost
// the written one's.
import { createRequire } from 'node:module';
import { isObject, type JsonObject } from './document.js';
import { tokensOf, withSiblings } from './dereference.js';
import { openApiValidator, specVersionOf, type SchemaError } from './schema-validators.js';

const require = createRequire(import.meta.url);

/** A chain of `$ref`s to `$ref`s is resolved this many steps deep at most (a loop stops there). */
const MAX_ROUNDS = 16;

/**
 * Every schema problem of the bundled document (internal `$ref`s only), at
 * pointers of the document with its `$ref`s resolved; empty when it is valid.
 */
export async function schemaProblems(written: JsonObject): Promise<SchemaError[]> {
  const validate = await openApiValidator(specVersionOf(written));
  if (validate(written)) return [];
  let errors = [...(validate.errors ?? [])];
  let subject = written;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const atReferences = [...new Set(errors.map((e) => e.instancePath))].filter((pointer) => isReference(valueAt(subject, pointer)));
    if (!atReferences.length) break;
    if (subject === written) subject = structuredClone(written);
    for (const pointer of atReferences) replaceAt(subject, pointer, resolved(subject, valueAt(subject, pointer) as JsonObject & { $ref: string }));
    if (validate(subject)) return [];
    errors = [...(validate.errors ?? [])];
  }
  return errors;
}

/**
 * Rules of Swagger 2.0 its schema cannot express (path parameters that the
 * path names, one body per operation…): swagger-parser's own, which read
 * the dereferenced document. `null` when they hold or the document is not 2.0.
 */
export function specRuleProblem(dereferenced: JsonObject): string | null {
  if (specVersionOf(dereferenced) !== 'v2') return null;
  const validateSpec = require('@apidevtools/swagger-parser/lib/validators/spec.js') as (api: object) => void;
  try {
    validateSpec(dereferenced);
    return null;
  } catch (caught) {
    return (caught as Error).message;
  }
}

function isReference(value: unknown): value is JsonObject & { $ref: string } {
  return isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#');
}

/** The target of a `$ref` (through `$ref`s met on the way), its sibling keys laid over a copy; the `$ref` itself when it leads nowhere. */
function resolved(root: JsonObject, reference: JsonObject & { $ref: string }): unknown {
  let current: unknown = reference;
  for (let step = 0; step < MAX_ROUNDS && isReference(current); step++) {
    let target: unknown = root;
    for (const token of tokensOf(current.$ref)) {
      if (isReference(target)) target = resolved(root, target);
      target = isObject(target) || Array.isArray(target) ? (target as JsonObject)[token] : undefined;
    }
    if (target === undefined) return reference;
    current = target;
  }
  return withSiblings(reference, current);
}

/** The value at a JSON pointer of the instance (`/paths/~1pets/get`). */
export function valueAt(root: unknown, pointer: string | string[]): unknown {
  let current = root;
  for (const token of typeof pointer === 'string' ? instanceTokens(pointer) : pointer) current = isObject(current) || Array.isArray(current) ? (current as JsonObject)[token] : undefined;
  return current;
}

function replaceAt(root: JsonObject, pointer: string, value: unknown): void {
  const tokens = instanceTokens(pointer);
  const parent = valueAt(root, tokens.slice(0, -1));
  if (tokens.length && (isObject(parent) || Array.isArray(parent))) (parent as JsonObject)[tokens.at(-1)!] = value;
}

/** `/paths/~1pets/get` → `paths`, `/pets`, `get` (Ajv's instance paths). */
export function instanceTokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}
