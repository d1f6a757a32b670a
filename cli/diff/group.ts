// Changes grouped the way people read them: by operation (the document's own
// changes first), each group's breaking changes first. Shared by the text and
// Markdown formats and the changes page.
import { byKind, type Change } from './change.js';

export interface OperationGroup {
  /** `null`: changes to the whole document (servers, security schemes). */
  operation: string | null;
  operationId: string | null;
  tag?: string;
  changes: Change[];
}

export function groupByOperation(changes: readonly Change[]): OperationGroup[] {
  const groups = new Map<string | null, OperationGroup>();
  for (const change of changes) {
    let group = groups.get(change.operation);
    if (!group) groups.set(change.operation, (group = { operation: change.operation, operationId: change.operationId, tag: change.tag, changes: [] }));
    group.changes.push(change);
  }
  const list = [...groups.values()];
  for (const group of list) group.changes.sort(byKind);
  // Groups with a breaking change first; otherwise in document order (stable sort).
  const rank = (group: OperationGroup) => (group.operation === null ? -1 : group.changes[0]!.kind === 'breaking' ? 0 : 1);
  return list.sort((a, b) => rank(a) - rank(b));
}

/** Groups by tag (in the order first met), `undefined` for operations without one. */
export function groupByTag(groups: readonly OperationGroup[]): Map<string | undefined, OperationGroup[]> {
  const byTag = new Map<string | undefined, OperationGroup[]>();
  for (const group of groups) byTag.set(group.tag, [...(byTag.get(group.tag) ?? []), group]);
  return byTag;
}

/** Who a breaking change breaks, in words. */
export function sideText(change: Change): string {
  if (change.kind !== 'breaking') return change.kind;
  return change.side === 'both' ? 'breaking for clients and servers' : change.side === 'server' ? 'breaking for servers' : 'breaking for clients';
}

export function summaryText(changes: readonly Change[]): string {
  let breaking = 0;
  let deprecations = 0;
  for (const change of changes) {
    if (change.kind === 'breaking') breaking++;
    else if (change.kind === 'deprecation') deprecations++;
  }
  const other = changes.length - breaking - deprecations;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${plural(breaking, 'breaking change', 'breaking changes')}, ${plural(other, 'non-breaking change', 'non-breaking changes')}, ${plural(deprecations, 'deprecation', 'deprecations')}`;
}
