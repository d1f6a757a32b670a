// Turns the site model into the files of the build: one HTML file and one
// page-data file per route, 404.html, the site data, runtime assets, static
// files, the spec download and sitemap.xml.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { RuntimeAssets } from '../assets/runtime.js';
import { apiReferences, type SiteModel } from '../site.js';
import type { Timer } from '../timer.js';
import type { DeferredFiles, OutputFiles } from '../write/atomic.js';
import { pageMarkdownHref } from '../llms/paths.js';
import { routeToHref } from '../routes/href.js';
import { htmlPath, pageDataPath } from '../../templates/paths.js';
import type { PageData } from '../../templates/types.js';
import { renderDocument, type DocumentAssets } from './html.js';
import { renderPageMarkup } from './render-page.js';
import { renderSitemap } from './sitemap.js';

export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

export interface ExtraOutputs {
  /** More files (search indexes, llms.txt…) from other stages, by path. */
  files?: OutputFiles;
}

/** Every file of the build, rendered (what `dev` serves from memory). */
export async function renderOutputs(model: SiteModel, runtime: RuntimeAssets, timer: Timer, extra: ExtraOutputs = {}): Promise<OutputFiles> {
  const { files, deferred } = await deferredOutputs(model, runtime, timer, extra);
  timer.taskSync('render', () => {
    for (const [name, render] of deferred) files.set(name, render());
  });
  return files;
}

/**
 * Every file of the build, the pages (HTML and page data) still to be
 * rendered: writeAtomically renders each as it writes it, so a 10,000-page
 * site never holds all its pages in memory at once.
 */
export async function deferredOutputs(model: SiteModel, runtime: RuntimeAssets, timer: Timer, extra: ExtraOutputs = {}): Promise<{ files: OutputFiles; deferred: DeferredFiles }> {
  const { config, site } = model;
  const files: OutputFiles = new Map();
  const deferred: DeferredFiles = new Map();
  const asset = (name: string) => routeToHref(config.baseUrl, `assets/${name}`);
  for (const [name, content] of runtime.files) files.set(`assets/${name}`, content);

  const siteJson = JSON.stringify({ ...site, searchScript: runtime.manifest.search ? asset(runtime.manifest.search) : undefined });
  const siteDataName = `site-${contentHash(siteJson)}.json`;
  files.set(`assets/${siteDataName}`, siteJson);

  const assets: DocumentAssets = {
    css: asset(runtime.manifest.css),
    client: asset(runtime.manifest.client),
    preload: (runtime.manifest.preload ?? []).map(asset),
    siteData: asset(siteDataName),
    favicon: config.favicon ? routeToHref(config.baseUrl, config.favicon) : undefined,
    headScript: headScript(runtime.manifest.headScript, model),
  };
  const origin = config.url.replace(/\/+$/, '');
  const renderOne = (page: PageData, options: { noIndex?: boolean; canonical?: boolean } = {}) =>
    renderDocument({
      site,
      page,
      body: renderPageMarkup(site, page),
      assets,
      canonical: options.canonical === false ? undefined : origin + (model.canonical?.get(page.route) ?? page.permalink),
      noIndex: options.noIndex,
      markdownHref: pageMarkdownHref(config.baseUrl, page),
    });

  for (const page of model.pages) {
    deferred.set(htmlPath(page.route), () => renderOne(page));
    deferred.set(`page-data/${pageDataPath(page.route)}`, () => JSON.stringify(page));
  }
  deferred.set('404.html', () => renderOne(model.notFound, { noIndex: true, canonical: false }));

  await timer.task('static', async () => {
    await Promise.all(
      [...model.staticFiles].map(async ([name, absolute]) => {
        files.set(name, await readFile(absolute));
      }),
    );
    for (const api of apiReferences(model)) files.set(api.specFile.name, api.specFile.content);
  });
  files.set(
    'sitemap.xml',
    renderSitemap(
      origin,
      model.pages.map((page) => page.permalink),
    ),
  );
  for (const [name, content] of extra.files ?? []) files.set(name, content);
  return { files, deferred };
}

/** The inline head script with this site's options baked in. */
function headScript(source: string, model: SiteModel): string {
  const { site } = model;
  const options = {
    baseUrl: site.baseUrl,
    defaultMode: site.colorMode.defaultMode,
    respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
    disableSwitch: site.colorMode.disableSwitch,
    announcementId: site.announcementBar?.id ?? null,
  };
  return `${source};headScript(${JSON.stringify(options).replace(/</g, '\\u003c')})`;
}
