// The table of contents beside a doc page: the heading levels the config asks
// for (built at build time), with the entry of the heading in view marked.
import { useEffect, useRef } from 'react';
import type { TocItem } from '../contracts/types.js';
import { useActiveSection } from '../hooks/useActiveSection.js';
import { useTranslate } from '../messages.js';

function flatten(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flatten(item.children)]);
}

export function Toc({ items }: { items: TocItem[] }) {
  const active = useActiveSection(flatten(items), { toc: true });
  const nav = useRef<HTMLElement>(null);
  const title = useTranslate()('On this page');
  // A long table of contents scrolls on its own: keep the marked entry in its view.
  useEffect(() => {
    const container = nav.current;
    const link = container?.querySelector<HTMLElement>('.toc-link.active');
    if (!container || !link || container.scrollHeight <= container.clientHeight) return;
    const box = container.getBoundingClientRect();
    const target = link.getBoundingClientRect();
    if (target.top < box.top || target.bottom > box.bottom) container.scrollTop += target.top - box.top - container.clientHeight / 3;
  }, [active]);
  return (
    <nav className="toc" aria-label={title} ref={nav}>
      <p className="toc-title">{title}</p>
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
