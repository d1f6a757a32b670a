// The request the console's form describes, and the curl command that sends
// the same. The curl shows credentials as shell variables, not their values:
// it is on screen and gets copied into tickets and chats.
import type { TryItOperation, TryItScheme } from '../../templates/contracts/conformance/try-it.js';

export interface FormValues {
  server: string;
  /** By parameter, `in:name`. */
  parameters: Map<string, string>;
  body: string;
  /** The schemes of the chosen security alternative, with what the reader typed. */
  credentials: { scheme: TryItScheme; value: string }[];
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** Required parameters left empty; the request is not sent while there are any. */
  missing: string[];
}

export function buildRequest(operation: TryItOperation, values: FormValues, reveal = true): BuiltRequest {
  const { method, path } = operation.contract;
  const missing: string[] = [];
  let resolvedPath = path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = values.parameters.get(`${parameter.in}:${parameter.name}`) ?? '';
    if (value === '') {
      if (parameter.required) missing.push(parameter.name);
      continue;
    }
    if (parameter.in === 'path') resolvedPath = resolvedPath.split(`{${parameter.name}}`).join(encodeURIComponent(value));
    else if (parameter.in === 'query') query.append(parameter.name, value);
    else headers[parameter.name] = value;
  }
  for (const { scheme, value } of values.credentials) {
    if (!value) continue;
    const shown = reveal ? value : `$${scheme.name.replace(/\W/g, '_').toUpperCase()}`;
    if (scheme.kind === 'bearer') headers.Authorization = `Bearer ${shown}`;
    else if (scheme.kind === 'basic') headers.Authorization = `Basic ${reveal ? btoa(value) : shown}`;
    else if (scheme.in === 'header' && scheme.keyName) headers[scheme.keyName] = shown;
    else if (scheme.in === 'query' && scheme.keyName) query.append(scheme.keyName, shown);
  }
  let body: string | FormData | undefined;
  if (operation.body && values.body.trim() !== '' && method !== 'get' && method !== 'head') {
    if (operation.body.mediaType === 'multipart/form-data') {
      // Typed as `name=value&…`, sent as multipart (the browser writes the boundary).
      const form = new FormData();
      for (const [name, value] of new URLSearchParams(values.body)) form.append(name, value);
      body = form;
    } else {
      body = values.body;
      headers['Content-Type'] = operation.body.mediaType;
    }
  } else if (operation.body?.required) missing.push('request body');
  const base = values.server.replace(/\/+$/, '');
  return { method: method.toUpperCase(), url: `${base}${resolvedPath}${query.size ? `?${query}` : ''}`, headers, body, missing };
}

/** The curl command of the request, credentials as variables. */
export function curlOf(operation: TryItOperation, values: FormValues): string {
  const request = buildRequest(operation, values, false);
  const lines = [`curl -X ${request.method} ${quote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`  -H ${quote(`${name}: ${value}`)}`);
  if (request.body instanceof FormData) for (const [name, value] of request.body) lines.push(`  -F ${quote(`${name}=${String(value)}`)}`);
  else if (request.body !== undefined) lines.push(`  --data ${quote(request.body)}`);
  return lines.join(' \\\n');
}

/** Single quotes for the shell, except around a variable, which must expand. */
function quote(text: string): string {
  const quoted = `'${text.replace(/'/g, `'\\''`)}'`;
  return quoted.replace(/\$([A-Z_][A-Z0-9_]*)/g, `'"$$$1"'`);
}
