// The site as `dev` holds it in memory: the last good output and what it was
// built from. A rebuild reloads the site through the cache (only changed
// Markdown is rendered again), compares the new pages with the served ones and
// renders only those that differ; a change to the site data (sidebar, navbar),
// the route set, the config, static files or the theme renders every page.
// A build with errors changes nothing that is served: the last good pages stay.
import path from 'node:path';
import { findConfigFile } from '../config/load.js';
import { DiagnosticError, error, hasErrors, type Diagnostic } from '../diagnostics.js';
import { loadLocales } from '../stages/locales.js';
import { renderOutputs, type RenderInput } from '../render/outputs.js';
import { siteOutputs, type SiteOutputs } from '../render/site-outputs.js';
import { createSiteCache, sweepMarkdown, type SiteCache } from '../site-cache.js';
import type { SiteModel } from '../site.js';
import { createTimer } from '../timer.js';
import { joinedFiles, type OutputFiles } from '../write/atomic.js';
import { VERSIONS_FILE } from '../config/version-names.js';
import { I18N_FOLDER } from '../i18n/paths.js';
import type { PageData } from '../../templates/contracts/types.js';
import { instanceConfig } from '../versions/docs-instances.js';
import { sidebarsFileOf } from '../config/sidebars-file.js';
import type { ChangePlan, WatchTargets } from './change-plan.js';
import { loadDevRuntime, type DevRuntime } from './dev-runtime.js';
import { createThemeBundler, type RenderOutputs, type ThemeBundler } from './theme-bundler.js';

export interface RebuildResult {
  /** Files (relative to the site) that caused it; empty for the first build. */
  trigger: string[];
  /** False when the build had errors and the last good pages are still served. */
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Permalinks of the pages whose output changed, or every page. */
  pages: string[] | 'all';
  ms: number;
}

export interface Served {
  baseUrl: string;
  files: OutputFiles;
  /**
   * The files a build adds beside the rendered pages (search indexes, the
   * Markdown export): made when first asked for, since making them takes
   * longer than the rest of a rebuild and most saves never need them.
   */
  derivedFiles(): OutputFiles;
}

export interface DevSite {
  /** The last good build, or undefined until there is one. */
  readonly served: Served | undefined;
  readonly latest: RebuildResult | undefined;
  readonly targets: WatchTargets;
  /** The reload/overlay client of the runtime in use, served even before the first good build. */
  readonly devClient: Buffer | undefined;
  /** Rebuilds for a batch of changes; the first build passes none. Never throws. */
  rebuild(plan?: ChangePlan): Promise<RebuildResult>;
  dispose(): Promise<void>;
}

interface Good {
  model: SiteModel;
  outputs: SiteOutputs;
  files: OutputFiles;
  siteJson: string;
  runtime: DevRuntime;
  render: RenderOutputs;
  /** Files every render writes whatever its pages (assets, 404, sitemap…), so not a page's own. */
  shared: ReadonlySet<string>;
  /** The search indexes and the Markdown export, once asked for. */
  derived?: OutputFiles;
}

export interface DevSiteOptions {
  /** Source folders of the theme to rebuild from when they change; none outside a source checkout. */
  themeDirs?: readonly string[];
  /** The source checkout they belong to. Default: brokerdocs' own. */
  themeRoot?: string;
  /** The one locale served, as Docusaurus' `start --locale`. Default: the default locale. */
  locale?: string;
}

