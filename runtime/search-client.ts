// The search client, loaded only when the reader first searches. Each tag's
// index is fetched once (callers arriving meanwhile wait for the same fetch);
// a failed fetch gives an empty index silently, and is forgotten so that the
// next search tries again (a dropped connection must not end search for good).
// A search over that empty index rejects with SearchUnavailable, so that the
// search box says search is unavailable rather than that the manual lacks the words.
//
// A tag's index may come in two files (cli/search/outputs.ts): the first,
// with every docs section and its strongest words, and a second that the
// first names, with the API reference and the docs' other words. The first
// search reads the first file alone unless it reaches further: it finds
// fewer results than the box shows, or the reader is on a reference page.
// Either way the second file is then requested, and every later search
// waits for it and reads both, with the scores one index of both gives.
import lunr from 'lunr';
import type { SearchIndexFile } from '../templates/contracts/search-index.js';
import { loadOnce } from './load-once.js';
import { answers, coverageWeight, FUZZY_MIN_LENGTH, type QueryWord } from './search-coverage.js';
import { searchIndexFile } from '../templates/contracts/search-files.js';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from '../templates/contracts/search-limits.js';
import type { MarkedText, SearchDocument, SearchResult, SiteData } from '../templates/contracts/types.js';

export interface LoadedIndex {
  documents: SearchDocument[];
  index: lunr.Index | null;
  more?: SearchIndexFile['more'];
}

const EMPTY: LoadedIndex = { documents: [], index: null };

/** Index files by URL: one site's tags, fetched once each (load-once.ts). */
const indexes = loadOnce(async (href: string): Promise<LoadedIndex> => {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data = (await response.json()) as SearchIndexFile;
  return { documents: data.documents, index: lunr.Index.load(data.index), more: data.more };
});

/** Second files a search has asked for: later searches wait for them. */
const requested = new Set<string>();

