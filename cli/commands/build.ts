// `brokerdocs build`: the site loaded in each of its locales, rendered and
// swapped into the output folder whole. A failed build leaves the previous
// output as it was.
import type { Command } from 'commander';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import { loadRuntimeAssets } from '../assets/runtime.js';
import { DiagnosticError, error, failed, type Diagnostic } from '../diagnostics.js';
import { collectGarbageOfLargeInput } from '../heap.js';
import { linkLocales } from '../i18n/alternates.js';
import { localeOutputPrefix, mergeLocaleOutputs, uniqueDiagnostics } from '../i18n/locale-outputs.js';
import { deferredOutputs } from '../render/outputs.js';
import { CACHE_FOLDER, openPageCache, toolIdentity } from '../render/page-cache.js';
import { packageVersion } from '../version.js';
import { siteOutputs } from '../render/site-outputs.js';
import { countAhead, type CountAhead } from '../search/count-ahead.js';
import { createSearchThread, type SearchThread } from '../search/search-thread.js';
import { summarise } from '../report.js';
import type { SiteModel } from '../site.js';
import { loadLocales } from '../stages/locales.js';
import { createTimer, type Timer } from '../timer.js';
import { recoverInterrupted, stageOutput, type BuildFiles, type DeferredFiles } from '../write/atomic.js';
import { unwritableOutputs } from '../write/unwritable.js';
import { htmlPath, pageDataPath } from '../../templates/contracts/paths.js';
import { EXIT_ERRORS, SITE_DIR_ARGUMENT, printDiagnostics, printTimings, refuseMissingSite } from './shared.js';

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  outDir: string;
  /** The output folder was there before this build: a failed build leaves it as it was. */
  previousOutput: boolean;
  pages: number;
  /** Pages rendered by this build, and (with `cache`) pages whose files were copied from the cache. */
  rendered: number;
  restored: number;
  timings: Timer['timings'];
}

export interface BuildOptions {
  outDir?: string;
  /** Any warning fails the build. */
  strict?: boolean;
  /** Keep each rendered page in the site's `.brokerdocs-cache/` and copy the unchanged ones from there instead of rendering them. */
  cache?: boolean;
}

export function registerBuildCommand(program: Command): void {
  program
    .command('build')
    .description('build the site into a static folder')
    .argument(...SITE_DIR_ARGUMENT)
    .option('--out-dir <dir>', 'output folder, relative to the site', 'build')
    .option('--strict', 'fail on any warning')
    .option('--verbose', 'print the time each stage took and the memory held after it')
    .option('--cache', `render only the pages that changed since the last build with --cache (kept in the site's ${CACHE_FOLDER}/)`)
    .action(async (siteDir: string, options: { outDir: string; strict?: boolean; verbose?: boolean; cache?: boolean }) => {
      if (refuseMissingSite(siteDir)) return;
      const started = performance.now();
      const result = await build(siteDir, { outDir: options.outDir, strict: options.strict, cache: options.cache });
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
      const cached = options.cache ? `; ${result.rendered} rendered, ${result.restored} from the cache` : '';
      console.log(`${pc.green('Built')} ${result.pages} pages into ${path.relative(process.cwd(), result.outDir) || '.'} in ${ms.toFixed(0)} ms (${summarise(result.diagnostics)}${cached})`);
    });
}

export async function build(siteDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  // Started once the docs have enough text to index (count-ahead.ts); one for every locale.
  let searching: SearchThread | undefined;
  try {
    return await buildSite(siteDir, options, () => (searching ??= createSearchThread()));
  } finally {
    await searching?.close();
  }
}