export function createDevSite(siteDir: string, { themeDirs = [], themeRoot, locale }: DevSiteOptions = {}): DevSite {
  const absoluteSite = path.resolve(siteDir);
  let cache: SiteCache = createSiteCache();
  let runtime: DevRuntime | undefined;
  let render: RenderOutputs = renderOutputs;
  let theme: ThemeBundler | undefined;
  let good: Good | undefined;
  let latest: RebuildResult | undefined;
  /** A config or static change renders everything, even if it first fails and succeeds later. */
  let renderAll = true;
  /** Why the theme last failed to build: shown with every build until a theme edit fixes it, as pages keep the last good theme. */
  let themeProblems: Diagnostic[] = [];
  let targets: WatchTargets = {
    config: new Set([findConfigFile(absoluteSite) ?? path.join(absoluteSite, 'docs.config.ts')]),
    docsDir: path.join(absoluteSite, 'docs'),
    api: new Set(),
    staticDirs: [path.join(absoluteSite, 'static')],
    versions: versionPaths(absoluteSite),
    theme: themeDirs,
    i18n: path.join(absoluteSite, I18N_FOLDER),
  };

  const relative = (file: string) => path.relative(absoluteSite, file) || file;

  async function rebuild(plan?: ChangePlan): Promise<RebuildResult> {
    const started = performance.now();
    const finish = (ok: boolean, diagnostics: Diagnostic[], pages: RebuildResult['pages']): RebuildResult =>
      (latest = {
        trigger: (plan?.files ?? []).map(relative),
        ok: ok && !themeProblems.length,
        diagnostics: [...themeProblems, ...diagnostics],
        pages,
        ms: performance.now() - started,
      });
    try {
      if (!plan || plan.config) cache = createSiteCache(cache);
      if (plan?.api) cache.api = undefined;
      // Which pages inline a partial is known only by rendering them: a partial's edit renders every page again.
      if (plan?.partials) cache.markdown.clear();
      if (plan?.static) cache.staticFiles = undefined;
      if (!plan || plan.config || plan.static) renderAll = true;
      if (plan?.theme && themeDirs.length) {
        try {
          theme ??= await createThemeBundler(themeRoot);
          ({ runtime, render } = await theme.rebuild());
          themeProblems = [];
        } catch (caught) {
          // Reported with every build until fixed; the rest of this batch (a page saved with the template, or while the
          // theme rebuilt) is still published, with the last good theme.
          themeProblems = caught instanceof DiagnosticError ? caught.diagnostics : [crashed(caught)];
        }
      }
      runtime ??= await loadDevRuntime();
      let model: SiteModel;
      try {
        [model] = await loadLocales(absoluteSite, { mode: 'development', timer: createTimer(), cache, islandHost: runtime.assets.manifest.clientIslands }, { locale });
      } catch (caught) {
        targets = targetsOf(undefined);
        throw caught;
      }
      targets = targetsOf(model);
      sweepMarkdown(cache);
      if (hasErrors(model.diagnostics)) return finish(false, model.diagnostics, []);
      const pages = await publish(model, runtime);
      return finish(true, model.diagnostics, pages);
    } catch (caught) {
      return finish(false, caught instanceof DiagnosticError ? caught.diagnostics : [crashed(caught)], []);
    }
  }

  /** Makes `model` the served build, rendering what changed; returns the permalinks that did. */
  async function publish(model: SiteModel, current: DevRuntime): Promise<RebuildResult['pages']> {
    const siteJson = JSON.stringify(model.site);
    const outputs = siteOutputs(model);
    const full = renderAll || !good || good.runtime !== current || good.render !== render || good.siteJson !== siteJson || !sameRoutes(good.model, model) || !sameRedirectNames(good.model, model);
    if (full) {
      const files = await renderGuarded(model, outputs.render, current, 'all');
      const shared = new Set((await renderGuarded(model, outputs.render, current, [])).keys());
      good = { model, outputs, files, siteJson, runtime: current, render, shared };
      renderAll = false;
      return 'all';
    }
    const served = good!;
    const before = new Map(served.model.pages.map((page) => [page.route, page]));
    const changed = model.pages.filter((page) => !samePage(before.get(page.route)!, page));
    // A redirect whose rule now names another target is written again (a new or removed one made the render full).
    const redirected = (model.redirectFiles ?? []).filter((file) => !file.content.equals(Buffer.from(served.files.get(file.name) ?? '')));
    const files = changed.length || redirected.length ? new Map(served.files) : served.files;
    for (const file of redirected) files.set(file.name, file.content);
    if (changed.length) {
      // A changed page's copies (a component's stylesheet, an image) have new, content-hashed names: served from now on.
      const fresh = new Map([...outputs.render.staticFiles].filter(([name]) => !served.files.has(name)));
      for (const [name, content] of await renderGuarded(model, outputs.render, current, changed, fresh)) if (!served.shared.has(name)) files.set(name, content);
      if (changed.some((page) => page.kind === 'api')) for (const spec of outputs.render.specFiles) files.set(spec.name, spec.content);
    }
    // Search indexes and the Markdown export are made again on demand from the new model.
    good = { ...served, model, outputs, files, derived: changed.length ? undefined : served.derived };
    return changed.map((page) => page.permalink);
  }

  /** Renders the site, or only these pages (without static files and spec downloads); a template crash names the page's source. */
  /** `fresh`: static files to write with a subset of pages (the files their docs copy under new names). */
  async function renderGuarded(model: SiteModel, input: RenderInput, current: DevRuntime, pages: PageData[] | 'all', fresh: RenderInput['staticFiles'] = new Map()): Promise<OutputFiles> {
    const subset = (list: PageData[]): RenderInput => ({ ...input, pages: list, staticFiles: new Map(), specFiles: [] });
    try {
      return await render(pages === 'all' ? input : { ...subset(pages), staticFiles: fresh }, current.assets, createTimer());
    } catch (caught) {
      // Every render includes the 404 page and the site's chrome: when those fail, no page is to blame.
      try {
        await render(subset([]), current.assets, createTimer());
      } catch (shared) {
        throw new DiagnosticError([error('render-failed', `Rendering the page frame or the 404 page failed: ${messageOf(shared)}`, undefined, 'The error is in the templates or the config, not in one page.')]);
      }
      for (const page of pages === 'all' ? model.pages : pages) {
        try {
          await render(subset([page]), current.assets, createTimer());
        } catch (pageError) {
          const file = sourceOf(model, page);
          throw new DiagnosticError([error('render-failed', `Rendering ${page.permalink} failed: ${messageOf(pageError)}`, file ? { file } : undefined)]);
        }
      }
      throw caught;
    }
  }

  function targetsOf(model: SiteModel | undefined): WatchTargets {
    const loaded = cache.config;
    if (!loaded) return targets; // the config did not load: keep watching what it was read from
    const { config } = loaded;
    const spec = config.openapi ? [path.resolve(config.siteDir, config.openapi.spec)] : [];
    // A Docusaurus sidebars file is read with the config: an edit reloads as a config edit does.
    const sidebars = sidebarsFileOf(config);
    // The other docs instances: their folders are content, their sidebars files read as the main one is.
    const instances = config.docsInstances.map((instance, index) => instanceConfig(config, instance, index));
    const instanceSidebars = instances.map(sidebarsFileOf).filter((file): file is string => file !== undefined);
    return {
      config: new Set([path.resolve(config.siteDir, config.configFile), ...loaded.dependencies, ...(sidebars ? [sidebars] : []), ...instanceSidebars]),
      docsDir: config.docsDir,
      instanceDirs: instances.map((instance) => instance.docsDir),
      api: new Set([...spec, ...(model?.api?.sources ?? [])]),
      staticDirs: config.staticDirs,
      versions: versionPaths(config.siteDir),
      theme: themeDirs,
      i18n: path.join(config.siteDir, I18N_FOLDER),
      components: new Set((model?.docs ?? []).flatMap((rendered) => rendered.env.dependencies ?? [])),
      ...(config.pages ? { pagesDir: path.resolve(config.siteDir, config.pages.path) } : {}),
      ...(config.blog ? { blogDir: path.resolve(config.siteDir, config.blog.path) } : {}),
    };
  }

  return {
    get served(): Served | undefined {
      const current = good;
      if (!current) return undefined;
      return {
        baseUrl: current.model.config.baseUrl,
        files: current.files,
        derivedFiles: () => (current.derived ??= joinedFiles(current.outputs.derived())),
      };
    },
    get latest() {
      return latest;
    },
    get targets() {
      return targets;
    },
    get devClient() {
      return runtime?.devClient?.content;
    },
    rebuild,
    async dispose() {
      await theme?.dispose();
    },
  };
}

