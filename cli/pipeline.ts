// The pipeline as a table of contents: each stage a named, timed function of
// what the stages before it made. `loadSite` runs them in order for `build`,
// `check` and `dev`; `build` then renders and writes the site atomically.
import { statSync } from 'node:fs';
import path from 'node:path';
import { loadRuntimeAssets } from './assets/runtime.js';
import { checkSiteLinks } from './check/site-links.js';
import { applySeverities } from './check/severities.js';
import { staticCollisions } from './check/static-collisions.js';
import { readSiteConfig } from './config/site-config.js';
import { linkContexts } from './content/link-context.js';
import { createMarkdownRenderer } from './content/markdown.js';
import { prepareHighlighter } from './content/prepare-highlighter.js';
import { readContent } from './content/read-content.js';
import { renderDocs } from './content/render-docs.js';
import { listStaticFiles } from './content/static-files.js';
import { DiagnosticError, hasErrors, type Diagnostic } from './diagnostics.js';
import { limitHeapGrowthFor } from './heap.js';
import { buildApiReferences } from './openapi/api-references.js';
import { deferredOutputs } from './render/outputs.js';
import { notFoundPage } from './render/not-found.js';
import { fullLoadRoutes } from './render/full-load.js';
import { siteDataOf } from './render/site-data.js';
import { siteOutputs } from './render/site-outputs.js';
import { makePages } from './render/site-pages.js';
import { resolveNavigation } from './routes/navigation.js';
import { checkedLocale, codeBlockLabels, translatedNavigation, untranslatedBody } from './i18n/locale-pass.js';
import { configForLocale } from './i18n/locale-config.js';
import { browserMessages, messageOf, readTranslations } from './i18n/translations.js';
import type { SiteCache } from './site-cache.js';
import type { SiteModel, VersionModel } from './site.js';
import { createTimer, type Timer } from './timer.js';
import { recoverInterrupted, writeAtomically, type BuildFiles, type DeferredFiles } from './write/atomic.js';
import { mergeLocaleOutputs, uniqueDiagnostics } from './i18n/locale-outputs.js';
import { linkLocales } from './i18n/alternates.js';
import { unwritableOutputs } from './write/unwritable.js';

export interface LoadOptions {
  /** `development` keeps drafts. */
  mode: 'production' | 'development';
  timer: Timer;
  /** Results kept from the previous load of this site (only `dev` passes one). */
  cache?: SiteCache;
  /** The locale to build. Default: the config's default locale. */
  locale?: string;
  /**
   * Highlight code blocks in pages and render the API reference's body.
   * Default: `true`; `check` turns it off (no diagnostic depends on either).
   */
  highlight?: boolean;
}

/** Every stage but rendering and writing: the site as a model, with every diagnostic. */
export async function loadSite(siteDir: string, { mode, timer, cache, highlight = true, locale }: LoadOptions): Promise<SiteModel> {
  const absoluteSite = path.resolve(siteDir);
  const loaded = await timer.task('config', async () => (cache ? (cache.config ??= await readSiteConfig(absoluteSite)) : readSiteConfig(absoluteSite)));
  const built = checkedLocale(loaded.config, locale);
  const translations = timer.taskSync('translations', () => readTranslations(absoluteSite, built));
  const config = configForLocale(loaded.config, built, translations);
  const content = await timer.task('content: read', () => readContent(config, mode));
  limitHeapGrowthFor({ pages: content.docs.length });
  const highlighter = await timer.task('highlighter', () => prepareHighlighter(content.docs, { highlight, cache }));
  const markdown = createMarkdownRenderer(highlighter, codeBlockLabels(translations));
  const links = linkContexts(config, content.contents, Boolean(cache));
  const apis = await timer.task('openapi', () =>
    buildApiReferences({ config, versions: content.versions, last: content.last.version, markdown, highlighter, links, cache, timer, renderBody: highlight }),
  );
  const navigation = translatedNavigation(resolveNavigation(config, content, apis.all), translations);
  const rendered = await timer.task('markdown', async () => renderDocs(content.contents, markdown, links, cache));
  const pages = makePages(config, content, navigation, rendered.byVersion, apis.all, untranslatedBody(config, translations));
  const staticDir = path.resolve(absoluteSite, config.staticDir);
  const staticFiles = await timer.task('static', async () => (cache ? (cache.staticFiles ??= listStaticFiles(staticDir)) : listStaticFiles(staticDir)));
  const site = siteDataOf(config, { sidebars: navigation.sidebars, navbar: navigation.navbar, home: navigation.home, versions: pages.linked, fullLoad: fullLoadRoutes(pages.pages), messages: browserMessages(translations) });
  const docs = rendered.byVersion.flat();
  const brokenLinks = timer.taskSync('links', () => checkSiteLinks({ config, docs, apis: apis.all, staticFiles }));
  const collisions = staticCollisions({ config, staticFiles, pages: pages.pages, docs });
  // The images docs name beside them are copied as static files are, under content-hashed names no static file can take.
  const copied = new Map([...staticFiles, ...docs.flatMap((r) => [...r.env.copies])]);

  const diagnostics = [...loaded.diagnostics, ...translations.diagnostics, ...content.diagnostics, ...apis.diagnostics, ...navigation.diagnostics, ...rendered.diagnostics, ...brokenLinks, ...collisions];
  const versions = pages.linked
    ? content.contents.map((version, i): VersionModel => ({
        version: version.version,
        docs: rendered.byVersion[i]!,
        pages: pages.byVersion[i]!,
        api: apis.all.find(({ plan }) => plan.owner === version.version)?.reference ?? apis.main,
        sidebars: navigation.sidebarsByVersion[i]!,
      }))
    : undefined;
  return {
    config,
    site,
    pages: pages.pages,
    notFound: notFoundPage(config, messageOf(translations, 'theme.NotFound.title')),
    docs,
    api: apis.main,
    staticFiles: copied,
    diagnostics: applySeverities(diagnostics, config),
    inputs: [...translations.files, ...content.docs.map((doc) => doc.absolute), ...apis.all.flatMap(({ reference }) => reference.sources)],
    ...(versions ? { versions, canonical: pages.linked!.canonical } : {}),
  };
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  outDir: string;
  /** The output folder was there before this build: a failed build leaves it as it was. */
  previousOutput: boolean;
  pages: number;
  timings: Timer['timings'];
}

