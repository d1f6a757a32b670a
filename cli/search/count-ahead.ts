// The docs' section texts handed to the search thread as the Markdown stage
// renders them, so that it counts their terms while the main thread is still
// rendering: until then the other cores had nothing to do, and the counting
// is most of the indexing that follows (search-thread.ts). A small site's
// texts are held back, and never handed on, until there are enough of them to
// be worth a thread: below that, its index is made on the main thread as before.
//
// Each text handed on is numbered in the order it is sent, and the thread
// keeps its counts by that number: a scope's index job names such a text by
// its number instead of sending it a second time (10,000 pages: 53 million
// characters that went over twice).
import type { Section } from '../content/env.js';
import { SEARCH_THREAD_CHARACTERS, searchThreadAvailable, type SearchThread } from './search-thread.js';

export interface CountAhead {
  /** For loadSite's `sectionTexts`. */
  sectionTexts(sections: readonly Section[], stem: boolean): void;
  /**
   * For loadSite's `expectText`: with about this much text to come, start the thread now, so that it boots
   * (~70 ms of its core: Node's own modules, then the worker's) while the docs render. Texts are still held back
   * until there are enough of them: a site whose text falls short is indexed here, and the thread only closes.
   */
  expect(characters: number): void;
  /** Whether the thread was given texts to count: it makes the site's indexes then, whatever their size. */
  readonly started: boolean;
  /**
   * The number the section's text was handed on under, if it was. Asked once a section (its index job is made
   * once), and forgotten then: this object lives as long as the build, the sections only until their index job.
   */
  takeNumber(section: Section): number | undefined;
}

/** `available`: whether there is a thread to count on (a test stands in for the bundled worker). */
export function countAhead(thread: () => Pick<SearchThread, 'countAhead'>, threshold = SEARCH_THREAD_CHARACTERS, available = searchThreadAvailable): CountAhead {
  let held: { sections: readonly Section[]; stem: boolean }[] = [];
  let characters = 0;
  let started = false;
  // By the section object, not its text: the same text in two sections is two numbers, and no text is hashed. A Map,
  // not a WeakMap: V8's collector works through a WeakMap's entries at every collection (10,000 pages' 110,000
  // sections: 0.7 s of CPU), and takeNumber lets go of each entry anyway.
  const numbers = new Map<Section, number>();
  let sent = 0;
  const send = (sections: readonly Section[], stem: boolean) => {
    for (const section of sections) numbers.set(section, sent++);
    thread().countAhead(sections.map((section) => section.text), stem);
  };
  return {
    sectionTexts(sections, stem) {
      if (!sections.length) return;
      if (started) return send(sections, stem);
      if (!available()) return;
      held.push({ sections, stem });
      for (const section of sections) characters += section.text.length;
      if (characters < threshold) return;
      started = true;
      for (const batch of held) send(batch.sections, batch.stem);
      held = [];
    },
    expect(expected) {
      if (expected >= threshold && available()) thread();
    },
    get started() {
      return started;
    },
    takeNumber(section) {
      const number = numbers.get(section);
      numbers.delete(section);
      return number;
    },
  };
}
