// The manual's search index as any lunr reader gets it: the files the build
// writes load with plain `lunr.Index.load`, and the same query run with
// lunr's own API on the first file returns what the site's first search
// returns.
import lunr from 'lunr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchDocuments } from '../../cli/search/documents.js';
import { buildSearchOutputs } from '../../cli/search/outputs.js';
import { joinedContent } from '../../cli/write/atomic.js';
import { docsScopes, type SiteModel } from '../../cli/site.js';
import { queryTerms } from '../../runtime/search-client.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
import { repoRoot } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

const QUERIES = ['countback', 'symbol_info', 'supportTrackLatency', 'access token', 'bar', 'orders', 'placing working', 'streaming quotes'];

let model: SiteModel;
let text: string;
let more: string;
beforeAll(async () => {
  model = await loadFixture(repoRoot);
  const files = buildSearchOutputs(model);
  text = joinedContent(files.get('search-index-docs-default-current.json')!) as string;
  more = joinedContent(files.get('search-index-more-docs-default-current.json')!) as string;
});
afterEach(() => vi.unstubAllGlobals());

/** The query the site runs, written with nothing but lunr's API: each word exactly (boosted), as a prefix and, from 5 letters, one edit away. */
function plainLunrQuery(index: lunr.Index, query: string): lunr.Index.Result[] {
  return index.query((builder) => {
    for (const term of queryTerms(query)) {
      builder.term(term, { boost: 10 });
      builder.term(term, { wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false });
      if (term.length >= 5) builder.term(term, { editDistance: 1 });
    }
  });
}

describe('the manual’s search index file', () => {
  it('is read by plain lunr, with the documented document fields', () => {
    const files = [JSON.parse(text), JSON.parse(more)] as SearchIndexFile[];
    const fields = ['content', 'id', 'pageTitle', 'sectionRoute', 'sidebarParentCategories', 'tags', 'title', 'type'];
    for (const file of files) for (const doc of file.documents) expect(Object.keys(doc).sort()).toEqual(doc.sectionTitle === undefined ? fields : [...fields, 'sectionTitle'].sort());
    // lunr's own query syntax works on them too: a plain search of both files finds exactly the sections whose indexed fields name the word.
    const { documents, fullText } = searchDocuments(docsScopes(model)[0]!);
    const naming = documents.filter((doc, i) => [doc.title, fullText[i], ...doc.tags, ...doc.sidebarParentCategories].join(' ').toLowerCase().includes('countback')).map((doc) => String(doc.id));
    const hits = new Set(files.flatMap((file) => lunr.Index.load(file.index).search('countback').map((hit) => hit.ref)));
    expect(hits.size).toBeGreaterThan(0);
    expect([...hits].sort()).toEqual(naming.sort());
  });

  it('gives plain lunr on the first file the same results as the site’s first search', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(url.endsWith('search-index-docs-default-current.json') ? text : more, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const file = JSON.parse(text) as SearchIndexFile;
    const index = lunr.Index.load(file.index);
    let compared = 0;
    for (const query of QUERIES) {
      // A newly opened page: the first search reads the first file alone when it finds 8 results (else both, as later searches).
      vi.resetModules();
      const { search } = await import('../../runtime/search-client.js');
      const site = (await search(model.site, query, 'docs-default-current', `${model.site.baseUrl}faq`)).map((result) => [result.document.sectionRoute, result.score.toFixed(9)]);
      const plain = plainLunrQuery(index, query)
        .slice(0, 8)
        .map((result) => [file.documents[Number(result.ref)]!.sectionRoute, result.score.toFixed(9)]);
      expect(site.length, query).toBe(8);
      if (plain.length < 8) continue;
      expect(site, query).toEqual(plain);
      compared++;
    }
    expect(compared).toBeGreaterThan(4);
    // Each search also asked for the second file, for the searches after it.
    expect(new Set(fetched)).toEqual(new Set([`${model.site.baseUrl}search-index-docs-default-current.json`, `${model.site.baseUrl}search-index-more-docs-default-current.json`]));
  });
});
