// Search answers an integrator's questions: for each question of
// search-questions.ts, the page that answers it is among the first 8 results
// the site's search client gives (runtime/search-client.ts, fetching the
// index files the build writes for the manual).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSearchOutputs } from '../../cli/search/outputs.js';
import type { SiteModel } from '../../cli/site.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
import { repoRoot } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';
import { answerPage, SEARCH_QUESTIONS } from './search-questions.js';

let model: SiteModel;
let files: Map<string, string>;
beforeAll(async () => {
  model = await loadFixture(repoRoot);
  files = new Map([...buildSearchOutputs(model)].map(([name, content]) => [name, String(content)]));
});
afterEach(() => vi.unstubAllGlobals());

/** The browser's fetch of the site's files, from the built outputs. */
function serveOutputs() {
  vi.stubGlobal('fetch', async (url: string) => {
    const content = files.get(url.slice(model.site.baseUrl.length));
    return content === undefined ? new Response('', { status: 404 }) : new Response(content, { status: 200 });
  });
}

/** The routes, under the base URL, of the pages among the first results for a query. */
async function resultPages(query: string): Promise<string[]> {
  const { search } = await import('../../runtime/search-client.js');
  const results = await search(model.site, query, 'default');
  return results.map((result) => answerPage(result.document.sectionRoute.slice(model.site.baseUrl.length)));
}

describe('search on the manual', () => {
  it('has every answer of the question set among its sections', () => {
    const sections = new Set<string>();
    for (const [name, content] of files) if (name.endsWith('.json')) for (const doc of (JSON.parse(content) as SearchIndexFile).documents) sections.add(doc.sectionRoute.slice(model.site.baseUrl.length));
    const answers = SEARCH_QUESTIONS.flatMap((q) => [q.answer, ...(q.or ?? [])]);
    expect(answers.filter((answer) => !sections.has(answer))).toEqual([]);
  });

  it.each(SEARCH_QUESTIONS)('answers "$query" in the first 8 results', async ({ query, answer, or = [] }) => {
    serveOutputs();
    const pages = await resultPages(query);
    expect(pages.length).toBeLessThanOrEqual(8);
    expect(pages.some((page) => [answer, ...or].map(answerPage).includes(page)), `${query}: ${pages.join(', ')}`).toBe(true);
  });
});
