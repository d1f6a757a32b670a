// The request `verify` sends for an operation, or why it sends none. Values
// come from `--param` first, then the document's `example`, `examples` and
// `default` (of the parameter or its schema); an operation whose required
// parameters have none is skipped with their names, never sent half-filled.
// Only GET and HEAD are sent unless writes are allowed.
import { isObject, type JsonValue, type MediaTypeObject, type ParameterObject } from '../openapi/document.js';
import type { DocumentOperation } from '../openapi/operations.js';
import { documentedValue, exampleBody, parametersOf, valueText as text } from '../openapi/request-values.js';

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

