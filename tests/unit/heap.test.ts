// Which inputs make a build keep its heap close to what is live (cli/heap.ts):
// an OpenAPI document of 5 MB or more, a site of 2,000 pages or more; the
// manual and ordinary sites keep V8's default, which builds them faster.
import { describe, expect, it } from 'vitest';
import { isLargeInput } from '../../cli/heap.js';

describe('a large input', () => {
  it('is a document of 5 MB or a site of 2,000 pages, or more', () => {
    expect(isLargeInput({ documentBytes: 5_000_000 })).toBe(true);
    expect(isLargeInput({ pages: 2000 })).toBe(true);
    expect(isLargeInput({ documentBytes: 4_999_999, pages: 1999 })).toBe(false);
    // The manual: a 0.1 MB document and 24 pages.
    expect(isLargeInput({ documentBytes: 120_000, pages: 24 })).toBe(false);
    expect(isLargeInput({})).toBe(false);
  });
});

describe('collectGarbageOfLargeInput', () => {
  // One test, in order: the flags it sets are the process's, for good.
  it('does nothing for a small input, and collects at once for a large one', async () => {
    const { collectGarbageOfLargeInput, limitHeapGrowthFor } = await import('../../cli/heap.js');
    const vm = await import('node:vm');
    limitHeapGrowthFor({ documentBytes: 120_000, pages: 24 });
    collectGarbageOfLargeInput();
    // Nothing asked of V8: no context made from now on gets its `gc`.
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');

    limitHeapGrowthFor({ documentBytes: 13_000_000 });
    const garbage = (() => new WeakRef({ bytes: new Array(100_000).fill(1) }))();
    // A WeakRef's target lives to the end of the job that made it.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbageOfLargeInput();
    expect(garbage.deref()).toBeUndefined();
  });
});
