// The island scripts of the pages whose components need the browser: one
// esbuild build for all of them (the components they share in chunks, React
// taken from the runtime the page loads: island-host.ts), each page's
// entry importing only its island components and hydrating each
// `<brokerdocs-island>` with the props the server rendered it with
// (runtime/islands.tsx). A page without islands gets no script.
import { build, transform, type Plugin } from 'esbuild';
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
export async function buildIslands(pages: readonly IslandPage[], site: CompiledBuild & { sharedOptions: { plugins: Plugin[] }; outdir: string; hostHref?: string }, diagnostics: Diagnostic[]): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const hydrate = path.join(packageRoot(), 'runtime', 'islands.tsx');
  const translateFile = path.join(mdxTemplatesDir(), 'docusaurus', 'Translate.tsx');
  const byKey = new Map(pages.map((page) => [page.key, page]));
  let outputs: Record<string, { entryPoint?: string }>;
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
        resolvePlugin({ siteDir: site.siteDir, aliases: site.aliases, staticDir: site.staticDir, stableOwnPaths: true }),
      ],
      platform: 'browser',
      format: 'esm',
      // Not minified here: esbuild would rename CSS module classes, which must stay those the server rendered (minified below).
      outdir: site.outdir,
      // Chunks import each other by URL: where the build serves them.
      publicPath: `${site.siteConfig.baseUrl}assets/mdx/islands/`,
      absWorkingDir: site.siteDir,
    });
    outputs = result.metafile!.outputs;
  } catch (caught) {
    const text = (caught as { errors?: Array<{ text: string }> }).errors?.[0]?.text ?? (caught as Error).message;
    for (const page of pages) diagnostics.push(warning('mdx-island-error', `The page's interactive components could not be bundled for the browser: ${text}. They are shown as the server rendered them`, { file: path.relative(site.siteDir, page.absolute), line: 1 }));
    return scripts;
  }
  const jsFiles = Object.keys(outputs).filter((output) => output.endsWith('.js'));
  // Minified once bundled, when class names are only strings.
  await Promise.all(
    jsFiles.map(async (output) => {
      const file = path.resolve(site.siteDir, output);
      const minified = await transform(await readFile(file, 'utf8'), { minify: true, format: 'esm', target: 'es2022' });
      await writeFile(file, minified.code);
    }),
  );
  for (const page of pages) {
    const entry = jsFiles.find((output) => outputs[output]!.entryPoint === `brokerdocs-island:${page.key}`);
    if (!entry) continue;
    // Every chunk goes with every island page: the shared ones are the same files.
    for (const file of jsFiles) page.env.copies.set(`assets/mdx/islands/${path.basename(file)}`, path.resolve(site.siteDir, file));
    scripts.set(page.key, `${site.siteConfig.baseUrl}assets/mdx/islands/${path.basename(entry)}`);
  }
  return scripts;
}
