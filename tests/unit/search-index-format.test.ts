// The written search index is term frequencies that the browser turns into a
// lunr index: that index must be the one lunr's own Builder makes from the same
// documents (same scores, same results), and much smaller than lunr's JSON.
import lunr from 'lunr';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../cli/search/documents.js';
import { buildSearchOutputs, FIELD_BOOSTS, serializeSearchIndex } from '../../cli/search/outputs.js';
import { expandIdentifiers, SEPARATOR } from '../../cli/search/tokens.js';
import { docsScopes, type SiteModel } from '../../cli/site.js';
import { queryIndex, queryTerms } from '../../runtime/search-client.js';
import { loadSearchIndex, type SerializedSearchIndex } from '../../templates/contracts/search-index.js';
import type { SearchDocument } from '../../templates/contracts/types.js';
import { fixtureSite, loadFixture } from '../helpers/site.js';

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

/** The file as the browser reads it. */
function written(): { documents: SearchDocument[]; index: SerializedSearchIndex } {
  return JSON.parse(buildSearchOutputs(model).get('search-index-default.json') as string) as { documents: SearchDocument[]; index: SerializedSearchIndex };
}

describe('serialized search index', () => {
  it('loads into the index lunr builds itself: same terms, same vectors', () => {
    const reference = referenceIndex().toJSON() as unknown as { invertedIndex: [string, { _index: number }][]; fieldVectors: [string, number[]][] };
    const loaded = loadSearchIndex(written().index).toJSON() as unknown as typeof reference;
    const terms = (index: typeof reference) => index.invertedIndex.map(([term]) => term);
    expect(terms(loaded)).toEqual(terms(reference));
    // Vectors are [termIndex, score, …]; term numbering differs, so compare by term.
    const byTerm = (index: typeof reference) => {
      const termOf = new Map(index.invertedIndex.map(([term, posting]) => [posting._index, term]));
      return new Map(
        index.fieldVectors.map(([ref, elements]) => {
          const scores: Record<string, number> = {};
          for (let i = 0; i < elements.length; i += 2) scores[termOf.get(elements[i]!)!] = elements[i + 1]!;
          return [ref, scores];
        }),
      );
    };
    const expected = byTerm(reference);
    const actual = byTerm(loaded);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [ref, scores] of expected) expect(actual.get(ref), ref).toEqual(scores);
  });

  it('answers queries exactly as lunr’s own index does', () => {
    const reference = referenceIndex();
    const { documents, index } = written();
    const loaded = loadSearchIndex(index);
    const queries = ['token', 'countback', 'supportTrackLatency', 'latency', 'countb', 'install the thing', 'widgets', 'guide configure', 'nothingmatcheszz'];
    let answered = 0;
    for (const text of queries) {
      const terms = queryTerms(text);
      const expected = queryIndex(reference, documents, terms).map((r) => [r.document.sectionRoute, r.score.toFixed(9)]);
      const actual = queryIndex(loaded, documents, terms).map((r) => [r.document.sectionRoute, r.score.toFixed(9)]);
      expect(actual, text).toEqual(expected);
      if (expected.length) answered++;
    }
    expect(answered).toBeGreaterThan(5);
  });

  it('holds every document with its fields, and refuses an unknown format', () => {
    const { documents, index } = written();
    expect(index.documentCount).toBe(documents.length);
    expect(documents.every((doc, i) => doc.id === i && typeof doc.content === 'string' && doc.content.length <= 141)).toBe(true);
    expect(() => loadSearchIndex({ ...index, format: 'lunr-2' as 'brokerdocs-lunr-tf-1' })).toThrow(/format/);
  });

  it('is much smaller than lunr’s own serialisation', () => {
    const { index } = serializeSearchIndex(docsScopes(model)[0]!);
    const ours = gzipSync(JSON.stringify(index)).length;
    const lunrs = gzipSync(JSON.stringify(referenceIndex())).length;
    expect(ours).toBeLessThan(lunrs / 2);
  });
});
