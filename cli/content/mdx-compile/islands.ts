// The island scripts of the pages whose components need the browser: one
// esbuild build for all of them (the components they share in chunks, React
// taken from the runtime the page loads: island-host.ts), each page's
// entry importing only its island components and hydrating each
// `<brokerdocs-island>` with the props the server rendered it with
// (runtime/islands.tsx). A page without islands gets no script.
import { build, transform, type Metafile, type Plugin } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../assets/runtime.js';
import { warning, type Diagnostic } from '../../diagnostics.js';
import type { MarkdownEnv } from '../env.js';
import type { MdxContextValue } from '../../../templates/mdx/context.js';
import type { CompiledBuild } from './render-compiled.js';
import { islandHostPlugin } from './island-host.js';
import { mdxTemplatesDir, resolvePlugin } from './resolve-plugin.js';
import { sassPlugin } from './sass-plugin.js';

export interface IslandPage {
  key: string;
  absolute: string;
  env: MarkdownEnv;
  /** The modules of its island components and the exports taken from each. */
  imports: Array<{ specifier: string; index: number; names: string[] }>;
  context: Pick<MdxContextValue, 'siteConfig' | 'locale' | 'toc' | 'doc' | 'translations'>;
}

/** Each page's island script href, by page key. Files are copied into the build through each page's env. */
export async function buildIslands(
  pages: readonly IslandPage[],
  site: CompiledBuild & {
    sharedOptions: { plugins: Plugin[] };
    /** Where to bundle when no bundle cache keeps the scripts. */
    outdir: () => Promise<string>;
    hostHref?: string;
    /** The images the components import (output path → file), which the shared plugins fill. */
    images: Map<string, string>;
    /** The server bundle was kept (bundle-cache.ts): every import resolved, so these may be too. */
    cacheable: boolean;
    /** What else makes kept scripts stale (render-compiled.ts' resolutionWatch). */
    watch: () => string[];
    /** A bundle folder the cache does not keep, removed when the process exits. */
    removeAtExit: (dir: string) => void;
  },
  diagnostics: Diagnostic[],
): Promise<Map<string, string>> {
  const hydrate = path.join(packageRoot(), 'runtime', 'islands.tsx');
  const translateFile = path.join(mdxTemplatesDir(), 'docusaurus', 'Translate.tsx');
  const byKey = new Map(pages.map((page) => [page.key, page]));
  const cache = site.cacheable ? site.bundleCache : undefined;
  const key = cache?.keyOf(['islands', site.siteDir, site.aliases ?? null, site.staticDirs ?? null, site.siteConfig.baseUrl, site.hostHref ?? null], pages.flatMap((page) => [page.key, page.absolute, JSON.stringify(page.imports), JSON.stringify(page.context)]));
  const reused = key === undefined ? undefined : cache!.get<IslandsKept>(key);
  if (reused) {
    for (const [output, file] of reused.kept.images) site.images.set(output, file);
    return scriptsOf(pages, reused.metafile.outputs, site);
  }
  const outdir = key === undefined ? await site.outdir() : cache!.folder(key);
  let metafile: Metafile;
  try {
    const result = await build({
      ...site.sharedOptions,
      entryPoints: pages.map((page) => ({ in: `brokerdocs-island:${page.key}`, out: `island-${page.key}` })),
      plugins: [
        ...site.sharedOptions.plugins,
        // Without a host (a runtime built before it), the scripts bundle React of their own, as they did.
        ...(site.hostHref ? [islandHostPlugin(site.hostHref)] : []),
        {
          name: 'brokerdocs-island-entries',
          setup(b) {
            b.onResolve({ filter: /^brokerdocs-island:/ }, (args) => ({ path: args.path.slice('brokerdocs-island:'.length), namespace: 'brokerdocs-island' }));
            b.onResolve({ filter: /^brokerdocs-island-translations:/ }, (args) => ({ path: args.path.slice('brokerdocs-island-translations:'.length), namespace: 'brokerdocs-island-translations' }));
            b.onLoad({ filter: /.*/, namespace: 'brokerdocs-island-translations' }, (args) => ({
              contents: `import { setTranslations } from ${JSON.stringify(translateFile)};\nsetTranslations(${JSON.stringify(byKey.get(args.path)!.context.translations ?? null)} ?? undefined);`,
              resolveDir: mdxTemplatesDir(),
              loader: 'js',
            }));
            b.onLoad({ filter: /.*/, namespace: 'brokerdocs-island' }, (args) => {
              const page = byKey.get(args.path)!;
              // The translations first: translate() may run at the top level of the components' modules.
              const lines = [`import ${JSON.stringify(`brokerdocs-island-translations:${page.key}`)};`, `import { hydrateIslands } from ${JSON.stringify(hydrate)};`];
              const components: string[] = [];
              for (const entry of page.imports) {
                lines.push(`import * as m${entry.index} from ${JSON.stringify(entry.specifier)};`);
                for (const name of entry.names) components.push(`${JSON.stringify(`${entry.index}:${name}`)}: m${entry.index}[${JSON.stringify(name)}]`);
              }
              lines.push(`hydrateIslands({ ${components.join(', ')} }, ${JSON.stringify({ ...page.context, tabSets: { count: 0 } })});`);
              return { contents: lines.join('\n'), resolveDir: path.dirname(page.absolute), loader: 'js' };
            });
          },
        },
        sassPlugin(site.siteDir),
        resolvePlugin({ siteDir: site.siteDir, aliases: site.aliases, staticDirs: site.staticDirs, stableOwnPaths: true }),
      ],
      platform: 'browser',
      format: 'esm',
      // Not minified here: esbuild would rename CSS module classes, which must stay those the server rendered (minified below).
      outdir,
      // Chunks import each other by URL: where the build serves them.
      publicPath: `${site.siteConfig.baseUrl}assets/mdx/islands/`,
      absWorkingDir: site.siteDir,
    });
    metafile = result.metafile!;
  } catch (caught) {
    if (key !== undefined) site.removeAtExit(outdir);
    const text = (caught as { errors?: Array<{ text: string }> }).errors?.[0]?.text ?? (caught as Error).message;
    for (const page of pages) diagnostics.push(warning('mdx-island-error', `The page's interactive components could not be bundled for the browser: ${text}. They are shown as the server rendered them`, { file: path.relative(site.siteDir, page.absolute), line: 1 }));
    return new Map();
  }
  const jsFiles = Object.keys(metafile.outputs).filter((output) => output.endsWith('.js'));
  // Minified once bundled, when class names are only strings.
  await Promise.all(
    jsFiles.map(async (output) => {
      const file = path.resolve(site.siteDir, output);
      const minified = await transform(await readFile(file, 'utf8'), { minify: true, format: 'esm', target: 'es2022' });
      await writeFile(file, minified.code);
    }),
  );
  if (key !== undefined && !cache!.set<IslandsKept>(key, { outdir, metafile, kept: { images: [...site.images] } }, site.watch())) site.removeAtExit(outdir);
  return scriptsOf(pages, metafile.outputs, site);
}

/** What a build that reuses the island scripts takes from the one that made them (bundle-cache.ts). */
interface IslandsKept {
  images: Array<[string, string]>;
}

/** Each page's script href by key, its files (and every shared chunk) copied into the build through its env. */
function scriptsOf(pages: readonly IslandPage[], outputs: Metafile['outputs'], site: Pick<CompiledBuild, 'siteDir' | 'siteConfig'>): Map<string, string> {
  const scripts = new Map<string, string>();
  const jsFiles = Object.keys(outputs).filter((output) => output.endsWith('.js'));
  const entries = new Map(jsFiles.map((output) => [outputs[output]!.entryPoint, output]));
  // Every chunk goes with every island page: the shared ones are the same files.
  const copies = jsFiles.map((file) => [`assets/mdx/islands/${path.basename(file)}`, path.resolve(site.siteDir, file)] as const);
  for (const page of pages) {
    const entry = entries.get(`brokerdocs-island:${page.key}`);
    if (!entry) continue;
    for (const [output, file] of copies) page.env.copies.set(output, file);
    scripts.set(page.key, `${site.siteConfig.baseUrl}assets/mdx/islands/${path.basename(entry)}`);
  }
  return scripts;
}
