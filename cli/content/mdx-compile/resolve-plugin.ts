// How a compiled page's imports resolve, as in Docusaurus: relative paths,
// `@site/…` from the site folder, `@theme/…` to the site's swizzled
// `src/theme/…` or else brokerdocs' own components, `@docusaurus/…` to
// brokerdocs' stand-ins, and packages from the site's node_modules. React is
// always brokerdocs' own copy, so that one React renders the page and its
// components. An import that names nothing becomes a stand-in that shows a
// box (and a warning) instead of failing the whole build.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ImportKind, Plugin, PluginBuild, ResolveResult } from 'esbuild';
import { packageRoot } from '../../assets/runtime.js';

/** brokerdocs' MDX components and their browser entry, as source files of the package. */
export function mdxTemplatesDir(): string {
  return path.join(packageRoot(), 'templates', 'mdx');
}

const DOCUSAURUS: Record<string, string> = {
  '@docusaurus/Link': 'docusaurus/Link.tsx',
  '@docusaurus/useBaseUrl': 'docusaurus/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'docusaurus/useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'docusaurus/BrowserOnly.tsx',
  '@docusaurus/Translate': 'docusaurus/Translate.tsx',
  '@docusaurus/Head': 'docusaurus/Head.tsx',
  '@docusaurus/ExecutionEnvironment': 'docusaurus/ExecutionEnvironment.ts',
  '@docusaurus/useIsBrowser': 'docusaurus/useIsBrowser.ts',
  '@docusaurus/plugin-content-docs/client': 'docusaurus/docs-client.ts',
  '@docusaurus/theme-common': 'docusaurus/docs-client.ts',
  '@docusaurus/theme-common/internal': 'docusaurus/docs-client.ts',
  '@docusaurus/router': 'docusaurus/router.ts',
  '@docusaurus/useGlobalData': 'docusaurus/useGlobalData.ts',
  '@docusaurus/isInternalUrl': 'docusaurus/isInternalUrl.ts',
  '@docusaurus/ErrorBoundary': 'docusaurus/ErrorBoundary.ts',
  '@docusaurus/useIsomorphicLayoutEffect': 'docusaurus/useIsomorphicLayoutEffect.ts',
  '@docusaurus/useBrokenLinks': 'docusaurus/useBrokenLinks.ts',
  '@docusaurus/Interpolate': 'docusaurus/Interpolate.ts',
};

const REACT = /^(react|react-dom)(\/.*)?$/;
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

export interface ResolveOptions {
  siteDir: string;
  /** The site's import aliases (name → absolute folder or file), as webpack's `resolve.alias`: `@components/X` → `<folder>/X`. React's are never taken. */
  aliases?: Readonly<Record<string, string>>;
  /** The site's static folders (absolute): where `/img/…` imports are looked up, in this order. */
  staticDirs?: readonly string[];
  /**
   * brokerdocs' own modules under names of their own (`brokerdocs/docusaurus/Link.tsx`), not their paths on this
   * disk: for a bundle that is published (island scripts), whose module names must not depend on, nor tell,
   * where brokerdocs is installed.
   */
  stableOwnPaths?: boolean;
  /** Called for an import that names nothing, with who imported it. */
  unresolved?: (specifier: string, importer: string) => void;
  /** Called for each name a site's file imports from a `@docusaurus/…` module that brokerdocs' stand-in lacks, with the line of the import. */
  unsupported?: (specifier: string, name: string, importer: string, line: number) => void;
}

/** `@theme/Name`: the site's swizzled file, else ours, else nothing. */
export function themeFile(siteDir: string, name: string): string | undefined {
  const swizzled = SOURCE_EXTENSIONS.map((extension) => path.join(siteDir, 'src', 'theme', name + extension)).find((file) => existsSync(file));
  if (swizzled) return swizzled;
  return ourThemeFile(name);
}

/** The namespaces whose imports the catch-all resolver takes: files, and the modules the plugins make. */
const RESOLVED_FROM = ['file', 'brokerdocs-page', 'brokerdocs-guard', 'brokerdocs-stand-in', 'brokerdocs-template', 'brokerdocs-island'];

function isOwn(file: string): boolean {
  return !path.relative(mdxTemplatesDir(), file).startsWith('..');
}

/** A module of brokerdocs' templates by its place among them. */
function ownName(file: string): string {
  return `brokerdocs/${path.relative(mdxTemplatesDir(), file).split(path.sep).join('/')}`;
}

/** A specifier naming webpack loaders (`!!raw-loader!./file`, `raw-loader!./file`) or Vite's `?raw` query. */
const INLINE_LOADER = /!|\?raw$/;
const RAW_NAMESPACE = 'brokerdocs-raw';

