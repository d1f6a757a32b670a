// @docusaurus/ErrorBoundary (misc.tsx holds it with the other small modules).
export { ErrorBoundary as default } from './misc.js';
