// Bundles the package (run by `npm install` through `prepare`):
//   dist/cli.cjs      the command, with templates compiled in (fast start-up),
//                     and dist/cli.cjs.cache, V8's code cache of it
//   dist/config.js    `defineConfig` for site configs
//   dist/openapi-validators/  the OpenAPI JSON Schemas compiled by Ajv (taken
//                     into cli.cjs; kept for the test that compares them)
//   dist/runtime/     the browser runtime: content-hashed JS and CSS, the
//                     inline head script, and manifest.json naming them.
// The runtime does not depend on any site, so sites only copy these files.
import { build, transform } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const runtimeOut = path.join(dist, 'runtime');

/** BROKERDOCS_DEBUG_RUNTIME=1 bundles React's development build, unminified, for debugging hydration. */
const debug = process.env.BROKERDOCS_DEBUG_RUNTIME === '1';

/**
 * Points our browser code's imports of `react` and `react/jsx-runtime` at
 * runtime/react-esm.ts and runtime/jsx-runtime-esm.ts, which re-export their
 * members as ES module bindings (those two files, and React's own packages,
 * import the real ones).
 */
const SHIMS = { react: 'runtime/react-esm.ts', 'react/jsx-runtime': 'runtime/jsx-runtime-esm.ts' };
const reactAsEsm = {
  name: 'react-as-esm',
  setup(b) {
    b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => {
      const shim = path.join(root, SHIMS[args.path]);
      // Only our code's imports: React's own packages (react-dom, the JSX runtime) require the real one.
      const ours = /[\\/](runtime|templates)[\\/]/.test(args.importer) && !/[\\/]node_modules[\\/]/.test(args.importer);
      return !ours || args.importer === shim ? undefined : { path: shim };
    });
  },
};

/**
 * esbuild options of the browser runtime. `bundleRuntime` builds them once;
 * `brokerdocs dev` keeps a context() of each and rebuilds it when theme code
 * changes. `dev-client` (reload and error overlay) is served by `dev` only.
 *
 * Each script is a bundle of its own, without shared chunks: the search
 * client and the search-term marks, loaded only when used, are imported by
 * the URL the site data gives (`searchScript`, `highlightScript`). With code
 * splitting, esbuild put the helpers React and lunr both need in a chunk of
 * their own, and a module both import in an empty one: two more requests on
 * every first visit, and ~0.3 KB more gzip than the same code in the client.
 */
export function runtimeBuildOptions(outdir = runtimeOut) {
  const js = {
    plugins: [reactAsEsm],
    absWorkingDir: root,
    entryPoints: { client: 'runtime/entry.tsx', 'dev-client': 'runtime/dev-client.ts', 'search-client': 'runtime/search-client.ts', highlight: 'runtime/highlight.ts' },
    outdir,
    bundle: true,
    splitting: false,
    format: 'esm',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15'],
    minify: !debug,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': debug ? '"development"' : '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  };
  const css = {
    absWorkingDir: root,
    entryPoints: { style: 'templates/styles/index.css' },
    outdir,
    bundle: true,
    minify: true,
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  };
  return { js, css };
}

/** manifest.json of a runtime build, from the metafiles of its script and style builds. */
export async function runtimeManifest(jsMetafile, cssMetafile) {
  const outputs = Object.entries(jsMetafile.outputs).filter(([file]) => file.endsWith('.js'));
  const name = (file) => path.basename(file);
  const entry = (source) => {
    const found = outputs.find(([, output]) => output.entryPoint === source);
    if (!found) throw new Error(`the runtime build has no output for ${source}`);
    // Each script stands alone: a page loads the client and nothing it imports; `dev` serves the dev client outside the site's assets.
    const imported = found[1].imports.filter((edge) => !edge.external);
    if (imported.length) throw new Error(`${source} must not import other chunks (it imports ${imported.map((edge) => edge.path).join(', ')})`);
    return name(found[0]);
  };
  const head = await transform(await readFile(path.join(root, 'runtime/head.ts'), 'utf8'), { loader: 'ts', minify: true, target: 'es2018' });
  return {
    client: entry('runtime/entry.tsx'),
    css: name(Object.keys(cssMetafile.outputs).find((file) => file.endsWith('.css'))),
    search: entry('runtime/search-client.ts'),
    highlight: entry('runtime/highlight.ts'),
    headScript: head.code.trim().replace(/;$/, ''),
    devClient: entry('runtime/dev-client.ts'),
  };
}

/**
 * Minifies the browser scripts once more with terser, whose compressor takes
 * ~1.1 KB more (gzip) off React and the runtime than esbuild's: every reader
 * downloads them. Done at install only (`dev` keeps esbuild's output).
 */
async function minifyScripts(outdir, metafile) {
  if (debug) return;
  const { minify } = await import('terser');
  await Promise.all(
    Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => {
        const absolute = path.resolve(root, file);
        const { code } = await minify(await readFile(absolute, 'utf8'), { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } });
        await writeFile(absolute, code);
      }),
  );
}

