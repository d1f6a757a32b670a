// A YAML file (or a JSON one that is not strict JSON) as a SourceTree,
// through the `yaml` package, which keeps every node's source range.
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { SourceNode, SourceTree, WrittenDescription } from './source-tree.js';

export function yamlSource(source: string): SourceTree {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: false });
  const deAlias = (node: SourceNode | undefined) => (isAlias(node) ? (node.resolve(doc) as SourceNode | undefined) : node);
  return {
    source,
    root: (doc.contents ?? undefined) as SourceNode | undefined,
    start: (node) => (node as Node | undefined)?.range?.[0],
    deAlias,
    refOf(node) {
      if (!isMap(node)) return undefined;
      for (const pair of node.items) {
        if (isScalar(pair.key) && pair.key.value === '$ref' && isScalar(pair.value) && typeof pair.value.value === 'string') return pair.value.value;
      }
      return undefined;
    },
    child(node, segment) {
      if (isMap(node)) {
        for (const pair of node.items) {
          const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
          if (key === segment) return { at: (pair.key as Node | null)?.range?.[0] ?? (pair.value as Node | null)?.range?.[0], value: (pair.value ?? undefined) as SourceNode | undefined };
        }
        return undefined;
      }
      if (isSeq(node)) {
        const index = Number(segment);
        const item = Number.isInteger(index) ? node.items[index] : undefined;
        return item === undefined ? undefined : { at: (item as Node | null)?.range?.[0], value: (item ?? undefined) as SourceNode | undefined };
      }
      return undefined;
    },
    keys: (node) => (isMap(node) ? node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : '')).filter(Boolean) : undefined),
    scalar: (node) => (isScalar(node) ? String(node.value) : undefined),
    visitRefs(onRef) {
      const visit = (node: unknown) => {
        if (isMap(node)) {
          for (const pair of node.items) {
            if (isScalar(pair.key) && pair.key.value === '$ref' && isScalar(pair.value) && typeof pair.value.value === 'string') onRef(pair.value.value, pair.value.range?.[0] ?? 0);
            else visit(pair.value);
          }
        } else if (isSeq(node)) {
          for (const item of node.items) visit(item);
        }
      };
      visit(doc.contents);
    },
    *descriptions() {
      const found: WrittenDescription[] = [];
      const visit = (node: unknown) => {
        if (isMap(node)) {
          for (const pair of node.items) {
            if (isScalar(pair.key) && pair.key.value === 'description' && isScalar(pair.value) && typeof pair.value.value === 'string') {
              const range = pair.value.range ?? [0, 0];
              const block = pair.value.type === 'BLOCK_LITERAL' || pair.value.type === 'BLOCK_FOLDED';
              found.push({ text: pair.value.value, start: range[0], end: range[1], block, literal: pair.value.type === 'BLOCK_LITERAL' });
            } else {
              visit(pair.value);
            }
          }
        } else if (isSeq(node)) {
          for (const item of node.items) visit(item);
        }
      };
      visit(doc.contents);
      yield* found;
    },
    linePos: (offset) => lines.linePos(offset),
  };
}
