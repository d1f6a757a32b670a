// V8 lets its heap grow to a multiple of what is live before it collects
// again: up to 4x, while allocation is fast, which is every build. For a
// small site that is the right trade (fewer collections, a faster build).
// For a large input, whose live data alone is hundreds of MB, it takes the
// process over its memory budget. Once an input is known to be large (an
// OpenAPI document of 5 MB or more, a site of 2,000 pages or more), the heap
// grows by at most 30 % between collections:
//   50 MB OpenAPI document   1.9 GB -> 1.26 GB peak, same time (27 s)
//   10,000 generated pages   2.7 GB -> 1.6-1.7 GB peak, 56 -> 60 s
// The manual keeps V8's default: there it would cost ~10 % of the build.
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
