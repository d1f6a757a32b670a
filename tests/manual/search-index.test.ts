// The manual's search index as any lunr reader gets it: the file the build
// writes loads with plain `lunr.Index.load`, and the same query run with
// lunr's own API returns what the site's search client returns.
import lunr from 'lunr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchDocuments } from '../../cli/search/documents.js';
import { buildSearchOutputs } from '../../cli/search/outputs.js';
import { docsScopes, type SiteModel } from '../../cli/site.js';
import { queryTerms, search } from '../../runtime/search-client.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
import { repoRoot } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

const QUERIES = ['countback', 'symbol_info', 'supportTrackLatency', 'access token', 'bar', 'orders', 'placing working', 'streaming quotes'];

let model: SiteModel;
let text: string;
beforeAll(async () => {
  model = await loadFixture(repoRoot);
  text = buildSearchOutputs(model).get('search-index-docs-default-current.json') as string;
});
afterEach(() => vi.unstubAllGlobals());

/** The query the site runs, written with nothing but lunr's API: each word exactly (boosted) and as a prefix. */
function plainLunrQuery(index: lunr.Index, query: string): lunr.Index.Result[] {
  return index.query((builder) => {
    for (const term of queryTerms(query)) {
      builder.term(term, { boost: 10 });
      builder.term(term, { wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false });
    }
  });
}

describe('the manual’s search index file', () => {
  it('is read by plain lunr, with the documented document fields', () => {
    const file = JSON.parse(text) as SearchIndexFile;
    const index = lunr.Index.load(file.index);
    expect(Object.keys(file.documents[0]!).sort()).toEqual(['content', 'id', 'pageTitle', 'sectionRoute', 'sidebarParentCategories', 'tags', 'title', 'type']);
    // lunr's own query syntax works on it too: a plain search finds exactly the sections whose indexed fields name the word.
    const { documents, fullText } = searchDocuments(docsScopes(model)[0]!);
    const naming = documents.filter((doc, i) => [doc.title, fullText[i], ...doc.tags, ...doc.sidebarParentCategories].join(' ').toLowerCase().includes('countback')).map((doc) => String(doc.id));
    const hits = index.search('countback').map((hit) => hit.ref);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.sort()).toEqual(naming.sort());
  });

  it('gives plain lunr the same results as the site’s search', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const file = JSON.parse(text) as SearchIndexFile;
    const index = lunr.Index.load(file.index);
    let answered = 0;
    for (const query of QUERIES) {
      const site = (await search(model.site, query, 'docs-default-current')).map((result) => [result.document.sectionRoute, result.score.toFixed(9)]);
      const plain = plainLunrQuery(index, query)
        .slice(0, site.length)
        .map((result) => [file.documents[Number(result.ref)]!.sectionRoute, result.score.toFixed(9)]);
      expect(site, query).toEqual(plain);
      if (site.length) answered++;
    }
    expect(answered).toBe(QUERIES.length);
    expect(fetched).toEqual([`${model.site.baseUrl}search-index-docs-default-current.json`]);
  });
});
