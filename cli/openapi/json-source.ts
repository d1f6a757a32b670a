// A JSON file as a SourceTree, through jsonc-parser's tree of offsets. Only
// strict JSON is read so: anything jsonc-parser finds wrong (comments, a
// trailing comma, YAML in a .json file) returns undefined, and the file is
// read as YAML instead, as before.
// The ES module build: esbuild cannot follow the UMD build's own require() of its parts.
import { parseTree, type Node, type ParseError } from 'jsonc-parser/lib/esm/main.js';
import type { SourceNode, SourceTree, WrittenDescription } from './source-tree.js';

export function jsonSource(source: string): SourceTree | undefined {
  if (!/^\s*[{[]/.test(source)) return undefined;
  const errors: ParseError[] = [];
  const root = parseTree(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length || !root) return undefined;
  let lineStarts: number[] | undefined;
  const asNode = (node: SourceNode | undefined) => node as Node | undefined;
  const memberOf = (node: Node | undefined, key: string): Node | undefined => {
    if (node?.type !== 'object') return undefined;
    // The first member of that name, as the YAML reading finds it.
    for (const property of node.children ?? []) if (property.children?.[0]?.value === key) return property;
    return undefined;
  };
  return {
    source,
    root,
    start: (node) => asNode(node)?.offset,
    deAlias: (node) => node,
    refOf(node) {
      const value = memberOf(asNode(node), '$ref')?.children?.[1];
      return value?.type === 'string' ? (value.value as string) : undefined;
    },
    child(node, segment) {
      const parent = asNode(node);
      if (parent?.type === 'object') {
        const property = memberOf(parent, segment);
        return property && { at: property.children?.[0]?.offset, value: property.children?.[1] };
      }
      if (parent?.type === 'array') {
        const index = Number(segment);
        const item = Number.isInteger(index) ? parent.children?.[index] : undefined;
        return item && { at: item.offset, value: item };
      }
      return undefined;
    },
    keys: (node) => (asNode(node)?.type === 'object' ? asNode(node)!.children!.map((property) => String(property.children?.[0]?.value ?? '')).filter(Boolean) : undefined),
    scalar(node) {
      const scalar = asNode(node);
      return !scalar || scalar.type === 'object' || scalar.type === 'array' ? undefined : String(scalar.value);
    },
    visitRefs(onRef) {
      const visit = (node: Node | undefined) => {
        if (node?.type === 'object') {
          for (const [key, value] of (node.children ?? []).map((property) => property.children ?? [])) {
            if (key?.value === '$ref' && value?.type === 'string') onRef(value.value as string, value.offset);
            else visit(value);
          }
        } else if (node?.type === 'array') {
          for (const item of node.children ?? []) visit(item);
        }
      };
      visit(root);
    },
    *descriptions() {
      const found: WrittenDescription[] = [];
      const visit = (node: Node | undefined) => {
        if (node?.type === 'object') {
          for (const property of node.children ?? []) {
            const [key, value] = property.children ?? [];
            if (key?.value === 'description' && value?.type === 'string') found.push({ text: value.value as string, start: value.offset, end: value.offset + value.length, block: false, literal: false });
            else visit(value);
          }
        } else if (node?.type === 'array') {
          for (const item of node.children ?? []) visit(item);
        }
      };
      visit(root);
      yield* found;
    },
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
