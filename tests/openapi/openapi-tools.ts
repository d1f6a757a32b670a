// Helpers for the OpenAPI tests: load the document, turn OpenAPI 3.0 schemas
// into JSON Schema that Ajv understands, and collect every example together
// with the schema it illustrates.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// The document is plain JSON data once parsed; `any` keeps the walkers short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const specPath = fileURLToPath(new URL('../../openapi/broker-api.yaml', import.meta.url));

export function loadSpec(): Json {
  return parse(readFileSync(specPath, 'utf8')) as Json;
}

export function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

export interface ExampleCase {
  /** Where the example sits, e.g. `GET /config 200 application/json examples.success`. */
  where: string;
  schema: Json;
  value: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

function mediaTypeExamples(where: string, mediaType: Json, out: ExampleCase[]): void {
  if (!isObject(mediaType) || mediaType.schema === undefined) return;
  if (mediaType.example !== undefined) out.push({ where: `${where} example`, schema: mediaType.schema, value: mediaType.example });
  if (isObject(mediaType.examples)) {
    for (const [name, example] of Object.entries(mediaType.examples)) {
      if (isObject(example) && 'value' in example) {
        out.push({ where: `${where} examples.${name}`, schema: mediaType.schema, value: example.value });
      }
    }
  }
}

function contentExamples(where: string, content: Json, out: ExampleCase[]): void {
  if (!isObject(content)) return;
  for (const [type, mediaType] of Object.entries(content)) mediaTypeExamples(`${where} ${type}`, mediaType, out);
}

function parameterExamples(where: string, parameters: Json, out: ExampleCase[]): void {
  if (!Array.isArray(parameters)) return;
  for (const parameter of parameters) {
    if (isObject(parameter) && parameter.example !== undefined && parameter.schema !== undefined) {
      out.push({ where: `${where} parameter ${parameter.in}:${parameter.name}`, schema: parameter.schema, value: parameter.example });
    }
  }
}

function schemaExamples(where: string, schema: Json, out: ExampleCase[], seen: Set<object>): void {
  if (Array.isArray(schema)) {
    schema.forEach((item, index) => schemaExamples(`${where}[${index}]`, item, out, seen));
    return;
  }
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  if (schema.example !== undefined) out.push({ where: `${where} (schema example)`, schema, value: schema.example });
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (isObject(schema[key])) schemaExamples(`${where}.${key}`, schema[key], out, seen);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) schemaExamples(`${where}.${key}`, schema[key], out, seen);
  }
  if (isObject(schema.properties)) {
    for (const [name, sub] of Object.entries(schema.properties)) schemaExamples(`${where}.${name}`, sub, out, seen);
  }
}

/** Every example of a dereferenced document, each paired with its schema. */
export function collectExamples(doc: Json): ExampleCase[] {
  const out: ExampleCase[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    parameterExamples(path, item.parameters, out);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      parameterExamples(where, operation.parameters, out);
      if (isObject(operation.requestBody)) contentExamples(`${where} request`, operation.requestBody.content, out);
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        contentExamples(`${where} ${status}`, response.content, out);
      }
    }
  }
  const components = doc.components ?? {};
  for (const [name, parameter] of Object.entries((components.parameters ?? {}) as Record<string, Json>)) {
    parameterExamples(`components.parameters.${name}`, [parameter], out);
  }
  for (const [name, response] of Object.entries((components.responses ?? {}) as Record<string, Json>)) {
    contentExamples(`components.responses.${name}`, response.content, out);
  }
  const seen = new Set<object>();
  for (const [name, schema] of Object.entries((components.schemas ?? {}) as Record<string, Json>)) {
    schemaExamples(`components.schemas.${name}`, schema, out, seen);
  }
  return out;
}

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
    for (const method of METHODS) if (isObject(item[method])) out.push([path, method, item[method]]);
  }
  return out;
}
