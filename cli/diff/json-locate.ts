// Lines of JSON pointers in a large JSON document, without parsing it into a
// tree. The build's locator (openapi/locate.ts) parses with `yaml` to keep
// source ranges, which for GitHub's 13 MB document takes ~6 s and ~640 MB per
// side: too much for a diff report of a few thousand lines. This scans the
// text instead, and only the objects a pointer passes through, each at most
// once (their members' offsets are cached), following the document's own
// `$ref`s ("#/…") as the other locator does. A `$ref` to another file is
// left to that locator (`undefined`).
import { forEachMember, skipSpace, skipString } from '../openapi/json-scan.js';

interface Members {
  /** Offset of each member's key, and of its value. */
  keys: Map<string, number>;
  values: Map<string, number>;
}

export function createJsonLocator(text: string, file: string): (pointer: string) => { file: string; line: number } | undefined {
  const members = new Map<number, Members>();
  let newlines: number[] | undefined;

  const lineOf = (offset: number) => {
    if (!newlines) {
      newlines = [];
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) newlines.push(i);
    }
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (newlines[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };

  const membersAt = (start: number): Members | undefined => {
    const cached = members.get(start);
    if (cached) return cached;
    const found: Members = { keys: new Map(), values: new Map() };
    const isContainer = forEachMember(text, start, (key, keyAt, valueAt) => {
      found.keys.set(key, keyAt);
      found.values.set(key, valueAt);
    });
    if (!isContainer) return undefined;
    members.set(start, found);
    return found;
  };

  const walk = (segments: string[], hops: number): number | undefined => {
    let at = skipSpace(text, 0);
    let keyAt = at;
    for (let s = 0; s < segments.length; s++) {
      const here = membersAt(at);
      if (!here) return keyAt;
      const ref = here.values.get('$ref');
      if (ref !== undefined && hops < 20) {
        const target = JSON.parse(text.slice(ref, skipString(text, ref))) as string;
        if (!target.startsWith('#')) return undefined;
        return walk([...splitPointer(target), ...segments.slice(s)], hops + 1);
      }
      const value = here.values.get(segments[s]!);
      if (value === undefined) return keyAt;
      keyAt = here.keys.get(segments[s]!)!;
      at = value;
    }
    return keyAt;
  };

  return (pointer) => {
    try {
      const offset = walk(splitPointer(pointer), 0);
      return offset === undefined ? undefined : { file, line: lineOf(offset) };
    } catch {
      // Not JSON after all (or cut short): the caller falls back to the other locator.
      return undefined;
    }
  };
}

function splitPointer(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '' || body === '/') return [];
  return body.slice(1).split('/').map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}
