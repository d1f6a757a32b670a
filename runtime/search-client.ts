// The search client, loaded only when the reader first searches. Each tag's
// index is fetched once (callers arriving meanwhile wait for the same fetch);
// a failed fetch gives an empty index silently, and is forgotten so that the
// next search tries again (a dropped connection must not end search for good).
// A search over that empty index rejects with SearchUnavailable, so that the
// search box says search is unavailable rather than that the manual lacks the words.
import lunr from 'lunr';
import type { SearchIndexFile } from '../templates/contracts/search-index.js';
import { loadOnce } from './load-once.js';
import { searchIndexFile } from '../templates/contracts/search-files.js';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from '../templates/contracts/search-limits.js';
import type { MarkedText, SearchDocument, SearchResult, SiteData } from '../templates/contracts/types.js';

interface LoadedIndex {
  documents: SearchDocument[];
  index: lunr.Index | null;
}

/** Index files by URL: one site's tags, fetched once each (load-once.ts). */
const indexes = loadOnce(async (href: string): Promise<LoadedIndex> => {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data = (await response.json()) as SearchIndexFile;
  return { documents: data.documents, index: lunr.Index.load(data.index) };
});

function loadIndex(site: SiteData, tag: string): Promise<LoadedIndex> {
  // This attempt's callers get no results; the next search fetches again.
  return indexes.get(site.baseUrl + searchIndexFile(tag)).catch(() => ({ documents: [], index: null }));
}

/** Words of the query, lower-cased, without surrounding punctuation. */
export function queryTerms(query: string): string[] {
  return query
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{M}\p{N}_]+|[^\p{L}\p{M}\p{N}_]+$/gu, ''))
    .filter(Boolean);
}

export class SearchUnavailable extends Error {
  constructor(tag: string) {
    super(`The search index "${tag}" could not be loaded`);
    this.name = 'SearchUnavailable';
  }
}

export async function search(site: SiteData, query: string, tag: string): Promise<SearchResult[]> {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const { documents, index } = await loadIndex(site, tag);
  if (!index) throw new SearchUnavailable(tag);
  return queryIndex(index, documents, terms);
}

/** The best results for the terms of a query, in one loaded index. */
export function queryIndex(index: lunr.Index, documents: readonly SearchDocument[], terms: string[]): SearchResult[] {
  const results = index.query((builder) => {
    for (const term of terms) {
      // Each term matches exactly (stemmed, like the index) and as a prefix.
      builder.term(term, { boost: 10 });
      builder.term(term, { wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false });
    }
  });
  return results.slice(0, MAX_RESULTS).map((result) => {
    const document = documents[Number(result.ref)]!;
    return {
      document,
      terms,
      score: result.score,
      href: resultHref(document.sectionRoute, terms),
      title: markTerms(document.sectionTitle ?? document.title, terms),
      snippet: document.content ? markTerms(snippet(document.content, terms), terms) : [],
      path: [...document.sidebarParentCategories, document.pageTitle].join(' › '),
    };
  });
}

/** The result's URL with the terms as `_highlight` parameters, before the anchor. */
export function resultHref(sectionHref: string, terms: readonly string[]): string {
  const hash = sectionHref.indexOf('#');
  const path = hash >= 0 ? sectionHref.slice(0, hash) : sectionHref;
  const anchor = hash >= 0 ? sectionHref.slice(hash) : '';
  const params = new URLSearchParams();
  for (const term of terms) params.append('_highlight', term);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${anchor}`;
}

/** Text split at the terms (any case): odd parts are the matches. */
export function markTerms(text: string, terms: readonly string[]): MarkedText {
  if (!terms.length) return [text];
  return text.split(new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi'));
}

/** About 160 characters of the content around the first matched term. */
export function snippet(content: string, terms: readonly string[]): string {
  const lower = content.toLowerCase();
  const at = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - 60);
  const text = content.slice(start, start + 160);
  return `${start > 0 ? '…' : ''}${text}${start + 160 < content.length ? '…' : ''}`;
}
