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
import { instanceTokens, valueAt } from './validate.js';

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

/** Removes the members `dropsMember` names from the dereferenced document (array items too, from the last). */
export function dropMembers(document: JsonObject, errors: readonly Problem[]): void {
  const pointers = [...new Set(errors.filter(dropsMember).map((e) => e.instancePath))];
  const fromArrays: { list: unknown[]; index: number }[] = [];
  for (const pointer of pointers) {
    const tokens = instanceTokens(pointer);
    const parent = valueAt(document, tokens.slice(0, -1));
    const key = tokens.at(-1)!;
    if (Array.isArray(parent)) fromArrays.push({ list: parent, index: Number(key) });
    else if (isObject(parent)) delete parent[key];
  }
  fromArrays.sort((a, b) => b.index - a.index);
  for (const { list, index } of fromArrays) if (index < list.length) list.splice(index, 1);
}
