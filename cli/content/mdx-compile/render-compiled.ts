// The compiled pages of a build rendered on the server: one esbuild bundle
// of every compiled page with the components they import (the site's own
// code, run at build time as Docusaurus runs it), brokerdocs' MDX components
// and React; each page rendered to HTML; the CSS its components import
// written beside it; and, for a page whose components need the browser, an
// island script that hydrates only them (islands.ts).
import { build, type Metafile, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { warning, type Diagnostic } from '../../diagnostics.js';
import { importModule } from '../../import-module.js';
import { readFileSync } from 'node:fs';
import { createEnv, type MarkdownEnv } from '../env.js';
import type { LinkContext } from '../link-context.js';
import { parseFrontMatter } from '../frontmatter.js';
import { compileMdx, PROVIDED } from './compile.js';
import type { MarkdownRenderer } from '../markdown.js';
import type { PageRender } from '../../../templates/mdx/server.js';
import type { MdxContextValue, MdxSiteConfig } from '../../../templates/mdx/context.js';
import { browserNeeds } from './browser-needs.js';
import type { CompiledMdx, PageImport } from './compile.js';
import { buildIslands, type IslandPage } from './islands.js';
import type { RawHtmlTable } from './raw-html.js';
import { mdxTemplatesDir, resolvePlugin } from './resolve-plugin.js';

export interface CompiledDoc {
  key: string;
  file: string;
  absolute: string;
  env: MarkdownEnv;
  compiled: CompiledMdx;
}

export interface CompiledBuild {
  siteDir: string;
  siteConfig: MdxSiteConfig;
  locale: string;
  renderer: MarkdownRenderer;
  raw: RawHtmlTable;
  /** How an imported Markdown partial's links resolve (as a page of this docs version would). */
  partials?: { link?: LinkContext; docsDir: string };
}

/** Where the build's bundles are written; the files stay until the site is written (they are copied from there). */
async function outputDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'brokerdocs-mdx-'));
}

