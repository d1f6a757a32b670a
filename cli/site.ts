// Loads a whole site into memory: config → versions → content → OpenAPI →
// routes → sidebars/navbar → rendered Markdown → page data → link diagnostics.
// `build` renders and writes this model; `check` only reads its diagnostics;
// `dev` serves it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { configLinks } from './check/config-links.js';
import { checkLinks, type LinkSource } from './check/links.js';
import { checkOpenApiRules } from './check/openapi-rules.js';
import { plainHighlighter } from './check/plain-highlighter.js';
import { limitHeapGrowthFor } from './heap.js';
import { loadConfig } from './config/load.js';
import { resolveConfig, type SiteConfig } from './config/resolve.js';
import type { DocSource } from './content/docs.js';
import { getHighlighter, type Highlighter } from './content/highlight.js';
import { createLinkResolver } from './content/link-resolver.js';
import { createMarkdownRenderer, type MarkdownRenderer } from './content/markdown.js';
import { fenceLanguages } from './content/plugins/code-blocks.js';
import { cachedMarkdown, type CachedConfig, type SiteCache } from './site-cache.js';
import { DiagnosticError, hasErrors, severityFor, type Diagnostic, type SeverityOption } from './diagnostics.js';
import { buildApiReference, type ApiReference } from './openapi/reference.js';
import { docPageData, type RenderedDoc } from './render/doc-page.js';
import { routeToHref } from './routes/href.js';
import { resolveFooter, resolveNavbar } from './routes/navbar.js';
import { buildRouteTable, routeKey, type RouteEntry } from './routes/table.js';
import type { Timer } from './timer.js';
import { planApiReferences, type ApiPlan } from './versions/api-plan.js';
import { readDocsVersion, versionSidebars } from './versions/docs-version.js';
import { linkVersions, type LinkedVersions } from './versions/site-versions.js';
import { DOCS_PLUGIN_ID, loadVersions, type DocsVersion } from './versions/versions.js';
import { DEFAULT_SEARCH_TAG } from '../templates/contracts/search-files.js';
import type { ApiPage, DocPage, NotFoundPage, PageData, SidebarItem, SiteData } from '../templates/contracts/types.js';

export interface SiteModel {
  config: SiteConfig;
  site: SiteData;
  /** Every page with its own route, in sidebar-independent source order. */
  pages: PageData[];
  notFound: NotFoundPage;
  docs: RenderedDoc[];
  /** The API reference at the configured route (the shared one, or the last version's own). */
  api?: ApiReference;
  /** Static files copied as they are, by path under the base URL. */
  staticFiles: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Every file the model was read from, for `dev` to watch. */
  inputs: string[];
  /** Each docs version's share of the model; absent on a site without versions. */
  versions?: VersionModel[];
  /** Canonical href of the pages whose canonical page is the latest version's, by route (versioned sites only). */
  canonical?: ReadonlyMap<string, string>;
}

export interface VersionModel {
  version: DocsVersion;
  docs: RenderedDoc[];
  /** Its doc pages, and its own API reference page when it has one. */
  pages: PageData[];
  /** The API reference its pages belong with: its own, or the shared one. */
  api?: ApiReference;
  /** Its sidebars, ids namespaced by version. */
  sidebars: Record<string, SidebarItem[]>;
}

export interface LoadOptions {
  /** `development` keeps drafts. */
  mode: 'production' | 'development';
  timer: Timer;
  /** Results kept from the previous load of this site (only `dev` passes one). */
  cache?: SiteCache;
  /**
   * Highlight code blocks in pages and render the API reference's body.
   * Default: `true`; `check` turns it off (no diagnostic depends on either).
   */
  highlight?: boolean;
}

