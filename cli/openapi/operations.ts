// Every operation of a loaded OpenAPI document, from one walk: the paths'
// operations in document order, then the webhooks' (3.1's `webhooks`, or
// 3.0's `x-webhooks`, which Redoc shows alike). The API reference, the
// Markdown export and the spec rules of `check` all list operations through
// this, so they agree on which operations there are, what each is called and
// which parameters it takes. A lenient build reads sloppy documents, so each
// member is checked before it is read.
import { HTTP_METHODS, isObject, webhooksOf, type HttpMethod, type JsonPath, type OpenApiDocument, type OperationObject, type ParameterObject, type PathItemObject } from './document.js';

export interface DocumentOperation {
  method: HttpMethod;
  /** The path, or a webhook's name. */
  path: string;
  item: PathItemObject;
  operation: OperationObject;
  /** A webhook: the API calls its clients. */
  webhook: boolean;
  /** Where the operation is written: `['paths', path, method]`, or under the webhooks' member. */
  at: JsonPath;
  /** The tags it names (strings only), in its order; empty when it names none. */
  tags: string[];
  /** Path-level and operation-level parameters (`mergedParameters`). */
  parameters: ParameterObject[];
  /** Its title in the reference, its menu and the Markdown export (`operationTitle`). */
  title: string;
}

export function documentOperations(document: OpenApiDocument): DocumentOperation[] {
  const webhooks = webhooksOf(document);
  const collections = [
    ['paths', document.paths, false],
    [webhooks.member, webhooks.items, true],
  ] as const;
  const operations: DocumentOperation[] = [];
  for (const [member, collection, webhook] of collections) {
    if (!isObject(collection)) continue;
    for (const [path, item] of Object.entries(collection)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        operations.push({
          method,
          path,
          item,
          operation,
          webhook,
          at: [member, path, method],
          tags: Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [],
          parameters: mergedParameters(item.parameters, operation.parameters),
          title: operationTitle(operation, method, path),
        });
      }
    }
  }
  return operations;
}

/** An operation's title: its summary, else its operationId, else `GET /path` (as Redoc falls back). */
export function operationTitle(operation: Pick<OperationObject, 'summary' | 'operationId'>, method: string, path: string): string {
  const summary = typeof operation.summary === 'string' ? operation.summary.trim() : '';
  if (summary) return summary;
  if (typeof operation.operationId === 'string' && operation.operationId !== '') return operation.operationId;
  return `${method.toUpperCase()} ${path}`;
}

/**
 * The parameters an operation takes: the path item's, each replaced in place
 * by the operation's own of the same name and location, then the operation's
 * others, in their order.
 */
export function mergedParameters(pathLevel: unknown, operationLevel: unknown): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue;
    for (const parameter of list) if (isObject(parameter)) byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter as unknown as ParameterObject);
  }
  return [...byKey.values()];
}
