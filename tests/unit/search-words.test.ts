// The indexer's word scanner (cli/search/words.ts) must find exactly the
// words `text.split(/\s+/)` finds, since the index it feeds must stay the one
// lunr's own tokenizer, with our separator, would make.
import { describe, expect, it } from 'vitest';
import { clip } from '../../cli/search/documents.js';
import lunr from 'lunr';
import { countTerms, TermCounter } from '../../cli/search/frequencies.js';
import { searchIndexFiles } from '../../cli/search/index-files.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
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

describe('a search result\'s opening of its section', () => {
  // What clip() made when it collapsed the whole text first: it now collapses an opening of it, and must clip the same.
  const wholeText = (text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean.length <= 140) return clean;
    const cut = clean.slice(0, 140);
    const space = cut.lastIndexOf(' ');
    return `${space > 140 * 0.7 ? cut.slice(0, space) : cut}…`;
  };

  it('is the one the whole text collapsed gives, whatever white space the text has and where', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pieces = ['word', 'longerword', ' ', '  ', '\n\n', '\t', '\u00a0', 'x', 'é', '😀'];
    // Texts mostly of white space too: their opening collapses to less than a clip's worth.
    const sparse = ['w', 'wordy', ' '.repeat(10), '\n'.repeat(8), '\t\t\t\t'];
    for (let n = 0; n < 3000; n++) {
      const length = Math.floor(random() * 1500);
      const from = n % 2 ? sparse : pieces;
      let text = '';
      while (text.length < length) text += from[Math.floor(random() * from.length)];
      // Some texts open with a long run of white space, past the opening that is collapsed first.
      if (n % 10 === 0) text = ' '.repeat(600) + text;
      expect(clip(text), JSON.stringify(text)).toBe(wholeText(text));
    }
  });
});

describe('texts counted ahead', () => {
  const fields = ['title', 'content', 'tags'];
  const identifiers = new Set(['title', 'content']);
  const documents = [
    { title: 'Place an order', content: 'Call placeOrder with the symbol_info of the instrument. Orders are placed at once.', tags: 'orders trading' },
    { title: 'Streaming', content: 'The supportTrackLatency flag: track-latency in milliseconds.', tags: '' },
    { title: 'Orders again', content: 'Call placeOrder with the symbol_info of the instrument. Orders are placed at once.', tags: 'orders' },
  ];

  it('index to the same frequencies as texts counted with the documents, and are found by their number, their text left empty', () => {
    const fresh = countTerms(fields, documents, { identifiers });
    const counter = new TermCounter(true);
    counter.countAhead(documents[0]!.content, 0);
    counter.countAhead(documents[1]!.content, 1);
    // The third document's text, the first's again, was not counted ahead: it is counted with the documents.
    const numbers = [0, 1, -1];
    const sent = documents.map((document, i) => (numbers[i]! >= 0 ? { ...document, content: '' } : document));
    const ahead = countTerms(fields, sent, { identifiers, counter, ahead: { field: 'content', numbers } });
    // Taken by the indexing that used them.
    expect(counter.takeAhead(0)).toBeUndefined();
    expect(counter.takeAhead(1)).toBeUndefined();
    expect(counter.takeAhead(2)).toBeUndefined();
    expect([...ahead.postings]).toEqual([...fresh.postings]);
    // Terms are numbered in the order they are met: the order of the map matters, not only its content.
    expect([...ahead.postings.keys()]).toEqual([...fresh.postings.keys()]);
    expect(fresh.postings.get('placeord')).toBeDefined();
    expect(fresh.postings.get('latenc')).toBeDefined();
  });

  it('keep many texts\' counts (past the first block of their store), and count again once all were taken', () => {
    const words = ['order', 'placeOrder', 'symbol_info', 'stream', 'latency', 'account', 'balance', 'margin', 'instrument', 'quote'];
    const many = Array.from({ length: 400 }, (_, n) => ({ title: `Page ${n}`, content: Array.from({ length: 30 }, (_, i) => `${words[(n * 7 + i * 3) % words.length]}${(n + i) % 11}`).join(' '), tags: '' }));
    const fresh = countTerms(fields, many, { identifiers });
    const counter = new TermCounter(true);
    for (const [i, document] of many.entries()) counter.countAhead(document.content, i);
    const numbers = many.map((_, i) => i);
    expect([...countTerms(fields, many, { identifiers, counter, ahead: { field: 'content', numbers } }).postings]).toEqual([...fresh.postings]);
    // All taken: a text counted ahead now is kept, and found, as the first ones were.
    counter.countAhead(many[3]!.content, 400);
    expect([...countTerms(fields, [many[3]!], { identifiers, counter, ahead: { field: 'content', numbers: [400] } }).postings]).toEqual([...countTerms(fields, [many[3]!], { identifiers }).postings]);
  });

  it('fail an index that names a text not counted ahead, rather than index it as empty', () => {
    const counter = new TermCounter(true);
    expect(() => countTerms(fields, [{ ...documents[0]!, content: '' }], { identifiers, counter, ahead: { field: 'content', numbers: [5] } })).toThrow('text 5 was not counted ahead');
  });
});

describe('a large site\'s index files, made as they are written', () => {
  it('hold a whole index lunr loads, for documents with more than 10,000,000 characters of text (not remembered)', () => {
    const long = 'alpha beta gamma '.repeat(650_000);
    const document = (id: number, title: string) => ({ id, title, tags: [], sidebarParentCategories: [], pageTitle: title, sectionRoute: `/p${id}`, type: 'docs' as const, content: '' });
    const job = { documents: [document(0, 'Long page'), document(1, 'Short page')], fullText: [long, 'delta only here'], stem: true, referencePages: [], tag: 'default' };
    const files = searchIndexFiles(job);
    const parse = (pieces: Iterable<string>) => JSON.parse([...pieces].join('')) as SearchIndexFile;
    const first = parse(files.first);
    const index = lunr.Index.load(first.index as object);
    expect(index.search('delta').map((hit) => hit.ref)).toEqual(['1']);
    expect(index.search('gamma').map((hit) => hit.ref)).toEqual(['0']);
    // Made as read, once: a second reading finds nothing more, where a remembered index would be read again.
    expect([...files.first]).toEqual([]);
  });
});
