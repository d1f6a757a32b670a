// A response's `links` (OpenAPI 3's way of saying which call a response
// leads to, with values taken from it), which the reference used to drop in
// silence: each named, with its target operation (a link to it when the
// document has it), its parameters' runtime expressions and its description.
import { hrefOf, legacyOperationAnchor } from './anchors.js';
import { HTTP_METHODS, isObject, type OpenApiDocument } from './document.js';
import { tokensOf } from './dereference.js';
import type { ResponseLinkView } from '../../templates/api/model.js';

export function createLinkViewer(document: OpenApiDocument, describe: (markdown: string | undefined) => string | undefined) {
  let operationIds: Set<string> | undefined;
  const known = (operationId: string) => {
    operationIds ??= new Set(
      Object.values(document.paths ?? {}).flatMap((item) => (isObject(item) ? HTTP_METHODS.map((method) => item[method]?.operationId).filter((id): id is string => typeof id === 'string') : [])),
    );
    return operationIds.has(operationId);
  };

  const target = (link: Record<string, unknown>): ResponseLinkView['target'] => {
    if (typeof link.operationId === 'string') return { label: link.operationId, href: known(link.operationId) ? hrefOf(legacyOperationAnchor(link.operationId)) : undefined };
    if (typeof link.operationRef === 'string') {
      const ref = link.operationRef;
      const local = /^#\/paths\//.test(ref) ? tokensOrNone(ref) : undefined;
      if (local && local.length === 3) {
        const [, path, method] = local as [string, string, string];
        const operationId = (document.paths?.[path] as Record<string, { operationId?: unknown } | undefined> | undefined)?.[method]?.operationId;
        const label = `${method.toUpperCase()} ${path}`;
        return { label, href: typeof operationId === 'string' ? hrefOf(legacyOperationAnchor(operationId)) : undefined };
      }
      return { label: ref };
    }
    return { label: '' };
  };

  return (links: unknown): ResponseLinkView[] =>
    isObject(links)
      ? Object.entries(links)
          .filter((entry): entry is [string, Record<string, unknown>] => isObject(entry[1]))
          .map(([name, link]) => ({
            name,
            target: target(link),
            descriptionHtml: describe(typeof link.description === 'string' ? link.description : undefined),
            parameters: isObject(link.parameters) ? Object.entries(link.parameters).map(([parameter, value]) => ({ name: parameter, value: typeof value === 'string' ? value : JSON.stringify(value) })) : [],
          }))
      : [];
}

function tokensOrNone(pointer: string): string[] | undefined {
  try {
    return tokensOf(pointer);
  } catch {
    return undefined;
  }
}
