// The compiled pages of a build rendered on the server: one esbuild bundle
// of every compiled page with the components they import (the site's own
// code, run at build time as Docusaurus runs it), brokerdocs' MDX components
// and React; each page rendered to HTML; the CSS its components import
// written beside it; and, for a page whose components need the browser, an
// island script that hydrates only them (islands.ts).
import { build, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { removeWhenExiting, sweepLeftovers } from '../../write/remove-later.js';
import os from 'node:os';
import path from 'node:path';
import { flowHint } from './flow-hint.js';
import { pathToFileURL } from 'node:url';
import { islandHostName, packageRoot } from '../../assets/runtime.js';
import { DiagnosticError, error, lineOf, warning, type Diagnostic } from '../../diagnostics.js';
import { importModule } from '../../import-module.js';
import type { MarkdownEnv } from '../env.js';
import type { LinkContext } from '../link-context.js';
import { compilePartial, imagePlugin, moduleHash, pagePlugin, pageScope, partialPlugin, sharedOptions, specifiersOf } from './bundle-plugins.js';
import type { MarkdownRenderer } from '../markdown.js';
import type { PageRender } from '../../../templates/mdx/server.js';
import type { MdxContextValue, MdxDoc, MdxVersionDocs, MdxSiteConfig } from '../../../templates/mdx/context.js';
import { browserNeeds } from './browser-needs.js';
import type { CompiledMdx } from './compile.js';
import type { CompileCache } from './compile-cache.js';
import { foldersUnder, type BundleCache } from './bundle-cache.js';
import type { Mdx1Compat } from './preprocess.js';
import { buildIslands, type IslandPage } from './islands.js';
import type { RawHtmlTable } from './raw-html.js';
import { mdxTemplatesDir, resolvePlugin } from './resolve-plugin.js';
import { svgComponentPlugin } from './svg-component.js';
import { sassPlugin } from './sass-plugin.js';

export interface CompiledDoc {
  key: string;
  file: string;
  absolute: string;
  env: MarkdownEnv;
  compiled: CompiledMdx;
  /** The doc as its components read it (useDoc, DocCardList). */
  page?: MdxDoc;
  /** Its version's docs by id, as `useDocsVersion().docs` gives them: on the server only (an island script does not carry them). */
  versionDocs?: MdxVersionDocs;
  /** A React page of src/pages (content/site-pages.ts): `absolute` is its component's file, which its diagnostics name. */
  reactPage?: true;
}

export interface CompiledBuild {
  siteDir: string;
  siteConfig: MdxSiteConfig;
  locale: string;
  renderer: MarkdownRenderer;
  raw: RawHtmlTable;
  /** MDX 1 syntax to read (Docusaurus' `markdown.mdx1Compat`). */
  compat?: Mdx1Compat;
  /** Compiles of earlier builds, for the partials (compile-cache.ts). */
  cache?: CompileCache;
  /** Bundles of earlier builds (bundle-cache.ts). */
  bundleCache?: BundleCache;
  /** The island host's file name under `assets/` (runtime/island-host.ts); default: the one in dist/runtime, which `build` copies. */
  islandHost?: string;
  /** The site's own messages in this locale, by id: what Translate shows. */
  translations?: Record<string, string>;
  /** Import aliases of the site (Docusaurus' docusaurus-plugin-module-alias): name → folder or file. */
  aliases?: Readonly<Record<string, string>>;
  /** The site's static folders, absolute: `/img/…` imports are their files. */
  staticDirs?: readonly string[];
  /** How an imported Markdown partial's links resolve (as a page of this docs version would). */
  partials?: { link?: LinkContext; docsDir: string };
}

/**
 * Where the build's bundles are written when no bundle cache keeps them
 * (bundle-cache.ts). The files stay until the process ends: the pages' CSS,
 * island scripts and images are copied from there when the site is written,
 * after this stage. Removed when the process exits (`dev` keeps one folder
 * per rebuild until then).
 */
async function outputDir(): Promise<string> {
  // Named after this process, so that a later one can tell them from the folders of a process killed before its exit listener ran.
  if (!swept) await sweepLeftovers(os.tmpdir(), BUNDLE_PREFIX), (swept = true);
  const dir = await mkdtemp(path.join(os.tmpdir(), `${BUNDLE_PREFIX}${process.pid}-`));
  removeAtExit(dir);
  return dir;
}

/** Removes `dir` when the process exits: a bundle folder this build uses and nothing keeps. */
function removeAtExit(dir: string): void {
  // One exit listener for all of them (a listener per folder would pass Node's limit in a long `dev` session).
  // Deleting them took ~25 ms of the 200-page components corpus's build at its very end: an `rm` of its own does it.
  if (!temporaryDirs.size) process.once('exit', () => removeWhenExiting([...temporaryDirs]));
  temporaryDirs.add(dir);
}

/** The process's bundle folders, removed when it exits: process-wide, as the exit is. */
const temporaryDirs = new Set<string>();
let swept = false;
const BUNDLE_PREFIX = 'brokerdocs-mdx-';

/** What the server bundle's plugins gave a build, kept with it for a build that reuses it (bundle-cache.ts). */
interface ServerKept {
  images: Array<[string, string]>;
  /** The Markdown partials' files and module hashes, in the order the bundle loaded them. */
  partials: Array<[string, string]>;
  sassImports: Array<[string, string[]]>;
  unsupported: Array<[string, { specifier: string; name: string; file: string; line: number }]>;
}

/**
 * What steers the resolution of a site's imports besides the files a bundle read: the swizzled theme (a component
 * added there replaces ours), the aliases' targets and the Sass partials. A change to any makes a kept bundle stale.
 */
export function resolutionWatch(site: Pick<CompiledBuild, 'siteDir' | 'aliases'>, sassImports: ReadonlyMap<string, readonly string[]>): string[] {
  return [path.join(site.siteDir, 'src'), ...foldersUnder(path.join(site.siteDir, 'src', 'theme')), ...Object.values(site.aliases ?? {}), ...[...sassImports.values()].flat()];
}

/**
 * The partials of a kept bundle compiled again, in the order it loaded them, when each gives the module it holds
 * (compilePartial: the same text, links and raw HTML placeholders); undefined as soon as one does not. What they
 * report and use unimported comes back with them, as a fresh bundle's would.
 */
async function partialsAsKept(partials: ReadonlyArray<[string, string]>, site: CompiledBuild): Promise<{ diagnostics: Diagnostic[]; missing: string[] } | undefined> {
  const diagnostics: Diagnostic[] = [];
  const missing: string[] = [];
  for (const [absolute, hash] of partials) {
    let partial: Awaited<ReturnType<typeof compilePartial>>;
    try {
      partial = await compilePartial(site, absolute);
    } catch {
      return undefined;
    }
    if (moduleHash(partial.contents) !== hash) return undefined;
    diagnostics.push(...partial.diagnostics);
    missing.push(...partial.missing);
  }
  return { diagnostics, missing };
}

/** Each page's HTML by key; a page missing from the result could not run at all and is rendered as Markdown (its warning is in `diagnostics`). */
export async function renderCompiledDocs(docs: readonly CompiledDoc[], site: CompiledBuild): Promise<{ html: Map<string, string>; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const html = new Map<string, string>();
  if (!docs.length) return { html, diagnostics };
  const byKey = new Map(docs.map((doc) => [doc.key, doc]));
  const guardFile = path.join(mdxTemplatesDir(), 'guard.tsx');
  // Every importer of each: esbuild resolves in parallel, so keeping only the last one warned a different page each build.
  const unresolved = new Map<string, Set<string>>();
  const partialMissing = new Set<string>();
  const images = new Map<string, string>();
  // Sass partials a stylesheet `@use`s are read by Sass, not esbuild: not in the metafile, but `dev` watches them too.
  const sassImports = new Map<string, string[]>();
  const unsupported = new Map<string, { specifier: string; name: string; file: string; line: number }>();
  const cache = site.bundleCache;
  const key = cache?.keyOf(['server', site.siteDir, site.aliases ?? null, site.staticDirs ?? null, site.siteConfig.baseUrl], docs.flatMap((doc) => [doc.key, doc.absolute, JSON.stringify(doc.compiled.imports), doc.compiled.code + pageScope(doc)]));
  const found = key === undefined ? undefined : cache!.get<ServerKept>(key);
  const reused = found && (await partialsAsKept(found.kept.partials, site));
  let outdir: string;
  let metafile: Metafile;
  // The bundle is the cache's (reused, or kept now): the island scripts may be kept too.
  let kept = reused !== undefined;
  if (found && reused) {
    ({ outdir, metafile } = found);
    for (const [output, file] of found.kept.images) images.set(output, file);
    for (const [file, partials] of found.kept.sassImports) sassImports.set(file, partials);
    for (const [where, lack] of found.kept.unsupported) unsupported.set(where, lack);
    diagnostics.push(...reused.diagnostics);
    for (const name of reused.missing) partialMissing.add(name);
  } else {
    outdir = key === undefined ? await outputDir() : cache!.folder(key);
    // Left to the resolver, a missing file of brokerdocs' own would read as a site's missing package, and every page would lose its components quietly.
    const serverEntry = path.join(mdxTemplatesDir(), 'server.tsx');
    if (!existsSync(serverEntry)) {
      throw new DiagnosticError([error('install-incomplete', `brokerdocs' own file ${serverEntry} is not there: this installation of brokerdocs lacks its templates/ folder`, undefined, 'Install brokerdocs again (its package holds bin/, dist/, templates/ and runtime/).')]);
    }
    const partials: Array<[string, string]> = [];
    try {
      const result = await build({
        entryPoints: [{ in: path.join(mdxTemplatesDir(), 'server.tsx'), out: 'server' }, ...docs.map((doc) => ({ in: `brokerdocs-page:${doc.key}`, out: `page-${doc.key}` }))],
        plugins: [pagePlugin(byKey, guardFile), svgComponentPlugin(), imagePlugin(site, images), partialPlugin(site, partialMissing, diagnostics, partials), sassPlugin(site.siteDir, sassImports), resolvePlugin({ siteDir: site.siteDir, aliases: site.aliases, staticDirs: site.staticDirs, unresolved: (specifier, importer) => void (unresolved.get(specifier) ?? unresolved.set(specifier, new Set()).get(specifier)!).add(importer), unsupported: (specifier, name, importer, line) => unsupported.set(`${importer}:${line}:${name}`, { specifier, name, file: path.relative(site.siteDir, importer), line }) })],
        ...sharedOptions(site, images),
        platform: 'node',
        format: 'esm',
        // CommonJS packages (react-dom's server) require Node's built-ins.
        banner: { js: "import { createRequire as __bdCreateRequire } from 'node:module'; const require = __bdCreateRequire(import.meta.url);" },
        outdir,
        absWorkingDir: site.siteDir,
      });
      metafile = result.metafile;
    } catch (caught) {
      if (key !== undefined) removeAtExit(outdir);
      // One page's imports can fail the whole bundle: the pages it names are left out and the rest bundled again, or, when no page is named, the pages are bundled in halves.
      const errors = (caught as { errors?: Array<{ location?: { file: string } | null }> }).errors ?? [];
      const named = new Set(errors.map((each) => /^brokerdocs-(?:guard|page):([^:]+)/.exec(each.location?.file ?? '')?.[1]).filter((key): key is string => key !== undefined));
      if (named.size && named.size < docs.length) {
        const rest = await renderCompiledDocs(docs.filter((doc) => !named.has(doc.key)), site);
        const alone = await renderCompiledDocs(docs.filter((doc) => named.has(doc.key)), site);
        return { html: new Map([...rest.html, ...alone.html]), diagnostics: [...rest.diagnostics, ...alone.diagnostics] };
      }
      if (docs.length > 1) {
        const middle = Math.ceil(docs.length / 2);
        const halves = [await renderCompiledDocs(docs.slice(0, middle), site), await renderCompiledDocs(docs.slice(middle), site)];
        return { html: new Map(halves.flatMap((half) => [...half.html])), diagnostics: halves.flatMap((half) => half.diagnostics) };
      }
      const messages = (caught as { errors?: Array<{ text: string; location?: { file: string; line: number } | null }> }).errors ?? [{ text: (caught as Error).message }];
      const hint = flowHint(messages[0]!, site.siteDir);
      const where = messages[0]!.location;
      for (const doc of docs) {
        // A React page's problem is in its own file most often: reported at its line there, as the file is the page.
        const inPage = doc.reactPage && where && path.resolve(site.siteDir, where.file) === doc.absolute;
        diagnostics.push(warning('mdx-bundle-error', `The page's components could not be bundled: ${messages[0]!.text}${where && !inPage ? ` (${where.file}:${where.line})` : ''}. ${fallbackOf(doc)}`, { file: doc.file, line: inPage ? where.line : firstImportLine(doc) }, hint));
      }
      return { html, diagnostics };
    }
    // Kept only when a later build would see any change to what it was made of (bundle-cache.ts): no import left unresolved.
    kept = key !== undefined && !unresolved.size && cache!.set<ServerKept>(key, { outdir, metafile, kept: { images: [...images], sassImports: [...sassImports], unsupported: [...unsupported], partials } }, resolutionWatch(site, sassImports));
    if (key !== undefined && !kept) removeAtExit(outdir);
  }
  let server: { renderMdxPage: (content: unknown, context: MdxContextValue, missing: readonly string[], firstUse: ReadonlyMap<string, number>) => PageRender; globalComponentNames: () => string[]; setTranslations: (translations: Record<string, string> | undefined) => void };
  try {
    server = await importModule(pathToFileURL(path.join(outdir, 'server.js')).href);
    // Before the pages' modules run: translate() may be called at their top level.
    server.setTranslations(site.translations);
  } catch (caught) {
    for (const doc of docs) diagnostics.push(warning('mdx-bundle-error', `The page's components could not be loaded: ${(caught as Error).message}. ${fallbackOf(doc)}`, { file: doc.file, line: firstImportLine(doc) }));
    return { html, diagnostics };
  }
  // Once per import of the site's code, whichever pages use it: what it calls is undefined, and a component calling it shows a box.
  for (const lack of unsupported.values()) diagnostics.push(warning('mdx-unsupported-import', `"${lack.name}" from "${lack.specifier}" is not provided by brokerdocs: it is undefined here, and a component that uses it shows a box`, { file: lack.file, line: lack.line }, 'Guard the call, or swizzle the component that needs it.'));
  const globals = new Set(server.globalComponentNames());
  const needs = browserNeeds(metafile, site.siteDir, mdxTemplatesDir());
  const islandPages: IslandPage[] = [];
  const allMissing = [...new Set([...partialMissing, ...docs.flatMap((doc) => [...doc.compiled.missing.keys()])])];
  for (const doc of docs) {
    const env = doc.env;
    for (const [name, line] of doc.compiled.missing) if (!globals.has(name.split('.')[0]!)) env.diagnostics.push(warning('mdx-missing-component', `<${name}> is used but never imported or defined: a box shows in its place`, { file: doc.file, line }, `Import it (import ${name} from '…') at the top of the page.`));
    const entries = specifiersOf(doc.compiled.imports);
    const warnedMissing: string[] = [];
    for (const [specifier, { line, names }] of entries) {
      const importers = [...(unresolved.get(specifier) ?? [])];
      if (importers.some((importer) => importer.startsWith(`${doc.key}:`) || importer === doc.key || importer === `brokerdocs-page:${doc.key}`)) warnedMissing.push(`"${specifier}" cannot be found`), env.diagnostics.push(warning('mdx-unresolved-import', `"${specifier}" cannot be found: ${names.length ? 'the components imported from it show a box' : 'it is left out'}`, { file: doc.file, line }, 'Check the path (relative to this page, or @site/…), or install the package in the site.'));
    }
    // A React page's own imports are the file's, not its one-line MDX body's: warned at their lines there.
    if (doc.reactPage) for (const [specifier, importers] of unresolved) if (importers.has(doc.absolute)) warnedMissing.push(`"${specifier}" cannot be found`), env.diagnostics.push(warning('mdx-unresolved-import', `"${specifier}" cannot be found: a component that uses it shows a box instead`, { file: doc.file, line: lineOfText(doc.absolute, specifier) }, 'Check the path (relative to this page, or @site/…), or install the package in the site.'));
    const islands = new Set<string>();
    // A partial is rendered on the server only: its components do not hydrate (it would need the compiler in the island build).
    [...entries.entries()].filter(([specifier]) => !/\.mdx?$/i.test(specifier)).forEach(([, { index, names }]) => {
      const module = metafile.inputs[`brokerdocs-guard:${doc.key}:${index}`]?.imports.find((imported) => path.resolve(site.siteDir, imported.path) !== guardFile);
      if (module && needs(module.path)) for (const name of names) islands.add(`${index}:${name}`);
    });
    const context: MdxContextValue = {
      siteConfig: site.siteConfig,
      locale: site.locale,
      toc: env.headings.filter((heading) => heading.level >= 2).map((heading) => ({ value: heading.text, id: heading.id, level: heading.level })),
      tabSets: { count: env.mdx.tabSets },
      codeBlock: (code, info) => {
        const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((run) => run[0].length + 1)));
        return site.renderer.renderRun(`${fence}${info}\n${code}\n${fence}`, env, false);
      },
      rawHtml: (raw) => site.raw.add(raw),
      islands,
      ...(doc.page ? { doc: doc.page } : {}),
      ...(doc.versionDocs ? { versionDocs: doc.versionDocs } : {}),
      ...(site.translations ? { translations: site.translations } : {}),
    };
    const output = path.join(outdir, `page-${doc.key}.js`);
    env.dependencies = pageInputs(metafile, path.relative(site.siteDir, output), site.siteDir, sassImports);
    let rendered: PageRender;
    try {
      const page = await importModule<{ default: unknown }>(pathToFileURL(output).href);
      rendered = server.renderMdxPage(page.default, context, allMissing, doc.compiled.missing);
    } catch (caught) {
      // Into the stage's diagnostics: the page is rendered again on the markdown-it path, with an env of its own.
      diagnostics.push(warning('mdx-render-error', `The page could not be rendered with its components: ${(caught as Error).message}. ${fallbackOf(doc)}`, { file: doc.file, line: 1 }));
      continue;
    }
    // A component of an import already warned about is not warned about again.
    for (const failure of rendered.failures.filter((each) => !warnedMissing.some((missing) => each.reason.includes(missing)))) {
      // A React page is one component, its file's default export: the line of its one-line MDX body means nothing to its author.
      if (doc.reactPage) env.diagnostics.push(warning('mdx-component-error', `The page's component could not be rendered: ${failure.reason}`, { file: doc.file, line: lineOfText(doc.absolute, 'export default', '') }, 'A box says so on the page.'));
      else env.diagnostics.push(warning('mdx-component-error', `<${failure.name}> could not be rendered: ${failure.reason}`, { file: doc.file, line: failure.line }, 'A box names it on the page; the rest of the page is shown.'));
    }
    // What the page's components used of a module that cannot be found, while it rendered: they render without it (a call reads as nothing, an element is a marker).
    const unreported = rendered.missingUsed.filter((reason) => !warnedMissing.some((missing) => reason.includes(missing)) && !rendered.failures.some((failure) => failure.reason.includes(reason)));
    for (const reason of unreported) {
      // A React page is one component: its default export's line; an MDX page's first import, where its components come from.
      const imported = [...entries.values()].map((entry) => entry.line);
      const line = doc.reactPage ? lineOfText(doc.absolute, 'export default', '') : imported.length ? Math.min(...imported) : doc.env.lineOffset + 1;
      env.diagnostics.push(warning('mdx-missing-module', `${reason.replace(/:.*$/s, '')}: a component of this page uses it and renders without it`, { file: doc.file, line }, 'Install the package in the site (npm install beside its package.json), or fix the path of the import.'));
    }
    if (rendered.meta.title !== undefined || rendered.meta.description !== undefined) env.pageMeta = rendered.meta;
    // A title's words come back as the HTML of a Markdown run (a paragraph): a title holds text only.
    if (rendered.head.length) env.head = [...(env.head ?? []), ...rendered.head.map((tag) => site.raw.fill(tag).replace(/^(<title>)([\s\S]*)(<\/title>)$/, (_whole, open: string, inner: string, close: string) => open + inner.replace(/<[^>]*>/g, '').trim() + close))];
    if (rendered.headIgnored.length) {
      const line = [...entries].find(([specifier]) => specifier === '@docusaurus/Head')?.[1].line ?? 1 + doc.env.lineOffset;
      env.diagnostics.push(warning('mdx-head-ignored', `<Head> holds ${[...new Set(rendered.headIgnored)].map((name) => `<${name}>`).join(', ')}, which brokerdocs does not put in the page's head: only title, meta and link tags go there`, { file: doc.file, line }, 'Load scripts and styles from the site config (scripts, stylesheets) instead.'));
    }
    let body = site.raw.fill(rendered.html);
    const css = metafile.outputs[path.relative(site.siteDir, output)]?.cssBundle;
    if (css) body = `<link rel="stylesheet" href="${await copyAsset(path.resolve(site.siteDir, css), env, site)}">` + body;
    // A React page of src/pages is written against Infima's classes: the page brings their layout with it.
    if (doc.reactPage) body = `<link rel="stylesheet" href="${await copyAsset(SITE_PAGES_CSS(), env, site)}">` + body;
    for (const [output, file] of images) env.copies.set(output, file);
    if (islands.size) islandPages.push({ key: doc.key, absolute: doc.absolute, env, imports: [...entries.entries()].filter(([, entry]) => entry.names.some((name) => islands.has(`${entry.index}:${name}`))).map(([specifier, entry]) => ({ specifier, index: entry.index, names: entry.names.filter((name) => islands.has(`${entry.index}:${name}`)) })), context: { siteConfig: site.siteConfig, locale: site.locale, toc: context.toc, ...(doc.page ? { doc: doc.page } : {}), ...(site.translations ? { translations: site.translations } : {}) } });
    html.set(doc.key, body);
  }
  if (islandPages.length) {
    const host = site.islandHost ?? islandHostName();
    const scripts = await buildIslands(
      islandPages,
      {
        ...site,
        sharedOptions: { ...sharedOptions(site, images), plugins: [svgComponentPlugin(), imagePlugin(site, images)] },
        outdir: async () => (key === undefined ? path.join(outdir, 'islands') : outputDir()),
        hostHref: host && `${site.siteConfig.baseUrl}assets/${host}`,
        images,
        cacheable: kept,
        watch: () => resolutionWatch(site, sassImports),
        removeAtExit,
      },
      diagnostics,
    );
    for (const [key, script] of scripts) html.set(key, `${html.get(key)}<script type="module" src="${script}"></script>`);
  }
  return { html, diagnostics };
}

