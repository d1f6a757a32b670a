// The TypeScript the benchmarks call, compiled on the fly by typescript.mjs:
// the static server the site is served with, the browser's own search code
// (query terms, querying) and the lunr it loads the index with, and the
// search question set the quality figures score.
export { startStaticServer } from '../../../cli/dev/static-server.js';
export { queryIndex, queryIndexes, queryTerms } from '../../../runtime/search-client.js';
export { answerPage, SEARCH_QUESTIONS } from '../../manual/search-questions.js';
import lunr from 'lunr';

/** What the search client does with a file's `index`. */
export const loadSearchIndex = (serialized: object): lunr.Index => lunr.Index.load(serialized);
