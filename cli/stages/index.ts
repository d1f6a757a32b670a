// The pipeline as a table of contents: each stage a named, timed function of
// what the stages before it made, one file each in this folder. `loadSite`
// runs them in order for one locale; `build`, `check` and `dev`
// (cli/commands/) load a site through `loadLocales` (locales.ts), and `build`
// then renders and writes it.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { Section } from '../content/env.js';
import type { SiteCache } from '../site-cache.js';
import type { SiteModel, VersionModel } from '../site.js';
import type { Timer } from '../timer.js';
import { buildApiReferences, sharedReferences, type SharedApiReferences } from './api-references.js';
import { addChangesPages } from './api-changes.js';
import { readConfig } from './config.js';
import { customCss } from './custom-css.js';
import { prepareRenderers, type SharedHighlighter } from './highlighter.js';
import { linkContexts } from './link-context.js';
import { localePass } from './locale-pass.js';
import { resolveNavigation } from './navigation.js';
import { makePages } from './pages.js';
import { readContent } from './read-content.js';
import { renderDocs } from './render-docs.js';
import { composeBlog } from './blog.js';
import { withDocTags } from './doc-tags.js';
import { buildTimeTranslator } from '../i18n/build-time-translator.js';
import { applySeverities } from './severities.js';
import { siteData } from './site-data.js';
import { checkSiteLinks } from './site-links.js';
import { configLinks } from '../check/config-links.js';
import { linkedRedirects, siteRedirects } from './redirects.js';
import { staticCollisions } from './static-collisions.js';
import { staticFiles as listStaticFiles } from './static-files.js';
import { stemsSearchText } from '../search/outputs.js';
import { readLastUpdates, type LastUpdates } from '../content/git-last-update.js';

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
  /**
   * One highlighter for every locale of a build (loadLocales makes it): its grammars load once, and a
   * block another locale renders again (an untranslated page's) is highlighted once. Default: one per load.
   */
  shared?: SharedHighlighter;
  /** One build's API references, made once for all its locales (loadLocales makes the store). Default: each locale makes its own. */
  sharedApis?: SharedApiReferences;
  /** The island host's file name under `assets/` (runtime/island-host.ts), when it is not dist/runtime's: `dev` after a theme edit. */
  islandHost?: string;
  /**
   * Called with the sections of the docs that have text, as they are rendered, and whether they are English (lunr
   * stems them): `build` has its search thread count their texts meanwhile (search-thread.ts). Default: nobody is told.
   */
  sectionTexts?: (sections: Section[], stem: boolean) => void;
  /**
   * Told, once the content is read, about how many characters of text its docs will give the index (their Markdown's
   * length): `build` starts its search thread then if that is enough, so that the thread boots while the Markdown
   * renders instead of after. (Not for an OpenAPI document's size: its sections are indexed after the reference is
   * built, and a thread started before held ~25 MB through the reference's peak: GitHub's 334 → 359 MB.) Default:
   * nobody is told.
   */
  expectText?: (characters: number) => void;
}

