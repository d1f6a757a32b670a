// The `brokerdocs` command. The only module that prints summaries and exits:
// 0 ok, 1 the site has errors, 2 bad usage.
// First: starts esbuild's process while the other modules load.
import './config/esbuild-early.js';
import { Command, CommanderError } from 'commander';
import { statSync } from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import { build, check, failed } from './pipeline.js';
import { BUILD_PROBLEMS_PER_CODE, checkSummary, colorsFor, countDiagnostics, formatDiagnostics, githubAnnotations, sortDiagnostics, summarise } from './report.js';
import type { Diagnostic } from './diagnostics.js';
import type { Timing } from './timer.js';
import { packageVersion } from './version.js';
import { registerVerifyCommand } from './commands/verify.js';

const EXIT_OK = 0;
const EXIT_ERRORS = 1;
const EXIT_USAGE = 2;
/** Code of the usage errors this module throws itself: Commander prints its own before throwing them, but passes these on unprinted. */
const USAGE_ERROR = 'brokerdocs.usage';

function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length) console.error(formatDiagnostics(diagnostics, colorsFor(process.stderr, process.env), { perCode: BUILD_PROBLEMS_PER_CODE }));
  if (process.env.GITHUB_ACTIONS === 'true' && diagnostics.length) console.log(githubAnnotations(diagnostics));
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new CommanderError(EXIT_USAGE, USAGE_ERROR, `error: invalid port "${value}": use a whole number from 0 to 65535`);
  }
  return port;
}

