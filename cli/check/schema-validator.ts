// The schema walker lives with the browser-safe contracts since the Try-it
// console runs it in the page too (templates/contracts/conformance/): the
// example checks, `brokerdocs verify` and the console give the same verdicts.
export { validateAgainstSchema, type SchemaProblem } from '../../templates/contracts/conformance/schema-check.js';
