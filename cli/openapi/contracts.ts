// The contract of each operation of a loaded document (see
// templates/contracts/conformance/contract.ts): what `verify` and the Try-it
// console check answers against. The loaded document is dereferenced, its
// named components shared as objects (`schemaNames`); the contract writes
// each of them back as a `$ref` once, so it is plain JSON however recursive.
import { isObject } from './document.js';
import { documentOperations, type DocumentOperation } from './operations.js';
import type { LoadedDocument } from './load.js';
import type { ContractLocation, OperationContract, ResponseContract } from '../../templates/contracts/conformance/contract.js';

/** The operations a server answers: every one under `paths` (webhooks are the API calling out, not checked). */
export function contractOperations(document: LoadedDocument['document']): DocumentOperation[] {
  return documentOperations(document).filter((op) => !op.webhook);
}

/** JSON pointer of an operation in the document: `/paths/~1config/get`. */
export function pointerOf(op: DocumentOperation): string {
  return op.at.map((segment) => `/${escape(String(segment))}`).join('');
}

/** An operation's id, or the one Redoc would show for it when the document gives none. */
export function operationIdOf(op: DocumentOperation): string {
  return op.operation.operationId ?? `${op.method}${op.path.replace(/[^a-zA-Z0-9]+/g, '_')}`;
}

/**
 * The operation's contract. With `locate`, each response, header and schema
 * carries its file and line (for `verify`'s "expected … at file:line");
 * the build leaves them out (the console links to anchors instead, and
 * locating means parsing the source a second time).
 */
export function operationContract(loaded: Pick<LoadedDocument, 'document' | 'schemaNames' | 'locator'>, op: DocumentOperation, locate = false): OperationContract {
  const schemas: Record<string, unknown> = {};
  const refForm = createRefForm(loaded.schemaNames, schemas);
  const where = (pointer: string): ContractLocation | undefined => {
    if (!locate) return undefined;
    const found = loaded.locator.pointer(pointer);
    return found && { file: found.file, line: found.line };
  };
  const responses: ResponseContract[] = Object.entries(op.operation.responses ?? {})
    .filter(([, response]) => isObject(response))
    .map(([status, response]) => {
      const at = `${pointerOf(op)}/responses/${escape(status)}`;
      return {
        status,
        location: where(at),
        headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
          name,
          required: header?.required === true,
          schema: header?.schema === undefined ? undefined : refForm(header.schema),
          location: where(`${at}/headers/${escape(name)}`),
        })),
        content: Object.entries(response.content ?? {}).map(([mediaType, media]) => ({
          mediaType,
          schema: media?.schema === undefined ? undefined : refForm(media.schema),
          pointer: `${at}/content/${escape(mediaType)}/schema`,
          location: where(`${at}/content/${escape(mediaType)}/schema`),
        })),
      };
    });
  return { operationId: operationIdOf(op), method: op.method, path: op.path, responses, schemas };
}

/**
 * Writes a dereferenced schema back with `$ref`s to its named components,
 * adding each component it reaches to `schemas` (once, however often it is
 * reached). A loop through unnamed schemas only (rare, written with a `$ref`
 * inside a schema's own members) ends as `{}`: it accepts what follows.
 */
function createRefForm(names: ReadonlyMap<object, string>, schemas: Record<string, unknown>) {
  const walk = (node: unknown, inside: Set<object>, root?: object): unknown => {
    if (!isObject(node)) return node;
    const name = names.get(node);
    if (name !== undefined && node !== root) {
      if (!(name in schemas)) {
        schemas[name] = {};
        schemas[name] = walk(node, new Set(), node);
      }
      return { $ref: `#/components/schemas/${escape(name)}` };
    }
    if (inside.has(node)) return {};
    const within = new Set(inside).add(node);
    const sub = (value: unknown) => (Array.isArray(value) ? value.map((item) => walk(item, within)) : walk(value, within));
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      // Documentation only: the check never reads it, and the console's files stay small.
      if (DOCUMENTATION.has(key) || key.startsWith('x-')) continue;
      if (SCHEMA_MAPS.has(key) && isObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sub(v)]));
      else if (SUBSCHEMAS.has(key)) out[key] = sub(value);
      else out[key] = value;
    }
    return out;
  };
  return (schema: unknown) => walk(schema, new Set());
}

const DOCUMENTATION = new Set(['description', 'title', 'example', 'examples', 'externalDocs', 'xml', 'deprecated']);
/** Members whose value is a schema or a list of schemas. */
const SUBSCHEMAS = new Set(['items', 'additionalProperties', 'not', 'allOf', 'anyOf', 'oneOf', 'prefixItems', 'contains', 'propertyNames', 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems']);
/** Members whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** RFC 6901: `~` and `/` in a key. */
function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