export async function bundleRuntime(outdir = runtimeOut) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const options = runtimeBuildOptions(outdir);
  const [js, css] = await Promise.all([build(options.js), build(options.css)]);
  await minifyScripts(outdir, js.metafile);
  const manifest = await runtimeManifest(js.metafile, css.metafile);
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * The CLI's dependencies are compiled into dist/cli.cjs: Node then loads one
 * file instead of resolving and compiling hundreds of modules (start-up of
 * every command: ~0.40 → ~0.23 s of CPU). React comes in its production build
 * (left external, it would pick its development build, NODE_ENV being unset,
 * and render pages about three times slower). Left outside: shiki's
 * grammars (shiki/langs), which load on demand from its own files (its engine
 * and themes are compiled in); esbuild, which runs its native binary;
 * chokidar, whose optional native watcher may be absent. Their
 * CommonJS `require`s of Node built-ins need a real `require` in the module.
 */
const EXTERNAL = /^(shiki\/langs|@shikijs\/langs|esbuild|chokidar|fsevents)(\/|$)/;
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

async function bundleCli() {
  const common = { absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', jsx: 'automatic', logLevel: 'warning', legalComments: 'none' };
  const withPackages = {
    ...common,
    packages: undefined,
    plugins: [bundledPackages, leanerPackages],
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
  // Loaded as worker threads from beside cli.cjs: by cli/content/highlight/highlighter.ts, and by cli/render/outputs.ts (with React).
  await build({ ...common, entryPoints: ['cli/content/highlight/worker.ts'], outfile: path.join(dist, 'highlight-worker.js') });
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

/**
 * V8's code cache of dist/cli.cjs, made by running the CLI once: `check` and
 * `build` of a small site with a page, code blocks and an API reference, so
 * the cache holds the functions a real build compiles. Start-up then skips
 * most compiling (~0.2 → ~0.1 s). Written by bin/brokerdocs.js, keyed by
 * the bundle's hash and Node's version; any mismatch compiles as usual.
 */
async function trainCodeCache() {
  const site = await mkdtemp(path.join(tmpdir(), 'brokerdocs-code-cache-'));
  try {
    await writeFile(path.join(site, 'docs.config.ts'), "export default { title: 'Cache', url: 'https://example.com', baseUrl: '/', docs: { path: 'docs' }, openapi: { spec: 'api.yaml', route: '/api' } };\n");
    await mkdir(path.join(site, 'docs'));
    await writeFile(path.join(site, 'docs/index.md'), '# Start\n\nSee [the API](/api#tag/Items).\n\n## Code\n\n```json\n{ "a": 1 }\n```\n\n:::tip\nA tip.\n:::\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    await writeFile(
      path.join(site, 'api.yaml'),
      ['openapi: 3.0.3', 'info: { title: Items, version: "1" }', 'servers: [{ url: "https://api.example.com" }]', 'tags: [{ name: Items, description: "Items." }]', 'paths:', '  /items:', '    get:', '      operationId: listItems', '      tags: [Items]', '      summary: List items', '      responses:', "        '200':", '          description: The items', '          content:', '            application/json:', '              schema: { type: array, items: { $ref: "#/components/schemas/Item" } }', '              example: [{ id: 1 }]', 'components:', '  schemas:', '    Item: { type: object, properties: { id: { type: integer } } }', ''].join('\n'),
    );
    const cli = path.join(root, 'bin/brokerdocs.js');
    for (const command of ['check', 'build']) {
      const run = spawnSync(process.execPath, [cli, command, site], { env: { ...process.env, BROKERDOCS_WRITE_CODE_CACHE: '1' }, encoding: 'utf8' });
      // The cache only speeds start-up: without it the CLI compiles as usual, so a failure here warns and does not fail the install.
      if (run.status !== 0) {
        console.warn(`brokerdocs: no code cache (training run of \`brokerdocs ${command}\` failed):\n${run.stdout}${run.stderr}`);
        return;
      }
    }
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}

/**
 * Compiles the OpenAPI JSON Schemas to standalone validator code, one module
 * per version, so a build loads a validator instead of compiling one (~0.15 s).
 * The setup (schemas, Ajv options) is cli/openapi/schema-validators.ts's own.
 */
const VALIDATOR_VERSIONS = ['v2', 'v3', 'v31'];

async function compileOpenApiValidators() {
  const out = path.join(dist, 'openapi-validators');
  const work = path.join(out, '.work');
  await rm(out, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  await build({ absWorkingDir: root, entryPoints: ['cli/openapi/schema-validators.ts'], outfile: path.join(work, 'setup.mjs'), bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' });
  const { validatorSetup } = await import(pathToFileURL(path.join(work, 'setup.mjs')).href);
  const require = createRequire(import.meta.url);
  const standalone = require('ajv/dist/standalone').default;
  const { schemas, ajvFor } = validatorSetup(require);
  if (Object.keys(schemas).join() !== VALIDATOR_VERSIONS.join()) throw new Error(`OpenAPI validator versions changed: ${Object.keys(schemas).join()}`);
  await Promise.all(
    Object.keys(schemas).map(async (version) => {
      const ajv = ajvFor(version, { code: { source: true, esm: true } });
      await writeFile(path.join(work, `${version}.mjs`), standalone(ajv, ajv.compile(schemas[version])));
      // Bundled: the code requires a few helpers of Ajv's runtime.
      await build({ absWorkingDir: root, entryPoints: [path.join(work, `${version}.mjs`)], outfile: path.join(out, `${version}.js`), bundle: true, platform: 'node', format: 'esm', minify: true, legalComments: 'none', logLevel: 'warning' });
    }),
  );
  await rm(work, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The CLI's bundle takes the validators in: they come first.
  await Promise.all([compileOpenApiValidators().then(bundleCli), bundleRuntime()]);
  await trainCodeCache();
}
