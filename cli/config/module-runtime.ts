// What a site's own JavaScript (a Docusaurus config, a sidebars file) may
// count on when it is bundled and imported as an ES module, as Docusaurus
// loads it (with jiti, CommonJS and ES modules alike): `require`,
// `require.resolve`, `__dirname` and `__filename`, whatever the file's module
// format, with packages resolved from the site's own node_modules.
//
// A package the site has not installed (a Docusaurus site whose
// `npm install` was never run, a remark plugin brokerdocs has no use for),
// or a file its build makes first (babel's data/sponsors.json, downloaded by
// a script), does not stop the build: it reads as an inert stand-in (every property,
// call and `new` gives the stand-in again; it converts to '' and iterates as
// empty), and the loader names each such package once in a warning.
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** The export under which the bundle hands back the packages it stood in for. */
export const MISSING_EXPORT = '__brokerdocsMissingPackages';

/**
 * Put before the bundle. `require` is made here rather than left to
 * esbuild's shim, which throws "Dynamic require of … is not supported" in an
 * ES module (a trpc sidebars.ts requiring zod); esbuild renames a file's own
 * top-level `require` (babel's `createRequire(import.meta.url)`) out of its way.
 */
export const MODULE_BANNER = `import { createRequire as __brokerdocsCreateRequire } from 'node:module';
import { fileURLToPath as __brokerdocsFileURLToPath } from 'node:url';
import __brokerdocsPath from 'node:path';
const ${MISSING_EXPORT} = new Set();
function __brokerdocsMissing(name) {
  ${MISSING_EXPORT}.add(name);
  // It answers the registered key below with the package's name: the config's reader leaves out a key set to it (stand-ins.ts).
  const get = (_, key) => key === Symbol.for('brokerdocs.stand-in') ? name : key === Symbol.toPrimitive ? () => '' : key === Symbol.iterator ? function* () {} : key === 'then' || key === '__esModule' ? undefined : stub;
  // esbuild's interop copies a CommonJS module's own properties onto an object made from its prototype: that prototype
  // answers any name too, so \`import { themes } from 'prism-react-renderer'\` reads the stand-in.
  const prototype = new Proxy({}, { get });
  const stub = new Proxy(function () {}, { get, apply: () => stub, construct: () => stub, getPrototypeOf: () => prototype });
  return stub;
}
function __brokerdocsWrapRequire(base, from) {
  return Object.assign(function (id) {
    try { return base(id); } catch (caught) { if (caught && caught.code === 'MODULE_NOT_FOUND') return __brokerdocsMissing(id); throw caught; }
  }, {
    resolve(id, options) {
      try { return base.resolve(id, options); } catch (caught) {
        if (!/^[./]/.test(id)) { ${MISSING_EXPORT}.add(id); return id; }
        // As jiti (Docusaurus' loader) does, './sidebars.js' and './sidebars' find sidebars.ts.
        for (const typed of [id.replace(/\\.(c|m)?js$/, '.$1ts'), id.replace(/\\.js$/, '.tsx'), id + '.ts', id + '.tsx', id + '.mts', id + '.cts']) {
          if (typed !== id) try { return base.resolve(typed, options); } catch {}
        }
        // A file that is not there (a stylesheet in a package never installed): its path, for a config that only passes it on.
        ${MISSING_EXPORT}.add(id);
        const dir = String(from).startsWith('file:') ? __brokerdocsPath.dirname(__brokerdocsFileURLToPath(from)) : __brokerdocsPath.dirname(String(from));
        return __brokerdocsPath.resolve(dir, id);
      }
    },
    cache: base.cache,
  });
}
const require = __brokerdocsWrapRequire(__brokerdocsCreateRequire(import.meta.url), import.meta.url);
`;

export const MODULE_FOOTER = `export { ${MISSING_EXPORT} };`;

/** `__dirname` and `__filename` of the file, wherever esbuild sees them unbound. */
export function fileGlobals(file: string): Record<string, string> {
  return { __dirname: JSON.stringify(path.dirname(file)), __filename: JSON.stringify(file) };
}

/**
 * Bare imports: Node's own modules and installed packages stay imports of the
 * bundle (resolved from the site, where the bundle is written); a package
 * not installed, or a relative file that is not there, becomes the stand-in.
 */
export function sitePackages(): Plugin {
  return {
    name: 'brokerdocs-site-packages',
    setup(b) {
      // A file's own `createRequire(import.meta.url)` (babel's config) gets the same generous require.
      b.onResolve({ filter: /^(node:)?module$/ }, (args) => (args.namespace === 'brokerdocs-module' ? { external: true } : { path: 'module', namespace: 'brokerdocs-module' }));
      b.onLoad({ filter: /.*/, namespace: 'brokerdocs-module' }, () => ({
        contents: `import module from 'node:module';\nexport * from 'node:module';\nexport const createRequire = (file) => __brokerdocsWrapRequire(module.createRequire(file), file instanceof URL ? file.href : file);\nexport default { ...module, createRequire };`,
        loader: 'js',
      }));
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind === 'entry-point' || path.isAbsolute(args.path)) return undefined;
        if (isBuiltin(args.path) || isInstalled(args.path, args.resolveDir)) return { external: true };
        return { path: args.path, namespace: 'brokerdocs-missing' };
      });
      // A file of the site that is not there (a script a monorepo generates, not run here) is a stand-in too, as a package is.
      b.onResolve({ filter: /^\.\.?(\/|$)/ }, async (args) => {
        if (args.kind === 'entry-point' || (args.pluginData as { found?: boolean } | undefined)?.found) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { found: true } });
        if (!found.errors.length) return { path: found.path, external: found.external, namespace: found.namespace, sideEffects: found.sideEffects };
        // The query keeps esbuild from reading a `.mjs` name as an ES module, in which the stand-in's `module.exports` is not defined.
        return { path: `${args.path}${MISSING_FILE_QUERY}`, namespace: 'brokerdocs-missing' };
      });
      b.onLoad({ filter: /.*/, namespace: 'brokerdocs-missing' }, (args) => ({
        contents: `module.exports = __brokerdocsMissing(${JSON.stringify(args.path.replace(MISSING_FILE_QUERY, ''))});`,
        loader: 'js',
      }));
    },
  };
}

const MISSING_FILE_QUERY = '?brokerdocs-missing';

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
export function packageName(specifier: string): string {
  if (/^[./]/.test(specifier) || path.isAbsolute(specifier)) return specifier;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Whether a node_modules folder at or above `from` holds the package. */
function isInstalled(specifier: string, from: string): boolean {
  const name = packageName(specifier);
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
