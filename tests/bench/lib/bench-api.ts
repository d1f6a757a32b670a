// The TypeScript the benchmarks call, compiled on the fly by typescript.mjs:
// the static server the site is served with, and the browser's own search
// code (query terms, index loading, querying).
export { startStaticServer } from '../../../cli/dev/static-server.js';
export { queryIndex, queryTerms } from '../../../runtime/search-client.js';
export { loadSearchIndex } from '../../../templates/contracts/search-index.js';
