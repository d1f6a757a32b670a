// @docusaurus/useIsomorphicLayoutEffect (misc.tsx holds it with the other small modules).
export { useIsomorphicLayoutEffect as default } from './misc.js';