/** The file an inline-loader specifier names, and whether it asks for the file's text. */
function loaderRequest(specifier: string): { request: string; raw: boolean } {
  const parts = specifier.replace(/^-?!+/, '').split('!');
  const file = parts.pop()!;
  const query = file.endsWith('?raw');
  return { request: query ? file.slice(0, -'?raw'.length) : file, raw: query || parts.some((loader) => /^raw-loader(?:\?|$)/.test(loader)) };
}

/**
 * The module of an import that names nothing: whatever is imported from it is one stand-in. As the type of a
 * JSX element it is a box saying why, with the element's children (templates/mdx/jsx-runtime.tsx: the rest of
 * the page is shown). Called or read, while the site's modules load (an API client made at the top of a file)
 * or while a page renders (`clsx(…)`), it gives itself back, which reads as nothing: one missing package must
 * not stop every page's modules from loading, nor take a whole page with it. A use while a page renders is
 * noted (templates/mdx/server.tsx), and the page warned about. esbuild's interop copies a
 * CommonJS module's properties onto an object made from its prototype, so the prototype answers any name too.
 */
function missingModule(message: string): string {
  return `const message = ${JSON.stringify(message)};
let stub;
const get = (_, key) => (key === Symbol.for('brokerdocs.missing-module') ? message : key === '__esModule' || key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : key === Symbol.iterator ? function* () {} : stub);
const prototype = new Proxy({}, { get });
stub = new Proxy(function () {}, {
  get,
  apply: () => { globalThis.__brokerdocsMissingUsed?.add(message); return stub; },
  construct: () => stub,
  getPrototypeOf: () => prototype,
});
module.exports = stub;`;
}

