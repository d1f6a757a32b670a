// The `brokerdocs` command. The only module that prints summaries and exits:
// 0 ok, 1 the site has errors, 2 bad usage.
import { Command, CommanderError } from 'commander';
import path from 'node:path';
import pc from 'picocolors';
import { build, check, failed } from './pipeline.js';
import { formatDiagnostics, githubAnnotations, summarise } from './report.js';
import type { Diagnostic } from './diagnostics.js';

const EXIT_OK = 0;
const EXIT_ERRORS = 1;
const EXIT_USAGE = 2;

function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length) console.error(formatDiagnostics(diagnostics));
  if (process.env.GITHUB_ACTIONS === 'true' && diagnostics.length) console.log(githubAnnotations(diagnostics));
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CommanderError(EXIT_USAGE, 'brokerdocs.invalidPort', `error: invalid port "${value}"`);
  return port;
}

export function createProgram(): Command {
  const program = new Command('brokerdocs')
    .description('Build, check and serve documentation sites from Markdown and OpenAPI.')
    .exitOverride()
    .showHelpAfterError();

  program
    .command('build')
    .description('build the site into a static folder')
    .argument('[siteDir]', 'folder holding docs.config.ts', '.')
    .option('--out-dir <dir>', 'output folder, relative to the site', 'build')
    .option('--strict', 'fail on any warning')
    .option('--verbose', 'print the time each stage took')
    .action(async (siteDir: string, options: { outDir: string; strict?: boolean; verbose?: boolean }) => {
      const started = performance.now();
      const result = await build(siteDir, { outDir: options.outDir, strict: options.strict });
      printDiagnostics(result.diagnostics);
      if (options.verbose) for (const t of result.timings) console.error(pc.dim(`  ${t.name.padEnd(18)} ${t.ms.toFixed(1)} ms`));
      if (!result.ok) {
        console.error(`${pc.red('Build failed:')} ${summarise(result.diagnostics)}. The previous output was left as it was.`);
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
    .action(async (siteDir: string, options: { strict?: boolean; format: string }) => {
      if (options.format !== 'text' && options.format !== 'json') throw new CommanderError(EXIT_USAGE, 'brokerdocs.invalidFormat', `error: --format must be text or json, not "${options.format}"`);
      const { diagnostics } = await check(siteDir);
      if (options.format === 'json') {
        console.log(JSON.stringify({ diagnostics, summary: count(diagnostics) }, null, 2));
        if (process.env.GITHUB_ACTIONS === 'true' && diagnostics.length) console.log(githubAnnotations(diagnostics));
      } else {
        printDiagnostics(diagnostics);
        console.log(`Checked: ${summarise(diagnostics)}`);
      }
      process.exitCode = failed(diagnostics, options.strict) ? EXIT_ERRORS : EXIT_OK;
    });

  program
    .command('serve')
    .description('serve a built site at its base URL, as a static host would')
    .argument('[siteDir]', 'folder holding docs.config.ts', '.')
    .option('--dir <dir>', 'built folder, relative to the site', 'build')
    .option('--port <port>', 'port', parsePort, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (siteDir: string, options: { dir: string; port: number; host: string }) => {
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
    .action(async (siteDir: string, options: { port: number; host: string; open?: boolean }) => {
      const { devCommand } = await import('./dev/dev-command.js');
      await devCommand(siteDir, options);
    });

  return program;
}

function count(diagnostics: readonly Diagnostic[]) {
  return {
    errors: diagnostics.filter((d) => d.severity === 'error').length,
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
  };
}

export async function main(argv: string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (caught) {
    if (caught instanceof CommanderError) {
      // Help and version are successful exits; anything else is bad usage.
      process.exitCode = caught.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
      return;
    }
    console.error(pc.red('brokerdocs crashed:'), caught);
    process.exitCode = EXIT_ERRORS;
  }
}
