// @theme/Layout: what a page of src/pages wraps itself in. brokerdocs draws
// the navbar and footer around every page already, so this renders the page's
// content in Docusaurus' wrapper element, and hands the title and description
// it is given to the build, which makes them the page's (its <title>, its
// meta description, the search results' title). In the browser (an island)
// the head is written already: it only renders the content again.
import type { ReactNode } from 'react';
import { useMdxContext } from '../context.js';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  /** Extra classes of the wrapper element, as Docusaurus' own. */
  wrapperClassName?: string;
  /** Docusaurus hides its footer; brokerdocs' page keeps it (the footer is drawn outside the page). */
  noFooter?: boolean;
}

export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  useMdxContext().pageMeta?.({ ...(title ? { title } : {}), ...(description ? { description } : {}) });
  return <div className={wrapperClassName ? `main-wrapper ${wrapperClassName}` : 'main-wrapper'}>{children}</div>;
}
