// @docusaurus/isInternalUrl (misc.tsx holds it with the other small modules).
export { isInternalUrl as default } from './misc.js';
