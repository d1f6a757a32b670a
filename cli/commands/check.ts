// `brokerdocs check`: every stage but rendering and writing, in every locale,
// and the diagnostics as text or JSON. Nothing is written.
import type { Command } from 'commander';
import { DiagnosticError, failed, type Diagnostic } from '../diagnostics.js';
import { uniqueDiagnostics } from '../i18n/locale-outputs.js';
import { checkSummary, codeCounts, colorsFor, countDiagnostics, filterByCode, formatDiagnostics, githubAnnotations, sortDiagnostics } from '../report.js';
import { loadLocales } from '../stages/locales.js';
import { createTimer, type Timer } from '../timer.js';
import { EXIT_ERRORS, EXIT_OK, EXIT_USAGE, SITE_DIR_ARGUMENT, printTimings, refuseMissingSite } from './shared.js';

export function registerCheckCommand(program: Command): void {
  program
    .command('check')
    .description('check links, anchors, routes, config and the OpenAPI document without writing anything')
    .argument(...SITE_DIR_ARGUMENT)
    .option('--strict', 'fail on any warning')
    .option('--format <format>', 'text or json', 'text')
    .option('--only <codes>', 'report only these diagnostic codes (comma-separated, or the option repeated)', collect, [])
    .option('--ignore <codes>', 'leave these diagnostic codes out of the report and the verdict', collect, [])
    .option('--verbose', 'print the time each stage took and the memory held after it')
    .action(async (siteDir: string, options: { strict?: boolean; format: string; verbose?: boolean; only: string[]; ignore: string[] }, command: Command) => {
      if (options.format !== 'text' && options.format !== 'json') command.error(`error: --format must be text or json, not "${options.format}"`, { exitCode: EXIT_USAGE });
      if (refuseMissingSite(siteDir)) return;
      // performance.now() counts from process start: this is Node plus loading the CLI's modules.
      const startup = performance.now();
      const found = await check(siteDir);
      // The verdict follows what is reported: `--ignore openapi-example-invalid --strict` passes a site whose only warnings are those.
      const diagnostics = filterByCode(found.diagnostics, options);
      const timings = found.timings;
      const fails = failed(diagnostics, options.strict);
      const annotate = process.env.GITHUB_ACTIONS === 'true' && diagnostics.length > 0;
      if (options.format === 'json') {
        console.log(JSON.stringify({ ok: !fails, strict: options.strict === true, summary: countDiagnostics(diagnostics), diagnostics: sortDiagnostics(diagnostics) }, null, 2));
        // stdout stays parseable JSON, so annotations go to stderr (the Actions runner scans both streams for workflow commands).
        if (annotate) console.error(githubAnnotations(diagnostics));
      } else {
        const colors = colorsFor(process.stdout, process.env);
        if (diagnostics.length) console.log(`${formatDiagnostics(diagnostics, colors)}\n`);
        if (diagnostics.length) console.log(`${codeCounts(diagnostics, colors).join('\n')}\n`);
        console.log(checkSummary(diagnostics, { failed: fails, strict: options.strict === true }, colors));
        if (annotate) console.log(githubAnnotations(diagnostics));
      }
      if (options.verbose) printTimings([{ name: 'startup', ms: startup }, ...timings, { name: 'total', ms: performance.now() }]);
      process.exitCode = fails ? EXIT_ERRORS : EXIT_OK;
    });
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export async function check(siteDir: string): Promise<{ diagnostics: Diagnostic[]; timings: Timer['timings'] }> {
  const timer = createTimer();
  try {
    const models = await loadLocales(siteDir, { mode: 'production', timer, highlight: false }, 'every');
    return { diagnostics: uniqueDiagnostics(models.map((model) => model.diagnostics)), timings: timer.timings };
  } catch (caught) {
    if (caught instanceof DiagnosticError) return { diagnostics: caught.diagnostics, timings: timer.timings };
    throw caught;
  }
}