/** Matches a specifier that is an alias, or a path under one. */
function aliasFilter(names: readonly string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^(?:${escaped.join('|')})(?:/|$)`);
}

export function ourThemeFile(name: string): string | undefined {
  const own = path.join(mdxTemplatesDir(), 'theme', `${name}.tsx`);
  return existsSync(own) ? own : undefined;
}

/** The extensions esbuild tries, in its order, for an import that names a file without one. */
const FILE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.css', '.json'];

/**
 * The site's own file a relative (or absolute) import names, found as esbuild would find it (the file as written, with one
 * of its extensions, or a folder's index), without asking esbuild: most of a site's imports are of its own
 * files. Anything else (a package's file, a query, a folder with a package.json, a name that isn't there) is
 * undefined, and left to esbuild.
 */
function siteFileFinder(): (specifier: string, resolveDir: string) => string | undefined {
  const kinds = new Map<string, 'file' | 'folder' | 'none'>();
  const kindOf = (file: string) => {
    let kind = kinds.get(file);
    if (!kind) {
      const stats = statSync(file, { throwIfNoEntry: false });
      kind = stats?.isFile() ? 'file' : stats?.isDirectory() ? 'folder' : 'none';
      kinds.set(file, kind);
    }
    return kind;
  };
  const real = new Map<string, string>();
  // esbuild follows symbolic links: a file reached through one is the same module as through its real path.
  const realOf = (file: string) => real.get(file) ?? (real.set(file, realpathSync.native(file)), real.get(file)!);
  return (specifier, resolveDir) => {
    if (!/^(?:\.\.?(?:\/|$)|\/)/.test(specifier) || /[?#]/.test(specifier)) return undefined;
    const base = path.resolve(resolveDir, specifier);
    if (base.split(path.sep).includes('node_modules')) return undefined;
    const candidates = [base, ...FILE_EXTENSIONS.map((extension) => base + extension)];
    if (kindOf(base) === 'folder' && kindOf(path.join(base, 'package.json')) === 'none') candidates.push(...FILE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)));
    const file = candidates.find((candidate) => kindOf(candidate) === 'file');
    return file && realOf(file);
  };
}

export function resolvePlugin(options: ResolveOptions): Plugin {
  const ours = createRequire(path.join(packageRoot(), 'package.json'));
  const siteFile = siteFileFinder();
  return {
    name: 'brokerdocs-mdx-resolve',
    setup(build: PluginBuild) {
      // The site's JSX goes through ours (templates/mdx/jsx-runtime.tsx): an element of a missing module is a box, not a throw.
      const jsxRuntime = path.join(mdxTemplatesDir(), 'jsx-runtime.tsx');
      build.onResolve({ filter: /^react\/jsx-(?:dev-)?runtime$/ }, (args) => {
        if (args.importer === jsxRuntime || args.importer === ownName(jsxRuntime)) return undefined;
        return options.stableOwnPaths ? template(jsxRuntime) : { path: jsxRuntime };
      });
      build.onResolve({ filter: REACT }, (args) => ({ path: ours.resolve(args.path) }));
      // webpack's inline loaders (`!!raw-loader!./snippet.ts`, as Docusaurus' docs show for <CodeBlock>) and `?raw`: the
      // file's text, as a string. Another loader named inline is dropped, and the file imported as it is.
      build.onResolve({ filter: INLINE_LOADER }, async (args) => {
        // A stylesheet's url() (a data: URL may hold a `!`) is not a script's import.
        if (args.kind === 'url-token' || args.kind === 'import-rule' || /^[a-z][\w+.-]*:/i.test(args.path)) return undefined;
        const { request, raw } = loaderRequest(args.path);
        const found = await build.resolve(request, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        if (found.errors.length) return missing(request, args.importer);
        return raw ? { path: found.path, namespace: RAW_NAMESPACE } : { path: found.path, sideEffects: found.sideEffects };
      });
      build.onLoad({ filter: /.*/, namespace: RAW_NAMESPACE }, async (args) => ({ contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`, loader: 'js', watchFiles: [args.path] }));
      const aliases = Object.entries(options.aliases ?? {}).filter(([name]) => !REACT.test(name));
      if (aliases.length) {
        // The longest name first: `@components/page` before `@components`.
        aliases.sort(([a], [b]) => b.length - a.length);
        build.onResolve({ filter: aliasFilter(aliases.map(([name]) => name)) }, async (args) => {
          const [name, target] = aliases.find(([name]) => args.path === name || args.path.startsWith(`${name}/`))!;
          const rest = args.path.slice(name.length);
          const found = await build.resolve(`./${path.basename(target)}${rest}`, { kind: args.kind, resolveDir: path.dirname(target), pluginData: { inner: true } });
          return found.errors.length ? missing(args.path, args.importer) : { path: found.path, sideEffects: found.sideEffects };
        });
      }
      // `url(/img/x.svg)` in a stylesheet is a URL of the site (its static folder), left as written, as Docusaurus' CSS loader leaves it.
      // A script's `import icon from '/img/x.svg'` is a file of the static folder, as Docusaurus' webpack (resolve.roots) finds it.
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind === 'url-token' || args.kind === 'import-rule') return { path: args.path, external: true };
        const local = siteFile(args.path, '/');
        if (local) return found(local);
        if (existsSync(args.path) || !options.staticDirs?.length) return undefined;
        const file = options.staticDirs.map((dir) => path.join(dir, args.path)).find((candidate) => existsSync(candidate));
        return file ? { path: file } : missing(args.path, args.importer);
      });
      // The global components of the server's pages: a site that swizzled MDXComponents adds its own to ours, as in Docusaurus.
      const server = path.join(mdxTemplatesDir(), 'server.tsx');
      build.onResolve({ filter: /^\.\/theme\/MDXComponents\.js$/ }, (args) => {
        if (args.importer !== server) return undefined;
        const file = themeFile(options.siteDir, 'MDXComponents');
        return file && path.relative(mdxTemplatesDir(), file).startsWith('..') ? { path: file } : undefined;
      });
      // The layout provider the server wraps each page's content in: the site's swizzled one, as for MDXComponents.
      build.onResolve({ filter: /^\.\/theme\/Layout\/Provider\.js$/ }, (args) => {
        if (args.importer !== server) return undefined;
        const file = themeFile(options.siteDir, 'Layout/Provider');
        return file && path.relative(mdxTemplatesDir(), file).startsWith('..') ? { path: file } : undefined;
      });
      build.onResolve({ filter: /^@theme-original\// }, (args) => {
        const file = ourThemeFile(args.path.slice('@theme-original/'.length));
        return file ? standIn(file) : missing(args.path, args.importer);
      });
      build.onResolve({ filter: /^@theme\// }, (args) => {
        const file = themeFile(options.siteDir, args.path.slice('@theme/'.length));
        if (!file) return missing(args.path, args.importer);
        return path.relative(mdxTemplatesDir(), file).startsWith('..') ? { path: file } : standIn(file);
      });
      build.onResolve({ filter: /^@docusaurus\// }, (args) => {
        const own = DOCUSAURUS[args.path];
        if (own && args.namespace === 'file' && options.unsupported) for (const lack of lackingNames(args.path, path.join(mdxTemplatesDir(), own), args.importer)) options.unsupported(args.path, lack.name, args.importer, lack.line);
        return own ? standIn(path.join(mdxTemplatesDir(), own)) : missing(args.path, args.importer);
      });
      // Our stand-ins are reached through CommonJS: a name a site imports that ours lacks is then undefined (as a missing hook would be), not a bundle error that fails every page.
      build.onLoad({ filter: /.*/, namespace: 'brokerdocs-stand-in' }, (args) => {
        const file = (args.pluginData as { file: string }).file;
        return { contents: `module.exports = require(${JSON.stringify(file)});`, resolveDir: path.dirname(file), loader: 'js' };
      });
      if (options.stableOwnPaths) {
        build.onLoad({ filter: /.*/, namespace: 'brokerdocs-template' }, async (args) => {
          const file = (args.pluginData as { file: string }).file;
          return { contents: await readFile(file, 'utf8'), loader: /\.tsx$/.test(file) ? 'tsx' : /\.ts$/.test(file) ? 'ts' : 'jsx', resolveDir: path.dirname(file) };
        });
      }
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const relative = `./${args.path.slice('@site/'.length)}`;
        const local = siteFile(relative, options.siteDir);
        if (local) return found(local);
        const result = await resolveOnce(relative, args.kind, options.siteDir);
        return result.errors.length ? missing(args.path, args.importer) : { path: result.path };
      });
      // Anything else: esbuild's own resolution (site files, the site's node_modules), and a stand-in when it finds nothing.
      build.onResolve({ filter: /.*/ }, async (args) => {
        // From files, from the guards of a page's imports, and from the page itself: what it imports for its effect
        // (`import 'package/styles.css'`) or as data, which no guard wraps.
        if ((args.pluginData as { inner?: boolean } | undefined)?.inner || args.kind === 'entry-point' || !RESOLVED_FROM.includes(args.namespace)) return undefined;
        const local = args.resolveDir ? siteFile(args.path, args.resolveDir) : undefined;
        if (local) return found(local);
        const result = await resolveOnce(args.path, args.kind, args.resolveDir, args.namespace === 'file' ? args.importer : undefined);
        if (result.errors.length === 0) return options.stableOwnPaths && isOwn(result.path) ? template(result.path) : { path: result.path, external: result.external, sideEffects: result.sideEffects };
        // The site's own packages, when the page lives outside the site folder (docs in ../docs).
        const fromSite = await resolveOnce(args.path, args.kind, options.siteDir);
        return fromSite.errors.length === 0 ? { path: fromSite.path } : missing(args.path, args.importer);
      });
      build.onLoad({ filter: /.*/, namespace: 'brokerdocs-missing' }, (args) => ({
        contents: missingModule(`"${args.path}" cannot be found: it is not a file of the site nor a package in its node_modules`),
        loader: 'js',
      }));
      /**
       * esbuild's own resolution, asked once per folder and specifier. Each answer is a round trip to esbuild,
       * which runs these callbacks again for the inner request: Ionic's pages import the same few packages from
       * thousands of modules, and these round trips were 15 of the 20 seconds its pages took to bundle.
       */
      const resolutions = new Map<string, Promise<ResolveResult>>();
      function resolveOnce(specifier: string, kind: ImportKind, resolveDir: string, importer?: string): Promise<ResolveResult> {
        const key = `${kind}\0${resolveDir}\0${specifier}`;
        let result = resolutions.get(key);
        if (!result) resolutions.set(key, (result = build.resolve(specifier, { kind, resolveDir, ...(importer ? { importer } : {}), pluginData: { inner: true } })));
        return result;
      }
      function found(file: string) {
        return options.stableOwnPaths && isOwn(file) ? template(file) : { path: file };
      }
      // Named by their place in brokerdocs, not on this disk: a bundle keeps module names, and an island script is published.
      function standIn(file: string) {
        return { path: ownName(file), namespace: 'brokerdocs-stand-in', pluginData: { file } };
      }
      function template(file: string) {
        return { path: ownName(file), namespace: 'brokerdocs-template', pluginData: { file } };
      }
      function missing(specifier: string, importer: string) {
        options.unresolved?.(specifier, importer);
        return { path: specifier, namespace: 'brokerdocs-missing' };
      }
    },
  };
}

