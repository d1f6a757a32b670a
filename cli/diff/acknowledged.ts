// Which breaking changes a docs version has announced, so that `check` lets
// them pass: the version's changelog.md names the operation (its operationId
// or `GET /path`), the component schema the change is written in, or, for a
// change to the whole document, the value that changed (a server URL); or the
// operation carries an `x-changes` note in the new document.
import { isObject, type OpenApiDocument } from '../openapi/document.js';
import type { Change } from './change.js';

export interface Announcements {
  /** The text of the version's changelog.md; empty when it has none. */
  changelog: string;
  /** The new document, for `x-changes` notes. */
  document: OpenApiDocument;
}

export function isAcknowledged(change: Change, { changelog, document }: Announcements): boolean {
  if (change.operation !== null && hasNote(document, change.operation)) return true;
  const names: string[] = [];
  if (change.operation !== null) names.push(change.operation.replace(/ \(webhook\)$/, ''));
  if (change.operationId) names.push(change.operationId);
  if (change.schema) names.push(change.schema);
  if (change.operation === null) for (const value of [change.old, change.new]) if (typeof value === 'string' && value) names.push(value);
  return names.some((name) => mentions(changelog, name));
}

/** `name` as a word of its own: `getOrder` is not mentioned by `getOrders`. */
function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w/])${escaped}($|[^\\w/])`).test(text);
}

/** An `x-changes` note (text, or a list) on the operation in the new document. */
function hasNote(document: OpenApiDocument, operation: string): boolean {
  const webhook = operation.endsWith(' (webhook)');
  const space = operation.indexOf(' ');
  const method = operation.slice(0, space).toLowerCase();
  const route = operation.slice(space + 1).replace(/ \(webhook\)$/, '');
  const items = (webhook ? (document.webhooks ?? document['x-webhooks']) : document.paths) ?? {};
  const item = (items as Record<string, unknown>)[route];
  const found = isObject(item) ? item[method] : undefined;
  const note = isObject(found) ? found['x-changes'] : undefined;
  return (typeof note === 'string' && note.trim() !== '') || (Array.isArray(note) && note.length > 0);
}
