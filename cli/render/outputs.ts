// Turns the pages into the files of the build: one HTML file and one
// page-data file per route, 404.html, the site data, runtime assets, static
// files, the spec download and sitemap.xml.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diagramFiles, type RuntimeAssets } from '../assets/runtime.js';
import type { SiteConfig } from '../config/resolve.js';
import type { Diagnostic } from '../diagnostics.js';
import type { Timer } from '../timer.js';
import { releaseBody } from '../body-pieces.js';
import { collectGarbageOfLargeInput } from '../heap.js';
import { joinedContent, joinedFiles, SourceFile, writeFileContent, writtenByItsMaker, WRITTEN, type BuildFiles, type DeferredFiles, type FileParts, type OutputFiles } from '../write/atomic.js';
import { pageMarkdownHref } from '../llms/paths.js';
import { routeToHref } from '../routes/href.js';
import { htmlPath, pageDataPath } from '../../templates/contracts/paths.js';
import type { NotFoundPage, PageData, SiteData } from '../../templates/contracts/types.js';
import { siteHead } from './site-head.js';
import { contentSecurityPolicy } from './csp.js';
import { tryItSite } from '../openapi/try-it-site.js';
import { renderDocumentParts, type DocumentAssets } from './html.js';
import { hasDiagrams, hasIslands, loadsInFull } from './full-load.js';
import { documentLocale, hrefLangs } from '../i18n/alternates.js';
import { pageDataParts } from './page-data.js';
import { pageSizeWarning } from './page-size.js';
import { renderPageMarkupParts } from './render-page.js';
import { createRenderPool, type PageOptions, type PageTargets, type RenderPool } from './render-pool.js';
import type { PageCache } from './page-cache.js';
import { renderSitemap } from './sitemap.js';

export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** What the site's pages are rendered from: the pages and the files that go with them, not the docs they were made of. */
export interface RenderInput {
  config: SiteConfig;
  site: SiteData;
  pages: readonly PageData[];
  notFound: NotFoundPage;
  /** Static files by path under the base URL, copied as they are. */
  staticFiles: ReadonlyMap<string, string>;
  /** The API documents offered for download, and the anchor map of a reference split per tag. */
  specFiles: readonly SpecFile[];
  /** Canonical href of the pages whose canonical page is another version's, by route. */
  canonical?: ReadonlyMap<string, string>;
  /** The site's own stylesheets as one file, linked after ours on every page. */
  customCss?: SpecFile;
  /** The servers the Try-it console may call, for `connect-src` (cli/openapi/try-it-site.ts); none when it is off. */
  tryItConnect?: string[];
}

type FileContent = string | Buffer | FileParts;

export interface SpecFile {
  name: string;
  content: Buffer;
}

/** Every rendered file of the site (what `dev` serves from memory). */
export async function renderOutputs(model: RenderInput, runtime: RuntimeAssets, timer: Timer): Promise<OutputFiles> {
  const { files, deferred } = await deferredOutputs(model, runtime, timer);
  const rendered = joinedFiles(files);
  await timer.task('render', async () => {
    for (const [name, render] of deferred) rendered.set(name, joinedContent(await render()));
  });
  return rendered;
}

/**
 * Fewer pages than this render on this thread: a worker takes ~0.2 s and
 * ~30 MB to start (the manual's build must stay under 250 MB), and every page
 * travels to it. BROKERDOCS_PARALLEL_PAGES sets another (tests give a small site workers).
 */
const PARALLEL_PAGES = Number(process.env.BROKERDOCS_PARALLEL_PAGES ?? 1000);

/**
 * A render worker on every core but one, which the main thread keeps: it makes the Markdown export and the other
 * files meanwhile, and the search thread shares it. A worker on every core made the 2-core machine run four busy
 * threads: one worker instead of two built 1,000 pages in 1.86 s instead of 1.94 s, and 10,000 in 14.3 s instead of
 * 15.8 s, at 1.8 GB instead of 2.0 GB.
 */
function renderWorkers(): number {
  return Math.max(1, Math.min(availableParallelism() - 1, 16));
}