/** Every stage but rendering and writing, for one locale: the site as a model, with every diagnostic. */
export async function loadSite(siteDir: string, { mode, timer, cache, highlight = true, locale, shared, sharedApis, islandHost, sectionTexts, expectText }: LoadOptions): Promise<SiteModel> {
  const absoluteSite = path.resolve(siteDir);
  const loaded = await timer.task('config', () => readConfig(absoluteSite, cache));
  const { config, translations } = timer.taskSync('locale pass', () => localePass(absoluteSite, loaded.config, locale));
  const read = await timer.task('content: read', () => readContent(config, mode, translations));
  expectText?.(read.docs.reduce((sum, doc) => sum + doc.body.length, 0));
  // git runs beside the stages below; the pages stage waits for it.
  const lastUpdates = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor ? lastUpdatesOf(read.docs.filter((doc) => !doc.generated).map((doc) => doc.absolute), cache) : undefined;
  const { highlighter, markdown } = await timer.task('highlighter', () => prepareRenderers(read.docs, translations, { highlight, cache, shared, siteDir: config.siteDir, locales: config.i18n.locales.length, admonitionKeywords: config.docs.admonitions ? (config.docs.admonitions.keywords ?? []) : [], diagrams: config.markdown.mermaid }));
  const links = timer.taskSync('link context', () => linkContexts(config, read.contents, Boolean(cache)));
  const apis = await timer.task('openapi', () =>
    buildApiReferences({ config, versions: read.versions, last: read.last.version, markdown, highlighter, links, cache, timer, renderBody: highlight, shared: sharedReferences(config, read.contents, highlighter, translations, sharedApis) }),
  );
  // Each version's "Changes in <version>" page, once the references are compared: a doc of its version from here on.
  const content = timer.taskSync('changes pages', () => addChangesPages(config, read, apis.all));
  const navigation = timer.taskSync('navigation', () => resolveNavigation(config, content, apis.all, translations));
  const stem = stemsSearchText(config);
  const rendered = await timer.task('markdown', () => renderDocs(config, content.contents, markdown, links, cache, { sidebarsByVersion: navigation.sidebarsByVersion, translations, islandHost }, sectionTexts && ((sections) => sectionTexts(sections, stem))));
  // The blog's pages are drawn from its posts' HTML, once every post is rendered.
  const lastIndex = content.contents.indexOf(content.last);
  const blog = content.blog && (await timer.task('blog', () => composeBlog(config, content.blog!, rendered.byVersion[lastIndex]!, markdown, links.get(content.last.version.name)!, translations)));
  if (blog) rendered.byVersion[lastIndex] = blog.docs;
  // Each version's tagged docs get their tags under them.
  if (content.contents.some((version) => version.tags.size)) {
    const t = buildTimeTranslator(translations);
    rendered.byVersion = rendered.byVersion.map((docs, i) => withDocTags(config.baseUrl, content.contents[i]!.tags, docs, t));
  }
  const gitDates = lastUpdates && (await timer.task('last updates (git)', () => lastUpdates));
  const pages = timer.taskSync('pages', () => makePages(config, content, navigation, rendered.byVersion, apis.all, translations, gitDates?.byFile));
  const { files: staticFiles, diagnostics: shadowed } = timer.taskSync('static files', () => listStaticFiles(config, cache));
  const stylesheet = await timer.task('custom css', () => customCss(config));
  const docs = rendered.byVersion.flat();
  const redirects = timer.taskSync('redirects', () => siteRedirects(config, pages.pages, staticFiles));
  // The config's own links (navbar, footer): the router is told of those to redirects, and the link check checks them.
  const linksOfConfig = configLinks(config);
  const site = timer.taskSync('site data', () => siteData(config, navigation, pages, translations, linkedRedirects(redirects, docs, linksOfConfig)));
  const brokenLinks = timer.taskSync('links', () => checkSiteLinks({ config, docs, apis: apis.all, staticFiles, configLinks: linksOfConfig, redirects }));
  const collisions = timer.taskSync('static collisions', () => staticCollisions({ config, staticFiles, pages: pages.pages, docs }));
  // The images docs name beside them are copied as static files are, under content-hashed names no static file can take.
  const copied = new Map([...staticFiles, ...docs.flatMap((r) => [...r.env.copies])]);

  const diagnostics: Diagnostic[] = [...loaded.diagnostics, ...translations.diagnostics, ...content.diagnostics, ...apis.diagnostics, ...navigation.diagnostics, ...rendered.diagnostics, ...(gitDates?.diagnostics ?? []), ...pages.diagnostics, ...redirects.diagnostics, ...brokenLinks, ...shadowed, ...collisions, ...stylesheet.diagnostics];
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
    notFound: pages.notFound,
    docs,
    api: apis.main,
    staticFiles: copied,
    ...(stylesheet.stylesheet ? { customCss: stylesheet.stylesheet } : {}),
    ...(blog?.feeds.length ? { blogFeeds: blog.feeds } : {}),
    ...(redirects.files.length ? { redirectFiles: redirects.files } : {}),
    diagnostics: timer.taskSync('severities', () => applySeverities(diagnostics, config)),
    inputs: [...translations.files, ...(stylesheet.stylesheet?.sources ?? []), ...content.docs.map((doc) => doc.absolute), ...apis.all.flatMap(({ reference }) => reference.sources)],
    ...(versions ? { versions, canonical: pages.linked!.canonical } : {}),
  };
}

/**
 * The docs' last commits. `dev` reads them once for a set of docs: a save changes no commit, and walking the
 * history again on every save would cost a large repository a second each time.
 */
function lastUpdatesOf(files: string[], cache: SiteCache | undefined): Promise<LastUpdates> {
  const key = files.join('\0');
  if (cache?.lastUpdates?.key === key) return cache.lastUpdates.read;
  const read = readLastUpdates(files);
  if (cache) cache.lastUpdates = { key, read };
  return read;
}
