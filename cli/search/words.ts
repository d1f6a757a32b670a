// The words of a text as the indexer meets them, without a string per word.
// A 10,000-page site says ~9 million words, but only ~90,000 distinct ones:
// `text.split(/\s+/)` made a string of each of the 9 million, which a Map
// then hashed again to find, and the garbage collector took back. Here a
// word is found in a table of the words met so far by its place in the
// text; only a word not met before becomes a string.

/** Whether the character code is one of JavaScript's `\s` (white space and line terminators, ECMAScript's list). */
export function isSpaceCode(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** What a table knows of each distinct word, by the word. */
export class WordTable<V> {
  private words: string[] = [];
  private values: V[] = [];
  private hashes: number[] = [];
  /** Open addressing: the word's number plus one, 0 for an empty slot. */
  private slots = new Int32Array(1024);

  constructor(private readonly make: (word: string) => V) {}

  /**
   * Calls `visit` with the value of each word of the text, in order: the
   * words `text.split(/\s+/)` gives, less the empty ones. A word met for the
   * first time is made a string and given its value by `make`.
   */
  forEachWord(text: string, visit: (value: V) => void): void {
    const length = text.length;
    let i = 0;
    while (i < length) {
      let code = text.charCodeAt(i);
      if (isSpaceCode(code)) {
        i++;
        continue;
      }
      const start = i;
      // FNV-1a over the word's code units.
      let hash = 0x811c9dc5;
      do {
        hash = Math.imul(hash ^ code, 0x01000193);
        if (++i === length) break;
        code = text.charCodeAt(i);
      } while (!isSpaceCode(code));
      visit(this.valueAt(text, start, i, hash | 0));
    }
  }

  private valueAt(text: string, start: number, end: number, hash: number): V {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0) return this.add(text.slice(start, end), hash, slot);
      const n = held - 1;
      if (this.hashes[n] === hash && sameWord(this.words[n]!, text, start, end)) return this.values[n]!;
    }
  }

  private add(word: string, hash: number, slot: number): V {
    const value = this.make(word);
    this.words.push(word);
    this.values.push(value);
    this.hashes.push(hash);
    this.slots[slot] = this.words.length;
    // At most half full: probes stay short.
    if (this.words.length * 2 > this.slots.length) this.grow();
    return value;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    this.hashes.forEach((hash, n) => {
      let slot = hash & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = n + 1;
    });
    this.slots = slots;
  }
}

function sameWord(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}
