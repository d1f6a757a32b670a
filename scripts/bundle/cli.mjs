// The command: dist/cli.cjs with its dependencies and the templates compiled
// in, the worker entries beside it, and dist/config.js for site configs.
import { build } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, dist } from './paths.mjs';
import { VALIDATOR_VERSIONS } from './validators.mjs';

/**
 * The CLI's dependencies are compiled into dist/cli.cjs: Node then loads one
 * file instead of resolving and compiling hundreds of modules (start-up of
 * every command: ~0.40 → ~0.23 s of CPU). React comes in its production build
 * (left external, it would pick its development build, NODE_ENV being unset,
 * and render pages about three times slower). Left outside: shiki's
 * grammars (shiki/langs), which load on demand from its own files (its engine
 * and themes are compiled in); esbuild, which runs its native binary;
 * chokidar, whose optional native watcher may be absent; swagger2openapi
 * (and the fetch and YAML packages it brings), loaded only to convert a
 * Swagger 2.0 document. Their
 * CommonJS `require`s of Node built-ins need a real `require` in the module.
 */
const EXTERNAL = /^(shiki\/langs|@shikijs\/langs|esbuild|chokidar|fsevents|swagger2openapi)(\/|$)/;
const bundledPackages = {
  name: 'bundled-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'entry-point' || !EXTERNAL.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Less code for every command (and worker) to compile at start-up:
 * - `react-dom/server` for Node holds two renderers; pages are rendered to
 *   strings (renderToString, renderToStaticMarkup), which the legacy one
 *   alone provides: ~0.3 MB less.
 * - swagger-parser's schema validator loads Ajv and the OpenAPI schemas at
 *   start-up; cli/openapi/validate.ts validates with precompiled schemas
 *   instead, and never calls it.
 * - gray-matter's YAML engine, js-yaml 3, loads esprima from node_modules at
 *   start-up (for `!!js/function`, which its safe loader never reads);
 *   cli/content/frontmatter.ts gives gray-matter js-yaml 4 instead, and never
 *   calls it: ~8 ms of every command's start-up.
 */
const leanerPackages = {
  name: 'leaner-packages',
  setup(b) {
    const require = createRequire(import.meta.url);
    b.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server-legacy.node.production.js') }));
    b.onResolve({ filter: /^\.\/validators\/schema$/ }, (args) => (/[\\/]swagger-parser[\\/]/.test(args.importer) ? { path: 'swagger-parser-schema', namespace: 'unused' } : undefined));
    // Ours imports js-yaml as a module, swagger-parser's requires it: one copy, the CommonJS one, for both.
    b.onResolve({ filter: /^js-yaml$/ }, (args) => (/[\\/]gray-matter[\\/]/.test(args.importer) ? { path: 'gray-matter-yaml', namespace: 'unused' } : { path: require.resolve('js-yaml') }));
    b.onLoad({ filter: /^swagger-parser-schema$/, namespace: 'unused' }, () => ({
      contents: "module.exports = () => { throw new Error('brokerdocs validates OpenAPI documents with cli/openapi/validate.ts'); };",
      loader: 'js',
    }));
    b.onLoad({ filter: /^gray-matter-yaml$/, namespace: 'unused' }, () => ({
      contents: "const unused = () => { throw new Error('brokerdocs reads front matter with js-yaml 4 (cli/content/frontmatter.ts)'); }; module.exports = { safeLoad: unused, safeDump: unused };",
      loader: 'js',
    }));
  },
};

/**
 * Templates call React's `jsx` for every element, and React's runtime is
 * CommonJS, which esbuild reaches through an object of getters (its
 * interop): each element paid a getter call (~40 ms of GitHub's reference
 * on the main thread, ~20 ms of a 1,000-page site's render worker). A module
 * of constants in between makes each call a direct one.
 */
const directJsxRuntime = {
  name: 'direct-jsx-runtime',
  setup(b) {
    const require = createRequire(import.meta.url);
    b.onResolve({ filter: /^react\/jsx-runtime$/ }, () => ({ path: 'react/jsx-runtime', namespace: 'direct-jsx-runtime' }));
    b.onLoad({ filter: /.*/, namespace: 'direct-jsx-runtime' }, () => ({
      contents: `import runtime from ${JSON.stringify(require.resolve('react/jsx-runtime'))}; export const jsx = runtime.jsx; export const jsxs = runtime.jsxs; export const Fragment = runtime.Fragment;`,
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/**
 * markdown-it 15 ships compiled class fields: each field of each Token (a
 * dozen per token, a few thousand tokens per page) is set by a helper that
 * converts its key and checks the prototype chain before defining it, ~28 %
 * of markdown-it's own time on the bench's pages (245 -> 177 ms for 1,000
 * pages). Each such call becomes the assignment `this.field = value`, which
 * is the same for a fresh object whose prototype has no accessor of that
 * name: markdown-it's classes have none (checked here). A plain assignment
 * also lets V8 give each class one shape, where a helper's keyed store saw
 * every class's fields (at 10,000 pages it was 0.75 s of the main thread).
 * A version with accessors, or whose calls this cannot read, is left as it is.
 */
const FIELD = /_defineProperty\(\s*this,\s*(?:\/\*\*[\s\S]*?\*\/\s*)?"([A-Za-z_$][\w$]*)",\s*/g;
const fasterMarkdownIt = {
  name: 'faster-markdown-it',
  setup(b) {
    b.onLoad({ filter: /[\\/]markdown-it[\\/]dist[\\/]markdown-it\.(?:mjs|cjs\.js)$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (/^\s*(?:static\s+)?(?:get|set)\s+[A-Za-z_$][\w$]*\s*\(/m.test(source)) return undefined;
      const contents = fieldsAssigned(source);
      return contents === undefined ? undefined : { contents, loader: 'js' };
    });
  },
};

/** The source with every `_defineProperty(this, "name", value)` written `this.name = value`; undefined when there is none, or one it cannot read. */
function fieldsAssigned(source) {
  let out = '';
  let from = 0;
  for (const match of source.matchAll(FIELD)) {
    const valueStart = match.index + match[0].length;
    const close = closingParenthesis(source, valueStart);
    if (close < 0) return undefined;
    out += `${source.slice(from, match.index)}this.${match[1]} = ${source.slice(valueStart, close).trim()}`;
    from = close + 1;
  }
  return from ? out + source.slice(from) : undefined;
}

/** Where the call whose argument starts at `start` closes: brackets counted, strings skipped; -1 for anything else (a regex, a template). */
function closingParenthesis(source, start) {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'") {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '/' || c === '`') return -1;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return c === ')' ? i : -1;
      depth--;
    }
  }
  return -1;
}

/**
 * bin/brokerdocs.js runs dist/cli.cjs as a script with V8's code cache
 * (Node 20 has no compile cache for modules): a script, because only a
 * script can take cached code. `import()` cannot run from cached code
 * (V8 drops its loader callback), so cli/import-module.ts is swapped for one
 * that asks bin/brokerdocs.js to import.
 */
const importThroughLoader = {
  name: 'import-through-loader',
  setup(b) {
    b.onResolve({ filter: /[\\/]import-module\.js$/ }, () => ({ path: 'import-module', namespace: 'loader' }));
    b.onLoad({ filter: /.*/, namespace: 'loader' }, () => ({
      contents: "exports.importModule = (specifier) => globalThis[Symbol.for('brokerdocs.import')](specifier);",
      loader: 'js',
    }));
  },
};

/**
 * The OpenAPI validators compileOpenApiValidators() wrote, in place of
 * cli/openapi/precompiled-validators.ts (which has none): each is bundled as
 * a module loaded when a document of its version is validated, and is in the
 * code cache like the rest of the CLI.
 */
const precompiledValidators = {
  name: 'precompiled-validators',
  setup(b) {
    b.onLoad({ filter: /[\\/]cli[\\/]openapi[\\/]precompiled-validators\.ts$/ }, () => ({
      contents: `export const precompiledValidators = { ${VALIDATOR_VERSIONS.map((version) => `${version}: () => import(${JSON.stringify(path.join(dist, 'openapi-validators', `${version}.js`))})`).join(', ')} };`,
      loader: 'js',
      resolveDir: root,
    }));
  },
};

export async function bundleCli() {
  const common = { absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', jsx: 'automatic', logLevel: 'warning', legalComments: 'none' };
  const withPackages = {
    ...common,
    packages: undefined,
    plugins: [directJsxRuntime, bundledPackages, leanerPackages, fasterMarkdownIt],
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  };
  await build({
    ...withPackages,
    format: 'cjs',
    entryPoints: ['cli/main.ts'],
    outfile: path.join(dist, 'cli.cjs'),
    plugins: [...withPackages.plugins, importThroughLoader, precompiledValidators],
    // URLs beside the bundle (workers, validators) resolve from its own file.
    define: { ...withPackages.define, 'import.meta.url': '__bundle_url' },
    banner: { js: "var __bundle_url = require('node:url').pathToFileURL(__filename).href;" },
  });
  await asciiOnly(path.join(dist, 'cli.cjs'));
  // Loaded as worker threads from beside cli.cjs: by cli/content/highlight/highlighter.ts, by cli/render/outputs.ts (with React),
  // and by cli/render/site-outputs.ts (the search index, with lunr).
  await build({ ...common, entryPoints: ['cli/content/highlight/worker.ts'], outfile: path.join(dist, 'highlight-worker.js') });
  await build({ ...withPackages, entryPoints: ['cli/search/search-worker.ts'], outfile: path.join(dist, 'search-worker.js') });
  await build({ ...withPackages, entryPoints: ['cli/render/render-worker.ts'], outfile: path.join(dist, 'render-worker.js') });
  await build({ ...common, entryPoints: ['cli/config/define.ts'], outfile: path.join(dist, 'config.js') });
}

/**
 * esbuild escapes what is not ASCII in strings and names, but leaves it in
 * comments and regular expressions (a few dependencies have some). One such
 * character makes the whole 2 MB source a two-byte string, which Node decodes
 * in ~10 ms instead of ~2 at every start. Both places mean the same with
 * `\uXXXX` escapes (a comment is not read; in a regular expression the escape
 * matches the same code unit, and two escaped halves of a pair, with the `u`
 * flag, the same code point).
 */
async function asciiOnly(file) {
  const source = await readFile(file, 'utf8');
  await writeFile(file, source.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
