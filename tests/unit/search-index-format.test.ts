// The written search index is lunr's own serialisation: `lunr.Index.load`
// reads it, and it is byte for byte the index lunr's own Builder makes from
// the same documents (same terms, scores and results).
import lunr from 'lunr';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../cli/search/documents.js';
import { buildSearchOutputs, FIELD_BOOSTS, serializeSearchIndex } from '../../cli/search/outputs.js';
import { expandIdentifiers, SEPARATOR } from '../../cli/search/tokens.js';
import { docsScopes, type SiteModel } from '../../cli/site.js';
import { queryIndex, queryTerms } from '../../runtime/search-client.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
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

/** The file as a reader gets it. */
function written(): SearchIndexFile {
  return JSON.parse(buildSearchOutputs(model).get('search-index-default.json') as string) as SearchIndexFile;
}

describe('serialized search index', () => {
  it('is the index lunr’s own Builder writes for the same documents', () => {
    const reference = JSON.parse(JSON.stringify(referenceIndex())) as unknown;
    expect(written().index).toEqual(reference);
  });

  it('loads with plain lunr and answers queries exactly as lunr’s own index does', () => {
    const reference = referenceIndex();
    const { documents, index } = written();
    const loaded = lunr.Index.load(index);
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

  it('holds every document with its fields, one vector per field of each', () => {
    const { documents, index } = written();
    expect(documents.every((doc, i) => doc.id === i && typeof doc.content === 'string' && doc.content.length <= 141)).toBe(true);
    expect(index.fields).toEqual(Object.keys(FIELD_BOOSTS));
    expect(index.fieldVectors.map(([ref]) => ref)).toEqual(documents.flatMap((doc) => index.fields.map((field) => `${field}/${doc.id}`)));
    expect(index.pipeline).toEqual(['stemmer']);
  });

  it('serialises each scope of the site on its own', () => {
    const { documents, index } = serializeSearchIndex(docsScopes(model)[0]!);
    expect(lunr.Index.load(JSON.parse(JSON.stringify(index)) as object).search('guide').length).toBeGreaterThan(0);
    expect(documents.length).toBeGreaterThan(0);
  });
});
