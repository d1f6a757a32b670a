// What is wrong with a value that fails a schema, said one way for every file
// we validate (docs.config.ts, front matter, _category_.json, a version's
// sidebars file): "expected …, received …", the value shown in a few words,
// never longer than a line.
import type * as z from 'zod';

export type SchemaIssue = z.core.$ZodIssue;

export interface IssueWording {
  /** Names for values: JavaScript's (an array, an object) or YAML's (a list, a mapping, a date). */
  vocabulary: 'javascript' | 'yaml';
  /** What a union at this path accepts, in the reader's words. Default: "one of the allowed shapes". */
  unionAt?: (path: readonly PropertyKey[]) => string | undefined;
}

/** The problem an issue reports about the value it was found in (`actual`, the value at the issue's path). */
export function issueProblem(issue: SchemaIssue, actual: unknown, wording: IssueWording): string {
  const received = `received ${describeValue(actual, wording.vocabulary)}`;
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_type':
      return `expected ${issue.expected}, ${received}`;
    case 'invalid_value':
      return `expected ${issue.values.map((value) => JSON.stringify(value)).join(' | ')}, ${received}`;
    case 'invalid_union':
      return `expected ${wording.unionAt?.(issue.path) ?? 'one of the allowed shapes'}, ${received}`;
    case 'invalid_format':
      // A regex carries its own wording ("must start and end with /"); named formats say what they expect.
      return `${issue.format === 'regex' ? issue.message : `expected ${issue.format === 'url' ? 'an absolute URL such as "https://docs.example.com"' : `a valid ${issue.format}`}`}, ${received}`;
    case 'too_small':
    case 'too_big':
      return `${issue.message.replace(/^Too (small|big): /, '')}, ${received}`;
    default:
      return `${issue.message.replace(/^Invalid input: /, '')}, ${received}`;
  }
}

/** A value in a few words: aliases in YAML can make a small file hold a huge one. */
export function describeValue(value: unknown, vocabulary: IssueWording['vocabulary']): string {
  const yaml = vocabulary === 'yaml';
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (Array.isArray(value)) return yaml ? `a list of ${value.length}` : 'an array';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : `the date ${value.toISOString().slice(0, 10)}`;
  if (typeof value === 'object') return yaml ? 'a mapping' : 'an object';
  return `${typeof value} ${String(value)}`;
}

/** The value at a path of a parsed file, as the issue's `actual`. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
