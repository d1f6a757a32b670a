// Theme work in a source checkout of brokerdocs: when templates/ or runtime/
// change, `dev` rebuilds the browser runtime with the options of
// scripts/bundle/runtime.mjs (kept as esbuild contexts, so a rebuild is incremental)
// and rebuilds the server renderer from the same templates, so that the HTML
// it serves and the code that hydrates it stay in step. Nothing is written to
// dist/: the files live in memory.
import { context, type BuildContext, type BuildOptions, type BuildResult, type Message, type Metafile } from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot, runtimeFileNames, type RuntimeManifest } from '../assets/runtime.js';
import { DiagnosticError, error, type Diagnostic } from '../diagnostics.js';
import type { renderOutputs } from '../render/outputs.js';
import type { DevRuntime } from './dev-runtime.js';
import { importModule } from '../import-module.js';

export type RenderOutputs = typeof renderOutputs;

/** What scripts/bundle/runtime.mjs exports for us. */
interface BundleScript {
  runtimeBuildOptions(outdir: string): { js: BuildOptions; css: BuildOptions };
  runtimeManifest(js: Metafile, css: Metafile): Promise<RuntimeManifest>;
}

export interface ThemeBuild {
  runtime: DevRuntime;
  render: RenderOutputs;
}

export interface ThemeBundler {
  /** Rebuilds runtime and renderer; throws a DiagnosticError carrying esbuild's messages. */
  rebuild(): Promise<ThemeBuild>;
  dispose(): Promise<void>;
}

/** The theme's source folders when brokerdocs runs from a source checkout, else none. */
export function themeSourceDirs(root = packageRoot()): string[] {
  const sources = ['scripts/bundle/runtime.mjs', 'runtime/entry.tsx', 'templates/App.tsx', 'cli/render/outputs.ts'];
  if (!sources.every((file) => existsSync(path.join(root, file)))) return [];
  return [path.join(root, 'templates'), path.join(root, 'runtime')];
}

export async function createThemeBundler(root = packageRoot()): Promise<ThemeBundler> {
  const script = await importModule<BundleScript>(pathToFileURL(path.join(root, 'scripts/bundle/runtime.mjs')).href);
  const outdir = path.join(root, 'dist', 'runtime');
  const options = script.runtimeBuildOptions(outdir);
  const memory = { write: false, logLevel: 'silent' } as const;
  const contexts: [BuildContext, BuildContext, BuildContext] = await Promise.all([
    context({ ...options.js, ...memory }),
    context({ ...options.css, ...memory }),
    context({
      absWorkingDir: root,
      stdin: { contents: "export { renderOutputs } from './cli/render/outputs.ts';", resolveDir: root, loader: 'ts', sourcefile: 'dev-renderer.ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      ...memory,
    }),
  ]);
  // Beside node_modules, so that the renderer's package imports resolve.
  const rendererDir = path.join(root, 'node_modules', '.cache', 'brokerdocs-dev');
  let generation = 0;

  return {
    async rebuild() {
      let results: BuildResult[];
      try {
        results = await Promise.all(contexts.map((c) => c.rebuild()));
      } catch (caught) {
        const messages = (caught as { errors?: Message[] }).errors;
        if (messages?.length) throw new DiagnosticError(messages.map((m) => themeDiagnostic(root, m)));
        throw caught;
      }
      const [js, css, renderer] = results as [BuildResult, BuildResult, BuildResult];
      const manifest = await script.runtimeManifest(js.metafile!, css.metafile!);
      const byName = new Map([...js.outputFiles!, ...css.outputFiles!].map((file) => [path.basename(file.path), Buffer.from(file.contents)]));
      const files = new Map(runtimeFileNames(manifest).map((name) => [name, byName.get(name)!]));
      const devClient = manifest.devClient ? { name: manifest.devClient, content: byName.get(manifest.devClient)! } : undefined;

      await mkdir(rendererDir, { recursive: true });
      const file = path.join(rendererDir, `renderer-${process.pid}-${++generation}.mjs`);
      await writeFile(file, renderer.outputFiles![0]!.text);
      let module: { renderOutputs: RenderOutputs };
      try {
        module = await importModule<typeof module>(pathToFileURL(file).href);
      } finally {
        await rm(file, { force: true });
      }
      return { runtime: { assets: { manifest, files }, devClient }, render: module.renderOutputs };
    },
    async dispose() {
      await Promise.all(contexts.map((c) => c.dispose()));
    },
  };
}

function themeDiagnostic(root: string, message: Message): Diagnostic {
  const location = message.location;
  return error(
    'theme-build',
    message.text,
    location ? { file: path.relative(root, path.resolve(root, location.file)), line: location.line, column: location.column + 1 } : undefined,
  );
}
