// How eagerly V8 optimises the build's code. V8 compiles a function with
// TurboFan once it has run enough, on helper threads, inlining what it calls.
// A build of a small or mid-sized site is a short program that runs most of
// its code a few times: on GitHub's API document the helper threads took
// ~1.4 s of a 4.9 s build's CPU, nearly all of it TurboFan compiling (measured
// per thread, and by moving the compiling onto the main thread), for code
// that mostly ran little after. With optimisation later (an interrupt budget
// 3× V8's) and no inlining, first builds, 4 alternating runs each, quiet
// machine: GitHub's document 4.89 → 3.90 s CPU, 3.25 → 2.89 s wall; the
// manual 1.39 → 1.02 s CPU, 0.91 → 0.69 s wall; 25 generated pages 0.41 →
// 0.35 s CPU; 1,000 pages within noise. A large site runs the same functions
// over thousands of pages, where V8's eager defaults win (10,000 pages: +5 %
// CPU with these flags): it keeps them, as does `dev`, which runs for hours.
import v8 from 'node:v8';
import { LARGE_SITE_PAGES } from './heap.js';

/** The flags for a short run; V8 reads them as it decides, so code compiled before keeps what it had. */
const SHORT_RUN_FLAGS = ['--no-turbo-inlining', '--interrupt-budget=200000'];

let decided = false;

/**
 * Told, once the docs are read, how many pages this process will build (the first locale's pages times the
 * locales: each locale runs the same code again): below LARGE_SITE_PAGES, optimise for a short run. Decided once.
 */
export function tuneJitFor(pages: number, mode: 'production' | 'development'): void {
  if (decided) return;
  decided = true;
  if (mode !== 'production' || pages >= LARGE_SITE_PAGES || process.env.BROKERDOCS_V8_DEFAULTS === '1') return;
  for (const flag of SHORT_RUN_FLAGS) v8.setFlagsFromString(flag);
}