export async function loadSite(siteDir: string, { mode, timer, cache, highlight = true }: LoadOptions): Promise<SiteModel> {
  const absoluteSite = path.resolve(siteDir);
  const config = await timer.task('config', async () => (cache ? (cache.config ??= await loadAndResolveConfig(absoluteSite)) : loadAndResolveConfig(absoluteSite)));
  const diagnostics: Diagnostic[] = [...config.diagnostics];
  const site = config.config;

  // Each docs version (an unversioned site has one, the docs folder) goes through the same content stage.
  const { versioned, versions, contents } = await timer.task('content: read', async () => {
    const resolved = await loadVersions(site);
    if (hasErrors(resolved.diagnostics)) throw new DiagnosticError(resolved.diagnostics);
    const includeDrafts = site.docs.includeDrafts ?? mode === 'development';
    return { ...resolved, contents: await Promise.all(resolved.versions.map((version) => readDocsVersion(site, version, { includeDrafts }))) };
  });
  for (const content of contents) diagnostics.push(...content.diagnostics);
  const docs = contents.flatMap((content) => content.docs);
  limitHeapGrowthFor({ pages: docs.length });
  const last = contents.find((content) => content.version.isLast) ?? contents[0]!;

  const highlighter = await timer.task('highlighter', async () => {
    if (!highlight) return plainHighlighter;
    const h = await getHighlighter();
    const languages = new Set<string>();
    for (const doc of docs) for (const language of fenceLanguages(doc.body)) languages.add(language);
    // A one-off build hands over the sources, so their code blocks can be highlighted ahead on every core.
    await h.prepare(languages, cache ? undefined : docs.map((doc) => doc.body));
    return h;
  });
  const markdown = createMarkdownRenderer(highlighter);
  // Links resolve within their own version: `other.md` is that version's page.
  const linking = new Map(contents.map((content) => [content.version.name, linkContext(site, content.docs, Boolean(cache))]));

  let apis: { plan: ApiPlan; reference: ApiReference }[] = [];
  if (site.openapi) {
    const plans = planApiReferences(site, versions);
    const built = await timer.task('openapi', () =>
      Promise.all(plans.map((plan) => loadApiReference({ site, plan, markdown, highlighter, link: linking.get((plan.owner ?? last.version).name)!, cache, timer, renderBody: highlight }))),
    );
    apis = plans.map((plan, i) => ({ plan, reference: built[i]!.reference }));
    for (const { reference, rules } of built) diagnostics.push(...reference.diagnostics, ...rules);
  }
  const api = apis.find(({ plan }) => !plan.owner || plan.owner.path === '')?.reference ?? apis[0]?.reference;

  const table = buildRouteTable([
    ...docs.map((doc): RouteEntry => ({ route: doc.route, kind: 'doc', source: doc.file })),
    ...apis.map(({ plan, reference }): RouteEntry => ({ route: reference.page.route, kind: 'api', source: plan.spec })),
  ]);
  diagnostics.push(...table.diagnostics);

  const sidebarsOf = contents.map((content) => versionSidebars(site, content, versioned));
  for (const built of sidebarsOf) diagnostics.push(...built.diagnostics);
  const sidebars: Record<string, SidebarItem[]> = Object.assign({}, ...sidebarsOf.map((built) => built.sidebars));
  const navbar = resolveNavbar({
    config: site,
    docs: last.docs,
    draftIds: last.draftIds,
    sidebars: sidebarsOf[contents.indexOf(last)]!.byConfigId,
    versions: versioned ? contents.map((content, i) => ({ name: content.version.name, docs: content.docs, sidebars: sidebarsOf[i]!.byConfigId })) : undefined,
  });
  diagnostics.push(...navbar.diagnostics);

  const renderedOf = await timer.task('markdown', async () =>
    contents.map((content) => {
      const link = linking.get(content.version.name)!;
      return content.docs.map((doc): RenderedDoc => {
        const render = () => markdown.render(doc.body, { file: doc.file, lineOffset: doc.bodyLineOffset, resolveLink: link.resolverFor(doc) });
        const { html, env } = cache ? cachedMarkdown(cache, doc, link.routesKey, render) : render();
        diagnostics.push(...env.diagnostics);
        return { doc, html, env };
      });
    }),
  );
  const rendered = renderedOf.flat();

  const keptRoutes = new Set([...table.routes.values()].map((entry) => entry.source));
  const docPagesOf = contents.map((content, i) => {
    const byId = new Map(content.docs.map((doc) => [doc.id, doc]));
    return renderedOf[i]!.filter((r) => keptRoutes.has(r.doc.file)).map((r) => ({ id: r.doc.id, page: docPageData(site, r, sidebarsOf[i]!.sidebars, byId) }));
  });
  const ownApi = (version: DocsVersion) => apis.find(({ plan }) => plan.owner === version)?.reference;
  const linked = versioned
    ? linkVersions(
        site.baseUrl,
        contents.map((content, i) => ({ version: content.version, docs: docPagesOf[i]!, api: ownApi(content.version)?.page, sidebars: sidebarsOf[i]!.sidebars })),
      )
    : undefined;
  const docPagesIn = (i: number): DocPage[] => linked?.docs.get(contents[i]!.version.name) ?? docPagesOf[i]!.map((entry) => entry.page);
  const apiPageOf = ({ plan, reference }: (typeof apis)[number]): ApiPage => (plan.owner && linked?.apis.get(plan.owner.name)) || reference.page;
  const pages: PageData[] = [...contents.flatMap((_, i) => docPagesIn(i)), ...apis.map(apiPageOf)];

  const staticFiles = await timer.task('static', async () => (cache ? (cache.staticFiles ??= await listStatic(path.resolve(absoluteSite, site.staticDir))) : listStatic(path.resolve(absoluteSite, site.staticDir))));
  const siteData = siteDataOf(site, sidebars, navbar.items, linked);

  const linkDiagnostics = timer.taskSync('links', () => {
    const anchors = new Map<string, Set<string>>();
    for (const r of rendered) anchors.set(routeKey(r.doc.route), r.env.anchors);
    for (const { reference } of apis) anchors.set(routeKey(reference.page.route), reference.anchors);
    const files = new Set([...staticFiles.keys(), ...apis.map(({ reference }) => reference.specFile.name)]);
    const sources: LinkSource[] = rendered.map((r) => ({ file: r.doc.file, links: r.env.links }));
    for (const { plan, reference } of apis) sources.push({ file: plan.spec, links: reference.links });
    sources.push({ file: site.configFile, links: configLinks(site) });
    return checkLinks(sources, { anchors, files });
  });
  diagnostics.push(...linkDiagnostics);

  return {
    config: site,
    site: siteData,
    pages,
    notFound: {
      kind: 'notFound',
      route: '/404',
      permalink: routeToHref(site.baseUrl, '404.html'),
      title: 'Page not found',
      html: '',
    },
    docs: rendered,
    api,
    staticFiles,
    diagnostics: applySeverities(diagnostics, site),
    inputs: [...docs.map((d) => d.absolute), ...apis.flatMap(({ reference }) => reference.sources)],
    ...(linked
      ? {
          versions: contents.map((content, i): VersionModel => {
            const own = apis.find(({ plan }) => plan.owner === content.version);
            return {
              version: content.version,
              docs: renderedOf[i]!,
              pages: [...docPagesIn(i), ...(own ? [apiPageOf(own)] : [])],
              api: own?.reference ?? api,
              sidebars: sidebarsOf[i]!.sidebars,
            };
          }),
          canonical: linked.canonical,
        }
      : {}),
  };
}

