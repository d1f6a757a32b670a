// The values the document gives for an operation's request: its parameters
// (the path's and the operation's) with their example, examples or default,
// and an example body. `verify` sends them; the Try-it console fills its form
// with them.
import { isObject, type JsonValue, type MediaTypeObject, type ParameterObject } from './document.js';
import type { DocumentOperation } from './operations.js';

/** The parameters a request can carry (a cookie cannot be set from a page, nor is one worth sending from verify). */
export function parametersOf(op: DocumentOperation): ParameterObject[] {
  return op.parameters.filter((parameter) => typeof parameter.name === 'string' && parameter.in !== 'cookie');
}

export function documentedValue(parameter: ParameterObject): JsonValue | undefined {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {}).find((e) => isObject(e) && e.value !== undefined);
  if (first) return first.value;
  const schema = parameter.schema;
  if (schema?.example !== undefined) return schema.example;
  if (schema?.default !== undefined) return schema.default;
  return undefined;
}

/** A body from the document's example, form-encoded (the manual's bodies) or JSON. */
export function exampleBody(content: Record<string, MediaTypeObject>): { contentType: string; body: string } | undefined {
  for (const [contentType, media] of Object.entries(content)) {
    const value = media?.example ?? Object.values(media?.examples ?? {}).find((e) => isObject(e) && e.value !== undefined)?.value ?? media?.schema?.example;
    if (value === undefined) continue;
    if ((contentType === 'application/x-www-form-urlencoded' || contentType === 'multipart/form-data') && isObject(value)) {
      const form = new URLSearchParams();
      for (const [key, item] of Object.entries(value)) {
        // OpenAPI's deepObject style (the manual's `customFields`): `key[name]=value` per member.
        if (media?.encoding?.[key]?.style === 'deepObject' && isObject(item)) for (const [name, member] of Object.entries(item)) form.append(`${key}[${name}]`, valueText(member as JsonValue));
        else for (const one of Array.isArray(item) ? item : [item]) form.append(key, valueText(one as JsonValue));
      }
      // A multipart body is written `name=value&…` too: the console sends it as multipart, verify as a form.
      return { contentType, body: form.toString() };
    }
    if (contentType.includes('json')) return { contentType, body: JSON.stringify(value) };
  }
  return undefined;
}

/** A value as it goes into a URL, a header or a form field. */
export function valueText(value: JsonValue): string {
  return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