async function buildSite(siteDir: string, options: BuildOptions, searchThread: () => SearchThread): Promise<BuildResult> {
  const timer = createTimer();
  const outDir = path.resolve(siteDir, options.outDir ?? 'build');
  // A build killed while swapping its output in left the previous one set aside: back it goes, whatever this build does.
  await recoverInterrupted(outDir);
  const previousOutput = isDirectory(outDir);
  const fail = (diagnostics: Diagnostic[]): BuildResult => ({ ok: false, diagnostics, outDir, previousOutput, pages: 0, rendered: 0, restored: 0, timings: timer.timings });
  // The output is swapped in whole: whatever is at its path is moved aside. A file or a device there (`--out-dir /dev/null`) is not an output to replace.
  if (!previousOutput && existsSync(outDir)) return fail([error('out-dir-not-folder', `The output path ${outDir} exists and is not a folder: nothing was built, and it was left as it is`, undefined, 'Give --out-dir a folder, or a path that does not exist yet.')]);
  let models: SiteModel[];
  // The search thread counts the docs' texts while this thread renders them.
  const ahead = countAhead(searchThread);
  try {
    models = await loadLocales(siteDir, { mode: 'production', timer, sectionTexts: ahead.sectionTexts, expectText: ahead.expect }, 'every');
  } catch (caught) {
    if (caught instanceof DiagnosticError) return fail(caught.diagnostics);
    throw caught;
  }
  const diagnostics = uniqueDiagnostics(models.map((model) => model.diagnostics));
  if (failed(diagnostics, options.strict)) return fail(diagnostics);
  const pages = models.reduce((sum, model) => sum + model.pages.length, 0);
  linkModels(models);
  const runtime = await timer.task('runtime assets', () => loadRuntimeAssets());
  // The output is made in a staging folder from here on: render workers write pages into it while this thread makes the rest.
  const staging = await stageOutput(outDir);
  const config = models[0]!.config;
  const cache = options.cache ? await openPageCache(path.join(config.siteDir, CACHE_FOLDER), { tool: toolIdentity(packageVersion()), config: readConfigSource(path.resolve(config.siteDir, config.configFile)) }) : undefined;
  const counts: { rendered: number; restored: number }[] = [];
  // What the render workers are writing into it: waited for before a failed build removes it.
  const workerWrites: Promise<unknown>[] = [];
  const discard = async () => {
    await Promise.allSettled(workerWrites);
    await staging.discard();
  };
  try {
    // Every locale's files go into one output, written (and swapped in) at once: all locales or none.
    const files: BuildFiles = new Map();
    const deferred: DeferredFiles = new Map();
    const problems: Diagnostic[] = [];
    // Filled as each locale's pages are written: read after the write.
    const pageWarnings: Diagnostic[][] = [];
    // Taken off the list one at a time: once its renderers are made, a model's sources, sections and links (hundreds of MB for a large site) can go.
    const locale: LocaleWriting = { timer, runtime, staging, cache, searchThread, countedAhead: ahead, files, deferred, problems, pageWarnings, counts, workerWrites };
    for (let model = models.shift(); model; model = models.shift()) await stageLocale(model, locale);
    // The models are let go (the pages still to be written hold what they need): their sources, search texts and
    // export are garbage. Left to V8, 10,000 pages' main heap grew to 750 MB with 350 MB live; 1,625 -> 1,581 MB peak.
    collectGarbageOfLargeInput();
    if (problems.length) {
      await discard();
      return fail([...diagnostics, ...problems]);
    }
    await timer.task('render and write', async () => {
      await staging.write(files, deferred);
      await staging.swapIn();
    });
    await cache?.prune();
    // Known once the pages are written; under --strict they fail the build as any warning does (its output stays written).
    const all = [...diagnostics, ...pageWarnings.flat()];
    const sum = (key: 'rendered' | 'restored') => counts.reduce((total, count) => total + count[key], 0);
    return { ok: !failed(all, options.strict), diagnostics: all, outDir, previousOutput, pages, rendered: sum('rendered'), restored: sum('restored'), timings: timer.timings };
  } catch (caught) {
    await discard();
    throw caught;
  }
}

