// The written search index is lunr's own serialisation, in two files: each
// loads with `lunr.Index.load`; together they hold every posting of the
// index lunr's own Builder makes from the same documents, with its scores,
// each posting in one file; and the site's client, reading both, answers
// exactly as lunr's own index does.
import lunr from 'lunr';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../cli/search/documents.js';
import { buildSearchOutputs, FIELD_BOOSTS, serializeSearchIndex } from '../../cli/search/outputs.js';
import { joinedContent } from '../../cli/write/atomic.js';
import { expandIdentifiers, SEPARATOR } from '../../cli/search/tokens.js';
import { docsScopes, type SiteModel } from '../../cli/site.js';
import { queryIndex, queryIndexes, queryTerms } from '../../runtime/search-client.js';
import type { SearchIndexFile, SerializedLunrIndex } from '../../templates/contracts/search-index.js';
import { fixtureSite } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

let model: SiteModel;
beforeAll(async () => {
  model = await loadFixture(fixtureSite('web'));
});

/** Punctuation-only words trim to "": the written index leaves them out. */
const dropEmpty = (token: lunr.Token) => (token.toString() === '' ? undefined : token);
lunr.Pipeline.registerFunction(dropEmpty as lunr.PipelineFunction, 'dropEmpty');

/** lunr's own way: Builder.add per document, with the pipeline the index uses. */
function referenceIndex(): lunr.Index {
  const { documents, fullText } = searchDocuments(docsScopes(model)[0]!);
  const previousSeparator = lunr.tokenizer.separator;
  lunr.tokenizer.separator = SEPARATOR;
  try {
    return lunr(function () {
      this.pipeline.reset();
      this.pipeline.add(lunr.trimmer, lunr.stopWordFilter, dropEmpty as lunr.PipelineFunction, lunr.stemmer);
      this.ref('id');
      this.k1(1.2);
      this.b(0.75);
      for (const [field, boost] of Object.entries(FIELD_BOOSTS)) this.field(field, { boost });
      documents.forEach((doc, i) =>
        this.add({
          id: String(doc.id),
          title: expandIdentifiers(doc.title),
          content: expandIdentifiers(fullText[i]!),
          tags: doc.tags.join(' '),
          sidebarParentCategories: doc.sidebarParentCategories.join(' '),
        }),
      );
    });
  } finally {
    lunr.tokenizer.separator = previousSeparator;
  }
}

/** The files as a reader gets them. */
function written(): { first: SearchIndexFile; more: SearchIndexFile } {
  const files = buildSearchOutputs(model);
  const read = (name: string) => JSON.parse(joinedContent(files.get(name)!) as string) as SearchIndexFile;
  return { first: read('search-index-default.json'), more: read('search-index-more-default.json') };
}

/** Every posting of a serialised index, as `field/ref/term` → score. */
function postings(index: SerializedLunrIndex): Map<string, number> {
  const termOf = new Map(index.invertedIndex.map(([term, posting]) => [posting._index, term]));
  const all = new Map<string, number>();
  for (const [fieldRef, vector] of index.fieldVectors) for (let i = 0; i < vector.length; i += 2) all.set(`${fieldRef}/${termOf.get(vector[i]!)}`, vector[i + 1]!);
  return all;
}

const load = (file: SearchIndexFile) => ({ documents: file.documents, index: lunr.Index.load(file.index) });

