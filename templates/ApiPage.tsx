// The API reference page: a menu of tags and operations beside the reference
// body, which the build renders to HTML from the OpenAPI document.
import type { ApiPage as ApiPageData } from './types.js';

export function ApiPage({ page }: { page: ApiPageData }) {
  return (
    <div className="api-wrapper">
      <aside className="api-sidebar">
        <nav className="menu api-menu" aria-label="API reference">
          <ul className="menu-list">
            {page.menu.map((tag) => (
              <li key={tag.id} className="menu-item">
                <a className="menu-link api-menu-tag" href={`#${tag.id}`}>
                  {tag.label}
                </a>
                <ul className="menu-list">
                  {tag.operations.map((operation) => (
                    <li key={operation.id} className="menu-item">
                      <a className={`menu-link api-menu-operation${operation.deprecated ? ' deprecated' : ''}`} href={`#${operation.id}`}>
                        <span className={`http-method http-${operation.method}`}>{operation.method}</span>
                        <span>{operation.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main id="main-content" className="api-main" tabIndex={-1}>
        {/* Build-time HTML rendered from the site's OpenAPI document. */}
        <div className="api-reference" dangerouslySetInnerHTML={{ __html: page.html }} />
      </main>
    </div>
  );
}
