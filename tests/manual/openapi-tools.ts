// Helpers for the OpenAPI tests: load the document, turn OpenAPI 3.0 schemas
// into JSON Schema that Ajv understands, and collect every example together
// with the schema it illustrates.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { HTTP_METHODS, isObject as isJsonObject } from '../../cli/openapi/document.js';

// The document is plain JSON data once parsed; `any` keeps the walkers short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const specPath = fileURLToPath(new URL('../../openapi/broker-api.yaml', import.meta.url));

export function loadSpec(): Json {
  return parse(readFileSync(specPath, 'utf8')) as Json;
}

/** The document's object guard, typed for the parsed YAML these tests read. */
export function isObject(value: unknown): value is Record<string, Json> {
  return isJsonObject(value);
}

// OpenAPI-only keywords that carry no validation meaning for Ajv.
const DROPPED_KEYWORDS = new Set(['example', 'xml', 'externalDocs', 'discriminator', 'deprecated']);

/**
 * Converts a dereferenced OpenAPI 3.0 schema into JSON Schema draft-07:
 * `nullable: true` becomes a `null` type (and a `null` enum member), and the
 * boolean forms of `exclusiveMinimum`/`exclusiveMaximum` become numbers.
 * A memo keeps shared sub-schemas shared and guards against cycles.
 */
export function toJsonSchema(schema: Json, memo: Map<object, Json> = new Map()): Json {
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, memo));
  if (!isObject(schema)) return schema;
  const cached = memo.get(schema);
  if (cached !== undefined) return cached;
  const out: Record<string, Json> = {};
  memo.set(schema, out);
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(key) || key === 'nullable') continue;
    if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, Json>).map(([name, sub]) => [name, toJsonSchema(sub, memo)]),
      );
    } else if (key === 'enum' || key === 'required' || key === 'default') {
      out[key] = value;
    } else {
      out[key] = toJsonSchema(value, memo);
    }
  }
  if (schema.exclusiveMinimum === true) {
    out.exclusiveMinimum = schema.minimum;
    delete out.minimum;
  } else if (schema.exclusiveMinimum === false) {
    delete out.exclusiveMinimum;
  }
  if (schema.exclusiveMaximum === true) {
    out.exclusiveMaximum = schema.maximum;
    delete out.maximum;
  } else if (schema.exclusiveMaximum === false) {
    delete out.exclusiveMaximum;
  }
  if (schema.nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    } else {
      // nullable without a type: accept null next to whatever the rest allows.
      const rest = { ...out };
      for (const key of Object.keys(out)) delete out[key];
      out.anyOf = [rest, { type: 'null' }];
    }
  }
  return out;
}

// Examples are collected by the same code `brokerdocs check` uses.
export { collectExamples, type ExampleCase } from '../../cli/check/openapi-examples.js';


/** The `required` list of a schema, including the lists of its `allOf` parts. */
export function requiredOf(schema: Json): string[] {
  if (!isObject(schema)) return [];
  const own: string[] = Array.isArray(schema.required) ? schema.required : [];
  const parts: Json[] = Array.isArray(schema.allOf) ? schema.allOf : [];
  return [...new Set([...own, ...parts.flatMap((part) => requiredOf(part))])].sort();
}

/** The properties of a schema, including those of its `allOf` parts. */
export function propertiesOf(schema: Json): Record<string, Json> {
  if (!isObject(schema)) return {};
  const parts: Json[] = Array.isArray(schema.allOf) ? schema.allOf : [];
  return Object.assign({}, ...parts.map((part) => propertiesOf(part)), schema.properties ?? {});
}

/** Every `$ref` string in a raw (not dereferenced) document. */
export function collectRefs(node: Json, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, out));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else collectRefs(value, out);
    }
  }
  return out;
}

/** Operations of a document as `[path, method, operation]` triples. */
export function operationsOf(doc: Json): Array<[string, string, Json]> {
  const out: Array<[string, string, Json]> = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of HTTP_METHODS) if (isObject(item[method])) out.push([path, method, item[method]]);
  }
  return out;
}
