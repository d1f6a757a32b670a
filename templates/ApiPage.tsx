// The API reference page: a menu of tags and operations beside the reference
// body, which the build renders to HTML from the OpenAPI document. The menu
// follows the reader: the section at the top of the window is highlighted
// and kept in view within the menu.
import { useEffect, useMemo, useRef } from 'react';
import type { ApiMenuTag, ApiPage as ApiPageData } from './contracts/types.js';
import { useActiveSection } from './hooks/useActiveSection.js';
import { VersionBanner } from './components/VersionBanner.js';

export function ApiPage({ page }: { page: ApiPageData }) {
  return (
    <div className="api-wrapper">
      <aside className="api-sidebar">
        <ApiMenu menu={page.menu} />
      </aside>
      <main id="main-content" className="api-main" tabIndex={-1}>
        <VersionBanner />
        {/* Build-time HTML rendered from the site's OpenAPI document. */}
        <div className="api-reference" dangerouslySetInnerHTML={{ __html: page.html }} />
      </main>
    </div>
  );
}

function ApiMenu({ menu }: { menu: ApiMenuTag[] }) {
  // Entries on another page of a reference split per tag (they have an href) have no section here.
  const ids = useMemo(() => menu.flatMap((tag) => (tag.href ? [] : [tag.id, ...tag.operations.map((operation) => operation.id)])), [menu]);
  const active = useActiveSection(ids);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    // Keep the highlighted entry visible inside the (separately scrolling) menu.
    const link = nav.current?.querySelector<HTMLElement>('.menu-link.active');
    const scroller = nav.current?.closest<HTMLElement>('.api-sidebar');
    if (!link || !scroller) return;
    const top = link.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    if (top < 0 || top + link.offsetHeight > scroller.clientHeight) scroller.scrollTop += top - scroller.clientHeight / 2;
  }, [active]);
  return (
    <nav ref={nav} className="menu api-menu" aria-label="API reference">
      <ul className="menu-list">
        {menu.map((tag) => {
          const containsActive = tag.operations.some((operation) => operation.id === active);
          return (
            <li key={tag.id} className={`menu-item${containsActive ? ' contains-active' : ''}`}>
              <a className={`menu-link api-menu-tag${tag.id === active ? ' active' : ''}`} href={tag.href ?? `#${tag.id}`} aria-current={tag.id === active ? 'location' : undefined}>
                {tag.label}
              </a>
              {tag.operations.length ? (
                <ul className="menu-list">
                  {tag.operations.map((operation) => (
                    <li key={operation.id} className="menu-item">
                      <a
                        className={`menu-link api-menu-operation${operation.deprecated ? ' deprecated' : ''}${operation.id === active ? ' active' : ''}`}
                        href={`#${operation.id}`}
                        aria-current={operation.id === active ? 'location' : undefined}
                      >
                        <span className={`http-method http-${operation.method}`}>{operation.method}</span>
                        <span className="api-menu-label" title={operation.label}>
                          {operation.label}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