function loadIndex(href: string): Promise<LoadedIndex> {
  // This attempt's callers get no results; the next search fetches again.
  return indexes.get(href).catch(() => EMPTY);
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

/** `path`: the page the reader is on (a reference page searches the reference from the first search). */
export async function search(site: SiteData, query: string, tag: string, path = location.pathname): Promise<SearchResult[]> {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const first = await loadIndex(site.baseUrl + searchIndexFile(tag));
  if (!first.index) throw new SearchUnavailable(tag);
  if (!first.more) return queryIndexes([first], terms);
  const href = site.baseUrl + first.more.file;
  const askedBefore = requested.has(href);
  requested.add(href);
  const more = loadIndex(href);
  if (!askedBefore && !first.more.referencePages.some((page) => path === page || path.startsWith(`${page}/`))) {
    const results = queryIndexes([first], terms, { partial: true });
    if (results.length >= MAX_RESULTS) return results;
  }
  return queryIndexes([first, await more], terms);
}

export { FUZZY_MIN_LENGTH };

export interface QueryOptions {
  /** Results kept (the box shows 8). */
  limit?: number;
  /** Typo tolerance (default on); off, the bench measures what it costs. */
  typos?: boolean;
  /**
   * The files read are not the whole index (a first file whose second is not
   * read): each word there holds only its strongest sections, so how much of
   * the query a section matched says little, and scores are not weighted by it.
   */
  partial?: boolean;
}

/** The query the site runs: each term exactly (stemmed, like the index) and as a prefix, and, if long enough, one edit away. */
function addTerms(query: lunr.Query, terms: readonly string[], typos = true): void {
  for (const term of terms) {
    query.term(term, { boost: 10 });
    query.term(term, { wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false });
    // Weighted as a prefix is, a tenth of an exact match: an exact hit ranks first.
    if (typos && [...term].length >= FUZZY_MIN_LENGTH) query.term(term, { editDistance: 1 });
  }
}

/** lunr 2's index properties and token set constructor that its typings leave out. */
interface IndexParts {
  fields: string[];
  pipeline: lunr.Pipeline;
  tokenSet: lunr.TokenSet;
}
const tokenSetOf = (lunr.TokenSet as unknown as { fromClause(clause: lunr.Query.Clause): lunr.TokenSet }).fromClause;

/**
 * The weight of each index term the query expands to, as lunr's query
 * vector holds it: lunr divides a document's score by that vector's length.
 */
function expansion(index: lunr.Index, terms: readonly string[], typos: boolean): Map<string, number> {
  const { fields, pipeline, tokenSet } = index as unknown as IndexParts;
  const query = new lunr.Query(fields);
  addTerms(query, terms, typos);
  const weights = new Map<string, number>();
  for (const clause of query.clauses) {
    // As lunr's Index#query: the clause's term through the pipeline, as a token set, intersected with the index's terms.
    const forms = clause.usePipeline ? pipeline.runString(clause.term) : [clause.term];
    for (const form of forms) {
      for (const term of tokenSet.intersect(tokenSetOf({ ...clause, term: form })).toArray()) weights.set(term, (weights.get(term) ?? 0) + (clause.boost ?? 1));
    }
  }
  return weights;
}

const lengthOf = (weights: Iterable<number>) => Math.sqrt([...weights].reduce((sum, weight) => sum + weight * weight, 0));

/** The best results for the terms of a query, in one loaded index. */
export function queryIndex(index: lunr.Index, documents: readonly SearchDocument[], terms: string[], options?: QueryOptions): SearchResult[] {
  return queryIndexes([{ index, documents }], terms, options);
}

/**
 * The best results in the files of one tag. Each file is queried as lunr
 * does; a document's score is the sum of its scores in each file, each
 * rescaled from that file's query length to the length over all files:
 * the files score their documents together (cli/search/lunr-json.ts), so
 * the sum is the score one index of all of them gives.
 */
export function queryIndexes(loaded: readonly { index: lunr.Index | null; documents: readonly SearchDocument[] }[], terms: string[], { limit = MAX_RESULTS, typos = true, partial = false }: QueryOptions = {}): SearchResult[] {
  const files = loaded.filter((file): file is { index: lunr.Index; documents: readonly SearchDocument[] } => file.index !== null);
  const documents = new Map<number, SearchDocument>();
  for (const file of files) for (const document of file.documents) documents.set(document.id, document);
  const scores = new Map<string, number>();
  // What each document matched in each file, to mark the words only a typo reached.
  const matches = new Map<string, lunr.MatchData[]>();
  const matched = (match: lunr.Index.Result) => (matches.get(match.ref) ?? matches.set(match.ref, []).get(match.ref)!).push(match.matchData);
  if (files.length === 1) {
    for (const match of files[0]!.index.query((query) => addTerms(query, terms, typos))) {
      scores.set(match.ref, match.score);
      matched(match);
    }
  } else {
    const all = new Map<string, number>();
    const lengths = files.map(({ index }) => {
      const weights = expansion(index, terms, typos);
      for (const [term, weight] of weights) all.set(term, weight);
      return lengthOf(weights.values());
    });
    const length = lengthOf(all.values());
    files.forEach(({ index }, i) => {
      for (const match of index.query((query) => addTerms(query, terms, typos))) {
        scores.set(match.ref, (scores.get(match.ref) ?? 0) + (match.score * lengths[i]!) / length);
        matched(match);
      }
    });
  }
  const pipeline = files[0] ? (files[0].index as unknown as IndexParts).pipeline : undefined;
  const query: QueryWord[] = terms.map((term) => ({ term, stems: pipeline ? pipeline.runString(term) : [term] }));
  const wordsOf = (ref: string) => new Set((matches.get(ref) ?? []).flatMap((data) => Object.keys(data.metadata)));
  const found = [...scores].flatMap(([ref, score]) => {
    const document = documents.get(Number(ref));
    return document ? [{ ref, document, score }] : [];
  });
  const best = partial ? bestOf(found, limit) : bestOf(found, limit, (hit) => hit.score * coverageWeight(wordsOf(hit.ref), query, typos));
  return best.map(({ ref, document, score }) => {
    const marks = [...terms, ...typoWords(wordsOf(ref), query)];
    return {
      document,
      terms: marks,
      score,
      href: resultHref(document.sectionRoute, marks),
      title: markTerms(document.sectionTitle ?? document.title, marks),
      snippet: document.content ? markTerms(snippet(document.content, marks), marks) : [],
      path: [...document.sidebarParentCategories, document.pageTitle].join(' › '),
    };
  });
}

type Hit = { ref: string; document: SearchDocument; score: number };
const byScore = (a: Hit, b: Hit) => b.score - a.score || a.document.id - b.document.id;

/**
 * The `limit` best hits, best first, equal scores in the order of the
 * documents; by `weighted` scores if given. A weight is at most 1 (it only
 * lowers a score), so hits are weighed best first until the next one's
 * unweighted score is below the last kept: a query of common words scores
 * hundreds of sections, and weighing each reads all it matched.
 */
function bestOf(hits: Hit[], limit: number, weighted?: (hit: Hit) => number): Hit[] {
  hits.sort(byScore);
  if (!weighted || limit <= 0) return hits.slice(0, Math.max(0, limit));
  const kept: Hit[] = [];
  for (const hit of hits) {
    if (kept.length >= limit && hit.score < kept[limit - 1]!.score) break;
    kept.push({ ...hit, score: weighted(hit) });
    kept.sort(byScore);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

/**
 * The index words a document matched only through a typo (neither a query
 * word's stem nor one it begins), to be marked as the query's words are:
 * `hearbeat` marks `heartbeat`.
 */
function typoWords(matched: ReadonlySet<string>, query: readonly QueryWord[]): string[] {
  return [...matched].filter((word) => !query.some((queryWord) => answers(word, queryWord, false)));
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
