import type { TocItem } from '../types.js';
import { useActiveHeading } from '../hooks/useActiveHeading.js';

function flatten(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flatten(item.children)]);
}

export function Toc({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(flatten(items));
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList items={items} active={active} />
    </nav>
  );
}

function TocList({ items, active }: { items: TocItem[]; active: string | undefined }) {
  return (
    <ul className="toc-list">
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={`toc-link${item.id === active ? ' active' : ''}`}>
            {item.text}
          </a>
          {item.children.length ? <TocList items={item.children} active={active} /> : null}
        </li>
      ))}
    </ul>
  );
}
