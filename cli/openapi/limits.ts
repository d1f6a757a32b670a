// How much of each schema the page repeats where it is used. Every component
// schema is shown in full once, under `#schema/<Name>`; elsewhere it is
// expanded a few levels deep and then linked. A small document expands more
// (readers see a body without leaving the operation); a large one links
// sooner, so that its page stays a size a browser opens comfortably.
import type { TreeLimits } from './schema-view.js';

export interface ReferenceLimits {
  /** Schema trees inside operations. */
  operations: TreeLimits;
  /** Schema trees under `#schema/<Name>`: nested components are links to their own section. */
  schemas: TreeLimits;
  /** Values in an example generated from a schema before its optional properties are left out (cli/openapi/example.ts). */
  exampleValues: number;
  /** Field tables of the Markdown export (cli/llms/schema.ts), which has no links to follow but the schemas' own file. */
  markdown: MarkdownLimits;
}

export interface MarkdownLimits {
  /** Rows of one body's table. */
  fields: number;
  /** Component schemas nested this deep are named by their type, not expanded. */
  namedDepth: number;
}

/** Beyond this many operations, a document counts as large. */
export const LARGE_DOCUMENT_OPERATIONS = 200;

/**
 * A small document shows a body two components deep (e.g. a response
 * envelope and the entity in it); a large one shows each body's own
 * component and links the ones inside it.
 */
export function limitsFor(operationCount: number): ReferenceLimits {
  // A small document's Markdown keeps every field up to 500 rows (the manual's largest body has 150); a large one's, what its page shows.
  return operationCount <= LARGE_DOCUMENT_OPERATIONS
    ? { operations: { namedDepth: 2, rows: 120 }, schemas: { namedDepth: 1, rows: 400 }, exampleValues: 200, markdown: { fields: 500, namedDepth: Infinity } }
    : { operations: { namedDepth: 1, rows: 40 }, schemas: { namedDepth: 1, rows: 200 }, exampleValues: 80, markdown: { fields: 40, namedDepth: 1 } };
}