/** What the locales of one build share while each is staged. */
interface LocaleWriting {
  timer: Timer;
  runtime: Awaited<ReturnType<typeof loadRuntimeAssets>>;
  staging: Awaited<ReturnType<typeof stageOutput>>;
  cache: Awaited<ReturnType<typeof openPageCache>> | undefined;
  searchThread: () => SearchThread;
  /** What the search thread counted ahead of the docs' texts while they were rendered. */
  countedAhead: CountAhead;
  /** Every locale's files go into one output, written (and swapped in) at once: all locales or none. */
  files: BuildFiles;
  deferred: DeferredFiles;
  problems: Diagnostic[];
  /** Filled as each locale's pages are written: read after the write. */
  pageWarnings: Diagnostic[][];
  counts: { rendered: number; restored: number }[];
  /** What the render workers and the search thread are writing into the staging folder. */
  workerWrites: Promise<unknown>[];
}

/**
 * One locale's pages handed to their workers, its search index to the search thread, the rest of its files made.
 * Its own function: an async function keeps its registers across awaits, and buildSite's held the model (every
 * doc's rendered HTML, search text and source) until the build's end, long after its last use (a heap snapshot
 * showed it).
 */
async function stageLocale(model: SiteModel, { timer, runtime, staging, cache, searchThread, countedAhead, files, deferred, problems, pageWarnings, counts, workerWrites }: LocaleWriting): Promise<void> {
  // Before any page is sent to be written: a name the file system cannot hold is an error at its page, not a crash of the write.
  const unwritablePages = unwritableOutputs(model, model.pages.flatMap((page) => [htmlPath(page.route), `page-data/${pageDataPath(page.route)}`]));
  if (unwritablePages.length) {
    problems.push(...unwritablePages);
    return;
  }
  const outputs = siteOutputs(model);
  const prefix = localeOutputPrefix(model.config);
  const writeTo = { root: path.join(staging.root, prefix), makeFolders: (names: Iterable<string>) => staging.makeFolders([...names].map((name) => prefix + name)), cache };
  // What making a large model allocated is garbage now: collected before the pages, the index and the export add theirs (heap.ts).
  collectGarbageOfLargeInput();
  // The pages first: their workers render and write them while this thread makes the search index and the Markdown export.
  const own = await deferredOutputs(outputs.render, runtime, timer, writeTo);
  workerWrites.push(own.workerWrites);
  counts.push(own.stats);
  // The reference's pages are written before the Markdown export is made, beside the search thread, and their bodies let
  // go of: GitHub's are 47 MB of text, two bytes a character, which the export's own garbage was added to (build peak
  // 419 -> ~400 MB). Each locale has pages of its own (tests/integration/api-locales.test.ts holds both bodies).
  const derived = await outputs.derivedInBuild(timer, { thread: searchThread, root: writeTo.root, staticFiles: model.staticFiles, countedAhead }, () => timer.task('API pages: render and write', () => own.writeApiPages()));
  workerWrites.push(derived.written);
  // Made by the build, they win over a static file of the same name (read only when written, so still in `deferred`).
  for (const [name, content] of derived.files) own.files.set(name, content), own.deferred.delete(name);
  for (const [name, make] of derived.deferred) own.files.delete(name), own.deferred.set(name, make);
  pageWarnings.push(own.pageWarnings);
  problems.push(...unwritableOutputs(model, [...own.files.keys(), ...own.deferred.keys()]));
  problems.push(...mergeLocaleOutputs({ files, deferred }, own, model.config));
}

/**
 * Links each locale's pages to the others'. Its own function: the list of every locale's docs it makes could be
 * left in a register of buildSite (an async function keeps its registers across awaits), and hold every doc until
 * the build's end.
 */
function linkModels(models: readonly SiteModel[]): void {
  linkLocales(models.map((model) => ({ locale: model.config.i18n.currentLocale, pages: model.pages, docs: model.docs })));
}

/** The config file's text, part of every cache key (what it sets reaches pages in ways the site data may not show). */
function readConfigSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
