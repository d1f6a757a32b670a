// The docs' section texts handed to the search thread as the Markdown stage
// renders them, so that it counts their terms while the main thread is still
// rendering: until then the other cores had nothing to do, and the counting
// is most of the indexing that follows (search-thread.ts). A small site's
// texts are held back, and never handed on, until there are enough of them to
// be worth a thread: below that, its index is made on the main thread as before.
import { SEARCH_THREAD_CHARACTERS, searchThreadAvailable, type SearchThread } from './search-thread.js';

export interface CountAhead {
  /** For loadSite's `sectionTexts`. */
  sectionTexts(texts: string[], stem: boolean): void;
  /** Whether the thread was given texts to count: it makes the site's indexes then, whatever their size. */
  readonly started: boolean;
}

export function countAhead(thread: () => SearchThread, threshold = SEARCH_THREAD_CHARACTERS): CountAhead {
  let held: { texts: string[]; stem: boolean }[] = [];
  let characters = 0;
  let started = false;
  return {
    sectionTexts(texts, stem) {
      if (started) return thread().countAhead(texts, stem);
      if (!searchThreadAvailable()) return;
      held.push({ texts, stem });
      for (const text of texts) characters += text.length;
      if (characters < threshold) return;
      started = true;
      for (const batch of held) thread().countAhead(batch.texts, batch.stem);
      held = [];
    },
    get started() {
      return started;
    },
  };
}