/** Each page's HTML by key; a page missing from the result could not run at all and is rendered as Markdown (its warning is in `diagnostics`). */
export async function renderCompiledDocs(docs: readonly CompiledDoc[], site: CompiledBuild): Promise<{ html: Map<string, string>; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const html = new Map<string, string>();
  if (!docs.length) return { html, diagnostics };
  const outdir = await outputDir();
  const byKey = new Map(docs.map((doc) => [doc.key, doc]));
  const guardFile = path.join(mdxTemplatesDir(), 'guard.tsx');
  const unresolved = new Map<string, string>();
  const partialMissing = new Set<string>();
  const images = new Map<string, string>();
  let metafile: Metafile;
  try {
    const result = await build({
      entryPoints: [{ in: path.join(mdxTemplatesDir(), 'server.tsx'), out: 'server' }, ...docs.map((doc) => ({ in: `brokerdocs-page:${doc.key}`, out: `page-${doc.key}` }))],
      plugins: [pagePlugin(byKey, guardFile), imagePlugin(site, images), partialPlugin(site, partialMissing, diagnostics), resolvePlugin({ siteDir: site.siteDir, unresolved: (specifier, importer) => unresolved.set(specifier, importer) })],
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
    for (const doc of docs) diagnostics.push(warning('mdx-bundle-error', `The page's components could not be bundled: ${messages[0]!.text}${messages[0]!.location ? ` (${messages[0]!.location.file}:${messages[0]!.location.line})` : ''}. It is shown as Markdown, without them`, { file: doc.file, line: 1 + doc.env.lineOffset }));
    return { html, diagnostics };
  }
  let server: { renderMdxPage: (content: unknown, context: MdxContextValue, missing: readonly string[]) => PageRender };
  try {
    server = await importModule(pathToFileURL(path.join(outdir, 'server.js')).href);
  } catch (caught) {
    for (const doc of docs) diagnostics.push(warning('mdx-bundle-error', `The page's components could not be loaded: ${(caught as Error).message}. It is shown as Markdown, without them`, { file: doc.file, line: 1 + doc.env.lineOffset }));
    return { html, diagnostics };
  }
  const needs = browserNeeds(metafile, site.siteDir, mdxTemplatesDir());
  const islandPages: IslandPage[] = [];
  const allMissing = [...new Set([...partialMissing, ...docs.flatMap((doc) => [...doc.compiled.missing.keys()])])];
  for (const doc of docs) {
    const env = doc.env;
    for (const [name, line] of doc.compiled.missing) env.diagnostics.push(warning('mdx-missing-component', `<${name}> is used but never imported or defined: a box shows in its place`, { file: doc.file, line }, `Import it (import ${name} from '…') at the top of the page.`));
    const entries = specifiersOf(doc.compiled.imports);
    const warnedMissing: string[] = [];
    for (const [specifier, { line }] of entries) {
      const importer = unresolved.get(specifier);
      if (importer !== undefined && (importer.startsWith(`${doc.key}:`) || importer === `brokerdocs-page:${doc.key}`)) warnedMissing.push(`"${specifier}" cannot be found`), env.diagnostics.push(warning('mdx-unresolved-import', `"${specifier}" cannot be found: the components imported from it show a box`, { file: doc.file, line }, 'Check the path (relative to this page, or @site/…), or install the package in the site.'));
    }
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
    };
    const output = path.join(outdir, `page-${doc.key}.js`);
    env.dependencies = pageInputs(metafile, path.relative(site.siteDir, output), site.siteDir);
    let rendered: PageRender;
    try {
      const page = await importModule<{ default: unknown }>(pathToFileURL(output).href);
      rendered = server.renderMdxPage(page.default, context, allMissing);
    } catch (caught) {
      env.diagnostics.push(warning('mdx-render-error', `The page could not be rendered with its components: ${(caught as Error).message}. It is shown as Markdown, without them`, { file: doc.file, line: 1 }));
      continue;
    }
    // A component of an import already warned about is not warned about again.
    for (const failure of rendered.failures.filter((each) => !warnedMissing.some((missing) => each.reason.includes(missing)))) env.diagnostics.push(warning('mdx-component-error', `<${failure.name}> could not be rendered: ${failure.reason}`, { file: doc.file, line: failure.line }, 'A box names it on the page; the rest of the page is shown.'));
    let body = site.raw.fill(rendered.html);
    const css = metafile.outputs[path.relative(site.siteDir, output)]?.cssBundle;
    if (css) body = `<link rel="stylesheet" href="${await copyAsset(path.resolve(site.siteDir, css), env, site)}">` + body;
    for (const [output, file] of images) env.copies.set(output, file);
    if (islands.size) islandPages.push({ key: doc.key, absolute: doc.absolute, env, imports: [...entries.entries()].filter(([, entry]) => entry.names.some((name) => islands.has(`${entry.index}:${name}`))).map(([specifier, entry]) => ({ specifier, index: entry.index, names: entry.names.filter((name) => islands.has(`${entry.index}:${name}`)) })), context: { siteConfig: site.siteConfig, locale: site.locale, toc: context.toc } });
    html.set(doc.key, body);
  }
  if (islandPages.length) {
    const scripts = await buildIslands(islandPages, { ...site, sharedOptions: { ...sharedOptions(site, images), plugins: [imagePlugin(site, images)] }, outdir: path.join(outdir, 'islands') }, diagnostics);
    for (const [key, script] of scripts) html.set(key, `${html.get(key)}<script type="module" src="${script}"></script>`);
  }
  return { html, diagnostics };
}

/** Options both bundles share: JSX, production React, images as URLs of files copied under `assets/mdx/`. */
function sharedOptions(site: CompiledBuild, images: Map<string, string>) {
  return {
    bundle: true,
    splitting: true,
    write: true,
    metafile: true as const,
    logLevel: 'silent' as const,
    jsx: 'automatic' as const,
    define: { 'process.env.NODE_ENV': '"production"' },
  };
}

/** An image a component imports is its URL in the build; the file is copied there (`images`: output path → file). */
function imagePlugin(site: CompiledBuild, images: Map<string, string>): Plugin {
  return {
    name: 'brokerdocs-mdx-images',
    setup(build) {
      build.onLoad({ filter: /\.(?:png|jpe?g|gif|svg|webp|avif)$/i }, async (args) => {
        const content = await readFile(args.path);
        const name = `${path.basename(args.path).replace(/\.[^.]+$/, '')}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}${path.extname(args.path)}`;
        images.set(`assets/mdx/${name}`, args.path);
        return { contents: `export default ${JSON.stringify(`${site.siteConfig.baseUrl}assets/mdx/${name}`)};`, loader: 'js' };
      });
    },
  };
}

/** A file of the bundle copied into the build under a content-hashed name; its href. */
async function copyAsset(absolute: string, env: MarkdownEnv, site: CompiledBuild): Promise<string> {
  const content = await readFile(absolute);
  const name = `${path.basename(absolute).replace(/\.[^.]+$/, '')}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}${path.extname(absolute)}`;
  env.copies.set(`assets/mdx/${name}`, absolute);
  return `${site.siteConfig.baseUrl}assets/mdx/${name}`;
}

/** The page's imports by module: its index (island keys use it), the first line, the names taken from it. */
export function specifiersOf(imports: readonly PageImport[]): Map<string, { index: number; line: number; names: string[]; locals: Record<string, string> }> {
  const modules = new Map<string, { index: number; line: number; names: string[]; locals: Record<string, string> }>();
  for (const entry of imports) {
    let module = modules.get(entry.specifier);
    if (!module) modules.set(entry.specifier, (module = { index: modules.size, line: entry.line, names: [], locals: {} }));
    // Components only (MDX's rule: a capital first letter); data and helpers are imported as they are.
    if (entry.imported !== '*' && /^[A-Z]/.test(entry.local)) {
      module.names.push(entry.imported);
      module.locals[entry.imported] = entry.local;
    }
  }
  return modules;
}

/**
 * The compiled pages as modules, and each module a page imports as a guard
 * of it: every export the page takes from it wrapped by guard.tsx.
 */
function pagePlugin(docs: ReadonlyMap<string, CompiledDoc>, guardFile: string): Plugin {
  return {
    name: 'brokerdocs-mdx-pages',
    setup(build) {
      build.onResolve({ filter: /^brokerdocs-page:/ }, (args) => ({ path: args.path.slice('brokerdocs-page:'.length), namespace: 'brokerdocs-page' }));
      build.onLoad({ filter: /.*/, namespace: 'brokerdocs-page' }, (args) => {
        const doc = docs.get(args.path)!;
        return { contents: doc.compiled.code, resolveDir: path.dirname(doc.absolute), loader: 'js' };
      });
      build.onResolve({ filter: /.*/, namespace: 'brokerdocs-page' }, (args) => {
        const doc = docs.get(args.importer)!;
        const module = specifiersOf(doc.compiled.imports).get(args.path);
        if (!module || !module.names.length) return undefined;
        return { path: `${doc.key}:${module.index}`, namespace: 'brokerdocs-guard', pluginData: { specifier: args.path, module, resolveDir: args.resolveDir } };
      });
      build.onLoad({ filter: /.*/, namespace: 'brokerdocs-guard' }, (args) => {
        const { specifier, module, resolveDir } = args.pluginData as { specifier: string; module: { index: number; line: number; names: string[]; locals: Record<string, string> }; resolveDir: string };
        const lines = [`import * as m from ${JSON.stringify(specifier)};`, `import { guard } from ${JSON.stringify(guardFile)};`, `export * from ${JSON.stringify(specifier)};`];
        for (const name of new Set(module.names)) {
          const info = JSON.stringify({ key: `${module.index}:${name}`, name: module.locals[name] ?? name, line: module.line });
          lines.push(name === 'default' ? `export default guard(m.default, ${info});` : `const guarded_${name} = guard(m[${JSON.stringify(name)}], ${info});\nexport { guarded_${name} as ${name} };`);
        }
        return { contents: lines.join('\n'), resolveDir, loader: 'js' };
      });
    },
  };
}


/** Markdown partials a page imports (`import Intro from './_intro.mdx'`), compiled as pages are; wherever they are, inside the site folder or beside docs outside it. */
function partialPlugin(site: CompiledBuild, missing: Set<string>, diagnostics: Diagnostic[]): Plugin {
  return {
    name: 'brokerdocs-mdx-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => {
        const file = path.relative(site.siteDir, args.path);
        const parsed = parseFrontMatter(readFileSync(args.path, 'utf8'), file);
        const link = site.partials?.link;
        // Its links resolve from where it is, as a page there would (docs of another version: from the first one's folder).
        const relative = path.relative(site.partials?.docsDir ?? site.siteDir, args.path).split(path.sep).join('/');
        const env = createEnv({
          file,
          lineOffset: parsed.bodyLineOffset,
          source: parsed.body,
          resolveLink: link ? link.resolverFor({ relative, route: `/${relative.replace(/\.mdx?$/, '')}` }) : (href) => ({ href }),
          ...(link ? { resolveImage: link.imageResolverFor({ absolute: args.path }) } : {}),
        });
        const result = await compileMdx({ source: parsed.body, file, lineOffset: parsed.bodyLineOffset, absolute: args.path, renderer: site.renderer, env, raw: site.raw, provided: PROVIDED });
        diagnostics.push(...result.diagnostics, ...env.diagnostics);
        if (!result.compiled) return { contents: 'export default function Partial() { return null; }', loader: 'js' };
        for (const name of result.compiled.missing.keys()) missing.add(name);
        return { contents: result.compiled.code, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** The site's own files a page's bundle took in (not packages, not brokerdocs' own): what `dev` watches for it. */
function pageInputs(metafile: Metafile, output: string, siteDir: string): string[] {
  const own = mdxTemplatesDir();
  const inputs = Object.keys(metafile.outputs[output]?.inputs ?? {});
  // A page's chunks hold what it shares with other pages: their inputs count too.
  for (const imported of metafile.outputs[output]?.imports ?? []) inputs.push(...Object.keys(metafile.outputs[imported.path]?.inputs ?? {}));
  return [...new Set(inputs.filter((input) => !input.includes(':') && !input.includes('node_modules')).map((input) => path.resolve(siteDir, input)).filter((file) => path.relative(own, file).startsWith('..')))];
}