describe('serialized search index', () => {
  it('holds each posting of lunr’s own index in one of its two files, with lunr’s score', () => {
    const reference = postings(JSON.parse(JSON.stringify(referenceIndex())) as SerializedLunrIndex);
    const { first, more } = written();
    const inFirst = postings(first.index);
    const inMore = postings(more.index);
    expect([...inFirst.keys()].filter((key) => inMore.has(key))).toEqual([]);
    expect(new Map([...inFirst, ...inMore])).toEqual(reference);
    // The inverted index names exactly the postings of the vectors.
    for (const file of [first, more]) {
      const named = file.index.invertedIndex.flatMap(([term, posting]) => file.index.fields.flatMap((field) => Object.keys(posting[field] as object).map((ref) => `${field}/${ref}/${term}`)));
      expect(named.sort()).toEqual([...postings(file.index).keys()].sort());
    }
  });

  it('keeps in the first file the docs’ sections, all their titles, tags and categories, and each body word’s strongest section', () => {
    const { first, more } = written();
    expect(first.documents.every((doc, i) => doc.id === i && doc.type === 'docs')).toBe(true);
    expect(more.documents.every((doc, i) => doc.id === first.documents.length + i && doc.type === 'other')).toBe(true);
    expect(more.documents.length).toBeGreaterThan(0);
    expect(first.more).toEqual({ file: 'search-index-more-default.json', referencePages: ['/web-base/api'] });
    const inFirst = postings(first.index);
    const docsRefs = new Set(first.documents.map((doc) => String(doc.id)));
    const reference = postings(JSON.parse(JSON.stringify(referenceIndex())) as SerializedLunrIndex);
    const best = new Map<string, number>();
    for (const [key, score] of reference) {
      const [field, ref, term] = key.split('/') as [string, string, string];
      if (!docsRefs.has(ref)) continue;
      if (field !== 'content') expect(inFirst.get(key), key).toBe(score);
      else best.set(term, Math.max(best.get(term) ?? 0, score));
    }
    for (const [key, score] of reference) {
      const [field, ref, term] = key.split('/') as [string, string, string];
      if (field === 'content' && docsRefs.has(ref)) expect(inFirst.has(key), key).toBe(score === best.get(term));
    }
    // Some body words are left to the second file: the first is smaller.
    expect([...reference.keys()].some((key) => key.startsWith('content/') && docsRefs.has(key.split('/')[1]!) && !inFirst.has(key))).toBe(true);
  });

  it('answers queries, with both files loaded, exactly as lunr’s own index does', () => {
    const reference = referenceIndex();
    const { first, more } = written();
    const documents = [...first.documents, ...more.documents];
    const loaded = [load(first), load(more)];
    const queries = ['token', 'countback', 'supportTrackLatency', 'latency', 'countb', 'install the thing', 'widgets', 'guide configure', 'get widgets token', 'nothingmatcheszz', 'configur', 'lifetim'];
    let answered = 0;
    for (const text of queries) {
      const terms = queryTerms(text);
      const expected = queryIndex(reference, documents, terms).map((r) => [r.document.sectionRoute, r.score.toFixed(9)]);
      const actual = queryIndexes(loaded, terms).map((r) => [r.document.sectionRoute, r.score.toFixed(9)]);
      expect(actual, text).toEqual(expected);
      if (expected.length) answered++;
    }
    expect(answered).toBeGreaterThan(8);
  });

  it('loads each file with plain lunr, which finds in the first the sections whose title names a word', () => {
    const { first, more } = written();
    for (const file of [first, more]) expect(lunr.Index.load(file.index).search('*').length).toBeGreaterThan(0);
    const titled = first.documents.filter((doc) => /token/i.test(doc.title)).map((doc) => String(doc.id));
    const hits = lunr.Index.load(first.index).search('title:token').map((hit) => hit.ref);
    expect(titled.length).toBeGreaterThan(0);
    expect(hits.sort()).toEqual(titled.sort());
    expect(first.index.pipeline).toEqual(['stemmer']);
    expect(first.index.fields).toEqual(Object.keys(FIELD_BOOSTS));
  });

  it('indexes the same texts under other routes once (a locale without translations), and changed texts afresh', () => {
    const scope = docsScopes(model)[0]!;
    const read = (files: { first: Iterable<string> }) => JSON.parse([...files.first].join('')) as SearchIndexFile;
    const original = read(serializeSearchIndex(scope));
    const elsewhere = read(serializeSearchIndex({ ...scope, pages: scope.pages.map((page) => ({ ...page, permalink: `/fr${page.permalink}` })) }));
    expect(elsewhere.index).toEqual(original.index);
    expect(elsewhere.documents[0]!.sectionRoute).toBe(`/fr${original.documents[0]!.sectionRoute}`);
    const [first, ...rest] = scope.docs;
    const sections = first!.env.sections.map((section, i) => (i === 0 ? { ...section, text: `${section.text} zanzibarquokka` } : section));
    const changed = read(serializeSearchIndex({ ...scope, docs: [{ ...first!, env: { ...first!.env, sections } }, ...rest] }));
    expect(changed.index.invertedIndex.some(([term]) => term.startsWith('zanzibarquokka'))).toBe(true);
    expect(original.index.invertedIndex.some(([term]) => term.startsWith('zanzibarquokka'))).toBe(false);
  });

  it('writes one file when nothing is left for a second', () => {
    const scope = docsScopes(model)[0]!;
    const docs = scope.docs.slice(0, 1);
    const files = serializeSearchIndex({ ...scope, api: undefined, docs: [{ ...docs[0]!, env: { ...docs[0]!.env, sections: docs[0]!.env.sections.slice(0, 1) } }] });
    expect(files.more).toBeUndefined();
    const first = JSON.parse([...files.first].join('')) as SearchIndexFile;
    expect(first.more).toBeUndefined();
    expect(first.documents).toHaveLength(1);
  });
});
