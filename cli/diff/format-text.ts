// `--format text` (the default): for a person at a terminal or in a CI log.
// One block per operation, breaking changes first, each change with where it
// is written on both sides (`file:line`), so it can be opened at once.
import type { Colors } from '../report.js';
import type { SourceLocation } from '../diagnostics.js';
import type { Change } from './change.js';
import { groupByOperation, sideText, summaryText } from './group.js';

export interface Locators {
  /** Where a pointer of the old (new) document is written. */
  before(pointer: string): SourceLocation | undefined;
  after(pointer: string): SourceLocation | undefined;
}

export function formatText(changes: readonly Change[], locate: Locators, colors: Colors): string {
  const lines: string[] = [];
  for (const group of groupByOperation(changes)) {
    const title = group.operation === null ? 'The whole document' : `${group.operation}${group.operationId ? ` (${group.operationId})` : ''}`;
    lines.push(colors.bold(title));
    for (const change of group.changes) {
      const label = change.kind === 'breaking' ? colors.red(sideText(change)) : change.kind === 'deprecation' ? colors.yellow('deprecation') : colors.green('non-breaking');
      lines.push(`  ${label}  ${change.message}`);
      const oldAt = change.oldPointer === null ? undefined : at(locate.before(change.oldPointer));
      const newAt = change.newPointer === null ? undefined : at(locate.after(change.newPointer));
      lines.push(colors.dim(`      ${oldAt ?? '(not in the old document)'} → ${newAt ?? '(not in the new document)'}`));
    }
    lines.push('');
  }
  lines.push(changes.length ? summaryText(changes) : 'No changes.');
  return lines.join('\n');
}

function at(location: SourceLocation | undefined): string | undefined {
  if (!location) return undefined;
  return `${location.file}${location.line ? `:${location.line}` : ''}`;
}
