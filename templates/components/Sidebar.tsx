// The docs sidebar: links and collapsible categories. The current page's
// category chain is open; the active link is marked and scrolled into view.
import { useEffect, useId, useRef, useState } from 'react';
import type { SidebarItem } from '../contracts/types.js';
import { Collapsible } from './Collapsible.js';
import { useTranslate } from '../messages.js';

export function containsHref(item: SidebarItem, href: string): boolean {
  if (item.type === 'html') return false;
  if (item.href === href) return true;
  return item.type === 'category' && hrefsWithin(item).has(href);
}

/**
 * Every href under a category, collected once per category object: each
 * category a page shows asks whether it holds the page, and walking its whole
 * subtree for every page made a 10,000-page build spend seconds here. The
 * sidebars are never changed once made (the site data), so the sets stay true.
 */
const hrefSets = new WeakMap<SidebarItem, Set<string>>();

function hrefsWithin(category: Extract<SidebarItem, { type: 'category' }>): Set<string> {
  let hrefs = hrefSets.get(category);
  if (hrefs) return hrefs;
  hrefs = new Set();
  for (const child of category.items) {
    if (child.type === 'html') continue;
    if (child.href !== undefined) hrefs.add(child.href);
    if (child.type === 'category') for (const href of hrefsWithin(child)) hrefs.add(href);
  }
  hrefSets.set(category, hrefs);
  return hrefs;
}

export function SidebarMenu({ items, activeHref, autoCollapse, label }: { items: SidebarItem[]; activeHref: string; autoCollapse: boolean; label?: string }) {
  const t = useTranslate();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (active) revealInScrollParent(active);
  }, [activeHref]);
  return (
    <nav className="menu" aria-label={label ?? t('Docs sidebar')} ref={ref}>
      <SidebarList items={items} activeHref={activeHref} autoCollapse={autoCollapse} level={1} />
    </nav>
  );
}

/**
 * Scrolls the sidebar (not the page) so that the link is visible, a third of the
 * way down. `scrollIntoView` would also scroll the window whenever the sidebar
 * is partly below the fold (under an announcement bar, say).
 */
function revealInScrollParent(link: HTMLElement): void {
  let container = link.parentElement;
  while (container && !/(auto|scroll)/.test(getComputedStyle(container).overflowY)) container = container.parentElement;
  if (!container) return;
  const box = container.getBoundingClientRect();
  const target = link.getBoundingClientRect();
  if (target.top >= box.top && target.bottom <= box.bottom) return;
  container.scrollTop += target.top - box.top - container.clientHeight / 3;
}

function SidebarList({ items, activeHref, autoCollapse, level }: { items: SidebarItem[]; activeHref: string; autoCollapse: boolean; level: number }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <ul className={`menu-list menu-level-${level}`}>
      {items.map((item, index) =>
        item.type === 'html' ? (
          // The site's own sidebars file wrote it (as a navbar html item): trusted as the config is, never a reader's input.
          <li key={index} className={`menu-item menu-html${item.defaultStyle ? ' menu-link' : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />
        ) : item.type === 'link' ? (
          <li key={index} className="menu-item">
            <a
              className={`menu-link${item.href === activeHref ? ' active' : ''}`}
              href={item.href}
              aria-current={item.href === activeHref ? 'page' : undefined}
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.label}
            </a>
          </li>
        ) : (
          <SidebarCategory
            key={index}
            item={item}
            activeHref={activeHref}
            autoCollapse={autoCollapse}
            level={level}
            forcedClosed={autoCollapse && openIndex !== null && openIndex !== index}
            onOpen={() => setOpenIndex(index)}
          />
        ),
      )}
    </ul>
  );
}

function SidebarCategory({
  item,
  activeHref,
  autoCollapse,
  level,
  forcedClosed,
  onOpen,
}: {
  item: Extract<SidebarItem, { type: 'category' }>;
  activeHref: string;
  autoCollapse: boolean;
  level: number;
  forcedClosed: boolean;
  onOpen: () => void;
}) {
  const containsActive = containsHref(item, activeHref);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !containsActive);
  const listId = useId();
  const t = useTranslate();
  // Navigating into a collapsed category opens it (and, with autoCollapse, closes its siblings).
  useEffect(() => {
    if (!containsActive) return;
    setCollapsed(false);
    if (autoCollapse) onOpen();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onOpen is a new function each render
  }, [containsActive, autoCollapse]);
  useEffect(() => {
    if (forcedClosed) setCollapsed(true);
  }, [forcedClosed]);
  const toggle = () => {
    if (collapsed) onOpen();
    setCollapsed(!collapsed);
  };
  const isActive = item.href === activeHref;
  const expandable = item.collapsible ? { 'aria-expanded': !collapsed, 'aria-controls': listId } : {};
  return (
    <li className={`menu-item menu-category${collapsed ? ' collapsed' : ''}`}>
      <div className="menu-category-header">
        {item.href ? (
          <a className={`menu-link menu-category-link${isActive ? ' active' : ''}`} href={item.href} aria-current={isActive ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          <button type="button" className={`menu-link menu-category-link${item.collapsible ? ' menu-category-button' : ''}`} onClick={item.collapsible ? toggle : undefined} {...expandable}>
            {item.label}
          </button>
        )}
        {item.collapsible && item.href ? (
          <button type="button" className="menu-caret" onClick={toggle} {...expandable} aria-label={t(collapsed ? "Expand sidebar category '{label}'" : "Collapse sidebar category '{label}'", { label: item.label })} />
        ) : null}
      </div>
      <Collapsible open={!collapsed} id={listId}>
        <SidebarList items={item.items} activeHref={activeHref} autoCollapse={autoCollapse} level={level + 1} />
      </Collapsible>
    </li>
  );
}