/** The names a file imports from `specifier` (`import { a, b as c } from '…'`) that the stand-in `standIn` does not export, with the import's line. */
export function lackingNames(specifier: string, standIn: string, importer: string): Array<{ name: string; line: number }> {
  let source: string;
  try {
    source = readFileSync(importer, 'utf8');
  } catch {
    return [];
  }
  const exported = exportsOf(standIn);
  const lacking: Array<{ name: string; line: number }> = [];
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const match of source.matchAll(new RegExp(`import\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    const line = source.slice(0, match.index).split('\n').length;
    for (const part of match[1]!.split(',')) {
      const name = /^\s*(?:type\s+)?([\w$]+)/.exec(part)?.[1];
      if (name && !/^\s*type\s/.test(part) && !exported.has(name)) lacking.push({ name, line });
    }
  }
  return lacking;
}

/** The names a stand-in exports, read from its source (its own and those it re-exports from a sibling). */
function exportsOf(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function|const|let|class)\s+([\w$]+)/g)) names.add(match[1]!);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}(?:\s*from\s*['"]([^'"]+)['"])?/g)) for (const part of match[1]!.split(',')) {
    const name = /(?:\bas\s+)?([\w$]+)\s*$/.exec(part.trim())?.[1];
    if (name) names.add(name);
  }
  return names;
}
