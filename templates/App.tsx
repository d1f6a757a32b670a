// The root component, rendered to HTML at build time and hydrated in the
// browser with the same props.
import { useState } from 'react';
import type { ClientServices, PageData, SiteData } from './contracts/types.js';
import { ServicesProvider } from './services.js';
import { SiteProvider } from './site-context.js';
import { DocsVersionProvider } from './docs-versions.js';
import { PageProvider } from './page-context.js';
import { ApiPage } from './ApiPage.js';
import { DocPage } from './DocPage.js';
import { Layout } from './Layout.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ErrorBoundary } from './components/ErrorBoundary.js';
import { LoadError, LoadingSpinner } from './components/PageStatus.js';

export interface NavigationStatus {
  /** A navigation is under way and has taken longer than the spinner delay. */
  slow: boolean;
  /** The last navigation failed to load. */
  error?: { message: string; retry: () => void };
}

export interface AppProps {
  site: SiteData;
  page: PageData;
  services: ClientServices;
  status?: NavigationStatus;
}

export function App({ site, page, services, status }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <SiteProvider site={site}>
        <PageProvider value={page}>
          <DocsVersionProvider page={page}>
            <PageFrame site={site} page={page} status={status} />
          </DocsVersionProvider>
        </PageProvider>
      </SiteProvider>
    </ServicesProvider>
  );
}

function PageFrame({ site, page, status }: { site: SiteData; page: PageData; status?: NavigationStatus }) {
  // Kept while navigating, like the reader expects of a collapsed sidebar.
  const [sidebarHidden, setSidebarHidden] = useState(false);
  const sidebar = page.kind === 'doc' && page.sidebarId ? site.sidebars[page.sidebarId] : undefined;
  return (
    <Layout route={page.route} permalink={page.permalink} sidebar={sidebar}>
      {status?.slow ? <LoadingSpinner /> : null}
      {status?.error ? (
        <main id="main-content" className="not-found" tabIndex={-1}>
          <LoadError message={status.error.message} onRetry={status.error.retry} />
        </main>
      ) : (
        <ErrorBoundary resetKey={page.route}>
          <PageBody page={page} sidebarHidden={sidebarHidden} setSidebarHidden={setSidebarHidden} />
        </ErrorBoundary>
      )}
    </Layout>
  );
}

function PageBody({ page, sidebarHidden, setSidebarHidden }: { page: PageData; sidebarHidden: boolean; setSidebarHidden: (hidden: boolean) => void }) {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page} sidebarVisibility={{ hidden: sidebarHidden, setHidden: setSidebarHidden }} />;
    case 'api':
      return <ApiPage page={page} />;
    case 'notFound':
      return <NotFoundPage page={page} />;
  }
}
