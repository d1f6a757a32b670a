// The indexer's word scanner (cli/search/words.ts) must find exactly the
// words `text.split(/\s+/)` finds, since the index it feeds must stay the one
// lunr's own tokenizer, with our separator, would make.
import { describe, expect, it } from 'vitest';
import { isSpaceCode, WordTable } from '../../cli/search/words.js';

function wordsOf(table: WordTable<string>, text: string): string[] {
  const found: string[] = [];
  table.forEachWord(text, (word) => found.push(word));
  return found;
}

describe('the indexer\'s words', () => {
  it('takes as white space every code unit /\\s/ matches, and no other', () => {
    for (let code = 0; code <= 0xffff; code++) expect(isSpaceCode(code), code.toString(16)).toBe(/\s/.test(String.fromCharCode(code)));
  });

  it('finds the words split(/\\s+/) finds, in order, across spaces of every kind and at both ends', () => {
    const table = new WordTable((word) => word);
    const text = '\u3000 leading\ttabs\nnew\u00a0lines\u2028and\u202fnarrow  doubled supportTrackLatency été עברית 😀emoji\ufeff end ';
    expect(wordsOf(table, text)).toEqual(text.split(/\s+/).filter(Boolean));
    expect(wordsOf(table, '')).toEqual([]);
    expect(wordsOf(table, ' \n\t ')).toEqual([]);
    expect(wordsOf(table, 'one')).toEqual(['one']);
  });

  it('makes a value once per distinct word, also past the table\'s first growth', () => {
    const made: string[] = [];
    const table = new WordTable((word) => (made.push(word), word.toUpperCase()));
    const words = Array.from({ length: 5000 }, (_, i) => `w${i % 2500}`);
    const values: string[] = [];
    table.forEachWord(words.join(' '), (value) => values.push(value));
    expect(values).toEqual(words.map((word) => word.toUpperCase()));
    expect(made).toHaveLength(2500);
    // Words that share a hash slot's neighbourhood, or are prefixes of each other, stay apart.
    expect(wordsOf(new WordTable((word) => word), 'a ab abc ab a')).toEqual(['a', 'ab', 'abc', 'ab', 'a']);
  });
});
