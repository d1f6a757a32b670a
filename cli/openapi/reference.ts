// The OpenAPI stage: load and validate the document, then render the API
// reference page. Its output contract is what the rest of the pipeline uses.
// (build.ts is the stage; the view model is built by reference-model.ts and
// rendered by the components of templates/api/.)
import type { SiteConfig } from '../config/resolve.js';
import type { Diagnostic } from '../diagnostics.js';
import type { LinkReference } from '../content/env.js';
import type { Highlighter } from '../content/highlight/highlighter.js';
import type { MarkdownRenderer } from '../content/markdown.js';
import type { ApiPage } from '../../templates/contracts/types.js';
import type { Timer } from '../timer.js';

/** One searchable part of the reference (a tag, an operation, a schema…). */
export interface ApiSection {
  /** Element id on the page. */
  id: string;
  title: string;
  text: string;
  /** Breadcrumb of the section, e.g. the tag of an operation. */
  parents: string[];
}

export interface ApiReference {
  page: ApiPage;
  /** Every element id of the reference body (Redoc's anchors and description headings), for link checking. */
  anchors: Set<string>;
  sections: ApiSection[];
  /** Links inside descriptions, for the link checker. */
  links: LinkReference[];
  /** The document as written, copied into the build for the "Download" link. */
  specFile: { name: string; content: Buffer };
  /** The validated, dereferenced document, for the spec rules of `check`. */
  document: unknown;
  /** Files the reference reads (the spec and its external refs), for `dev`. */
  sources: string[];
  diagnostics: Diagnostic[];
}

export interface ApiReferenceInput {
  config: SiteConfig & { openapi: NonNullable<SiteConfig['openapi']> };
  markdown: MarkdownRenderer;
  /** Colours code examples other than JSON and curl (XML, say): the site's own, or a plain one for `check`. */
  highlighter: Highlighter;
  /** The route of the reference page (already normalised). */
  route: string;
  /** Resolves links written in the document's Markdown descriptions. */
  linkResolverFor: (route: string) => Parameters<MarkdownRenderer['render']>[1]['resolveLink'];
  /** Render the body's HTML. Default: `true`; `check` reads only its anchors, which the view model gives. */
  renderBody?: boolean;
  /** Where the document is offered for download, under the base URL (a docs version's `1.0/api.yaml`). Default: its file name. */
  downloadPath?: string;
  /** Times the steps of the stage (load, model, body) for `--verbose`. */
  timer?: Timer;
}

export { buildApiReference } from './build.js';
