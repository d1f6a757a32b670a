// Reading the dereferenced OpenAPI document (a plain object from the OpenAPI
// stage) with type guards, since nothing about its shape is promised beyond
// what validation checked: operations in document order, their tags, and the
// component name of each schema object.

import { HTTP_METHODS, isObject, type JsonObject } from '../openapi/document.js';

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);

export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function objectsOf(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

export function entriesOf(value: unknown): [string, JsonObject][] {
  return isObject(value) ? Object.entries(value).filter((entry): entry is [string, JsonObject] => isObject(entry[1])) : [];
}

export interface OperationEntry {
  method: string;
  path: string;
  operation: JsonObject;
  /** Path-level and operation-level parameters, the operation's winning on name and location. */
  parameters: JsonObject[];
  tags: string[];
}

/** Every operation, in the order the document lists paths and methods. */
export function operationsOf(document: JsonObject): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of entriesOf(document.paths)) {
    for (const [method, operation] of entriesOf(item)) {
      if (!METHODS.has(method)) continue;
      const own = objectsOf(operation.parameters);
      const key = (p: JsonObject) => `${stringOf(p.in)}:${stringOf(p.name)}`;
      const ownKeys = new Set(own.map(key));
      const parameters = [...objectsOf(item.parameters).filter((p) => !ownKeys.has(key(p))), ...own];
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((t): t is string => typeof t === 'string') : [];
      out.push({ method, path, operation, parameters, tags });
    }
  }
  return out;
}

/**
 * Component names by schema object. Dereferencing puts the component object
 * itself where a `$ref` was, so identity recovers the name the author gave.
 */
export function schemaNames(document: JsonObject): Map<object, string> {
  const components = isObject(document.components) ? document.components : {};
  return new Map(entriesOf(components.schemas).map(([name, schema]) => [schema, name]));
}
