// The request `verify` sends for an operation, or why it sends none. Values
// come from `--param` first, then the document's `example`, `examples` and
// `default` (of the parameter or its schema); an operation whose required
// parameters have none is skipped with their names, never sent half-filled.
// Only GET and HEAD are sent unless writes are allowed.
import { isObject, type JsonValue, type MediaTypeObject, type ParameterObject } from '../openapi/document.js';
import type { DocumentOperation } from '../conformance/contracts.js';

export interface PlannedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export type RequestPlan = { request: PlannedRequest } | { skip: string };

export interface RequestInputs {
  /** The server's base URL; the operation's path goes after it. */
  server: string;
  /** `--header` values, sent with every request. */
  headers: Record<string, string>;
  /** `--param name=value`, by parameter name. */
  params: Map<string, string>;
  allowWrites: boolean;
}

const SAFE_METHODS = new Set(['get', 'head']);

export function planRequest(op: DocumentOperation, inputs: RequestInputs): RequestPlan {
  if (!SAFE_METHODS.has(op.method) && !inputs.allowWrites) return { skip: `${op.method.toUpperCase()} is a write: sent only with --allow-writes` };
  const parameters = parametersOf(op);
  const missing: string[] = [];
  const values = new Map<ParameterObject, JsonValue>();
  for (const parameter of parameters) {
    const value = inputs.params.has(parameter.name) ? inputs.params.get(parameter.name)! : documentedValue(parameter);
    if (value === undefined) {
      if (parameter.required || parameter.in === 'path') missing.push(parameter.name);
    } else values.set(parameter, value);
  }
  if (missing.length) return { skip: `no value for ${missing.join(', ')}: give --param ${missing[0]}=…` };

  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const [parameter, value] of values) {
    if (parameter.in === 'path') path = path.split(`{${parameter.name}}`).join(encodeURIComponent(text(value)));
    else if (parameter.in === 'query') for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, text(item));
    else if (parameter.in === 'header') headers[parameter.name] = Array.isArray(value) ? value.map(text).join(',') : text(value);
  }
  const request: PlannedRequest = {
    method: op.method.toUpperCase(),
    url: `${inputs.server.replace(/\/+$/, '')}${path}${query.size ? `?${query}` : ''}`,
    headers: { ...headers, ...inputs.headers },
  };
  const body = op.operation.requestBody;
  if (isObject(body) && !SAFE_METHODS.has(op.method)) {
    const sample = exampleBody((body.content ?? {}) as Record<string, MediaTypeObject>);
    if (!sample && body.required) return { skip: 'the request body is required and the document gives no example of it' };
    if (sample) {
      request.body = sample.body;
      request.headers['Content-Type'] ??= sample.contentType;
    }
  }
  return { request };
}

/** The operation's parameters with the path's, the operation's winning a name they share. */
function parametersOf(op: DocumentOperation): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const parameter of [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])]) {
    if (isObject(parameter) && typeof parameter.name === 'string') byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()].filter((p) => p.in !== 'cookie');
}

function documentedValue(parameter: ParameterObject): JsonValue | undefined {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {}).find((e) => isObject(e) && e.value !== undefined);
  if (first) return first.value;
  const schema = parameter.schema;
  if (schema?.example !== undefined) return schema.example;
  if (schema?.default !== undefined) return schema.default;
  return undefined;
}

/** A body from the document's example, form-encoded (the manual's bodies) or JSON. */
function exampleBody(content: Record<string, MediaTypeObject>): { contentType: string; body: string } | undefined {
  for (const [contentType, media] of Object.entries(content)) {
    const value = media?.example ?? Object.values(media?.examples ?? {}).find((e) => isObject(e) && e.value !== undefined)?.value ?? media?.schema?.example;
    if (value === undefined) continue;
    if (contentType === 'application/x-www-form-urlencoded' && isObject(value)) {
      const form = new URLSearchParams();
      for (const [key, item] of Object.entries(value)) form.append(key, text(item as JsonValue));
      return { contentType, body: form.toString() };
    }
    if (contentType.includes('json')) return { contentType, body: JSON.stringify(value) };
  }
  return undefined;
}

function text(value: JsonValue): string {
  return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
