// What every command shares: its exit codes, how it prints diagnostics and
// stage timings, how it reads a port, and the one-line refusal of a site
// folder that is not there.
import { CommanderError } from 'commander';
import { statSync } from 'node:fs';
import pc from 'picocolors';
import type { Diagnostic } from '../diagnostics.js';
import { BUILD_PROBLEMS_PER_CODE, colorsFor, formatDiagnostics, githubAnnotations, timingTable } from '../report.js';
import type { Timing } from '../timer.js';

export const EXIT_OK = 0;
export const EXIT_ERRORS = 1;
export const EXIT_USAGE = 2;
/** Code of the usage errors the commands throw themselves: Commander prints its own before throwing them, but passes these on unprinted. */
export const USAGE_ERROR = 'brokerdocs.usage';

export const SITE_DIR_ARGUMENT = ['[siteDir]', 'folder holding docs.config.ts', '.'] as const;

export function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length) console.error(formatDiagnostics(diagnostics, colorsFor(process.stderr, process.env), { perCode: BUILD_PROBLEMS_PER_CODE }));
  if (process.env.GITHUB_ACTIONS === 'true' && diagnostics.length) console.log(githubAnnotations(diagnostics));
}

export function printTimings(timings: readonly Timing[]): void {
  for (const line of timingTable(timings)) console.error(pc.dim(line));
}

export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new CommanderError(EXIT_USAGE, USAGE_ERROR, `error: invalid port "${value}": use a whole number from 0 to 65535`);
  }
  return port;
}

/**
 * A site folder that is not there is said in one line, before any stage runs
 * (which would report a missing config file, as if the folder were right).
 * It is a site error, not bad usage: the command line itself was well formed.
 */
export function refuseMissingSite(siteDir: string): boolean {
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
