// Loads a whole site into memory: config → content → OpenAPI → routes →
// sidebars/navbar → rendered Markdown → page data → link diagnostics. `build`
// renders and writes this model; `check` only reads its diagnostics; `dev`
// serves it.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { configLinks } from './check/config-links.js';
import { checkLinks, type LinkSource } from './check/links.js';
import { checkOpenApiRules } from './check/openapi-rules.js';
import { plainHighlighter } from './check/plain-highlighter.js';
import { loadConfig } from './config/load.js';
import { resolveConfig, type SiteConfig } from './config/resolve.js';
import { readDocs, type DocSource } from './content/docs.js';
import { getHighlighter } from './content/highlight.js';
import { createLinkResolver } from './content/link-resolver.js';
import { createMarkdownRenderer } from './content/markdown.js';
import { fenceLanguages } from './content/plugins/code-blocks.js';
import { scanContent } from './content/scan.js';
import { cachedMarkdown, type CachedConfig, type SiteCache } from './site-cache.js';
import { DiagnosticError, hasErrors, severityFor, type Diagnostic, type SeverityOption } from './diagnostics.js';
import { buildApiReference, type ApiReference } from './openapi/reference.js';
import { docPageData, type RenderedDoc } from './render/doc-page.js';
import { routeToHref } from './routes/href.js';
import { resolveFooter, resolveNavbar } from './routes/navbar.js';
import { buildSidebars } from './routes/sidebar.js';
import { applyTrailingSlash } from './routes/slug.js';
import { buildRouteTable, routeKey, type RouteEntry } from './routes/table.js';
import type { Timer } from './timer.js';
import type { DocPage, NotFoundPage, PageData, SiteData } from '../templates/types.js';

export interface SiteModel {
  config: SiteConfig;
  site: SiteData;
  /** Every page with its own route, in sidebar-independent source order. */
  pages: PageData[];
  notFound: NotFoundPage;
  docs: RenderedDoc[];
  api?: ApiReference;
  /** Static files copied as they are, by path under the base URL. */
  staticFiles: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Every file the model was read from, for `dev` to watch. */
  inputs: string[];
}

export interface LoadOptions {
  /** `development` keeps drafts. */
  mode: 'production' | 'development';
  timer: Timer;
  /** Results kept from the previous load of this site (only `dev` passes one). */
  cache?: SiteCache;
  /** Highlight code blocks in pages. Default: `true`; `check` turns it off (no diagnostic depends on it). */
  highlight?: boolean;
}