/** Where `brokerdocs version` writes a release, so that making one while `dev` runs shows it. */
function versionPaths(siteDir: string): string[] {
  return [VERSIONS_FILE, 'versioned_docs', 'versioned_sidebars'].map((entry) => path.join(siteDir, entry));
}

function sameRoutes(a: SiteModel, b: SiteModel): boolean {
  return a.pages.length === b.pages.length && a.pages.every((page, i) => page.route === b.pages[i]!.route) && JSON.stringify(a.notFound) === JSON.stringify(b.notFound);
}

/** The same redirect pages by name: one added or removed changes what the served files are, so the site is rendered again. */
function sameRedirectNames(a: SiteModel, b: SiteModel): boolean {
  const names = (model: SiteModel) => (model.redirectFiles ?? []).map((file) => file.name).join('\0');
  return names(a) === names(b);
}

/** Page data is compared without its body first: bodies from the cache are the same string, so `===` is instant. */
function samePage(a: PageData, b: PageData): boolean {
  return a === b || (a.html === b.html && JSON.stringify({ ...a, html: '' }) === JSON.stringify({ ...b, html: '' }));
}

function sourceOf(model: SiteModel, page: PageData): string | undefined {
  if (page.kind === 'api') return model.config.openapi?.spec;
  return model.docs.find((rendered) => rendered.doc.route === page.route)?.doc.file;
}

function messageOf(caught: unknown): string {
  return caught instanceof Error ? caught.message : String(caught);
}

/** A failure that is not a diagnostic (a bug, or an unexpected input); the server keeps running. */
function crashed(caught: unknown): Diagnostic {
  const stack = caught instanceof Error && caught.stack ? caught.stack.split('\n').slice(1, 4).map((line) => line.trim()).join(' ← ') : undefined;
  return error('dev-build-crashed', `The rebuild crashed: ${messageOf(caught)}`, undefined, stack);
}