export function createProgram(): Command {
  const program = new Command('brokerdocs')
    .description('Build, check and serve documentation sites from Markdown and OpenAPI.')
    .version(packageVersion(), '-V, --version', 'print the version of brokerdocs')
    .exitOverride()
    .showHelpAfterError();

  program
    .command('build')
    .description('build the site into a static folder')
    .argument('[siteDir]', 'folder holding docs.config.ts', '.')
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

  program
    .command('check')
    .description('check links, anchors, routes, config and the OpenAPI document without writing anything')
    .argument('[siteDir]', 'folder holding docs.config.ts', '.')
    .option('--strict', 'fail on any warning')
    .option('--format <format>', 'text or json', 'text')
    .option('--verbose', 'print the time each stage took and the memory held after it')
    .action(async (siteDir: string, options: { strict?: boolean; format: string; verbose?: boolean }, command: Command) => {
      if (options.format !== 'text' && options.format !== 'json') command.error(`error: --format must be text or json, not "${options.format}"`, { exitCode: EXIT_USAGE });
      if (refuseMissingSite(siteDir)) return;
      // performance.now() counts from process start: this is Node plus loading the CLI's modules.
      const startup = performance.now();
      const { diagnostics, timings } = await check(siteDir);
      const fails = failed(diagnostics, options.strict);
      const annotate = process.env.GITHUB_ACTIONS === 'true' && diagnostics.length > 0;
      if (options.format === 'json') {
        console.log(JSON.stringify({ ok: !fails, strict: options.strict === true, summary: countDiagnostics(diagnostics), diagnostics: sortDiagnostics(diagnostics) }, null, 2));
        // stdout stays parseable JSON, so annotations go to stderr (the Actions runner scans both streams for workflow commands).
        if (annotate) console.error(githubAnnotations(diagnostics));
      } else {
        const colors = colorsFor(process.stdout, process.env);
        if (diagnostics.length) console.log(`${formatDiagnostics(diagnostics, colors)}\n`);
        console.log(checkSummary(diagnostics, { failed: fails, strict: options.strict === true }, colors));
        if (annotate) console.log(githubAnnotations(diagnostics));
      }
      if (options.verbose) printTimings([{ name: 'startup', ms: startup }, ...timings, { name: 'total', ms: performance.now() }]);
      process.exitCode = fails ? EXIT_ERRORS : EXIT_OK;
    });

  program
    .command('serve')
    .description('serve a built site at its base URL, as a static host would')
    .argument('[siteDir]', 'folder holding docs.config.ts', '.')
    .option('--dir <dir>', 'built folder, relative to the site', 'build')
    .option('--port <port>', 'port', parsePort, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (siteDir: string, options: { dir: string; port: number; host: string }) => {
      if (refuseMissingSite(siteDir)) return;
      const { serveCommand } = await import('./dev/serve-command.js');
      await serveCommand(siteDir, options);
    });

  program
    .command('dev')
    .description('serve the site from memory, rebuild on save and reload the browser')
    .argument('[siteDir]', 'folder holding docs.config.ts', '.')
    .option('--port <port>', 'port (the next free one when busy)', parsePort, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--open', 'open the site in the browser')
    .option('--locale <locale>', 'the locale to serve (default: the default locale)')
    .action(async (siteDir: string, options: { port: number; host: string; open?: boolean; locale?: string }) => {
      if (refuseMissingSite(siteDir)) return;
      const { devCommand } = await import('./dev/dev-command.js');
      await devCommand(siteDir, options);
    });

  program
    .command('write-translations')
    .description('write each locale\'s translation files (i18n/<locale>/code.json…) with every message to translate, keeping the translations there')
    .argument('[siteDir]', 'folder holding docs.config.ts', '.')
    .option('--locale <locale>', 'the locale to write (default: every locale but the default one)')
    .action(async (siteDir: string, options: { locale?: string }) => {
      if (refuseMissingSite(siteDir)) return;
      const { writeTranslations } = await import('./i18n/write-translations.js');
      const { DiagnosticError } = await import('./diagnostics.js');
      try {
        const result = await writeTranslations(siteDir, options);
        printDiagnostics(result.diagnostics);
        console.log(`${pc.green('Wrote')} ${result.written.join(', ')} (${result.added} new messages)`);
      } catch (caught) {
        if (!(caught instanceof DiagnosticError)) throw caught;
        printDiagnostics(caught.diagnostics);
        console.error(`${pc.red('No translations written:')} ${summarise(caught.diagnostics)}.`);
        process.exitCode = EXIT_ERRORS;
      }
    });

  program
    .command('version')
    .description('snapshot the current docs as a released version (versioned_docs/, versioned_sidebars/, versions.json)')
    .argument('<name>', 'version name, e.g. 1.0')
    .argument('[siteDir]', 'folder holding docs.config.ts', '.')
    .action(async (name: string, siteDir: string) => {
      if (refuseMissingSite(siteDir)) return;
      const { snapshotVersion } = await import('./versions/snapshot.js');
      const result = await snapshotVersion(siteDir, name);
      printDiagnostics(result.diagnostics);
      if (!result.written.length) {
        console.error(`${pc.red('No version created:')} ${summarise(result.diagnostics)}.`);
        process.exitCode = EXIT_ERRORS;
        return;
      }
      console.log(`${pc.green('Created')} version ${name}: ${result.written.join(', ')}`);
    });

  registerVerifyCommand(program);

  return program;
}

function printTimings(timings: readonly Timing[]): void {
  for (const t of timings) console.error(pc.dim(`  ${t.name.padEnd(18)} ${`${t.ms.toFixed(1)} ms`.padStart(10)}${t.rssMb === undefined ? '' : `  ${t.rssMb} MB`}`));
}

/**
 * A site folder that is not there is said in one line, before any stage runs
 * (which would report a missing config file, as if the folder were right).
 * It is a site error, not bad usage: the command line itself was well formed.
 */
function refuseMissingSite(siteDir: string): boolean {
  let problem: string;
  try {
    if (statSync(siteDir).isDirectory()) return false;
    problem = `${siteDir} is not a folder.`;
  } catch {
    problem = `The folder ${siteDir} does not exist.`;
  }
  console.error(`${problem} Give the folder that holds docs.config.ts, or run brokerdocs in it.`);
  process.exitCode = EXIT_ERRORS;
  return true;
}

export async function main(argv: string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (caught) {
    if (caught instanceof CommanderError) {
      if (caught.code === USAGE_ERROR) console.error(caught.message);
      // Help and version are successful exits; anything else is bad usage.
      process.exitCode = caught.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
      return;
    }
    console.error(pc.red('brokerdocs crashed:'), caught);
    process.exitCode = EXIT_ERRORS;
  }
}