export async function loadSite(siteDir: string, { mode, timer, cache, highlight = true }: LoadOptions): Promise<SiteModel> {
  const absoluteSite = path.resolve(siteDir);
  const config = await timer.task('config', async () => (cache ? (cache.config ??= await loadAndResolveConfig(absoluteSite)) : loadAndResolveConfig(absoluteSite)));
  const diagnostics: Diagnostic[] = [...config.diagnostics];
  const site = config.config;

  const content = await timer.task('content: read', async () => {
    if (!existsSync(site.docsDir)) {
      throw new DiagnosticError([
        { severity: 'error', code: 'docs-missing', message: `The docs folder ${site.docs.path} does not exist`, location: { file: site.configFile }, hint: 'Set docs.path to the folder of your Markdown pages.' },
      ]);
    }
    const tree = await scanContent(site.docsDir);
    return readDocs(site, tree, { includeDrafts: site.docs.includeDrafts ?? mode === 'development' });
  });
  diagnostics.push(...content.diagnostics);
  const docs = content.docs;
  const draftIds = content.draftIds;

  const highlighter = await timer.task('highlighter', async () => {
    if (!highlight) return plainHighlighter;
    const h = await getHighlighter();
    const languages = new Set<string>();
    for (const doc of docs) for (const language of fenceLanguages(doc.body)) languages.add(language);
    // A one-off build hands over the sources, so their code blocks can be highlighted ahead on every core.
    await h.prepare([...languages, 'json', 'bash', 'http', 'yaml'], cache ? undefined : docs.map((doc) => doc.body));
    return h;
  });
  const markdown = createMarkdownRenderer(highlighter);

  const routesByFile = new Map(docs.map((doc) => [doc.relative, doc.route]));
  const resolverFor = (doc: Pick<DocSource, 'relative' | 'route'>) => createLinkResolver({ baseUrl: site.baseUrl, routesByFile, from: doc });
  // Cached renders are valid while every link resolves as before.
  const routesKey = cache ? JSON.stringify([...routesByFile]) : '';

  let api: ApiReference | undefined;
  if (site.openapi) {
    const openapi = site.openapi;
    const route = applyTrailingSlash(`/${openapi.route.replace(/^\/+/, '')}`, site.trailingSlash);
    api = await timer.task('openapi', async () => {
      if (cache?.api?.key === `${routesKey}\0${route}`) return cache.api.value;
      try {
        const reference = await buildApiReference({
          config: { ...site, openapi },
          markdown,
          route,
          linkResolverFor: (from) => resolverFor({ relative: openapi.spec, route: from }),
        });
        if (cache) cache.api = { key: `${routesKey}\0${route}`, value: reference };
        return reference;
      } catch (caught) {
        const found = (caught as { diagnostics?: Diagnostic[] }).diagnostics;
        if (found) throw new DiagnosticError(found);
        throw caught;
      }
    });
    diagnostics.push(...api.diagnostics);
    diagnostics.push(...timer.taskSync('openapi rules', () => checkOpenApiRules({ document: api!.document, source: api!.specFile.content.toString('utf8'), file: path.normalize(openapi.spec) })));
  }

  const table = buildRouteTable([
    ...docs.map((doc): RouteEntry => ({ route: doc.route, kind: 'doc', source: doc.file })),
    ...(api ? [{ route: api.page.route, kind: 'api' as const, source: site.openapi!.spec }] : []),
  ]);
  diagnostics.push(...table.diagnostics);

  const sidebars = buildSidebars(site, docs, content.categories, draftIds);
  diagnostics.push(...sidebars.diagnostics);
  const navbar = resolveNavbar({ config: site, docs, draftIds, sidebars: sidebars.sidebars });
  diagnostics.push(...navbar.diagnostics);

  const rendered = await timer.task('markdown', async () =>
    docs.map((doc): RenderedDoc => {
      const render = () => markdown.render(doc.body, { file: doc.file, lineOffset: doc.bodyLineOffset, resolveLink: resolverFor(doc) });
      const { html, env } = cache ? cachedMarkdown(cache, doc, routesKey, render) : render();
      diagnostics.push(...env.diagnostics);
      return { doc, html, env };
    }),
  );

  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const keptRoutes = new Set([...table.routes.values()].map((entry) => entry.source));
  const docPages: DocPage[] = rendered.filter((r) => keptRoutes.has(r.doc.file)).map((r) => docPageData(site, r, sidebars.sidebars, byId));
  const pages: PageData[] = [...docPages, ...(api ? [api.page] : [])];

  const staticFiles = await timer.task('static', async () => (cache ? (cache.staticFiles ??= await listStatic(path.resolve(absoluteSite, site.staticDir))) : listStatic(path.resolve(absoluteSite, site.staticDir))));
  const siteData = siteDataOf(site, sidebars.sidebars, navbar.items);

  const linkDiagnostics = timer.taskSync('links', () => {
    const anchors = new Map<string, Set<string>>();
    for (const r of rendered) anchors.set(routeKey(r.doc.route), r.env.anchors);
    if (api) anchors.set(routeKey(api.page.route), api.anchors);
    const files = new Set([...staticFiles.keys(), ...(api ? [api.specFile.name] : [])]);
    const sources: LinkSource[] = rendered.map((r) => ({ file: r.doc.file, links: r.env.links }));
    if (api) sources.push({ file: site.openapi!.spec, links: api.links });
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
    inputs: [...docs.map((d) => d.absolute), ...(api?.sources ?? [])],
  };
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

function siteDataOf(config: SiteConfig, sidebars: SiteData['sidebars'], items: SiteData['navbar']['items']): SiteData {
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
    docs: { pluginId: 'default', versions: [], versionPersistence: theme.docs.versionPersistence },
    searchTags: [{ prefix: config.baseUrl, tag: 'default' }],
    pageDataBase: routeToHref(config.baseUrl, 'page-data/'),
  };
}

async function listStatic(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  async function walk(current: string, prefix: string): Promise<void> {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const absolute = path.join(current, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(absolute, relative);
      else if (entry.isFile()) files.set(relative, absolute);
    }
  }
  await walk(dir, '');
  return files;
}
