// How eagerly V8 optimises (cli/jit.ts): a small or mid-sized production run
// asks for later optimisation without inlining, once; a large site, `dev` and
// BROKERDOCS_V8_DEFAULTS=1 keep V8's defaults.
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function flagsSetFor(pages: number, mode: 'production' | 'development', env: Record<string, string> = {}): Promise<string[][]> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
  const { tuneJitFor } = await import('../../cli/jit.js');
  tuneJitFor(pages, mode);
  tuneJitFor(10, mode);
  return set.mock.calls.map((call) => call.map(String));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('tuneJitFor', () => {
  it('sets the short-run flags once for a production run of fewer than 2,000 pages', async () => {
    expect(await flagsSetFor(1999, 'production')).toEqual([['--no-turbo-inlining'], ['--interrupt-budget=200000']]);
  });

  it("keeps V8's defaults for a large site, for dev, and when asked to", async () => {
    // Decided by the first call: a later, smaller count changes nothing.
    expect(await flagsSetFor(2000, 'production')).toEqual([]);
    expect(await flagsSetFor(10, 'development')).toEqual([]);
    expect(await flagsSetFor(10, 'production', { BROKERDOCS_V8_DEFAULTS: '1' })).toEqual([]);
  });
});
