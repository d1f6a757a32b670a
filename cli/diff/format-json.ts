// `--format json`: the changes and their counts, for scripts and CI.
import { summarize, type Change, type ChangeSummary } from './change.js';

export interface DiffJson {
  changes: Change[];
  summary: ChangeSummary;
}

export function formatJson(changes: readonly Change[]): string {
  const report: DiffJson = { changes: changes.map((change) => ({ ...change, old: jsonSafe(change.old), new: jsonSafe(change.new) })), summary: summarize(changes) };
  return JSON.stringify(report, null, 2);
}

const DEPTH = 4;

/**
 * A value of the document as JSON: `null` for nothing, and a removed or added
 * schema shown to a few levels only. Schemas of a dereferenced document can
 * be recursive (object cycles), and a large one would drown the report.
 */
export function jsonSafe(value: unknown, depth = DEPTH): unknown {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null) return value;
  if (depth === 0) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) return value.map((item) => jsonSafe(item, depth - 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonSafe(item, depth - 1)]));
}
