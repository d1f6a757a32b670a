// Parameters, request bodies and responses of one operation: what is added,
// removed, made required or optional, and their schemas (schemas.ts). Paths
// are absolute pointer segments into each document.
import { isObject } from '../openapi/document.js';
import { breaking, deprecation, nonBreaking, placed, type Found, type Segment } from './found.js';
import type { SchemaComparer } from './schemas.js';

type Json = Record<string, unknown>;

export interface Located {
  value: Json;
  at: Segment[];
}

/** Where a message's schema changes are said to be: `parameter \`symbol\``, `response 200`. */
export interface Scoped extends Found {
  scope: string;
}

const scoped = (scope: string, found: Found[]): Scoped[] => found.map((f) => ({ ...f, scope }));

/**
 * The operation's parameters with the path item's, the operation's winning.
 * Path parameters are keyed by their place in the path, so renaming
 * `{id}` to `{orderId}` is no change; header names ignore case.
 */
export function parametersOf(route: string, item: Located, operation: Located): Map<string, Located> {
  const slots = [...route.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const out = new Map<string, Located>();
  for (const owner of [item, operation]) {
    const list = owner.value.parameters;
    if (!Array.isArray(list)) continue;
    list.forEach((parameter, index) => {
      if (!isObject(parameter) || typeof parameter.name !== 'string') return;
      const slot = parameter.in === 'path' ? slots.indexOf(parameter.name) : -1;
      const key = slot >= 0 ? `path#${slot}` : `${String(parameter.in)}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
      out.set(key, { value: parameter, at: [...owner.at, 'parameters', index] });
    });
  }
  return out;
}

export function compareParameters(before: Map<string, Located>, after: Map<string, Located>, schemas: SchemaComparer): Scoped[] {
  const out: Scoped[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const o = before.get(key);
    const n = after.get(key);
    const named = (p: Located) => `parameter \`${String(p.value.name)}\` (${String(p.value.in)})`;
    if (o && !n) {
      const values = { at: null, oldAt: o.at, old: o.value, new: undefined };
      out.push({ scope: named(o), ...(o.value.required === true ? breaking('server', 'parameter-removed', 'removed (it was required)', values) : nonBreaking('parameter-removed', 'removed', values)) });
    } else if (!o && n) {
      const values = { at: n.at, oldAt: null, old: undefined, new: n.value };
      out.push({ scope: named(n), ...(n.value.required === true ? breaking('client', 'parameter-added', 'added as required', values) : nonBreaking('parameter-added', 'added', values)) });
    } else if (o && n) {
      const scope = named(n);
      const wasRequired = o.value.required === true;
      const isRequired = n.value.required === true;
      const values = { at: [...n.at, 'required'], oldAt: [...o.at, 'required'] };
      if (!wasRequired && isRequired) out.push({ scope, ...breaking('client', 'parameter-required', 'made required', { ...values, old: false, new: true }) });
      if (wasRequired && !isRequired) out.push({ scope, ...breaking('server', 'parameter-optional', 'made optional', { ...values, old: true, new: false }) });
      if (o.value.deprecated !== true && n.value.deprecated === true) out.push({ scope, ...deprecation('deprecated', 'deprecated', { at: [...n.at, 'deprecated'], oldAt: [...o.at, 'deprecated'], old: false, new: true }) });
      const oldSchema = parameterSchema(o);
      const newSchema = parameterSchema(n);
      if (oldSchema && newSchema) out.push(...scoped(scope, schemas(oldSchema.value, newSchema.value, 'request').map((f) => placed(f, oldSchema.at, newSchema.at, []))));
    }
  }
  return out;
}

/** `schema`, or the schema of its one `content` entry. */
function parameterSchema(parameter: Located): Located | undefined {
  if (isObject(parameter.value.schema)) return { value: parameter.value.schema, at: [...parameter.at, 'schema'] };
  if (!isObject(parameter.value.content)) return undefined;
  const [media, entry] = Object.entries(parameter.value.content)[0] ?? [];
  return media && isObject(entry) && isObject(entry.schema) ? { value: entry.schema, at: [...parameter.at, 'content', media, 'schema'] } : undefined;
}

export function compareRequestBodies(before: Located | undefined, after: Located | undefined, schemas: SchemaComparer): Scoped[] {
  const scope = 'request body';
  if (!before && !after) return [];
  if (!before) {
    const values = { at: after!.at, oldAt: null, old: undefined, new: after!.value };
    return [{ scope, ...(after!.value.required === true ? breaking('client', 'request-body-added', 'added as required', values) : nonBreaking('request-body-added', 'added', values)) }];
  }
  if (!after) {
    const values = { at: null, oldAt: before.at, old: before.value, new: undefined };
    return [{ scope, ...(before.value.required === true ? breaking('server', 'request-body-removed', 'removed (it was required)', values) : nonBreaking('request-body-removed', 'removed', values)) }];
  }
  const out: Scoped[] = [];
  const values = { at: [...after.at, 'required'], oldAt: [...before.at, 'required'] };
  if (before.value.required !== true && after.value.required === true) out.push({ scope, ...breaking('client', 'request-body-required', 'made required', { ...values, old: false, new: true }) });
  if (before.value.required === true && after.value.required !== true) out.push({ scope, ...breaking('server', 'request-body-optional', 'made optional', { ...values, old: true, new: false }) });
  out.push(...compareContent(scope, before, after, 'request', schemas));
  return out;
}

export function compareResponses(before: Located | undefined, after: Located | undefined, schemas: SchemaComparer): Scoped[] {
  const out: Scoped[] = [];
  const oldResponses = before?.value ?? {};
  const newResponses = after?.value ?? {};
  for (const status of new Set([...Object.keys(oldResponses), ...Object.keys(newResponses)])) {
    const o = isObject(oldResponses[status]) ? { value: oldResponses[status] as Json, at: [...before!.at, status] } : undefined;
    const n = isObject(newResponses[status]) ? { value: newResponses[status] as Json, at: [...after!.at, status] } : undefined;
    const scope = `response ${status}`;
    if (o && !n) {
      const values = { at: null, oldAt: o.at, old: o.value.description ?? status, new: undefined };
      // A client waits for the success it knows; a server that still answers with it breaks the contract.
      out.push({ scope, ...(/^2/.test(status) ? breaking('both', 'success-status-removed', 'removed', values) : nonBreaking('status-removed', 'removed', values)) });
    } else if (!o && n) {
      out.push({ scope, ...nonBreaking('status-added', 'added', { at: n.at, oldAt: null, old: undefined, new: n.value.description ?? status }) });
    } else if (o && n) {
      out.push(...compareHeaders(scope, o, n, schemas), ...compareContent(scope, o, n, 'response', schemas));
    }
  }
  return out;
}

function compareHeaders(scope: string, before: Located, after: Located, schemas: SchemaComparer): Scoped[] {
  const out: Scoped[] = [];
  const headersOf = (owner: Located) => new Map(Object.entries(isObject(owner.value.headers) ? owner.value.headers : {}).filter((e): e is [string, Json] => isObject(e[1])).map(([name, header]) => [name.toLowerCase(), { name, value: header, at: [...owner.at, 'headers', name] }]));
  const o = headersOf(before);
  const n = headersOf(after);
  for (const key of new Set([...o.keys(), ...n.keys()])) {
    const was = o.get(key);
    const is = n.get(key);
    const where = `${scope} header \`${(is ?? was)!.name}\``;
    if (was && !is) out.push({ scope: where, ...breaking('client', 'header-removed', 'removed', { at: null, oldAt: was.at, old: was.value, new: undefined }) });
    else if (!was && is) {
      const values = { at: is.at, oldAt: null, old: undefined, new: is.value };
      out.push({ scope: where, ...(is.value.required === true ? breaking('server', 'header-added', 'added as required', values) : nonBreaking('header-added', 'added', values)) });
    } else if (was && is) {
      if (was.value.required === true && is.value.required !== true) out.push({ scope: where, ...breaking('client', 'header-optional', 'made optional', { at: is.at, oldAt: was.at, old: true, new: false }) });
      if (was.value.required !== true && is.value.required === true) out.push({ scope: where, ...breaking('server', 'header-required', 'made required', { at: is.at, oldAt: was.at, old: false, new: true }) });
      if (isObject(was.value.schema) && isObject(is.value.schema)) out.push(...scoped(where, schemas(was.value.schema, is.value.schema, 'response').map((f) => placed(f, [...was.at, 'schema'], [...is.at, 'schema'], []))));
    }
  }
  return out;
}

/**
 * Media types: one removed breaks whoever sends it (a client's request, or
 * the response a client asks for); one added to a request is one more a server
 * must read; one added to a response is only sent when asked for.
 */
function compareContent(scope: string, before: Located, after: Located, direction: 'request' | 'response', schemas: SchemaComparer): Scoped[] {
  const out: Scoped[] = [];
  const o = isObject(before.value.content) ? before.value.content : {};
  const n = isObject(after.value.content) ? after.value.content : {};
  for (const media of new Set([...Object.keys(o), ...Object.keys(n)])) {
    const was = isObject(o[media]) ? (o[media] as Json) : undefined;
    const is = isObject(n[media]) ? (n[media] as Json) : undefined;
    const where = `${scope} (${media})`;
    const oldAt = [...before.at, 'content', media];
    const newAt = [...after.at, 'content', media];
    if (was && !is) out.push({ scope: where, ...breaking('client', 'media-type-removed', 'media type removed', { at: null, oldAt, old: media, new: undefined }) });
    else if (!was && is) {
      const values = { at: newAt, oldAt: null, old: undefined, new: media };
      out.push({ scope: where, ...(direction === 'request' ? breaking('server', 'media-type-added', 'media type added', values) : nonBreaking('media-type-added', 'media type added', values)) });
    } else if (was && is && isObject(was.schema) && isObject(is.schema)) {
      out.push(...scoped(where, schemas(was.schema, is.schema, direction).map((f) => placed(f, [...oldAt, 'schema'], [...newAt, 'schema'], []))));
    }
  }
  return out;
}
