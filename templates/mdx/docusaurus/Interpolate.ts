// @docusaurus/Interpolate (misc.tsx holds it with the other small modules).
export { Interpolate as default, interpolate } from './misc.js';
