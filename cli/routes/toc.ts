// Table of contents: headings between the configured levels, nested by level.
import type { Heading } from '../content/env.js';
import type { TocItem } from '../../templates/contracts/types.js';

export function buildToc(headings: readonly Heading[], minLevel: number, maxLevel: number): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    if (heading.level < minLevel || heading.level > maxLevel || !heading.id) continue;
    const item: TocItem = { id: heading.id, text: heading.text, level: heading.level, children: [] };
    while (stack.length && stack.at(-1)!.level >= item.level) stack.pop();
    (stack.at(-1)?.children ?? root).push(item);
    stack.push(item);
  }
  return root;
}
