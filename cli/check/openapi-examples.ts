// Every example of a dereferenced OpenAPI document, paired with the schema it
// illustrates and the path where it sits (so that a mismatch is reported at
// its line). Shared with the spec tests (tests/manual/openapi-tools.ts).

import { isObject, type JsonPath, type OpenApiDocument } from '../openapi/document.js';
import { documentOperations } from '../openapi/operations.js';

export interface ExampleCase {
  /** Where the example sits, for people: `GET /config 200 application/json examples.success`. */
  where: string;
  /** Where the example's value sits in the document. */
  path: JsonPath;
  schema: unknown;
  value: unknown;
}

/** Every example of a dereferenced document, each paired with its schema. */
export function collectExamples(document: unknown): ExampleCase[] {
  const out: ExampleCase[] = [];
  if (!isObject(document)) return out;
  // A path item's own parameters are listed once, however many operations it holds.
  const items = new Set<object>();
  for (const { method, path: route, item, operation, at } of documentOperations(document as unknown as OpenApiDocument)) {
    if (!items.has(item)) parameterExamples(route, [...at.slice(0, -1), 'parameters'], item.parameters, out);
    items.add(item);
    const where = `${method.toUpperCase()} ${route}`;
    parameterExamples(where, [...at, 'parameters'], operation.parameters, out);
    if (isObject(operation.requestBody)) contentExamples(`${where} request`, [...at, 'requestBody', 'content'], operation.requestBody.content, out);
    for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
      if (isObject(response)) contentExamples(`${where} ${status}`, [...at, 'responses', status, 'content'], response.content, out);
    }
  }
  const components = isObject(document.components) ? document.components : {};
  for (const [name, parameter] of entries(components.parameters)) parameterExamples(`components.parameters.${name}`, ['components', 'parameters'], [parameter], out, name);
  for (const [name, response] of entries(components.responses)) {
    if (isObject(response)) contentExamples(`components.responses.${name}`, ['components', 'responses', name, 'content'], response.content, out);
  }
  for (const [name, body] of entries(components.requestBodies)) {
    if (isObject(body)) contentExamples(`components.requestBodies.${name}`, ['components', 'requestBodies', name, 'content'], body.content, out);
  }
  const seen = new Set<object>();
  const named = new Set(entries(components.schemas).map(([, schema]) => schema));
  for (const [name, schema] of entries(components.schemas)) schemaExamples(`components.schemas.${name}`, ['components', 'schemas', name], schema, out, seen, named);
  return out;
}

function entries(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value) : [];
}

function parameterExamples(where: string, at: JsonPath, parameters: unknown, out: ExampleCase[], componentName?: string): void {
  if (!Array.isArray(parameters)) return;
  parameters.forEach((parameter, index) => {
    if (!isObject(parameter) || parameter.example === undefined || parameter.schema === undefined) return;
    const path = componentName === undefined ? [...at, index, 'example'] : [...at, componentName, 'example'];
    out.push({ where: `${where} parameter ${String(parameter.in)}:${String(parameter.name)}`, path, schema: parameter.schema, value: parameter.example });
  });
}

function contentExamples(where: string, at: JsonPath, content: unknown, out: ExampleCase[]): void {
  for (const [type, media] of entries(content)) {
    if (!isObject(media) || media.schema === undefined) continue;
    if (media.example !== undefined) out.push({ where: `${where} ${type} example`, path: [...at, type, 'example'], schema: media.schema, value: media.example });
    for (const [name, example] of entries(media.examples)) {
      if (isObject(example) && 'value' in example) {
        out.push({ where: `${where} ${type} examples.${name}`, path: [...at, type, 'examples', name, 'value'], schema: media.schema, value: example.value });
      }
    }
  }
}

/**
 * Examples inside a component schema and the schemas nested in it. A nested
 * schema that is a component of its own is left to its own entry, so each
 * example is reported where it is written; and the walk keeps a list of what
 * is left to see rather than recursing, since dereferenced schemas can chain
 * thousands deep in a large document.
 */
function schemaExamples(where: string, at: JsonPath, schema: unknown, out: ExampleCase[], seen: Set<object>, named: ReadonlySet<unknown>): void {
  const pending: { where: string; at: JsonPath; schema: unknown }[] = [{ where, at, schema }];
  while (pending.length) {
    const next = pending.pop()!;
    const later: typeof pending = [];
    if (Array.isArray(next.schema)) {
      next.schema.forEach((item, index) => later.push({ where: `${next.where}[${index}]`, at: [...next.at, index], schema: item }));
    } else {
      const current = next.schema;
      if (!isObject(current) || seen.has(current) || (current !== schema && named.has(current))) continue;
      seen.add(current);
      if (current.example !== undefined) out.push({ where: `${next.where} (schema example)`, path: [...next.at, 'example'], schema: current, value: current.example });
      for (const key of ['items', 'additionalProperties', 'not'] as const) {
        if (isObject(current[key])) later.push({ where: `${next.where}.${key}`, at: [...next.at, key], schema: current[key] });
      }
      for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
        if (Array.isArray(current[key])) later.push({ where: `${next.where}.${key}`, at: [...next.at, key], schema: current[key] });
      }
      for (const [name, sub] of entries(current.properties)) later.push({ where: `${next.where}.${name}`, at: [...next.at, 'properties', name], schema: sub });
    }
    // Reversed onto the stack, so examples come out in the order they are written.
    for (let i = later.length - 1; i >= 0; i--) pending.push(later[i]!);
  }
}
