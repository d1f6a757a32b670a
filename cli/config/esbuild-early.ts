// esbuild runs as a child process, which its first call starts: the first
// result comes ~13 ms later than the next ones. Every command that loads a
// site's config calls esbuild first thing, so the process is started here,
// as soon as this module is evaluated (main.ts imports it first), while
// Node goes on initialising the rest of the CLI. An idle esbuild does not
// keep the process alive, and ends with it.
import { transform } from 'esbuild';

/** The commands that load docs.config.ts (`diff` when it is given version names). */
export const LOADS_CONFIG: ReadonlySet<string> = new Set(['build', 'check', 'dev', 'diff', 'serve', 'verify', 'version', 'write-translations']);

export function startEsbuildFor(argv: readonly string[]): void {
  if (LOADS_CONFIG.has(argv[2] ?? '')) void transform('').catch(() => {});
}

startEsbuildFor(process.argv);
