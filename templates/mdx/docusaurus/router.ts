// @docusaurus/router: where the reader is. On the server, the page's own
// path (the build renders one page at a time); in an island, the browser's.
import { useMdxContext } from '../context.js';

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
