// `brokerdocs build` as a table of contents: load the site, bundle nothing
// (the runtime is prebuilt), render every page, write atomically.
import path from 'node:path';
import { loadRuntimeAssets, type RuntimeAssets } from './assets/runtime.js';
import { DiagnosticError, hasErrors, type Diagnostic } from './diagnostics.js';
import { buildMarkdownOutputs } from './llms/outputs.js';
import { deferredOutputs } from './render/outputs.js';
import { buildSearchOutputs } from './search/outputs.js';
import { loadSite, type SiteModel } from './site.js';
import { createTimer, type Timer } from './timer.js';
import { recoverInterrupted, writeAtomically } from './write/atomic.js';
import { unwritableOutputs } from './write/unwritable.js';

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  outDir: string;
  pages: number;
  timings: Timer['timings'];
}

export interface BuildOptions {
  outDir?: string;
  /** Any warning fails the build. */
  strict?: boolean;
}

export async function build(siteDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const timer = createTimer();
  const outDir = path.resolve(siteDir, options.outDir ?? 'build');
  // A build killed while swapping its output in left the previous one set aside: back it goes, whatever this build does.
  await recoverInterrupted(outDir);
  let model: SiteModel | undefined;
  try {
    model = await loadSite(siteDir, { mode: 'production', timer });
  } catch (caught) {
    if (caught instanceof DiagnosticError) return { ok: false, diagnostics: caught.diagnostics, outDir, pages: 0, timings: timer.timings };
    throw caught;
  }
  const diagnostics = model.diagnostics;
  if (failed(diagnostics, options.strict)) return { ok: false, diagnostics, outDir, pages: 0, timings: timer.timings };
  const pages = model.pages.length;
  const runtime = await timer.task('runtime assets', () => loadRuntimeAssets());
  const { files, deferred, unwritable } = await outputsOf(model, runtime, timer);
  // The pages are all that is left to write: the model's sources, search sections and links (hundreds of MB for a large site) can go.
  model = undefined;
  if (unwritable.length) return { ok: false, diagnostics: [...diagnostics, ...unwritable], outDir, pages: 0, timings: timer.timings };
  await timer.task('render and write', () => writeAtomically(outDir, files, deferred));
  return { ok: true, diagnostics, outDir, pages, timings: timer.timings };
}

/** Every file of the build, the pages still to be rendered (as they are written, so a big site's pages are never all in memory). */
async function outputsOf(model: SiteModel, runtime: RuntimeAssets, timer: Timer) {
  const search = timer.taskSync('search index', () => buildSearchOutputs(model));
  const markdown = timer.taskSync('markdown export', () => buildMarkdownOutputs(model));
  // Rendering needs the pages, not the docs they were made from: what the renderers keep holds no docs.
  const pagesOnly: SiteModel = { ...model, docs: [], versions: model.versions?.map((version) => ({ ...version, docs: [] })) };
  const { files, deferred } = await deferredOutputs(pagesOnly, runtime, timer, { files: new Map([...search, ...markdown]) });
  return { files, deferred, unwritable: unwritableOutputs(model, [...files.keys(), ...deferred.keys()]) };
}

export function failed(diagnostics: readonly Diagnostic[], strict = false): boolean {
  return hasErrors(diagnostics) || (strict && diagnostics.some((d) => d.severity === 'warning'));
}

/** `brokerdocs check`: every stage but rendering and writing. */
export async function check(siteDir: string): Promise<{ diagnostics: Diagnostic[]; timings: Timer['timings'] }> {
  const timer = createTimer();
  try {
    const model = await loadSite(siteDir, { mode: 'production', timer, highlight: false });
    return { diagnostics: model.diagnostics, timings: timer.timings };
  } catch (caught) {
    if (caught instanceof DiagnosticError) return { diagnostics: caught.diagnostics, timings: timer.timings };
    throw caught;
  }
}
