// The browser runtime: content-hashed scripts and styles, the inline head
// script, and manifest.json naming them (dist/runtime/). `brokerdocs dev`
// imports the build options to rebuild the theme as it changes.
import { build, transform } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root, runtimeOut } from './paths.mjs';

/** BROKERDOCS_DEBUG_RUNTIME=1 bundles React's development build, unminified, for debugging hydration. */
const debug = process.env.BROKERDOCS_DEBUG_RUNTIME === '1';

/**
 * Points our browser code's imports of `react` and `react/jsx-runtime` at
 * runtime/react-esm.ts and runtime/jsx-runtime-esm.ts, which re-export their
 * members as ES module bindings (those two files, and React's own packages,
 * import the real ones).
 */
const SHIMS = { react: 'runtime/react-esm.ts', 'react/jsx-runtime': 'runtime/jsx-runtime-esm.ts' };
const islandHost = path.join(root, 'runtime/island-host.ts');
const reactAsEsm = {
  name: 'react-as-esm',
  setup(b) {
    b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => {
      const shim = path.join(root, SHIMS[args.path]);
      // Only our code's imports: React's own packages (react-dom, the JSX runtime) require the real one.
      const ours = /[\\/](runtime|templates)[\\/]/.test(args.importer) && !/[\\/]node_modules[\\/]/.test(args.importer);
      // The island host exports React's own objects, whole (runtime/island-host.ts).
      return !ours || args.importer === shim || args.importer === islandHost ? undefined : { path: shim };
    });
  },
};

/**
 * esbuild options of the browser runtime. `bundleRuntime` builds them once;
 * `brokerdocs dev` keeps a context() of each and rebuilds it when theme code
 * changes. `dev-client` (reload and error overlay) is served by `dev` only.
 *
 * Each script is a bundle of its own, without shared chunks: the search
 * client, the search-term marks and the deferred script (progress bar, copy
 * buttons), loaded only when used, are imported by the URL the site data
 * gives (`searchScript`, `highlightScript`, `deferredScript`). With code
 * splitting, esbuild put the helpers React and lunr both need in a chunk of
 * their own, and a module both import in an empty one: two more requests on
 * every first visit, and ~0.3 KB more gzip than the same code in the client.
 * For the same reason the island host (`client-islands`, loaded instead of
 * the client by pages with islands) is a second bundle of the whole runtime
 * rather than a chunk it shares with the client: the client stays byte for
 * byte what it was.
 */
export function runtimeBuildOptions(outdir = runtimeOut) {
  const js = {
    plugins: [reactAsEsm],
    absWorkingDir: root,
    entryPoints: { client: 'runtime/entry.tsx', 'client-islands': 'runtime/island-host.ts', 'dev-client': 'runtime/dev-client.ts', 'search-client': 'runtime/search-client.ts', highlight: 'runtime/highlight.ts', tabs: 'runtime/tabs.ts', 'api-anchors': 'runtime/api-anchors.ts', deferred: 'runtime/deferred.ts', 'try-it': 'runtime/try-it/console.ts' },
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
    clientIslands: entry('runtime/island-host.ts'),
    css: name(Object.keys(cssMetafile.outputs).find((file) => file.endsWith('.css'))),
    search: entry('runtime/search-client.ts'),
    highlight: entry('runtime/highlight.ts'),
    tabs: entry('runtime/tabs.ts'),
    apiAnchors: entry('runtime/api-anchors.ts'),
    deferred: entry('runtime/deferred.ts'),
    tryIt: entry('runtime/try-it/console.ts'),
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
        // pure_getters: no script here reads a property for its side effect (React and the runtime read what they use);
        // unsafe_methods: no object-literal function is called with `new`. Together 233 bytes gzip off the client.
        const compress = { passes: 2, ecma: 2020, pure_getters: true, unsafe_methods: true };
        const { code } = await minify(await readFile(absolute, 'utf8'), { module: true, ecma: 2020, compress, mangle: true, format: { comments: false, ecma: 2020 } });
        await writeFile(absolute, code);
      }),
  );
}

/**
 * Mermaid's drawing of diagrams (runtime/diagrams.ts), in a folder of its own: ~3 MB of scripts, split by esbuild
 * so that a page loads the diagram types it draws. Copied into a build only when one of its pages has a diagram,
 * and loaded by those pages alone. Mermaid ships minified; terser is not run on it.
 */
async function bundleDiagrams(outdir) {
  const dir = path.join(outdir, DIAGRAMS_FOLDER);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { diagrams: 'runtime/diagrams.ts' },
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15'],
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
  });
  const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
  const entry = files.find((file) => result.metafile.outputs[file].entryPoint === 'runtime/diagrams.ts');
  return { entry: `${DIAGRAMS_FOLDER}/${path.basename(entry)}`, files: files.map((file) => `${DIAGRAMS_FOLDER}/${path.basename(file)}`).sort() };
}

const DIAGRAMS_FOLDER = 'diagrams';

export async function bundleRuntime(outdir = runtimeOut) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const options = runtimeBuildOptions(outdir);
  const [js, css, diagrams] = await Promise.all([build(options.js), build(options.css), bundleDiagrams(outdir)]);
  await minifyScripts(outdir, js.metafile);
  const manifest = { ...(await runtimeManifest(js.metafile, css.metafile)), diagrams };
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}
