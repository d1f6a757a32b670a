// The locale loop, written once for `build`, `check` and `dev`: the pipeline
// runs once per locale, the default locale first, since its config says which
// the others are.
import type { Highlighter } from '../content/highlight/highlighter.js';
import type { SiteModel } from '../site.js';
import { loadSite, type LoadOptions } from './index.js';

/**
 * Which locales to load: `'every'` locale of the config (`build`, `check`),
 * or one (`dev`, as Docusaurus' `start`): the one named, else the default one.
 */
export type LocaleChoice = 'every' | { locale?: string };

/** The site loaded in each locale chosen, a model each, the default locale's first. */
export async function loadLocales(siteDir: string, options: Omit<LoadOptions, 'locale'>, choice: 'every'): Promise<SiteModel[]>;
export async function loadLocales(siteDir: string, options: Omit<LoadOptions, 'locale'>, choice: { locale?: string }): Promise<[SiteModel]>;
export async function loadLocales(siteDir: string, options: Omit<LoadOptions, 'locale'>, choice: LocaleChoice): Promise<SiteModel[]> {
  if (choice !== 'every') {
    const model = await loadSite(siteDir, { ...options, locale: choice.locale });
    await persistHighlights(options.cache?.highlighter ?? options.shared?.highlighter);
    return [model];
  }
  // dev keeps its highlighter in its cache; a build shares one between its locales, and its API references.
  const shared = options.cache ? options : { ...options, shared: options.shared ?? {}, sharedApis: options.sharedApis ?? new Map() };
  const first = await loadSite(siteDir, shared);
  const { locales, currentLocale } = first.config.i18n;
  const models = [first];
  for (const locale of locales.filter((other) => other !== currentLocale)) {
    models.push(await options.timer.task(`locale ${locale}`, () => loadSite(siteDir, { ...shared, locale })));
  }
  await persistHighlights(shared.cache?.highlighter ?? shared.shared?.highlighter);
  return models;
}

/** Every block is highlighted once the pages are loaded (their Markdown is rendered then): kept for the next build. */
async function persistHighlights(highlighter: Promise<Highlighter> | undefined): Promise<void> {
  (await highlighter)?.persist?.();
}
