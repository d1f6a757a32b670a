// The Try-it console of the API reference loads on the first click of a
// "Try it" button: its script is named by the site data (`tryIt.script`),
// which this reads from the URL the page gives (`#__page[data-site]`, the
// file the client fetched at start, so the browser's cache answers).
import type { SiteData } from '../templates/contracts/types.js';
import { loadOnce } from './load-once.js';

type Console = typeof import('./try-it/console.js');

const loadSite = loadOnce(async (href: string) => (await (await fetch(href)).json()) as SiteData);

export async function openTryIt(button: HTMLButtonElement): Promise<void> {
  const href = document.getElementById('__page')?.dataset.site;
  const tryIt = href ? (await loadSite.get(href)).tryIt : undefined;
  if (!tryIt) return;
  const loaded = (await import(tryIt.script)) as Console;
  await loaded.openConsole(button, tryIt);
}
