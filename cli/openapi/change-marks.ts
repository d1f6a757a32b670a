// What the reference of a docs version marks as changed since the version
// before it (found by `brokerdocs diff`, cli/diff/): a badge on each operation
// added ("new in 1.9") or whose contract changed ("changed in 1.9", linking to
// its entry on the changes page), and "new" beside each property added.

export interface OperationMark {
  kind: 'new' | 'changed';
  /** The badge's text. */
  label: string;
  /** Its entry on the version's changes page. */
  href?: string;
}

export interface ChangeMarks {
  /** By `GET /path` (a webhook: `POST name (webhook)`), as the diff names operations. */
  operations: Map<string, OperationMark>;
  /** Properties added, by the schema object that lists them (a component, or an `allOf` part). */
  addedProperties: Map<object, Set<string>>;
}

/** The name the diff gives an operation. */
export function markKey(method: string, path: string, webhook: boolean): string {
  return `${method.toUpperCase()} ${path}${webhook ? ' (webhook)' : ''}`;
}
