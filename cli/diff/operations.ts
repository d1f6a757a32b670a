// The operations of a document (paths and webhooks, from the one walk of
// openapi/operations.ts), and which of the old ones is which of the new: the same method and path (path parameters by
// place, not name), else the same operationId (a path renamed).
import type { OpenApiDocument } from '../openapi/document.js';
import { documentOperations } from '../openapi/operations.js';
import type { Segment } from './found.js';

type Json = Record<string, unknown>;

export interface OperationEntry {
  /** `GET /orders/{id}`, or `POST orderFilled (webhook)`. */
  label: string;
  /** Method and path with parameter names left out: what matches across documents. */
  key: string;
  route: string;
  method: string;
  webhook: boolean;
  operationId?: string;
  tag?: string;
  item: { value: Json; at: Segment[] };
  operation: { value: Json; at: Segment[] };
}

export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  return documentOperations(document).map(({ method, path: route, item, operation, webhook, at, tags }) => ({
    label: `${method.toUpperCase()} ${route}${webhook ? ' (webhook)' : ''}`,
    key: `${webhook ? 'webhook ' : ''}${method} ${webhook ? route : route.replace(/\{[^}]*\}/g, '{}')}`,
    route,
    method,
    webhook,
    operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
    tag: tags[0],
    item: { value: item as unknown as Json, at: at.slice(0, 2) },
    operation: { value: operation as unknown as Json, at: [...at] },
  }));
}

export interface OperationPairs {
  matched: [OperationEntry, OperationEntry][];
  removed: OperationEntry[];
  added: OperationEntry[];
}

export function matchOperations(before: OperationEntry[], after: OperationEntry[]): OperationPairs {
  const newByKey = new Map(after.map((entry) => [entry.key, entry]));
  const matched: [OperationEntry, OperationEntry][] = [];
  const taken = new Set<OperationEntry>();
  const unmatched: OperationEntry[] = [];
  for (const entry of before) {
    const partner = newByKey.get(entry.key);
    if (partner && !taken.has(partner)) {
      matched.push([entry, partner]);
      taken.add(partner);
    } else unmatched.push(entry);
  }
  // The operationId is a hint only for what method and path leave unmatched.
  const byId = new Map(after.filter((entry) => !taken.has(entry) && entry.operationId).map((entry) => [`${entry.webhook}:${entry.operationId}`, entry]));
  const removed: OperationEntry[] = [];
  for (const entry of unmatched) {
    const partner = entry.operationId ? byId.get(`${entry.webhook}:${entry.operationId}`) : undefined;
    if (partner && !taken.has(partner)) {
      matched.push([entry, partner]);
      taken.add(partner);
    } else removed.push(entry);
  }
  return { matched, removed, added: after.filter((entry) => !taken.has(entry)) };
}
