// Search answers an integrator's questions: for each question of
// search-questions.ts, the page that answers it is among the first 8 results
// the site's search client gives (runtime/search-client.ts, fetching the
// index files the build writes for the manual): from the second search on,
// with the whole index; and on a reader's first search, which reads the
// first file alone, for every question a docs page answers.
//
// Scores: before the index was split (#31), 49 of 50 in the first 8, 39 at
// rank 1; since results are weighted by how much of the query they match
// (runtime/search-coverage.ts), 50 of 50, 39 at rank 1 and 48 in the first
// 3 (44 before), which the last test holds.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex, buildSearchOutputs } from '../../cli/search/outputs.js';
import { docsScopes } from '../../cli/site.js';
import { queryIndexes, queryTerms } from '../../runtime/search-client.js';
import { joinedContent } from '../../cli/write/atomic.js';
import type { SiteModel } from '../../cli/site.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
import { repoRoot } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';
import { answerPage, SEARCH_QUESTIONS, type SearchQuestion } from './search-questions.js';

/**
 * Questions a reader's first search (the first file alone, where each word
 * keeps only its strongest section) does not answer in the first 8; the
 * second search does.
 */
const FIRST_SEARCH_MISSES = new Set(['instrument without real trades']);
/** The API reference's page: a first search from a docs page does not read it. */
const REFERENCE = 'rest-api-spec';
/** The page the reader searches from. */
const docsPage = '/broker-api-docs/integration-overview';

let model: SiteModel;
let files: Map<string, string>;
beforeAll(async () => {
  model = await loadFixture(repoRoot);
  files = new Map([...buildSearchOutputs(model)].map(([name, content]) => [name, String(joinedContent(content))]));
});
afterEach(() => vi.unstubAllGlobals());

/** The browser's fetch of the site's files, from the built outputs; returns the names fetched. */
function serveOutputs(): string[] {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const name = url.slice(model.site.baseUrl.length);
    fetched.push(name);
    const content = files.get(name);
    return content === undefined ? new Response('', { status: 404 }) : new Response(content, { status: 200 });
  });
  return fetched;
}

/** A fresh search client (no index loaded yet), as on a newly opened page. */
async function freshClient() {
  vi.resetModules();
  return import('../../runtime/search-client.js');
}

/** The routes, under the base URL, of the pages among the results. */
const pagesOf = (results: { document: { sectionRoute: string } }[]) => results.map((result) => answerPage(result.document.sectionRoute.slice(model.site.baseUrl.length)));
const answers = ({ answer, or = [] }: SearchQuestion) => [answer, ...or].map(answerPage);

describe('search on the manual', () => {
  it('has every answer of the question set among its sections', () => {
    const sections = new Set<string>();
    for (const [name, content] of files) if (name.endsWith('.json')) for (const doc of (JSON.parse(content) as SearchIndexFile).documents) sections.add(doc.sectionRoute.slice(model.site.baseUrl.length));
    const all = SEARCH_QUESTIONS.flatMap((q) => [q.answer, ...(q.or ?? [])]);
    expect(all.filter((answer) => !sections.has(answer))).toEqual([]);
  });

  it.each(SEARCH_QUESTIONS)('answers "$query" in the first 8 results of a later search', async (question) => {
    serveOutputs();
    const { search } = await freshClient();
    await search(model.site, 'order', 'docs-default-current', docsPage);
    const pages = pagesOf(await search(model.site, question.query, 'docs-default-current', docsPage));
    expect(pages.length).toBeLessThanOrEqual(8);
    expect(pages.some((page) => answers(question).includes(page)), `${question.query}: ${pages.join(', ')}`).toBe(true);
  });

  for (const q of SEARCH_QUESTIONS.filter((q) => FIRST_SEARCH_MISSES.has(q.query))) it.todo(`answers "${q.query}" on a first search`);

  it.each(SEARCH_QUESTIONS.filter((q) => !FIRST_SEARCH_MISSES.has(q.query) && answers(q).some((page) => page !== REFERENCE)))('answers "$query" on a first search', async (question) => {
    const fetched = serveOutputs();
    const { search } = await freshClient();
    const pages = pagesOf(await search(model.site, question.query, 'docs-default-current', docsPage));
    expect(fetched[0]).toBe('search-index-docs-default-current.json');
    expect(pages.some((page) => answers(question).includes(page)), `${question.query}: ${pages.join(', ')}`).toBe(true);
  });

  it('keeps, of the weighted ranking, the same first 8 that ranking every section gives', () => {
    const files = buildSearchIndex(docsScopes(model)[0]!);
    for (const question of SEARCH_QUESTIONS) {
      const terms = queryTerms(question.query);
      const routes = (limit: number) => queryIndexes(files, terms, { limit }).map((result) => `${result.document.sectionRoute} ${result.score}`);
      expect(routes(8), question.query).toEqual(routes(100_000).slice(0, 8));
    }
  });

  it('ranks the answer first for most questions, and in the first 3 for nearly all', async () => {
    serveOutputs();
    const { search } = await freshClient();
    await search(model.site, 'order', 'docs-default-current', docsPage);
    const ranks: number[] = [];
    for (const question of SEARCH_QUESTIONS) {
      const pages = pagesOf(await search(model.site, question.query, 'docs-default-current', docsPage));
      ranks.push(pages.findIndex((page) => answers(question).includes(page)) + 1);
    }
    expect(ranks.filter((rank) => rank === 1).length).toBeGreaterThanOrEqual(39);
    expect(ranks.filter((rank) => rank >= 1 && rank <= 3).length).toBeGreaterThanOrEqual(48);
  });
});