export interface BuildOptions {
  outDir?: string;
  /** Any warning fails the build. */
  strict?: boolean;
}

/** `brokerdocs build`: the site loaded in each of its locales, rendered and swapped into the output folder whole. */
export async function build(siteDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const timer = createTimer();
  const outDir = path.resolve(siteDir, options.outDir ?? 'build');
  // A build killed while swapping its output in left the previous one set aside: back it goes, whatever this build does.
  await recoverInterrupted(outDir);
  const previousOutput = isDirectory(outDir);
  const fail = (diagnostics: Diagnostic[]): BuildResult => ({ ok: false, diagnostics, outDir, previousOutput, pages: 0, timings: timer.timings });
  let models: (SiteModel | undefined)[];
  try {
    models = await loadLocales(siteDir, timer);
  } catch (caught) {
    if (caught instanceof DiagnosticError) return fail(caught.diagnostics);
    throw caught;
  }
  const diagnostics = uniqueDiagnostics(models.map((model) => model!.diagnostics));
  if (failed(diagnostics, options.strict)) return fail(diagnostics);
  const pages = models.reduce((sum, model) => sum + model!.pages.length, 0);
  linkLocales(models.map((model) => ({ locale: model!.config.i18n.currentLocale, pages: model!.pages, docs: model!.docs })));
  const runtime = await timer.task('runtime assets', () => loadRuntimeAssets());
  // Every locale's files go into one output, written (and swapped in) at once: all locales or none.
  const files: BuildFiles = new Map();
  const deferred: DeferredFiles = new Map();
  const problems: Diagnostic[] = [];
  // Filled as each locale's pages are written: read after the write.
  const pageWarnings: Diagnostic[][] = [];
  for (let i = 0; i < models.length; i++) {
    const model = models[i]!;
    const outputs = siteOutputs(model);
    const derived = outputs.derived(timer);
    const own = await deferredOutputs(outputs.render, runtime, timer);
    for (const [name, content] of derived) own.files.set(name, content);
    pageWarnings.push(own.pageWarnings);
    problems.push(...unwritableOutputs(model, [...own.files.keys(), ...own.deferred.keys()]));
    problems.push(...mergeLocaleOutputs({ files, deferred }, own, model.config));
    // The renderers hold pages, not the docs they were made from: the sources, sections and links (hundreds of MB for a large site) can go.
    models[i] = undefined;
  }
  if (problems.length) return fail([...diagnostics, ...problems]);
  await timer.task('render and write', () => writeAtomically(outDir, files, deferred));
  // Known once the pages are written; under --strict they fail the build as any warning does (its output stays written).
  const all = [...diagnostics, ...pageWarnings.flat()];
  return { ok: !failed(all, options.strict), diagnostics: all, outDir, previousOutput, pages, timings: timer.timings };
}

/** The site in every locale of its config, the default one first (it says which the others are). */
async function loadLocales(siteDir: string, timer: Timer): Promise<SiteModel[]> {
  const first = await loadSite(siteDir, { mode: 'production', timer });
  const others = first.config.i18n.locales.filter((locale) => locale !== first.config.i18n.currentLocale);
  const rest: SiteModel[] = [];
  for (const locale of others) rest.push(await timer.task(`locale ${locale}`, () => loadSite(siteDir, { mode: 'production', timer, locale })));
  return [first, ...rest];
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export function failed(diagnostics: readonly Diagnostic[], strict = false): boolean {
  return hasErrors(diagnostics) || (strict && diagnostics.some((d) => d.severity === 'warning'));
}

/** `brokerdocs check`: every stage but rendering and writing, in every locale. */
export async function check(siteDir: string): Promise<{ diagnostics: Diagnostic[]; timings: Timer['timings'] }> {
  const timer = createTimer();
  try {
    const first = await loadSite(siteDir, { mode: 'production', timer, highlight: false });
    const diagnostics = [first.diagnostics];
    for (const locale of first.config.i18n.locales.filter((l) => l !== first.config.i18n.currentLocale)) {
      diagnostics.push((await loadSite(siteDir, { mode: 'production', timer, highlight: false, locale })).diagnostics);
    }
    return { diagnostics: uniqueDiagnostics(diagnostics), timings: timer.timings };
  } catch (caught) {
    if (caught instanceof DiagnosticError) return { diagnostics: caught.diagnostics, timings: timer.timings };
    throw caught;
  }
}