/** Where `build` has the render workers write the pages: the staging folder (with the locale's path), whose folders are made once. */
export interface PageWriting {
  root: string;
  makeFolders(names: Iterable<string>): void;
  /** `build --cache`: pages whose files are there are copied, not rendered. */
  cache?: PageCache;
}
/** The worker entry, bundled beside the CLI (dist/render-worker.js); absent when running from source. */
const RENDER_WORKER = fileURLToPath(new URL('./render-worker.js', import.meta.url));

/**
 * Every file of the build, the pages (HTML and page data) still to be
 * rendered: writeAtomically renders each as it writes it, so a 10,000-page
 * site never holds all its pages in memory at once.
 */
export async function deferredOutputs(
  model: RenderInput,
  runtime: RuntimeAssets,
  timer: Timer,
  writeTo?: PageWriting,
): Promise<{
  files: BuildFiles;
  deferred: DeferredFiles;
  pageWarnings: Diagnostic[];
  /** Settled once the workers wrote (or failed to write) every page they were given. */
  workerWrites: Promise<unknown>;
  /** Pages rendered and pages copied from the cache, counted as they are written. */
  stats: { rendered: number; restored: number };
  /**
   * `build`: writes the API reference's pages now (they are rendered on this thread), rather than when the writer
   * reaches them, and lets go of each one's body once written (the model holds no other copy). Without `writeTo`:
   * nothing to do.
   */
  writeApiPages: () => Promise<void>;
}> {
  const { config, site } = model;
  const files: BuildFiles = new Map();
  const deferred: DeferredFiles = new Map();
  const asset = (name: string) => routeToHref(config.baseUrl, `assets/${name}`);
  // The island host only where a page loads it: a site without islands gets the files it always had.
  const islands = model.pages.some(hasIslands);
  for (const [name, content] of runtime.files) if (islands || name !== runtime.manifest.clientIslands) files.set(`assets/${name}`, content);
  // Mermaid's scripts only where a page draws a diagram: ~3.6 MB a site without one never carries.
  const drawsDiagrams = config.markdown.mermaid;
  const diagrams = drawsDiagrams && runtime.manifest.diagrams && model.pages.some(hasDiagrams) ? runtime.manifest.diagrams : undefined;
  if (diagrams) for (const [name, content] of await diagramFiles(runtime.manifest)) files.set(`assets/${name}`, content);

  const tryIt = tryItSite(config, asset(runtime.manifest.tryIt), model.tryItConnect ?? []);
  const siteJson = JSON.stringify({ ...site, searchScript: asset(runtime.manifest.search), highlightScript: asset(runtime.manifest.highlight), tabsScript: asset(runtime.manifest.tabs), deferredScript: asset(runtime.manifest.deferred), tryIt });
  const siteDataName = `site-${contentHash(siteJson)}.json`;
  files.set(`assets/${siteDataName}`, siteJson);

  if (model.customCss) files.set(model.customCss.name, model.customCss.content);
  const inlineScript = headScript(runtime.manifest.headScript, model);
  // The config's own head tags (scripts, stylesheets, metadata), on every page.
  const head = siteHead(config);
  const assets: DocumentAssets = {
    css: asset(runtime.manifest.css),
    ...(model.customCss ? { customCss: routeToHref(config.baseUrl, model.customCss.name) } : {}),
    client: asset(runtime.manifest.client),
    ...(islands && runtime.manifest.clientIslands ? { clientIslands: asset(runtime.manifest.clientIslands) } : {}),
    siteData: asset(siteDataName),
    favicon: config.favicon ? routeToHref(config.baseUrl, config.favicon) : undefined,
    headScript: inlineScript,
    ...(head.tags.length ? { siteHead: head.tags } : {}),
    csp: contentSecurityPolicy([inlineScript, ...head.inlineScripts], [...(tryIt?.connect ?? []), ...head.origins.connect], head.origins),
    apiAnchors: asset(runtime.manifest.apiAnchors),
    ...(diagrams ? { diagrams: asset(diagrams.entry) } : {}),
    ...documentLocale(config),
  };
  const origin = config.url.replace(/\/+$/, '');
  const optionsOf = (page: PageData, options: { noIndex?: boolean; canonical?: boolean } = {}): PageOptions => ({
    canonical: options.canonical === false ? undefined : origin + (model.canonical?.get(page.route) ?? page.permalink),
    noIndex: options.noIndex,
    markdownHref: pageMarkdownHref(config.baseUrl, page),
    ...(page.locales ? { alternates: hrefLangs(config, origin, page.locales) } : {}),
  });
  const renderOne = (page: PageData, options: { noIndex?: boolean; canonical?: boolean } = {}) =>
    renderDocumentParts({ site, page, body: renderPageMarkupParts(site, page), assets, ...optionsOf(page, options) });

  // A big site's pages render on every core; the pool stops once every page is back.
  const pooled = model.pages.filter((page) => page.kind !== 'api');
  const parallel = pooled.length >= PARALLEL_PAGES && existsSync(RENDER_WORKER);
  // Started by the first page to render: a build whose pages all come from the cache starts no worker.
  let pool: RenderPool | undefined;
  const workerPool = () => (pool ??= createRenderPool({ workerFile: RENDER_WORKER, workers: renderWorkers(), site, assets }));
  // An API reference stays on this thread: its body can be hundreds of MB, which a worker would receive as a copy.
  const inPool = (page: PageData) => parallel && page.kind !== 'api' && page.kind !== 'notFound';
  let unrendered = parallel ? pooled.length : 0;
  const finished = () => {
    if (--unrendered === 0) void pool?.close();
  };
  // Filled as the pages are written: a page's size is known once it is rendered (read with flat(), see writePage).
  const pageWarnings: Diagnostic[] = [];
  const measured = async (page: PageData, render: () => FileContent | Promise<FileContent>): Promise<FileContent> => {
    const rendered = await render();
    const html = typeof rendered === 'string' || Buffer.isBuffer(rendered) || Array.isArray(rendered) ? rendered : [...rendered];
    const found = pageSizeWarning(page, html, page.kind === 'api' ? config.openapi?.spec : undefined);
    if (found) pageWarnings.push(found);
    return html;
  };
  const written: Promise<unknown>[] = [];
  const stats = { rendered: 0, restored: 0 };
  const apiPages: { page: PageData; write: () => Promise<void> }[] = [];
  if (writeTo) {
    // `build`: every page is written by whoever renders it (a worker, or this thread), or copied from the cache.
    const cache = writeTo.cache;
    const siteKey = cache ? contentHash(`${siteJson}\0${JSON.stringify(assets)}`) : '';
    // A page's warning goes at its own place: workers answer in any order, the list of warnings stays in page order (holes are dropped by flat()).
    const writePage = async (index: number, page: PageData, options: PageOptions, targets: PageTargets): Promise<void> => {
      const key = cache?.keyOf(siteKey, page, options, targets.pageData !== undefined);
      const restored = key ? await cache!.restore(key, targets) : undefined;
      if (restored) {
        stats.restored++;
        if (restored.warning) pageWarnings[index] = restored.warning;
        return;
      }
      let warning: Diagnostic | undefined;
      if (inPool(page)) ({ warning } = await workerPool().write(page, options, targets));
      else {
        const parts = renderDocumentParts({ site, page, body: renderPageMarkupParts(site, page), assets, ...options });
        await writeFileContent(targets.html, parts);
        if (targets.pageData) await writeFileContent(targets.pageData, pageDataParts(page));
        warning = pageSizeWarning(page, parts, targets.sizeSource);
      }
      stats.rendered++;
      if (warning) pageWarnings[index] = warning;
      if (key) await cache!.store(key, targets, warning);
    };
    const planned = [
      ...model.pages.map((page) => ({ page, html: htmlPath(page.route), pageData: loadsInFull(page, drawsDiagrams) ? undefined : `page-data/${pageDataPath(page.route)}`, options: optionsOf(page) })),
      { page: model.notFound as PageData, html: '404.html', pageData: undefined, options: optionsOf(model.notFound, { noIndex: true, canonical: false }) },
    ];
    // A worker makes its pages' folders as it writes them (render-worker.ts); pages from the cache, or written here, need theirs now.
    const madeHere = planned.filter(({ page }) => cache || !inPool(page));
    writeTo.makeFolders(madeHere.flatMap(({ html, pageData }) => (pageData ? [html, pageData] : [html])));
    for (const [index, { page, html, pageData, options }] of planned.entries()) {
      const targets: PageTargets = {
        html: path.join(writeTo.root, html),
        ...(pageData ? { pageData: path.join(writeTo.root, pageData) } : {}),
        ...(page.kind === 'api' && config.openapi?.spec ? { sizeSource: config.openapi.spec } : {}),
      };
      let writing: Promise<void> | undefined;
      const start = () => (writing ??= writePage(index, page, options, targets).finally(() => inPool(page) && finished()));
      // A worker's pages go now, to be written while this thread makes the search index and the rest; this thread's own pages are rendered when the writer reaches them.
      if (inPool(page) && page !== model.notFound) {
        // Handled here: a page that fails while this thread is busy elsewhere fails the write that waits for it, not the process.
        start().catch(() => {});
        written.push(writing!);
      }
      deferred.set(html, writtenByItsMaker(async () => (await start(), WRITTEN)));
      if (pageData) deferred.set(pageData, writtenByItsMaker(async () => (await start(), WRITTEN)));
      if (page.kind === 'api') apiPages.push({ page, write: start });
    }
  } else {
    for (const page of model.pages) {
      const inWorker = () => workerPool().render(page, optionsOf(page)).finally(finished);
      deferred.set(htmlPath(page.route), () => measured(page, inPool(page) ? inWorker : () => renderOne(page)));
      if (!loadsInFull(page, drawsDiagrams)) deferred.set(`page-data/${pageDataPath(page.route)}`, () => pageDataParts(page));
    }
    deferred.set('404.html', () => renderOne(model.notFound, { noIndex: true, canonical: false }));
  }

  for (const spec of model.specFiles) files.set(spec.name, spec.content);
  files.set(
    'sitemap.xml',
    renderSitemap(
      origin,
      model.pages.map((page) => ({ permalink: page.permalink, ...(page.locales ? { alternates: hrefLangs(config, origin, page.locales) } : {}) })),
    ),
  );
  // Last, once every file the build makes is known: a static file the build writes itself is left out (stages/static-collisions.ts
  // reports it), the generated one wins. Each is read when it is written, a few at a time: a site's static folder can be hundreds
  // of MB (Ionic's 133 MB, once per locale), which were all held in memory before the first file was written.
  for (const [name, absolute] of model.staticFiles) if (!files.has(name) && !deferred.has(name)) deferred.set(name, () => new SourceFile(absolute));
  const writeApiPages = async () => {
    // One at a time: each page's markup, page data and size check are made while it is written (its body as its pieces).
    for (const { page, write } of apiPages) {
      await write();
      releaseBody(page);
    }
    // Their bodies are garbage now (GitHub's: 47 MB of text): collected before the Markdown export adds its own, which
    // was the build's peak once writing them stopped making garbage enough for V8 to collect on its own (heap.ts).
    if (apiPages.length) collectGarbageOfLargeInput();
  };
  return { files, deferred, pageWarnings, workerWrites: Promise.allSettled(written), stats, writeApiPages };
}

/** The inline head script with this site's options baked in. */
function headScript(source: string, model: RenderInput): string {
  const { site } = model;
  const options = {
    baseUrl: site.baseUrl,
    defaultMode: site.colorMode.defaultMode,
    respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
    disableSwitch: site.colorMode.disableSwitch,
    // A bar that cannot be closed is never hidden, whatever a reader dismissed before.
    announcementId: site.announcementBar?.isCloseable ? site.announcementBar.id : null,
  };
  return `${source};headScript(${JSON.stringify(options).replace(/</g, '\\u003c')})`;
}
