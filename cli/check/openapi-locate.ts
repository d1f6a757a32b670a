// Lines in the OpenAPI document as written. Checks run on the dereferenced
// document, which has no positions; this walks the same path through the
// source (YAML or JSON), following local `$ref`s as it goes, so a problem is
// reported where the offending text is actually written. The source is only
// parsed when the first problem needs a line: a clean document costs nothing.
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { JsonPath } from '../openapi/document.js';

export interface SpecLocator {
  /** Line and column of the deepest part of `path` found in the source. */
  locate(path: JsonPath): { line: number; column: number } | undefined;
  /** Line and column where `text` first appears in the source. */
  find(text: string): { line: number; column: number } | undefined;
}

export function createSpecLocator(source: string): SpecLocator {
  let parsed: { document: Document; lines: LineCounter } | undefined;
  const parse = () => {
    if (!parsed) {
      const lines = new LineCounter();
      // Locating never fails: a document with YAML errors still yields the parts it could read.
      parsed = { document: parseDocument(source, { lineCounter: lines, uniqueKeys: false, prettyErrors: false }), lines };
    }
    return parsed;
  };
  const position = (lines: LineCounter, offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  return {
    locate(path) {
      const { document, lines } = parse();
      const root = document.contents;
      if (!root) return undefined;
      let node: unknown = root;
      let offset = (root as Node).range?.[0];
      for (const segment of path) {
        node = followRef(node, root);
        if (isMap(node)) {
          const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
          if (!pair) break;
          offset = (pair.key as Node).range?.[0] ?? offset;
          node = pair.value;
        } else if (isSeq(node) && typeof segment === 'number') {
          const item = node.items[segment] as Node | undefined;
          if (!item) break;
          offset = item.range?.[0] ?? offset;
          node = item;
        } else break;
      }
      return offset === undefined ? undefined : position(lines, offset);
    },
    find(text) {
      const index = source.indexOf(text);
      return index < 0 ? undefined : position(parse().lines, index);
    },
  };
}

/** The node a local `$ref` (`#/components/...`) points at, or the node itself. */
function followRef(node: unknown, root: unknown, depth = 0): unknown {
  if (isAlias(node) || !isMap(node) || depth > 20) return node;
  const ref = node.items.find((item) => isScalar(item.key) && item.key.value === '$ref');
  const target = ref && isScalar(ref.value) ? ref.value.value : undefined;
  if (typeof target !== 'string' || !target.startsWith('#/')) return node;
  let current: unknown = root;
  for (const token of pointerTokens(target)) {
    if (isMap(current)) current = current.items.find((item) => isScalar(item.key) && String(item.key.value) === token)?.value;
    else if (isSeq(current)) current = current.items[Number(token)];
    else return node;
  }
  return current === undefined ? node : followRef(current, root, depth + 1);
}

/** The tokens of a JSON pointer such as `#/paths/~1accounts/get`. */
export function pointerTokens(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '' || body === '/') return [];
  return body
    .slice(1)
    .split('/')
    .map((token) => safeDecode(token.replace(/~1/g, '/').replace(/~0/g, '~')));
}

function safeDecode(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
