// `diffDocuments`: every change between two loaded OpenAPI documents, as
// `Change` records. Pure: it reads the two dereferenced documents (and the
// names of their component schemas, for anchors) and nothing else.
import { isObject, type OpenApiDocument } from '../openapi/document.js';
import type { Change } from './change.js';
import { breaking, code, deprecation, nonBreaking, toPointer, type Found } from './found.js';
import { compareParameters, compareRequestBodies, compareResponses, parametersOf, type Located, type Scoped } from './messages.js';
import { matchOperations, operationsOf, type OperationEntry } from './operations.js';
import { createSchemaComparer, type SchemaComparer } from './schemas.js';
import { alternativesOf, compareSecurity, compareSecuritySchemes } from './security.js';
import { compareServers } from './servers.js';

export interface DiffInput {
  document: OpenApiDocument;
  /** Component schema objects and their names (`LoadedDocument.schemaNames`). */
  schemaNames: Map<object, string>;
}

type Json = Record<string, unknown>;

export function diffDocuments(before: DiffInput, after: DiffInput): Change[] {
  const schemas = createSchemaComparer({ old: before.schemaNames, new: after.schemaNames });
  const changes: Change[] = [];
  const oldDoc = before.document as unknown as Json;
  const newDoc = after.document as unknown as Json;
  const documentWide = (found: Found) => toChange(found, null, '');
  changes.push(...compareServers(oldDoc.servers, newDoc.servers, ['servers'], ['servers']).map(documentWide));
  const oldSchemes = isObject(oldDoc.components) && isObject(oldDoc.components.securitySchemes) ? oldDoc.components.securitySchemes : {};
  const newSchemes = isObject(newDoc.components) && isObject(newDoc.components.securitySchemes) ? newDoc.components.securitySchemes : {};
  changes.push(...compareSecuritySchemes(oldSchemes, newSchemes).map(documentWide));

  const pairs = matchOperations(operationsOf(before.document), operationsOf(after.document));
  for (const entry of pairs.removed) {
    changes.push(toChange(breaking('client', 'operation-removed', 'Operation removed', { at: null, oldAt: entry.operation.at, old: entry.label, new: undefined }), entry, ''));
  }
  for (const [o, n] of pairs.matched) changes.push(...compareOperation(o, n, oldDoc, newDoc, schemas));
  for (const entry of pairs.added) {
    changes.push(toChange(nonBreaking('operation-added', 'Operation added', { at: entry.operation.at, oldAt: null, old: undefined, new: entry.label }), entry, ''));
  }
  return changes;
}

function compareOperation(o: OperationEntry, n: OperationEntry, oldDoc: Json, newDoc: Json, schemas: SchemaComparer): Change[] {
  const out: Change[] = [];
  const add = (found: Found, scope = '') => out.push(toChange(found, n, scope, o));
  const here = { at: n.operation.at, oldAt: o.operation.at };
  if (o.key !== n.key) add(breaking('client', 'path-changed', `Path changed from ${code(o.route)} to ${code(n.route)}`, { ...here, old: o.route, new: n.route }));
  if (o.operationId && n.operationId && o.operationId !== n.operationId) {
    add(nonBreaking('operation-id-changed', `operationId changed from ${code(o.operationId)} to ${code(n.operationId)}`, { at: [...n.operation.at, 'operationId'], oldAt: [...o.operation.at, 'operationId'], old: o.operationId, new: n.operationId }));
  }
  if (o.operation.value.deprecated !== true && n.operation.value.deprecated === true) {
    add(deprecation('operation-deprecated', 'Operation deprecated', { at: [...n.operation.at, 'deprecated'], oldAt: [...o.operation.at, 'deprecated'], old: false, new: true }));
  }
  const scopedChanges: Scoped[] = [
    ...compareParameters(parametersOf(o.route, o.item, o.operation), parametersOf(n.route, n.item, n.operation), schemas),
    ...compareRequestBodies(member(o.operation, 'requestBody'), member(n.operation, 'requestBody'), schemas),
    ...compareResponses(member(o.operation, 'responses'), member(n.operation, 'responses'), schemas),
    ...compareSecurity(effectiveSecurity(o, oldDoc), effectiveSecurity(n, newDoc)),
  ];
  for (const found of scopedChanges) add(found, found.scope);
  // Servers of the path or operation, when either document gives them there.
  const serversOf = (entry: OperationEntry, doc: Json) => {
    for (const owner of [entry.operation, entry.item]) if (Array.isArray(owner.value.servers)) return { value: owner.value.servers, at: [...owner.at, 'servers'] };
    return { value: doc.servers, at: ['servers'] };
  };
  if (Array.isArray(o.operation.value.servers) || Array.isArray(o.item.value.servers) || Array.isArray(n.operation.value.servers) || Array.isArray(n.item.value.servers)) {
    const before = serversOf(o, oldDoc);
    const after = serversOf(n, newDoc);
    for (const found of compareServers(before.value, after.value, before.at, after.at)) add(found);
  }
  return out;
}

function member(owner: Located, key: string): Located | undefined {
  const value = owner.value[key];
  return isObject(value) ? { value, at: [...owner.at, key] } : undefined;
}

/** The operation's own requirements, else the document's. */
function effectiveSecurity(entry: OperationEntry, doc: Json) {
  const own = entry.operation.value.security;
  return Array.isArray(own) ? alternativesOf(own, [...entry.operation.at, 'security']) : alternativesOf(doc.security, ['security']);
}

function toChange(found: Found, entry: OperationEntry | null, scope: string, oldEntry?: OperationEntry): Change {
  const where = [scope, fieldText(found.field)].filter(Boolean).join(' ');
  const message = where ? `${capitalize(where)}: ${found.what}` : capitalize(found.what);
  const newPointer = found.at && toPointer(found.at);
  const oldPointer = found.oldAt && toPointer(found.oldAt);
  const change: Change = {
    kind: found.kind,
    side: found.kind === 'breaking' ? found.side : null,
    code: found.code,
    operation: entry?.label ?? null,
    operationId: entry?.operationId ?? oldEntry?.operationId ?? null,
    pointer: (newPointer ?? oldPointer)!,
    newPointer,
    oldPointer,
    message,
    what: found.what,
    old: found.old,
    new: found.new,
  };
  const tag = entry?.tag ?? oldEntry?.tag;
  if (tag !== undefined) change.tag = tag;
  if (found.schema !== undefined) change.schema = found.schema;
  if (found.schema !== undefined && found.schemaField) change.schemaField = fieldPath(found.schemaField);
  return change;
}

/** `['data', '[]', 'price']` → `` `data[].price` ``. */
function fieldText(field: string[]): string {
  return field.length ? `\`${fieldPath(field)}\`` : '';
}

function fieldPath(field: string[]): string {
  return field.reduce((joined, part) => (part === '[]' || part === '{}' || !joined ? `${joined}${part}` : `${joined}.${part}`), '');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
