// @theme/TOCInline: the page's table of contents as a nested list, within the levels asked for.
import { useMdxContext, type MdxTocEntry } from '../context.js';

interface Node {
  entry: MdxTocEntry;
  children: Node[];
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: MdxTocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const context = useMdxContext();
  const entries = (toc ?? context.toc).filter((entry) => entry.level >= minHeadingLevel && entry.level <= maxHeadingLevel);
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node: Node = { entry, children: [] };
    while (stack.length && stack.at(-1)!.entry.level >= entry.level) stack.pop();
    (stack.at(-1)?.children ?? roots).push(node);
    stack.push(node);
  }
  const list = (nodes: Node[]) => (
    <ul>
      {nodes.map((node) => (
        <li key={node.entry.id}>
          <a href={`#${node.entry.id}`}>{node.entry.value}</a>
          {node.children.length ? list(node.children) : null}
        </li>
      ))}
    </ul>
  );
  return <div className="toc-inline">{list(roots)}</div>;
}
