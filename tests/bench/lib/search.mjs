// Search figures of a built site: the size of its index file, the time to load
// it the way the browser does (parse + rebuild the lunr index), and the time
// of a query, running the browser's own code (queryTerms + queryIndex) on a
// fixed list of queries.
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

/**
 * `api` is bench-api.ts (the browser's search code). Each query runs
 * `warmups` times unrecorded, then `repeats` times; the median is over every
 * recorded run of every query.
 */
export async function benchSearch(api, buildDir, { queries = MANUAL_QUERIES, repeats = 30, warmups = 5 } = {}) {
  // A versioned site (the manual, since its 1.8 release) has one index per version: the current one is measured.
  const file = [path.join(buildDir, 'search-index-default.json'), path.join(buildDir, 'search-index-docs-default-current.json')].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no search index in ${buildDir}`);
  const bytes = await readFile(file);
  const text = bytes.toString('utf8');
  const loadTimes = [];
  let loaded;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const data = JSON.parse(text);
    loaded = { documents: data.documents, index: api.loadSearchIndex(data.index) };
    loadTimes.push(performance.now() - started);
  }
  const { documents, index } = loaded;
  const times = [];
  const perQuery = [];
  for (const query of queries) {
    const run = () => api.queryIndex(index, documents, api.queryTerms(query));
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
  return {
    indexBytes: bytes.length,
    indexGzipBytes: gzipSync(bytes).length,
    documents: documents.length,
    loadMs: round(median(loadTimes), 1),
    queryMedianMs: round(median(times), 3),
    queryP95Ms: round(percentile(times, 95), 3),
    queryMaxMs: round(Math.max(...times), 3),
    queriesWithoutResults: perQuery.filter((q) => q.results === 0).map((q) => q.query),
    perQuery,
  };
}
