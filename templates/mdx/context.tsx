// What the components of a compiled MDX page read from the build: the site's
// base URL and config (useBaseUrl, useDocusaurusContext), the page's table
// of contents (TOCInline), tab numbering, and the HTML made outside React
// (highlighted code). On the server brokerdocs fills it for each page; in the
// browser an island gets the same values, without the build-only services.
import { createContext, useContext } from 'react';

export interface MdxSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  [key: string]: unknown;
}

export interface MdxTocEntry {
  value: string;
  id: string;
  level: number;
}

export interface MdxContextValue {
  siteConfig: MdxSiteConfig;
  locale: string;
  toc: MdxTocEntry[];
  /** Numbers the page's tab sets, carried on from those markdown-it rendered. */
  tabSets: { count: number };
  /** The HTML of a code block as markdown-it renders a fence of this info string; absent in the browser. */
  codeBlock?: (code: string, info: string) => string;
  /** Keeps HTML made outside React; returns the id of its placeholder (see cli/content/mdx-compile/raw-html.ts). */
  rawHtml?: (html: string) => string;
  /** Set while a page renders again after a failure: each component is tried on its own. */
  isolate?: {
    render: (element: React.ReactElement) => void;
    failed: (name: string, line: number, reason: string) => void;
  };
  /** Keys (`<import index>:<export>`) of the components that hydrate as islands. */
  islands?: ReadonlySet<string>;
  /** The docs of the page's version by id, as `useDocsVersion().docs` gives them (server only). */
  versionDocs?: MdxVersionDocs;
  /** The page's doc, as `useDoc()` and `<DocCardList />` read it. */
  doc?: MdxDoc;
  /** The site's own messages in the page's locale, by id (its i18n/<locale>/code.json): what `<Translate>` and `translate()` show. */
  translations?: Record<string, string>;
  /** Takes the children of a `<Head>` on the server (they go in the page's head); absent in the browser. */
  head?: (children: React.ReactNode) => void;
  /** Takes the title and description a page gives `@theme/Layout` on the server (they become the page's); absent in the browser. */
  pageMeta?: (meta: { title?: string; description?: string }) => void;
}

/** A card of `<DocCardList />`: a doc, a link or a category of the sidebar. */
export interface MdxCard {
  href?: string;
  label?: string;
  description?: string;
}

/** A docs version's docs by id, as Docusaurus' `useDocsVersion().docs`: what a component can list or link without importing them. */
export type MdxVersionDocs = Record<string, { id: string; title: string; description?: string; sidebar?: string }>;

export interface MdxDoc {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
  /** The items of the sidebar category this doc is the page of (Docusaurus' useCurrentSidebarCategory); absent when it is none's. */
  categoryItems?: MdxCard[];
}

export const MdxContext = createContext<MdxContextValue>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/' },
  locale: 'en',
  toc: [],
  tabSets: { count: 0 },
});

export function useMdxContext(): MdxContextValue {
  return useContext(MdxContext);
}

/** A placeholder that the build replaces by `html`; in the browser, the HTML itself in a neutral element. */
export function RawHtml({ html }: { html: string }): React.ReactElement {
  const context = useMdxContext();
  if (context.rawHtml) return <brokerdocs-raw data-id={context.rawHtml(html)} />;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'brokerdocs-raw': { 'data-id': string };
      'brokerdocs-island': { 'data-island': string; 'data-props': string; children?: React.ReactNode };
      'brokerdocs-children': { style?: React.CSSProperties; dangerouslySetInnerHTML?: { __html: string }; suppressHydrationWarning?: boolean; children?: React.ReactNode };
    }
  }
}
