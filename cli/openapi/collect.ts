// The document's operations grouped by tag, in the order a reader expects:
// the tags as the document declares them, then tags only operations name (in
// the order they appear), then `default` for operations without a tag.
// Within a tag, operations keep the document's order (paths, then webhooks:
// 3.1's, or 3.0's `x-webhooks`, which Redoc shows alike).
import { legacyOperationAnchor, operationAnchor, pathOperationAnchor, redoc3OperationAnchor } from './anchors.js';
import type { OpenApiDocument, TagObject } from './document.js';
import { documentOperations } from './operations.js';
import type { OperationSource } from './operation-view.js';

export interface TagGroup {
  tag: TagObject;
  /** `primary` is false where the operation is also listed under an earlier tag. */
  operations: { source: OperationSource; primary: boolean }[];
}

export const UNTAGGED = 'default';

export function operationsByTag(document: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  // A lenient build reads documents whose tags are not what the specification says: a tag without a name is skipped.
  for (const tag of document.tags ?? []) if (typeof tag?.name === 'string') groups.set(tag.name, { tag, operations: [] });
  const groupOf = (name: string) => {
    let group = groups.get(name);
    if (!group) {
      group = { tag: { name }, operations: [] };
      groups.set(name, group);
    }
    return group;
  };
  // Redoc 3's anchors are kebab case: two operations may fold into one (`getUser`, `get_user`); the first keeps it.
  const redoc3Taken = new Set<string>();
  for (const found of documentOperations(document)) {
    const { method, path, operation } = found;
    const tags = found.tags.length ? found.tags : [UNTAGGED];
    const named = typeof operation.operationId === 'string' && operation.operationId !== '';
    const operationId = named ? operation.operationId! : `${method}-${path}`;
    const redoc3 = redoc3OperationAnchor(tags[0]!, named ? operationId : found.webhook ? path : found.title);
    const aliasId = redoc3.length > 2 && !redoc3Taken.has(redoc3) ? redoc3 : undefined;
    if (aliasId) redoc3Taken.add(aliasId);
    const source: OperationSource = {
      ...found,
      operationId,
      // Without an operationId, Redoc names the operation by its path (`tag/<Tag>/paths/<path>/<method>`): that is its
      // anchor here too, and this reference's own earlier form (`tag/<Tag>/operation/<method>-<path>`) an alias.
      id: named ? operationAnchor(tags[0]!, operationId) : pathOperationAnchor(tags[0]!, path, method),
      legacyId: named ? legacyOperationAnchor(operationId) : operationAnchor(tags[0]!, operationId),
      ...(aliasId ? { aliasId } : {}),
    };
    tags.forEach((tag, index) => groupOf(tag).operations.push({ source, primary: index === 0 }));
  }
  return [...groups.values()];
}