/** The Infima classes' layout for the pages of src/pages (templates/styles/site-pages.css), a file of the package. */
const SITE_PAGES_CSS = () => path.join(packageRoot(), 'templates', 'styles', 'site-pages.css');

/** A file of the bundle copied into the build under a content-hashed name; its href. */
async function copyAsset(absolute: string, env: MarkdownEnv, site: CompiledBuild): Promise<string> {
  const content = await readFile(absolute);
  const name = `${path.basename(absolute).replace(/\.[^.]+$/, '')}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}${path.extname(absolute)}`;
  env.copies.set(`assets/mdx/${name}`, absolute);
  return `${site.siteConfig.baseUrl}assets/mdx/${name}`;
}

/** The site's own files a page's bundle took in (not packages, not brokerdocs' own): what `dev` watches for it. */
function pageInputs(metafile: Metafile, output: string, siteDir: string, sassImports: ReadonlyMap<string, readonly string[]>): string[] {
  const own = mdxTemplatesDir();
  const inputs = Object.keys(metafile.outputs[output]?.inputs ?? {});
  // A page's chunks hold what it shares with other pages: their inputs count too.
  for (const imported of metafile.outputs[output]?.imports ?? []) inputs.push(...Object.keys(metafile.outputs[imported.path]?.inputs ?? {}));
  const files = inputs.filter((input) => !input.includes(':') && !input.includes('node_modules')).map((input) => path.resolve(siteDir, input));
  for (const file of [...files]) files.push(...(sassImports.get(file) ?? []));
  return [...new Set(files.filter((file) => path.relative(own, file).startsWith('..')))];
}

/** The line of a file where `text` first stands between `quotes` (either of them; none with ''), or 1. */
function lineOfText(file: string, text: string, quotes = `'"`): number {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return 1;
  }
  const found = (quotes ? [...quotes] : ['']).map((quote) => source.indexOf(`${quote}${text}${quote}`)).filter((index) => index >= 0);
  const at = found.length ? Math.min(...found) : -1;
  return at < 0 ? 1 : lineOf(source, at);
}

/** What a page shows when its components cannot run: a doc its Markdown (stages/render-docs.ts), a React page of src/pages a box. */
function fallbackOf(doc: CompiledDoc): string {
  return doc.reactPage ? 'The page shows a box saying so' : 'It is shown as Markdown, without them';
}

/** Where a page's bundle problem is reported: its first import (what pulls the site's modules in), else its first line. */
function firstImportLine(doc: CompiledDoc): number {
  return doc.compiled.imports[0]?.line ?? 1;
}
