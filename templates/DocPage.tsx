// A documentation page: sidebar, article (breadcrumbs, title, body, previous /
// next) and the table of contents. A React page of src/pages is a doc too,
// drawn as nothing but its own HTML.
import { useEffect, useRef, type MouseEvent } from 'react';
import type { DocPage as DocPageData } from './contracts/types.js';
import { useSite } from './site-context.js';
import { useTranslate } from './messages.js';
import { Breadcrumbs } from './components/Breadcrumbs.js';
import { CopyPageButton } from './components/CopyPageButton.js';
import { Pagination } from './components/Pagination.js';
import { SidebarMenu } from './components/Sidebar.js';
import { Toc } from './components/Toc.js';
import { VersionBanner } from './components/VersionBanner.js';

export interface SidebarVisibility {
  hidden: boolean;
  setHidden: (hidden: boolean) => void;
}

export function DocPage({ page, sidebarVisibility }: { page: DocPageData; sidebarVisibility: SidebarVisibility }) {
  const site = useSite();
  const t = useTranslate();
  const sidebar = page.sidebarId ? site.sidebars[page.sidebarId] : undefined;
  const { hidden, setHidden } = sidebarVisibility;
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  // The collapse and expand buttons replace each other; the one that appears takes
  // the focus of the one that was pressed, so keyboard readers keep their place.
  const toggleButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    toggleButton.current?.focus();
  }, [hidden]);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    refocus.current = document.activeElement === event.currentTarget;
    setHidden(!hidden);
  };
  // The page's component brings its own <main> and layout, as in Docusaurus: only the skip link's target is ours.
  if (page.reactPage) return <div id="main-content" className="site-page" tabIndex={-1} dangerouslySetInnerHTML={{ __html: page.html }} />;
  return (
    <div className={`docs-wrapper${hidden ? ' sidebar-hidden' : ''}`}>
      {sidebar ? (
        <aside className="docs-sidebar">
          {hidden ? (
            <button type="button" ref={toggleButton} className="sidebar-expand" title={t('Expand sidebar')} aria-label={t('Expand sidebar')} onClick={toggle}>
              <span aria-hidden="true">›</span>
            </button>
          ) : (
            <>
              <SidebarMenu items={sidebar} activeHref={page.permalink} autoCollapse={site.sidebar.autoCollapseCategories} />
              {site.sidebar.hideable ? (
                <button type="button" ref={toggleButton} className="sidebar-collapse" title={t('Collapse sidebar')} onClick={toggle}>
                  <span aria-hidden="true">‹</span>
                  {` ${t('Collapse sidebar')}`}
                </button>
              ) : null}
            </>
          )}
        </aside>
      ) : null}
      <main id="main-content" className="docs-main" tabIndex={-1}>
        <div className={`doc-container${showToc ? ' with-toc' : ''}`}>
          <article className="doc">
            <VersionBanner />
            <Breadcrumbs items={page.breadcrumbs} />
            <header>
              {page.hideTitle ? null : <h1 className="doc-title">{page.heading ?? page.title}</h1>}
              <CopyPageButton href={page.markdownHref} />
            </header>
            {/* Build-time HTML from the site's own Markdown. */}
            <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
            {page.editUrl ? (
              <a className="edit-this-page" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                {t('Edit this page')}
              </a>
            ) : null}
            {page.lastUpdated ? <p className="last-updated">{page.lastUpdated}</p> : null}
            <Pagination previous={page.previous} next={page.next} />
          </article>
          {showToc ? (
            <div className="toc-column">
              <Toc items={page.toc} />
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}

