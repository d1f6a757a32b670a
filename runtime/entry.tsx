// Browser entry: hydrate the server-rendered page, then take over navigation.
import { startTransition, useLayoutEffect, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../templates/App.js';
import type { ClientServices, PageData, SiteData } from '../templates/contracts/types.js';
import { translator, type Translate } from '../templates/messages.js';
import { loadOnce } from './load-once.js';
import type { ProgressBar } from './progress.js';
import { Router, scrollToHash } from './router.js';
import { createStorage } from './storage.js';

function Root({ router, site, services, onHydrated }: { router: Router; site: SiteData; services: ClientServices; onHydrated: () => void }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  // Once, when hydration commits: it runs as a transition, so well after hydrateRoot() returns.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(onHydrated, []);
  return <App site={site} page={state.page} services={services} status={state.status} />;
}

/**
 * The body HTML is in the markup already: hydration reads it back rather than
 * shipping it twice. It is read when the page first renders it, during
 * hydration, which yields to the browser between components (serialising the
 * API reference's 1 MB takes a long task of its own on a slow phone), rather
 * than while the script starts.
 */
function withBodyFromMarkup(page: PageData): PageData {
  const selector = page.kind === 'api' ? '.api-reference' : '.markdown';
  let html: string | undefined;
  return Object.defineProperty(page, 'html', { get: () => (html ??= document.querySelector(selector)?.innerHTML ?? ''), enumerable: true, configurable: true });
}

function interceptLinks(router: Router, loadDeferred: () => Promise<Deferred>): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || !anchor.href || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href);
    if (router.routeOf(url) === null) return;
    event.preventDefault();
    void router.navigate(url.href);
  });
  const prefetch = (event: Event) => {
    // The reader is reaching for something: the deferred script is likely needed next.
    loadDeferred().catch(() => {});
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (anchor?.href) router.prefetch(anchor.href);
  };
  document.addEventListener('mouseover', prefetch, { passive: true });
  document.addEventListener('focusin', prefetch);
  window.addEventListener('popstate', (event) => {
    const scroll = (event.state as { scroll?: number } | null)?.scroll;
    void router.navigate(window.location.href, { push: false, restoreScroll: scroll });
  });
}

/**
 * Buttons of build-time HTML (copy buttons, the API reference's "Try it"),
 * by event delegation so they keep working across client-side navigations;
 * the deferred script does what each one does. It is usually there by then
 * (the pointer reached the button first): its promise settles in the click's
 * own microtasks, still inside the user gesture Safari requires of clipboard
 * writes; otherwise (a first tap) the button waits for the script.
 */
function wireCopyButtons(loadDeferred: () => Promise<Deferred>, t: Translate): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.copy-code,[data-copy],[data-try-it]');
    if (button instanceof HTMLButtonElement) loadDeferred().then((loaded) => loaded.pressed(button, t), () => {});
  });
}

type Deferred = typeof import('./deferred.js');

/**
 * The deferred script (deferred.ts): loaded once, at the reader's first
 * pointer or focus, and the router's progress bar once it is there; a
 * failed load is tried again at the next chance (load-once.ts).
 */
function deferredLoader(site: SiteData, router: Router): () => Promise<Deferred> {
  // A navigation under way when the script arrives gets its bar then.
  let bar: ProgressBar | undefined;
  let running = false;
  router.progress = {
    start() {
      running = true;
      bar?.start();
    },
    done() {
      running = false;
      bar?.done();
    },
  };
  const script = loadOnce(async (href: string | undefined) => {
    const loaded = await loadScript<Deferred>(href);
    bar = loaded.createProgressBar();
    if (running) bar.start();
    return loaded;
  });
  return () => script.get(site.deferredScript);
}

/**
 * A script of its own, loaded by the URL the site data gives (scripts/bundle.mjs
 * says why it is not a chunk of this one).
 */
function loadScript<T>(href: string | undefined): Promise<T> {
  if (!href) return Promise.reject(new Error('the site data names no such script'));
  return import(href) as Promise<T>;
}

/**
 * Behaviour that only some pages need loads with the page that needs it, not
 * with every first visit: search-term marks on a page reached from a search
 * result (`_highlight` in the URL) or to clear marks already shown, and tab
 * switching on a page with tabs.
 */
function enhancePage(site: SiteData): void {
  if (new URLSearchParams(window.location.search).has('_highlight') || document.querySelector('mark.search-highlight')) {
    void loadScript<typeof import('./highlight.js')>(site.highlightScript).then((module) => module.applyHighlights());
  }
  if (document.querySelector('[data-tabs]')) void loadScript<typeof import('./tabs.js')>(site.tabsScript).then((module) => module.applyTabs());
}

async function start(): Promise<void> {
  const script = document.getElementById('__page');
  if (!script) return;
  const page = withBodyFromMarkup(JSON.parse(script.textContent ?? '{}') as PageData);
  const site = (await (await fetch(script.dataset.site!)).json()) as SiteData;
  const router = new Router(site, page, (change) => flushSync(change), () => enhancePage(site));
  const deferred = deferredLoader(site, router);
  const storage = createStorage();
  const services: ClientServices = {
    navigate: (href) => void router.navigate(href),
    prefetch: (href) => router.prefetch(href),
    storage,
    search: async (query, tag) => (await loadScript<typeof import('./search-client.js')>(site.searchScript)).search(site, query, tag),
    copyMarkdown: (href, preload) => deferred().then((loaded) => loaded.copyMarkdown(href, preload)),
    isBrowser: true,
  };
  const onHydrated = () => {
    document.documentElement.classList.remove('no-js');
    enhancePage(site);
    if (window.location.hash) scrollToHash(window.location.hash);
  };
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task (the API page's menu alone is hundreds of links).
  startTransition(() => {
    hydrateRoot(document.getElementById('__root')!, <Root router={router} site={site} services={services} onHydrated={onHydrated} />, {
      onRecoverableError: (error, info) => console.error('Hydration error:', (error as Error).cause ?? error, info.componentStack ?? ''),
    });
  });
  interceptLinks(router, deferred);
  wireCopyButtons(deferred, translator(site));
}

void start();