/** Every API reference of the site: the one at the configured route and the versions' own. */
export function apiReferences(model: Pick<SiteModel, 'api' | 'versions'>): ApiReference[] {
  const all = new Set<ApiReference>();
  if (model.api) all.add(model.api);
  for (const version of model.versions ?? []) if (version.api) all.add(version.api);
  return [...all];
}

interface LinkContext {
  resolverFor: (doc: Pick<DocSource, 'relative' | 'route'>) => ReturnType<typeof createLinkResolver>;
  /** Cached renders are valid while every link resolves as before. */
  routesKey: string;
}

function linkContext(site: SiteConfig, docs: readonly DocSource[], cached: boolean): LinkContext {
  const routesByFile = new Map(docs.map((doc) => [doc.relative, doc.route]));
  return {
    resolverFor: (doc) => createLinkResolver({ baseUrl: site.baseUrl, routesByFile, from: doc }),
    routesKey: cached ? JSON.stringify([...routesByFile]) : '',
  };
}

/** A reference with the diagnostics of the spec rules on its document. */
interface BuiltApi {
  reference: ApiReference;
  rules: Diagnostic[];
}

interface ApiInput {
  site: SiteConfig;
  plan: ApiPlan;
  markdown: MarkdownRenderer;
  highlighter: Highlighter;
  link: LinkContext;
  cache: SiteCache | undefined;
  timer: Timer;
  /** `check` needs the body's anchors only. */
  renderBody: boolean;
}

