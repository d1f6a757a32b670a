// V8 lets its heap grow to a multiple of what is live before it collects
// again: up to 4x, while allocation is fast, which is every build. For a
// small site that is the right trade (fewer collections, a faster build).
// For a large input, whose live data alone is hundreds of MB, it takes the
// process over its memory budget. Once an input is known to be large (an
// OpenAPI document of 5 MB or more, a site of 2,000 pages or more), the heap
// grows by at most 30 % between collections, which keeps the largest inputs
// within the budget at little cost in time. A small site keeps V8's default,
// where more frequent collections would only make the build slower.
import v8 from 'node:v8';
import vm from 'node:vm';

/** Heap growth between collections once an input is large, in per cent. */
const LARGE_INPUT_GROWTH_PERCENT = 30;
/** An OpenAPI document this large (bytes): its reference is several times its size in memory. */
const LARGE_DOCUMENT_BYTES = 5_000_000;
/** A site with this many pages: every page's body, search text and Markdown are held until written. */
export const LARGE_SITE_PAGES = 2000;

export interface InputSize {
  documentBytes?: number;
  pages?: number;
}

export function isLargeInput({ documentBytes = 0, pages = 0 }: InputSize): boolean {
  return documentBytes >= LARGE_DOCUMENT_BYTES || pages >= LARGE_SITE_PAGES;
}

let limited = false;
/** The largest inputs read so far. */
const read = { documentBytes: 0, pages: 0 };

/** The largest site (pages) and OpenAPI document (bytes) this process has read: a worker started for a small site can be given a small heap. */
export function inputSizeRead(): Readonly<Required<InputSize>> {
  return read;
}

/** Told the size of an input as it is read: once one is large, the heap stays close to what is live for the rest of the process. */
export function limitHeapGrowthFor(size: InputSize): void {
  read.documentBytes = Math.max(read.documentBytes, size.documentBytes ?? 0);
  read.pages = Math.max(read.pages, size.pages ?? 0);
  if (limited || !isLargeInput(size)) return;
  limited = true;
  v8.setFlagsFromString(`--heap-growing-percent=${LARGE_INPUT_GROWTH_PERCENT}`);
}

/**
 * A full collection now, for a large input only (see isLargeInput), where
 * little of what a stage allocated is still live: once an API reference is
 * made (stages/api-references.ts), once a locale's model is made, before
 * its pages, search index and Markdown export are, and once every locale is
 * staged and its model let go (`build`); once its API pages are written too
 * (render/outputs.ts). Left to V8, the reference's garbage (GitHub's: 44 MB
 * of entry markup, then copied into its pages) was collected only once the
 * export and the search thread had added theirs: 530-580 MB at the peak,
 * 430 MB with the second collection. Each
 * takes ~35 ms, and saves as much later. A small site's heap is small enough
 * that a collection would only cost time.
 */
export function collectGarbageOfLargeInput(): void {
  if (isLargeInput(read)) collector()();
}

let collect: (() => void) | undefined;

/** V8's `gc()`: exposed to contexts made from now on (the flag is read when a context is made), taken from a new one. */
function collector(): () => void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  return collect;
}
