// Client-side navigation between pages of the site: fetch the page's data
// file, show progress after a delay, render, then move scroll and focus and
// update the title. Links are preloaded on hover and focus. A page whose data
// file is missing (e.g. after a new deploy) is loaded in full instead; a
// network failure shows an error box with Retry.
import { documentTitle, pageDataPath } from '../templates/contracts/paths.js';
import type { PageData, SiteData } from '../templates/contracts/types.js';
import type { NavigationStatus } from '../templates/App.js';
import { translator } from '../templates/messages.js';
import { loadOnce } from './load-once.js';
import type { ProgressBar } from './progress.js';

/** The fixed navbar's height: anchors are scrolled this far below the top. */
export const SCROLL_OFFSET = 60;
const SPINNER_DELAY = 200;

export interface RouterState {
  page: PageData;
  status: NavigationStatus;
}

class MissingPageError extends Error {}

export class Router {
  private state: RouterState;
  private readonly listeners = new Set<() => void>();
  /** Page data by route, fetched once each; a failed fetch is tried again (load-once.ts). */
  private readonly pages = loadOnce(async (route: string): Promise<PageData> => {
    const response = await fetch(this.site.pageDataBase + pageDataPath(route));
    if (!response.ok) throw new MissingPageError(`${response.status} ${response.statusText}`);
    return (await response.json()) as PageData;
  });
  private generation = 0;
  /** Shown while a navigation is slow: the deferred script's, once loaded (entry.tsx). */
  progress: ProgressBar = { start() {}, done() {} };
  constructor(
    private readonly site: SiteData,
    initial: PageData,
    /** Applies a state change synchronously (React's flushSync), so scrolling sees the new page. */
    private readonly commit: (change: () => void) => void,
    /** Runs after every navigation, once the new page is on screen. */
    private readonly onNavigated: () => void = () => {},
  ) {
    this.state = { page: initial, status: { slow: false } };
    // The router restores scroll positions itself, after the page has rendered.
    history.scrollRestoration = 'manual';
    history.replaceState({ ...(history.state as object | null), scroll: window.scrollY }, '');
  }

  getState = (): RouterState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(next: RouterState): void {
    this.commit(() => {
      this.state = next;
      for (const listener of this.listeners) listener();
    });
  }

  /** Route under the base URL of a same-site URL, or null for anything the router must not handle. */
  routeOf(url: URL): string | null {
    if (url.origin !== window.location.origin) return null;
    const base = this.site.baseUrl;
    if (!url.pathname.startsWith(base) && `${url.pathname}/` !== base) return null;
    // Another locale is another site (its own site data and messages): it loads in full.
    if (this.site.localeBases?.some((other) => url.pathname.startsWith(other))) return null;
    const rest = url.pathname.slice(base.length);
    // Files (the spec download, sitemap, images) are not pages.
    if (/\.[a-z0-9]+$/i.test(rest) && !rest.endsWith('.html')) return null;
    const route = `/${rest}`;
    // A page without page data (cli/render/full-load.ts) is the browser's to load; within it, the router still moves between anchors.
    return route !== this.state.page.route && this.site.fullLoad?.includes(route) ? null : route;
  }

  private load(route: string): Promise<PageData> {
    return this.pages.get(route);
  }

  prefetch(href: string): void {
    const url = new URL(href, window.location.href);
    const route = this.routeOf(url);
    if (route !== null && route !== this.state.page.route) this.load(route).catch(() => {});
  }

  /** Navigates to `href`; `push` is false for back/forward. */
  async navigate(href: string, { push = true, restoreScroll }: { push?: boolean; restoreScroll?: number } = {}): Promise<void> {
    const url = new URL(href, window.location.href);
    const route = this.routeOf(url);
    if (route === null) {
      window.location.assign(url.href);
      return;
    }
    if (push) history.replaceState({ ...(history.state as object | null), scroll: window.scrollY }, '');
    if (route === this.state.page.route && !this.state.status.error) {
      if (push) history.pushState({ scroll: 0 }, '', url.href);
      this.afterNavigation(url, restoreScroll);
      return;
    }
    const generation = ++this.generation;
    this.progress.start();
    const spinner = window.setTimeout(() => {
      if (generation === this.generation) this.setState({ ...this.state, status: { slow: true } });
    }, SPINNER_DELAY);
    try {
      const page = await this.load(route);
      if (generation !== this.generation) return;
      if (push) history.pushState({ scroll: 0 }, '', url.href);
      this.setState({ page, status: { slow: false } });
      this.afterNavigation(url, restoreScroll);
    } catch (caught) {
      if (generation !== this.generation) return;
      if (caught instanceof MissingPageError) {
        // The preload failed: let the server answer (new deploy, 404 page…).
        window.location.assign(url.href);
        return;
      }
      if (push) history.pushState({ scroll: 0 }, '', url.href);
      this.setState({
        ...this.state,
        status: {
          slow: false,
          error: { message: translator(this.site)('The page {path} could not be loaded ({error}). Check your connection and retry.', { path: url.pathname, error: (caught as Error).message }), retry: () => void this.navigate(url.href, { push: false }) },
        },
      });
    } finally {
      window.clearTimeout(spinner);
      if (generation === this.generation) this.progress.done();
    }
  }

  private afterNavigation(url: URL, restoreScroll: number | undefined): void {
    document.title = documentTitle(this.site, this.state.page);
    this.onNavigated();
    if (restoreScroll !== undefined) {
      window.scrollTo(0, restoreScroll);
      return;
    }
    if (url.hash) {
      scrollToHash(url.hash);
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }
}

export function scrollToHash(hash: string): void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const target = document.getElementById(id);
  if (!target) return;
  window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET);
}
