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
          title: operationTitle(operation, method, path, webhook),
        });
      }
    }
  }
  return operations;
}

/** Longer than this, a summary is a paragraph rather than a title. */
export const TITLE_LENGTH = 100;

/**
 * An operation's title, one line of plain text, the same in the page, its
 * menu, search and the Markdown export: its summary with inline Markdown
 * reduced to its text (`[text](url)` → text), cut at its first sentence or
 * at a word near TITLE_LENGTH characters when it is a paragraph. A webhook
 * whose summary is a paragraph is named by its event instead: GitHub's 268
 * webhooks share their summaries' first sentences event by event, and their
 * names (`branch-protection-rule/created`) tell them apart. Without a
 * summary: the operationId, else `GET /path` (as Redoc falls back). The
 * summary is then shown in full above the description (`summaryIsTitle`).
 */
export function operationTitle(operation: Pick<OperationObject, 'summary' | 'operationId'>, method: string, path: string, webhook = false): string {
  const summary = typeof operation.summary === 'string' ? plainInline(operation.summary) : '';
  const named = typeof operation.operationId === 'string' && operation.operationId.trim() !== '' ? operation.operationId.trim() : undefined;
  if (summary && summary.length <= TITLE_LENGTH) return summary;
  if (summary && !webhook) return firstSentence(summary);
  if (named) return named;
  // A webhook with a paragraph for a summary and no operationId: its name.
  if (summary) return path;
  return `${method.toUpperCase()} ${path}`;
}

/** Whether the title is the whole summary: when it is not, the page shows the summary in full above the description. */
export function summaryIsTitle(operation: Pick<OperationObject, 'summary'>): boolean {
  return typeof operation.summary !== 'string' || plainInline(operation.summary).length <= TITLE_LENGTH;
}

/** Inline Markdown as the plain text a reader sees: links and images to their text, code and emphasis unmarked, HTML tags dropped, one line. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][^<>]*>/g, '')
    .replace(/(`+)([^`]*?)\1/g, '$2')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_]*?\S)[*_](?=$|[^\w*])/g, '$1$2')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a paragraph, or its first words up to about TITLE_LENGTH characters, ending in an ellipsis. */
function firstSentence(text: string): string {
  // A sentence ends at `.`, `!` or `?` before a space and a capital (or a quote, or the end), not inside `e.g.` or `v1.2`.
  const end = /[.!?](?=\s+["'“(]?[A-Z]|$)/.exec(text);
  if (end && end.index + 1 <= TITLE_LENGTH && !/\b(e\.g|i\.e|etc|vs)$/i.test(text.slice(0, end.index))) return text.slice(0, end.index + 1);
  const cut = text.slice(0, TITLE_LENGTH + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut.slice(0, TITLE_LENGTH)).replace(/[\s,;:.–—-]+$/, '')}…`;
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
