// Which schema problems still let the reference render. Redoc shows
// documents with problems as long as it can read them, and teams point
// brokerdocs at specs they did not write: a problem is an error only where
// the page cannot be made at all (the document is not an object, has no
// `info` or title, its `paths` or `info` is not an object); every other one
// is a warning. A member of the wrong type (`required: true` inside a schema,
// a number where a description goes) would break the page's model, so it is
// dropped from the document, and its warning says so.
import { isObject, type JsonObject } from './document.js';
import type { SchemaError } from './schema-validators.js';
import { tokensOf } from './dereference.js';
import { instanceTokens } from './validate.js';

/** Members of the root the reference cannot do without. */
const REQUIRED_AT_ROOT = new Set(['info', 'openapi', 'swagger']);

type Problem = Pick<SchemaError, 'instancePath' | 'keyword' | 'params'>;

export function isFatal(e: Problem): boolean {
  const [first, second, ...rest] = instanceTokens(e.instancePath);
  if (first === undefined) return e.keyword === 'type' || (e.keyword === 'required' && REQUIRED_AT_ROOT.has(String(e.params.missingProperty)));
  if (first !== 'info' && first !== 'paths') return false;
  if (second === undefined) return e.keyword === 'type' || (first === 'info' && e.keyword === 'required' && e.params.missingProperty === 'title');
  // The title heads the page.
  return first === 'info' && second === 'title' && rest.length === 0 && e.keyword === 'type';
}

/** A problem the page survives only without the member: its value is not of the type the specification gives. */
export function dropsMember(e: Problem): boolean {
  return e.keyword === 'type' && !isFatal(e);
}

/**
 * Removes the members `dropsMember` names (array items too, from the last)
 * from the bundled document: the problems' pointers are those of the
 * resolved document, so `$ref`s met on the way are followed, and the member
 * goes from the target every use shares.
 */
export function dropMembers(document: JsonObject, errors: readonly Problem[]): void {
  const pointers = [...new Set(errors.filter(dropsMember).map((e) => e.instancePath))];
  const fromArrays: { list: unknown[]; index: number }[] = [];
  for (const pointer of pointers) {
    const tokens = instanceTokens(pointer);
    const key = tokens.at(-1)!;
    const parent = follow(document, resolvedAt(document, tokens.slice(0, -1)), key);
    if (Array.isArray(parent)) fromArrays.push({ list: parent, index: Number(key) });
    else if (isObject(parent)) delete parent[key];
  }
  fromArrays.sort((a, b) => b.index - a.index);
  for (const { list, index } of fromArrays) if (index < list.length) list.splice(index, 1);
}

/** A chain of `$ref`s is followed this many steps at most (a loop stops there). */
const MAX_HOPS = 16;

/** The value at `tokens` of the bundled document, following `$ref`s on the way. */
function resolvedAt(root: JsonObject, tokens: readonly string[]): unknown {
  let current: unknown = root;
  for (const token of tokens) {
    current = follow(root, current, token);
    current = isObject(current) || Array.isArray(current) ? (current as JsonObject)[token] : undefined;
  }
  return current;
}

/** The target of a `$ref`, unless `next` is a key of the `$ref` object itself (a sibling, which it keeps). */
function follow(root: JsonObject, value: unknown, next: string): unknown {
  let current = value;
  for (let hop = 0; hop < MAX_HOPS && isReference(current) && !(next in current); hop++) current = resolvedAt(root, tokensOf(current.$ref));
  return current;
}

function isReference(value: unknown): value is JsonObject & { $ref: string } {
  return isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#');
}
