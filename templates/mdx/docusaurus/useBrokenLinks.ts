// @docusaurus/useBrokenLinks (misc.tsx holds it with the other small modules).
export { useBrokenLinks as default } from './misc.js';
