// What `brokerdocs diff` finds: one record per change between two OpenAPI
// documents, as data (the formats, the changes page and `check` all read the
// same records).
//
// `side` names who a breaking change breaks. The roles are those of the
// operation: the client sends its requests, the server answers them (for a
// webhook, the server is whoever receives it). The manual's readers are
// brokers who *implement* the server the platform calls, so the server side
// matters as much as the client's: a response property made required breaks
// servers (they must now send it), a removed one breaks clients (they read it).

export type ChangeKind = 'breaking' | 'non-breaking' | 'deprecation';
export type Side = 'client' | 'server' | 'both';

export interface Change {
  kind: ChangeKind;
  /** Who a breaking change breaks; `null` for the other kinds. */
  side: Side | null;
  /** Stable name of the rule that found it (`property-removed`, `operation-added`…). */
  code: string;
  /** `GET /path` (`POST name (webhook)`), or `null` for a change to the whole document. */
  operation: string | null;
  operationId: string | null;
  /** JSON pointer of the changed member: in the new document, or in the old one when it is gone. */
  pointer: string;
  /** Where it is in the new document; `null` when it is gone. */
  newPointer: string | null;
  /** Where it was in the old document; `null` when it is new. */
  oldPointer: string | null;
  message: string;
  old: unknown;
  new: unknown;
  /** The operation's first tag, to group by (the changes page). */
  tag?: string;
  /** The component schema the change is written in, for its `#schema/<Name>` anchor. */
  schema?: string;
  /** Where in that schema (`data[].price`; absent for the schema itself), to list a change of a shared schema once. */
  schemaField?: string;
  /** What happened, without where (`added`, `enum value \`x\` removed`). */
  what: string;
}

export interface ChangeSummary {
  breaking: number;
  nonBreaking: number;
  deprecations: number;
}

export function summarize(changes: readonly Change[]): ChangeSummary {
  const summary = { breaking: 0, nonBreaking: 0, deprecations: 0 };
  for (const change of changes) {
    if (change.kind === 'breaking') summary.breaking++;
    else if (change.kind === 'deprecation') summary.deprecations++;
    else summary.nonBreaking++;
  }
  return summary;
}

/** Breaking first, then deprecations, then the rest; otherwise in the order found. */
export const KIND_ORDER: Record<ChangeKind, number> = { breaking: 0, deprecation: 1, 'non-breaking': 2 };

export function byKind(a: Change, b: Change): number {
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
}
