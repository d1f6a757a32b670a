// The request sample of an operation: the first server's URL (the site
// config's `openapi.server` before a relative one or in place of none, else a
// visible `{server}`: an invented host reads as the real one), path
// parameters filled in with their examples, the required query parameters
// (and `locale`, which nearly every call of an API for people takes), the
// credentials the operation asks for as placeholders, and the body built
// from the document's example (else one generated from the schema).
import { curlCommand, type CurlRequest } from './curl.js';
import type { JsonValue, MediaTypeObject, OpenApiDocument, ParameterObject, SchemaObject, SecuritySchemeObject, ServerObject } from './document.js';
import { formFields } from './form-fields.js';
import type { Direction } from './schema-view.js';
import type { OperationSource } from './operation-view.js';

export interface SampleInput {
  document: OpenApiDocument;
  source: OperationSource;
  /** Path-level and operation parameters, merged. */
  parameters: ParameterObject[];
  exampleOf: (schema: SchemaObject, direction: Direction) => JsonValue;
  /** The site config's `openapi.server`. */
  server?: string;
}

/** Query parameters sent even when optional. */
const ALWAYS_SENT = new Set(['locale']);
/** Where a sample's server goes when neither the document nor the config gives one. */
export const SERVER_PLACEHOLDER = '{server}';

export function requestSample({ document, source, parameters, exampleOf, server: configured }: SampleInput): string {
  const { operation, item } = source;
  const valueOf = (parameter: ParameterObject): string => {
    const example = parameter.example ?? Object.values(parameter.examples ?? {})[0]?.value ?? (parameter.schema ? exampleOf(parameter.schema, 'request') : 'value');
    return Array.isArray(example) ? example.join(',') : typeof example === 'object' && example !== null ? JSON.stringify(example) : String(example);
  };
  let path = source.path;
  const query: string[] = [];
  const headers: CurlRequest['headers'] = [];
  for (const parameter of parameters) {
    if (parameter.deprecated && !parameter.required) continue;
    if (parameter.in === 'path') path = path.split(`{${parameter.name}}`).join(encodeURIComponent(valueOf(parameter)));
    else if (parameter.in === 'query' && (parameter.required || ALWAYS_SENT.has(parameter.name))) query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(valueOf(parameter))}`);
    else if (parameter.in === 'header' && parameter.required) headers.push([parameter.name, valueOf(parameter)]);
  }
  const credentials = credentialsFor(document, operation.security ?? document.security ?? []);
  query.push(...credentials.query);
  headers.unshift(...credentials.headers);

  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  let body: CurlRequest['body'];
  if (contentType && media) {
    const value = bodyExample(media, exampleOf);
    if (contentType === 'application/x-www-form-urlencoded') body = { kind: 'form', fields: formFields(value, media.encoding) };
    else body = { kind: 'text', contentType, text: typeof value === 'string' && !contentType.includes('json') ? value : JSON.stringify(value) };
  }
  const streamed = Object.values(operation.responses ?? {}).some((response) => Object.keys(response.content ?? {}).some((type) => /stream|ndjson|jsonl/.test(type)));
  const server = serverUrl(operation.servers ?? item.servers ?? document.servers, configured);
  return curlCommand({
    method: source.method,
    url: `${server.replace(/\/+$/, '')}${path}${query.length ? `?${query.join('&')}` : ''}`,
    headers,
    body,
    stream: streamed,
  });
}

function bodyExample(media: MediaTypeObject, exampleOf: SampleInput['exampleOf']): JsonValue {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {}).find((e) => e.value !== undefined);
  if (first) return first.value!;
  return media.schema ? exampleOf(media.schema, 'request') : {};
}

/** Placeholders for the first way of authenticating the operation accepts. */
function credentialsFor(document: OpenApiDocument, requirements: Record<string, string[]>[]): { headers: [string, string][]; query: string[] } {
  const out = { headers: [] as [string, string][], query: [] as string[] };
  const first = requirements.find((r) => Object.keys(r).length > 0);
  // An empty requirement first means anonymous calls are fine.
  if (!first || Object.keys(requirements[0] ?? {}).length === 0) return out;
  for (const name of Object.keys(first)) {
    const scheme: SecuritySchemeObject | undefined = document.components?.securitySchemes?.[name];
    if (!scheme) continue;
    if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') out.headers.push(['Authorization', 'Basic <base64 of user:password>']);
    else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') out.headers.push(['Authorization', `${scheme.type === 'http' && scheme.scheme && scheme.scheme.toLowerCase() !== 'bearer' ? scheme.scheme : 'Bearer'} <token>`]);
    else if (scheme.type === 'apiKey' && scheme.name) {
      if (scheme.in === 'query') out.query.push(`${encodeURIComponent(scheme.name)}=<api-key>`);
      else if (scheme.in === 'cookie') out.headers.push(['Cookie', `${scheme.name}=<api-key>`]);
      else out.headers.push([scheme.name, '<api-key>']);
    }
  }
  return out;
}

export function serverUrl(servers: ServerObject[] | undefined, configured: string | undefined): string {
  const base = (configured ?? SERVER_PLACEHOLDER).replace(/\/+$/, '');
  const server = servers?.[0];
  if (!server || typeof server.url !== 'string') return base;
  const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  // `//host/path` names the host, without a scheme.
  if (url.startsWith('//')) return `https:${url}`;
  const relative = url.replace(/^\.?\/+/, '').replace(/\/+$/, '');
  return relative ? `${base}/${relative}` : base;
}
