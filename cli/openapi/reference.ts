// What an API reference is once built: its page (or a split reference's
// pages), its anchors and searchable sections, the links in its descriptions
// and the loaded document with its locator. The API references stage makes
// these (cli/stages/api-references.ts); render, search, llms and check read them.
import type { Diagnostic } from '../diagnostics.js';
import type { LinkReference } from '../content/env.js';
import type { ApiPage } from '../../templates/contracts/types.js';
import type { SplitPage } from './split.js';
import type { OpenApiDocument } from './document.js';
import type { SourceLocator } from './locate.js';

/** One searchable part of the reference (a tag, an operation, a schema…). */
export interface ApiSection {
  /** Element id on the page. */
  id: string;
  title: string;
  text: string;
  /** Breadcrumb of the section, e.g. the tag of an operation. */
  parents: string[];
  /** The page that holds it, on a reference split per tag (absent: the reference's own page). */
  permalink?: string;
}

export interface ApiReference {
  /** The page at the reference's route: the whole reference, or the overview of a reference split per tag. */
  page: ApiPage;
  /** A split reference's other pages (each tag's, the schemas'), each with the ids it holds; empty when the reference is one page. */
  parts: SplitPage[];
  /** A split reference's anchor map (split.ts), written at `name` under the base URL for the overview's script. */
  anchorMap?: { name: string; content: string };
  /** The Try-it console's file of each operation (cli/openapi/try-it-files.ts), when the config enables it. */
  tryItFiles?: { name: string; content: string }[];
  /**
   * Every element id of the reference body (Redoc's anchors and description
   * headings), for link checking. Each is a valid anchor of the reference's
   * route, even when split: the overview sends it on to its page.
   */
  anchors: Set<string>;
  sections: ApiSection[];
  /** Links inside descriptions, for the link checker. */
  links: LinkReference[];
  /** The document as written, copied into the build for the "Download" link. */
  specFile: { name: string; content: Buffer };
  /** The validated, dereferenced document, for the spec rules of `check`. */
  document: OpenApiDocument;
  /** Where a place of the document is written, for diagnostics. */
  locator: SourceLocator;
  /** Files the reference reads (the spec and its external refs), for `dev`. */
  sources: string[];
  /** What the document was read from, named (LoadedDocument.readKey). */
  readKey?: string;
  diagnostics: Diagnostic[];
}

/** A reference with the diagnostics of the spec rules on its document. */
export interface BuiltApi {
  reference: ApiReference;
  rules: Diagnostic[];
}
