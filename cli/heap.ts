// V8 lets its heap grow to a multiple of what is live before it collects
// again: up to 4×, while allocation is fast, which is every build. For a
// small site that is the right trade (fewer collections, a faster build);
// for a large input, whose live data alone is hundreds of MB, it takes the
// process over its memory budget (a 50 MB OpenAPI document peaked at 1.9 GB
// with 0.7 GB live). Once an input is known to be large, the heap grows by
// at most 30 % between collections: the same 50 MB build then peaks at
// 1.2 GB in the same time, while the manual (where it would cost ~10 % of
// the build) keeps V8's default.
import v8 from 'node:v8';

/** Heap growth between collections once an input is large, in per cent. */
const LARGE_INPUT_GROWTH_PERCENT = 30;

let limited = false;

/** Called when an input turns out large: from then on the heap stays close to what is live. */
export function limitHeapGrowth(): void {
  if (limited) return;
  limited = true;
  v8.setFlagsFromString(`--heap-growing-percent=${LARGE_INPUT_GROWTH_PERCENT}`);
}