/** The reference of a plan and its spec rules: `dev`'s copy while its inputs are unchanged. */
async function loadApiReference({ site, plan, markdown, highlighter, link, cache, timer, renderBody }: ApiInput): Promise<BuiltApi> {
  const key = `${link.routesKey}\0${plan.route}\0${plan.spec}`;
  const cached = plan.snapshot ? cache?.versionApis?.get(plan.spec) : cache?.api;
  if (cached?.key === key) return cached.value;
  let reference: ApiReference;
  try {
    reference = await buildApiReference({
      config: { ...site, openapi: { ...site.openapi!, spec: plan.spec } },
      markdown,
      highlighter,
      route: plan.route,
      linkResolverFor: (from) => link.resolverFor({ relative: plan.spec, route: from }),
      downloadPath: plan.downloadPath,
      renderBody,
      timer,
    });
  } catch (caught) {
    const found = (caught as { diagnostics?: Diagnostic[] }).diagnostics;
    if (found) throw new DiagnosticError(found);
    throw caught;
  }
  const rules = timer.taskSync('openapi rules', () => checkOpenApiRules({ document: reference.document, source: reference.specFile.content.toString('utf8'), file: path.normalize(plan.spec) }));
  const built = { reference, rules };
  if (cache && plan.snapshot) (cache.versionApis ??= new Map()).set(plan.spec, { key, value: built });
  else if (cache) cache.api = { key, value: built };
  return built;
}

async function loadAndResolveConfig(siteDir: string): Promise<CachedConfig> {
  const loaded = await loadConfig(siteDir);
  const result = resolveConfig(siteDir, loaded);
  if (!result.config || hasErrors(result.diagnostics)) throw new DiagnosticError(result.diagnostics);
  return { config: result.config, diagnostics: result.diagnostics, dependencies: loaded.dependencies };
}

/** Maps link and route diagnostics onto the severities the config asks for. */
function applySeverities(diagnostics: Diagnostic[], config: SiteConfig): Diagnostic[] {
  const options: Record<string, SeverityOption> = {
    'broken-link': config.onBrokenLinks,
    'broken-anchor': config.onBrokenLinks,
    'broken-markdown-link': config.onBrokenMarkdownLinks,
    'duplicate-route': config.onDuplicateRoutes,
  };
  const out: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const option = options[diagnostic.code];
    if (!option) {
      out.push(diagnostic);
      continue;
    }
    const severity = severityFor(option);
    if (severity) out.push({ ...diagnostic, severity });
  }
  return out;
}

function resolveAsset(config: SiteConfig, src: string | undefined): string | undefined {
  if (!src) return undefined;
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(src) || src.startsWith(config.baseUrl) ? src : routeToHref(config.baseUrl, src);
}

function siteDataOf(config: SiteConfig, sidebars: SiteData['sidebars'], items: SiteData['navbar']['items'], versions: Pick<LinkedVersions, 'versions' | 'searchTags'> | undefined): SiteData {
  const theme = config.themeConfig;
  const logoOf = (logo: NonNullable<typeof theme.navbar.logo> | undefined, alt: string) =>
    logo
      ? {
          src: resolveAsset(config, logo.src)!,
          srcDark: resolveAsset(config, logo.srcDark),
          alt: logo.alt ?? alt,
          href: logo.href ? resolveAsset(config, logo.href)! : config.baseUrl,
          width: logo.width,
          height: logo.height,
        }
      : undefined;
  return {
    title: config.title,
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    url: config.url,
    navbar: {
      title: theme.navbar.title ?? config.title,
      logo: logoOf(theme.navbar.logo, theme.navbar.title ?? config.title),
      hideOnScroll: theme.navbar.hideOnScroll,
      items,
    },
    footer: theme.footer
      ? { style: theme.footer.style, columns: resolveFooter(config), logo: logoOf(theme.footer.logo, config.title), copyright: theme.footer.copyright }
      : undefined,
    colorMode: theme.colorMode,
    announcementBar: theme.announcementBar,
    sidebars,
    sidebar: theme.docs.sidebar,
    docs: { pluginId: DOCS_PLUGIN_ID, versions: versions?.versions ?? [], versionPersistence: theme.docs.versionPersistence },
    searchTags: versions?.searchTags ?? [{ prefix: config.baseUrl, tag: DEFAULT_SEARCH_TAG }],
    pageDataBase: routeToHref(config.baseUrl, 'page-data/'),
  };
}

async function listStatic(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  function walk(current: string, prefix: string): void {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const absolute = path.join(current, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(absolute, relative);
      else if (entry.isFile()) files.set(relative, absolute);
    }
  }
  walk(dir, '');
  return files;
}
