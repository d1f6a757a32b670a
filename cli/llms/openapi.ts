// Reading the dereferenced OpenAPI document with type guards, since a lenient
// build promises little about its shape beyond what validation checked, and
// the component name of each schema object. Its operations come from the one
// walk every reader shares (cli/openapi/operations.ts).

import { isObject, type JsonObject } from '../openapi/document.js';

export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function objectsOf(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

export function entriesOf(value: unknown): [string, JsonObject][] {
  return isObject(value) ? Object.entries(value).filter((entry): entry is [string, JsonObject] => isObject(entry[1])) : [];
}

/**
 * Component names by schema object. Dereferencing puts the component object
 * itself where a `$ref` was, so identity recovers the name the author gave.
 */
export function schemaNames(document: JsonObject): Map<object, string> {
  const components = isObject(document.components) ? document.components : {};
  return new Map(entriesOf(components.schemas).map(([name, schema]) => [schema, name]));
}
