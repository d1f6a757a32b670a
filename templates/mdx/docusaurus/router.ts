// @docusaurus/router: where the reader is. On the server, the page's own
// path (the build renders one page at a time); in an island, the browser's.
// A <Redirect> sends the reader on: a refresh in the page's head, and a link
// for a reader whose browser does not follow it.
import { createElement } from 'react';
import { useMdxContext } from '../context.js';
import Head from './Head.js';

export function useLocation(): { pathname: string; search: string; hash: string; state: unknown } {
  const { doc } = useMdxContext();
  if (typeof window !== 'undefined') return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: null };
  return { pathname: doc?.permalink ?? '', search: '', hash: '', state: null };
}

/** Moves as a link would: brokerdocs' pages are loaded by the browser or its own router, not React Router's. */
export function useHistory() {
  const location = useLocation();
  return { location, push: (to: string) => window.location.assign(to), replace: (to: string) => window.location.replace(to), goBack: () => window.history.back(), listen: () => () => undefined };
}

/** React Router's <Redirect to> as a page of a static site: the page refreshes to `to` at once. */
export function Redirect({ to }: { to: string | { pathname?: string; search?: string; hash?: string } }) {
  const target = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  return createElement(
    'p',
    { className: 'redirect-notice' },
    createElement(Head, null, createElement('meta', { httpEquiv: 'refresh', content: `0; url=${target}` })),
    createElement('a', { href: target }, target),
  );
}
