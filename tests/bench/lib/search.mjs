// Search figures of a built site: the size of its index files (the first,
// which a reader's first search downloads, and the second, which completes
// it), the time to load them the way the browser does (parse + rebuild the
// lunr index), the time of a query on the first file alone and on both, with
// and without typo tolerance (the browser's own code: queryTerms +
// queryIndexes), and how well search answers the question set of
// tests/manual/search-questions.ts.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, percentile, round } from './measure.mjs';

/** Field names, endpoints and concepts of the Broker Integration Manual. */
export const MANUAL_QUERIES = [
  'supportTrackLatency',
  'currentAsk',
  'expires_in',
  'pipValue',
  'minTick',
  'getOrders',
  '/accounts/{accountId}/orders',
  'symbol_info',
  'history countback',
  'stream quotes',
  'bracket order',
  'order status',
  'heartbeat',
  'authorization code',
  'leverage',
  'session specification',
  'custom fields',
  'mapping symbols',
  'groups permissions',
  'refresh token',
];

/** Misspelt queries (one edit in a word of 5+ letters), for the cost of typo tolerance on queries that need it. */
export const TYPO_QUERIES = ['hearbeat', 'levrage', 'countbak', 'sesion specification', 'permisions', 'suportTrackLatency', 'bracket ordr', 'refesh token'];

/**
 * `api` is bench-api.ts (the browser's search code). Each query runs
 * `warmups` times unrecorded, then `repeats` times; a median is over every
 * recorded run of every query.
 */
export async function benchSearch(api, buildDir, { queries = MANUAL_QUERIES, repeats = 30, warmups = 5 } = {}) {
  // A versioned site (the manual, since its 1.8 release) has one index per version: the current one is measured.
  const firstFile = [path.join(buildDir, 'search-index-default.json'), path.join(buildDir, 'search-index-docs-default-current.json')].find((candidate) => existsSync(candidate));
  if (!firstFile) throw new Error(`no search index in ${buildDir}`);
  const firstBytes = await readFile(firstFile);
  const firstData = JSON.parse(firstBytes.toString('utf8'));
  const moreBytes = firstData.more ? await readFile(path.join(buildDir, firstData.more.file)) : Buffer.alloc(0);
  const load = (bytes) => {
    const times = [];
    let loaded;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const data = JSON.parse(bytes.toString('utf8'));
      loaded = { documents: data.documents, index: api.loadSearchIndex(data.index) };
      times.push(performance.now() - started);
    }
    return { loaded, ms: round(median(times), 1) };
  };
  const first = load(firstBytes);
  const more = moreBytes.length ? load(moreBytes) : undefined;
  const files = { first: [first.loaded], both: [first.loaded, ...(more ? [more.loaded] : [])] };

  /** Median, p95 and max of the query times over every query of the list, on some files, with or without typo tolerance. */
  const time = (list, loaded, typos) => {
    const times = [];
    const perQuery = [];
    for (const query of list) {
      const run = () => api.queryIndexes(loaded, api.queryTerms(query), { typos });
      for (let i = 0; i < warmups; i++) run();
      const own = [];
      let results = [];
      for (let i = 0; i < repeats; i++) {
        const started = performance.now();
        results = run();
        own.push(performance.now() - started);
      }
      times.push(...own);
      perQuery.push({ query, medianMs: round(median(own), 3), results: results.length, top: results[0]?.document.sectionRoute ?? null });
    }
    return { medianMs: round(median(times), 3), p95Ms: round(percentile(times, 95), 3), maxMs: round(Math.max(...times), 3), perQuery };
  };
  const questions = api.SEARCH_QUESTIONS.map((q) => q.query);
  const later = time(queries, files.both, true);
  const laterWithoutTypos = time(queries, files.both, false);
  const firstSearch = time(queries, files.first, true);
  // Questions in words ("how do I run the data tests") expand their short words as prefixes: the slowest queries.
  const asked = time(questions, files.both, true);
  const askedWithoutTypos = time(questions, files.both, false);
  const typos = time(TYPO_QUERIES, files.both, true);
  const typosOff = time(TYPO_QUERIES, files.both, false);

  return {
    firstBytes: firstBytes.length,
    firstGzipBytes: gzipSync(firstBytes).length,
    moreBytes: moreBytes.length,
    moreGzipBytes: moreBytes.length ? gzipSync(moreBytes).length : 0,
    documents: files.both.reduce((sum, file) => sum + file.documents.length, 0),
    firstLoadMs: first.ms,
    moreLoadMs: more?.ms ?? 0,
    queries: queries.length,
    queryMedianMs: later.medianMs,
    queryP95Ms: later.p95Ms,
    queryMaxMs: later.maxMs,
    firstSearchQueryMedianMs: firstSearch.medianMs,
    withoutTyposQueryMedianMs: laterWithoutTypos.medianMs,
    withoutTyposQueryP95Ms: laterWithoutTypos.p95Ms,
    questionQueries: { count: questions.length, medianMs: asked.medianMs, p95Ms: asked.p95Ms, maxMs: asked.maxMs, withoutTyposMedianMs: askedWithoutTypos.medianMs, withoutTyposP95Ms: askedWithoutTypos.p95Ms },
    typoQueries: { medianMs: typos.medianMs, withoutTyposMedianMs: typosOff.medianMs, found: typos.perQuery.filter((q) => q.results > 0).length, foundWithoutTypos: typosOff.perQuery.filter((q) => q.results > 0).length, of: TYPO_QUERIES.length },
    quality: { firstSearch: quality(api, (terms) => firstSearchResults(api, files, terms)), later: quality(api, (terms) => api.queryIndexes(files.both, terms)) },
    queriesWithoutResults: later.perQuery.filter((q) => q.results === 0).map((q) => q.query),
    perQuery: [...later.perQuery, ...asked.perQuery],
  };
}

/** A reader's first search from a docs page: the first file alone, unless it finds fewer than 8 results (runtime/search-client.ts). */
function firstSearchResults(api, files, terms) {
  const results = api.queryIndexes(files.first, terms);
  return results.length >= 8 ? results : api.queryIndexes(files.both, terms);
}

/** How many questions find their answering page in the first 8 results, at rank 1, and the mean reciprocal rank. */
function quality(api, search) {
  const baseOf = (route) => route.replace(/^\/[^/]+\//, '');
  let top8 = 0;
  let first = 0;
  let reciprocal = 0;
  const missed = [];
  for (const question of api.SEARCH_QUESTIONS) {
    const pages = search(api.queryTerms(question.query)).map((result) => api.answerPage(baseOf(result.document.sectionRoute)));
    const answers = [question.answer, ...(question.or ?? [])].map(api.answerPage);
    const rank = pages.findIndex((page) => answers.includes(page)) + 1;
    if (rank) {
      top8++;
      reciprocal += 1 / rank;
    } else missed.push(question.query);
    if (rank === 1) first++;
  }
  return { questions: api.SEARCH_QUESTIONS.length, top8, first, mrr: round(reciprocal / api.SEARCH_QUESTIONS.length, 3), missed };
}
