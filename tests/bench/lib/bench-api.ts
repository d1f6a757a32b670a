// The TypeScript the benchmarks call, compiled on the fly by typescript.mjs:
// the static server the site is served with, and the browser's own search
// code (query terms, querying) and the lunr it loads the index with.
export { startStaticServer } from '../../../cli/dev/static-server.js';
export { queryIndex, queryTerms } from '../../../runtime/search-client.js';
import lunr from 'lunr';

/** What the search client does with the file's `index`. */
export const loadSearchIndex = (serialized: object): lunr.Index => lunr.Index.load(serialized);
