// `--format markdown`, and the body of a version's "Changes in <version>"
// page: a summary, then one section per tag and a heading per operation
// (breaking changes first), each change in a list item that says who it
// breaks. With `links`, operations and schemas link to their anchors in the
// reference; each operation's heading has a stable id (`changeEntryId`), which
// the reference's "changed in" badges link to.
import { byKind, type Change } from './change.js';
import { groupByOperation, groupByTag, sideText, summaryText, type OperationGroup } from './group.js';

export interface MarkdownLinks {
  /** The operation in the reference, or `undefined` when it is not there (removed). */
  operation(group: OperationGroup): string | undefined;
  /** A component schema in the reference. */
  schema(name: string): string | undefined;
}

export interface MarkdownOptions {
  /** A first line (a `#` title for the command's output); none on the site, whose page has its own. */
  heading?: string;
  /** The version compared with, for the summary ("since 1.8"). */
  since?: string;
  links?: MarkdownLinks;
}

export function formatMarkdown(changes: readonly Change[], options: MarkdownOptions = {}): string {
  const out: string[] = [];
  if (options.heading) out.push(options.heading, '');
  const since = options.since ? ` since ${options.since}` : '';
  if (!changes.length) {
    out.push(`No change to the API${since}.`);
    return `${out.join('\n')}\n`;
  }
  out.push(`**${capitalize(summaryText(changes))}**${since}.`, '');
  const groups = groupByOperation(changes);
  const documentWide = groups.filter((group) => group.operation === null);
  for (const group of documentWide) out.push('## The whole document', '', ...items(group, options.links), '');
  const shared = sharedSchemaChanges(changes);
  if (shared.length) out.push('## Schemas', '', 'Changes to component schemas, each once, with the operations they reach (listed again under each operation below).', '', ...shared.map((entry) => schemaItem(entry, options.links)), '');
  for (const [tag, list] of groupByTag(groups.filter((group) => group.operation !== null))) {
    out.push(`## ${tag === undefined ? 'Other operations' : escapeText(tag)}`, '');
    for (const group of list) {
      out.push(`### \`${group.operation}\` {#${changeEntryId(group)}}`, '');
      const link = options.links?.operation(group);
      if (link) out.push(`[${group.operationId ? `\`${group.operationId}\`` : 'This operation'} in the reference](${link})`, '');
      out.push(...items(group, options.links), '');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function items(group: OperationGroup, links: MarkdownLinks | undefined): string[] {
  return group.changes.map((change) => {
    const schema = change.schema && links?.schema(change.schema);
    const where = change.schema ? ` (in ${schema ? `[\`${change.schema}\`](${schema})` : `\`${change.schema}\``})` : '';
    return `- **${capitalize(sideText(change))}:** ${escapeText(change.message)}${where}`;
  });
}

interface SharedChange {
  change: Change;
  operations: Set<string>;
}

/** Changes written in a component schema, once per schema, place, kind and side, with the operations they reach. */
function sharedSchemaChanges(changes: readonly Change[]): SharedChange[] {
  const byKey = new Map<string, SharedChange>();
  for (const change of changes) {
    if (!change.schema || change.operation === null) continue;
    const key = [change.schema, change.schemaField ?? '', change.what, change.kind, change.side].join('\0');
    const entry = byKey.get(key) ?? { change, operations: new Set<string>() };
    entry.operations.add(change.operation);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => byKind(a.change, b.change));
}

function schemaItem({ change, operations }: SharedChange, links: MarkdownLinks | undefined): string {
  const href = links?.schema(change.schema!);
  const name = href ? `[\`${change.schema}\`](${href})` : `\`${change.schema}\``;
  const where = change.schemaField ? ` \`${change.schemaField}\`` : '';
  const reach = operations.size === 1 ? `in \`${[...operations][0]}\`` : `in ${operations.size} operations`;
  return `- **${capitalize(sideText(change))}:** ${name}${where}: ${escapeText(change.what)} (${reach})`;
}

/**
 * The id of an operation's entry on the changes page: its operationId, else
 * its method and path in letters, digits and dashes.
 */
export function changeEntryId(group: Pick<OperationGroup, 'operation' | 'operationId'>): string {
  if (group.operationId && /^[A-Za-z0-9_-]+$/.test(group.operationId)) return `changes-${group.operationId}`;
  return `changes-${(group.operation ?? 'document').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/** Markdown's own characters, escaped outside code spans. */
function escapeText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/[\\*_[\]<>{}|#]/g, (c) => `\\${c}`)))
    .join('');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
