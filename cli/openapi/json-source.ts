// A JSON file as a SourceTree, read lazily. One pass (json-notable.ts)
// checks that the file is strict JSON and notes where every `description`
// and `$ref` is written; a member is found by scanning the text of only the
// objects a pointer passes through (json-scan.ts), each once. A tree of the
// whole document is never built: for GitHub's 13 MB document it held
// ~130 MB for the whole build. A file that is not strict JSON (comments, a
// trailing comma, YAML in a .json file) returns undefined, and the file is
// read as YAML instead, as before.
import { forEachMember, skipSpace, skipValue } from './json-scan.js';
import { notableValues } from './json-notable.js';
import type { SourceNode, SourceTree, WrittenDescription } from './source-tree.js';

/** A value of the document, by where it starts in the text. */
interface JsonNode {
  at: number;
}

/** An object's members (or an array's items, keyed by index) in order, each with where its key and its value start. */
interface Members {
  keys: string[];
  keyAt: number[];
  valueAt: number[];
}

export function jsonSource(source: string): SourceTree | undefined {
  if (!/^\s*[{[]/.test(source)) return undefined;
  const written = notableValues(source);
  if (!written) return undefined;
  const members = new Map<number, Members | undefined>();
  let lineStarts: number[] | undefined;

  const membersOf = (node: SourceNode | undefined): Members | undefined => {
    if (!node) return undefined;
    const { at } = node as JsonNode;
    if (!members.has(at)) members.set(at, scanMembers(source, at));
    return members.get(at);
  };
  const isObject = (node: SourceNode | undefined) => node !== undefined && source.charCodeAt((node as JsonNode).at) === 123;
  const child = (node: SourceNode | undefined, segment: string) => {
    const found = membersOf(node);
    // The first member of that name, as the YAML reading finds it.
    const index = found?.keys.indexOf(segment) ?? -1;
    return index < 0 ? undefined : { at: found!.keyAt[index], value: { at: found!.valueAt[index]! } as SourceNode };
  };
  const scalar = (node: SourceNode | undefined): string | undefined => {
    if (!node) return undefined;
    const { at } = node as JsonNode;
    const first = source.charCodeAt(at);
    if (first === 123 || first === 91) return undefined;
    return String(JSON.parse(source.slice(at, skipValue(source, at))));
  };

  return {
    source,
    root: { at: skipSpace(source, 0) } as SourceNode,
    start: (node) => (node as JsonNode | undefined)?.at,
    deAlias: (node) => node,
    refOf(node) {
      if (!isObject(node)) return undefined;
      const ref = child(node, '$ref');
      return ref && source.charCodeAt((ref.value as JsonNode).at) === 34 ? scalar(ref.value) : undefined;
    },
    child,
    keys: (node) => (isObject(node) ? membersOf(node)!.keys.filter(Boolean) : undefined),
    scalar,
    visitRefs(onRef) {
      for (const [value, at] of written.refs) onRef(value, at);
    },
    descriptions: () => written.descriptions,
    linePos(offset) {
      if (!lineStarts) {
        lineStarts = [0];
        for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
      }
      // The last line that starts at or before the offset.
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (lineStarts[middle]! <= offset) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, col: offset - lineStarts[low]! + 1 };
    },
  };
}

/** The members of the object (or items of the array) starting at `at`; undefined for any other value. */
function scanMembers(text: string, at: number): Members | undefined {
  const found: Members = { keys: [], keyAt: [], valueAt: [] };
  const isContainer = forEachMember(text, at, (key, keyAt, valueAt) => {
    found.keys.push(key);
    found.keyAt.push(keyAt);
    found.valueAt.push(valueAt);
  });
  return isContainer ? found : undefined;
}
