// `brokerdocs build`: the site loaded in each of its locales, rendered and
// swapped into the output folder whole. A failed build leaves the previous
// output as it was.
import type { Command } from 'commander';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import { loadRuntimeAssets } from '../assets/runtime.js';
import { DiagnosticError, error, failed, type Diagnostic } from '../diagnostics.js';
import { linkLocales } from '../i18n/alternates.js';
import { mergeLocaleOutputs, uniqueDiagnostics } from '../i18n/locale-outputs.js';
import { deferredOutputs } from '../render/outputs.js';
import { siteOutputs } from '../render/site-outputs.js';
import { summarise } from '../report.js';
import type { SiteModel } from '../site.js';
import { loadLocales } from '../stages/locales.js';
import { createTimer, type Timer } from '../timer.js';
import { recoverInterrupted, writeAtomically, type BuildFiles, type DeferredFiles } from '../write/atomic.js';
import { unwritableOutputs } from '../write/unwritable.js';
import { EXIT_ERRORS, SITE_DIR_ARGUMENT, printDiagnostics, printTimings, refuseMissingSite } from './shared.js';

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  outDir: string;
  /** The output folder was there before this build: a failed build leaves it as it was. */
  previousOutput: boolean;
  pages: number;
  timings: Timer['timings'];
}

export interface BuildOptions {
  outDir?: string;
  /** Any warning fails the build. */
  strict?: boolean;
}

export function registerBuildCommand(program: Command): void {
  program
    .command('build')
    .description('build the site into a static folder')
    .argument(...SITE_DIR_ARGUMENT)
    .option('--out-dir <dir>', 'output folder, relative to the site', 'build')
    .option('--strict', 'fail on any warning')
    .option('--verbose', 'print the time each stage took and the memory held after it')
    .action(async (siteDir: string, options: { outDir: string; strict?: boolean; verbose?: boolean }) => {
      if (refuseMissingSite(siteDir)) return;
      const started = performance.now();
      const result = await build(siteDir, { outDir: options.outDir, strict: options.strict });
      printDiagnostics(result.diagnostics);
      if (options.verbose) printTimings(result.timings);
      if (!result.ok) {
        const output = path.relative(process.cwd(), result.outDir) || '.';
        const kept = result.previousOutput ? `The previous output in ${output} was left as it was.` : 'No output was written.';
        console.error(`${pc.red('Build failed:')} ${summarise(result.diagnostics)}. ${kept}`);
        process.exitCode = EXIT_ERRORS;
        return;
      }
      const ms = performance.now() - started;
      console.log(`${pc.green('Built')} ${result.pages} pages into ${path.relative(process.cwd(), result.outDir) || '.'} in ${ms.toFixed(0)} ms (${summarise(result.diagnostics)})`);
    });
}

export async function build(siteDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const timer = createTimer();
  const outDir = path.resolve(siteDir, options.outDir ?? 'build');
  // A build killed while swapping its output in left the previous one set aside: back it goes, whatever this build does.
  await recoverInterrupted(outDir);
  const previousOutput = isDirectory(outDir);
  const fail = (diagnostics: Diagnostic[]): BuildResult => ({ ok: false, diagnostics, outDir, previousOutput, pages: 0, timings: timer.timings });
  // The output is swapped in whole: whatever is at its path is moved aside. A file or a device there (`--out-dir /dev/null`) is not an output to replace.
  if (!previousOutput && existsSync(outDir)) return fail([error('out-dir-not-folder', `The output path ${outDir} exists and is not a folder: nothing was built, and it was left as it is`, undefined, 'Give --out-dir a folder, or a path that does not exist yet.')]);
  let models: SiteModel[];
  try {
    models = await loadLocales(siteDir, { mode: 'production', timer }, 'every');
  } catch (caught) {
    if (caught instanceof DiagnosticError) return fail(caught.diagnostics);
    throw caught;
  }
  const diagnostics = uniqueDiagnostics(models.map((model) => model.diagnostics));
  if (failed(diagnostics, options.strict)) return fail(diagnostics);
  const pages = models.reduce((sum, model) => sum + model.pages.length, 0);
  linkLocales(models.map((model) => ({ locale: model.config.i18n.currentLocale, pages: model.pages, docs: model.docs })));
  const runtime = await timer.task('runtime assets', () => loadRuntimeAssets());
  // Every locale's files go into one output, written (and swapped in) at once: all locales or none.
  const files: BuildFiles = new Map();
  const deferred: DeferredFiles = new Map();
  const problems: Diagnostic[] = [];
  // Filled as each locale's pages are written: read after the write.
  const pageWarnings: Diagnostic[][] = [];
  // Taken off the list one at a time: once its renderers are made, a model's sources, sections and links (hundreds of MB for a large site) can go.
  for (let model = models.shift(); model; model = models.shift()) {
    const outputs = siteOutputs(model);
    const derived = outputs.derived(timer);
    const own = await deferredOutputs(outputs.render, runtime, timer);
    for (const [name, content] of derived) own.files.set(name, content);
    pageWarnings.push(own.pageWarnings);
    problems.push(...unwritableOutputs(model, [...own.files.keys(), ...own.deferred.keys()]));
    problems.push(...mergeLocaleOutputs({ files, deferred }, own, model.config));
  }
  if (problems.length) return fail([...diagnostics, ...problems]);
  await timer.task('render and write', () => writeAtomically(outDir, files, deferred));
  // Known once the pages are written; under --strict they fail the build as any warning does (its output stays written).
  const all = [...diagnostics, ...pageWarnings.flat()];
  return { ok: !failed(all, options.strict), diagnostics: all, outDir, previousOutput, pages, timings: timer.timings };
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
