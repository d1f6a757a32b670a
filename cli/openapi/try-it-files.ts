// The Try-it console's files: one JSON per operation, written at build time
// beside the reference (`<route>/try-it/<operationId>.json`) and fetched on
// the first click of its "Try it" button. Each holds the form (servers,
// parameters with their examples, the body, the security schemes) and the
// contract the answer is checked against. Checking needs no compiler in the
// page: the contract's schemas are data for the shared walker
// (templates/contracts/conformance/schema-check.ts, a few KB).
import { isObject, type MediaTypeObject, type OpenApiDocument, type SchemaObject, type SecuritySchemeObject, type ServerObject } from './document.js';
import type { LoadedDocument } from './load.js';
import { contractOperations, operationContract } from './contracts.js';
import type { DocumentOperation } from './operations.js';
import { documentedValue, exampleBody, parametersOf, valueText } from './request-values.js';
import type { TryItOperation, TryItParameter, TryItScheme, TryItServer } from '../../templates/contracts/conformance/try-it.js';

/** The file of an operation, relative to the base URL: `rest-api-spec/try-it/getState.json`. */
export function tryItFileName(route: string, method: string, path: string, operationId: string | undefined): string {
  const key = operationId ?? `${method}${path}`;
  return `${route.replace(/^\/+/, '').replace(/\/+$/, '')}/try-it/${key.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`;
}

export function tryItFiles(loaded: Pick<LoadedDocument, 'document' | 'schemaNames' | 'locator'>, route: string): { name: string; content: string }[] {
  return contractOperations(loaded.document).map((op) => ({
    name: tryItFileName(route, op.method, op.path, op.operation.operationId),
    content: JSON.stringify(tryItOperation(loaded, op)),
  }));
}

export function tryItOperation(loaded: Pick<LoadedDocument, 'document' | 'schemaNames' | 'locator'>, op: DocumentOperation): TryItOperation {
  const { document } = loaded;
  const parameters: TryItParameter[] = [];
  for (const parameter of parametersOf(op)) {
    if (parameter.in === 'cookie') continue;
    const schema: SchemaObject = parameter.schema ?? {};
    const value = documentedValue(parameter);
    parameters.push({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true || parameter.in === 'path',
      type: typeof schema.type === 'string' ? schema.type : undefined,
      enum: Array.isArray(schema.enum) ? schema.enum.map((v) => valueText(v)) : undefined,
      example: value === undefined ? undefined : valueText(value),
    });
  }
  const requestBody = op.operation.requestBody;
  const content = (isObject(requestBody) ? (requestBody.content ?? {}) : {}) as Record<string, MediaTypeObject>;
  const mediaType = Object.keys(content).find((type) => type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data' || type.includes('json'));
  const example = mediaType ? exampleBody({ [mediaType]: content[mediaType]! }) : undefined;
  return {
    contract: operationContract(loaded, op),
    servers: serversOf(op.operation.servers ?? op.item.servers ?? document.servers ?? []),
    parameters,
    body: mediaType ? { mediaType, required: requestBody?.required === true, example: example?.body } : undefined,
    security: securityOf(document, op),
  };
}

/** Servers with absolute http(s) URLs, their variables at their defaults. */
export function serversOf(servers: readonly ServerObject[]): TryItServer[] {
  return servers.flatMap((server) => {
    if (!isObject(server) || typeof server.url !== 'string') return [];
    const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
    return /^https?:\/\//i.test(url) ? [{ url, description: server.description?.split('\n')[0] }] : [];
  });
}

function securityOf(document: OpenApiDocument, op: DocumentOperation): TryItScheme[][] {
  const requirements = op.operation.security ?? document.security ?? [];
  const schemes = document.components?.securitySchemes ?? {};
  // A requirement naming a scheme the console cannot fill in (mutual TLS) is not offered.
  return requirements.flatMap((requirement) => {
    const names = Object.keys(requirement ?? {});
    const known = names.map((name) => schemeOf(name, schemes[name]));
    return known.every((scheme): scheme is TryItScheme => scheme !== undefined) ? [known] : [];
  });
}

function schemeOf(name: string, scheme: SecuritySchemeObject | undefined): TryItScheme | undefined {
  if (!isObject(scheme)) return undefined;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return { name, kind: 'basic' };
  // A bearer token, an OAuth 2 or OpenID Connect token pasted in: all travel as `Authorization: Bearer`.
  if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return { name, kind: 'bearer' };
  if (scheme.type === 'apiKey' && scheme.name && scheme.in) return { name, kind: 'apiKey', in: scheme.in, keyName: scheme.name };
  return undefined;
}
