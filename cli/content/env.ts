// What the Markdown plugins record while rendering one page. Side data
// travels in markdown-it's `env`, never in module state.
import type { Diagnostic } from '../diagnostics.js';
import type { MdxImport } from './mdx/prepare.js';
import type { BlockOutline } from './block-outline.js';

export interface Heading {
  level: number;
  id: string;
  text: string;
  line: number;
}

export interface LinkReference {
  /** The link as written in the source. */
  written: string;
  /** The href written into the HTML. */
  href: string;
  /** Route (under the base URL, leading `/`) and anchor an internal link points at. */
  target?: { route: string; anchor?: string };
  line: number;
  column?: number;
  /** The file it is written in, when not the source's own (an OpenAPI description kept in a file the spec's `$ref`s name). */
  file?: string;
}

export interface Section {
  /** Heading id, absent for the part before the first h2. */
  id?: string;
  title: string;
  level: number;
  text: string;
}

/** Resolves a link written in `fromFile`; returns `null` for a `.md` link naming no page. */
export interface LinkResolver {
  (written: string): { href: string; target?: { route: string; anchor?: string } } | null;
  /** For a `.md` link naming no page: the link to the file it most likely meant, written the same way, if one is close. */
  suggest?: (written: string) => string | undefined;
}

/** An image file a page names by a relative path: where the build copies it (under the base URL) and its href; `null` when there is no such file. */
/**
 * A file named by a path relative to the page, copied into the build: where it goes and its href; null when the
 * path names no file the build may copy. `folder`: `images` for an image, `files` for a linked file (a PDF, a
 * diagram's source), as Docusaurus puts them under assets/images/ and assets/files/.
 */
export type ImageResolver = (written: string, folder?: 'images' | 'files') => { output: string; absolute: string; href: string } | null;

/** What MDX syntax of the page needs while it is parsed. */
export interface MdxState {
  /** Imported names (`Tabs` from `@theme/Tabs`), to tell a known component from one never imported. */
  imports: Map<string, MdxImport>;
  /** Imported Markdown files by local name: what `<Name />` stands for. */
  partials: Map<string, string>;
  /** Partials being inlined, innermost last: one including itself is left out. */
  including: string[];
  /** Page line of the outermost partial being inlined. */
  includedAt: number;
  siteDir: string;
  /** Numbers the page's tab sets, for their element ids. */
  tabSets: number;
  /**
   * Set when the page's imported components could not be bundled (its warning says so, and why): the page renders
   * on this path without them, and its imported components are not warned about one by one as unsupported.
   */
  componentsLost?: boolean;
}

export interface MarkdownEnv {
  /** Source file relative to the site directory, for diagnostics. */
  file: string;
  /** Lines taken by the front matter, added to token lines. */
  lineOffset: number;
  /** The Markdown source, for locating links within lines. */
  source: string;
  resolveLink: LinkResolver;
  /** Resolves relative image paths; without one, images are left as written. */
  resolveImage?: ImageResolver;
  /** Files the page's images name, copied into the build: absolute path by output path. */
  copies: Map<string, string>;
  /** Where each relative image or file path the page names went in the build, by the path as written: the Markdown export links there too. */
  assetHrefs: Map<string, string>;
  /** Heading levels that carry a permalink and enter the TOC. */
  headings: Heading[];
  links: LinkReference[];
  sections: Section[];
  diagnostics: Diagnostic[];
  /** Text of a leading `#` heading, removed from the body and used as title. */
  h1?: string;
  /** Every element id in the body (headings and raw `id=` attributes). */
  anchors: Set<string>;
  mdx: MdxState;
  /**
   * Set while a page compiled by the MDX compiler renders its Markdown runs one by one into this
   * env (mdx-compile/markdown-runs.ts): heading ids and the outline carry on from run to run.
   */
  run?: { first: boolean };
  /** The ids taken so far on the page (heading-ids.ts). */
  headingIds?: { claim(base: string): string };
  /** Files of the site's own code a compiled page's bundle read (its components, their CSS, partials): what `dev` watches for it. */
  dependencies?: string[];
  /** Tags the page puts in its head (a `<head>` block, @docusaurus/Head): each one tag's HTML, escaped; written in the document's head (cli/render/head-tags.ts). */
  head?: string[];
  /** The title and description a page of src/pages gives `@theme/Layout` (templates/mdx/theme/Layout.tsx): the page's own. */
  pageMeta?: { title?: string; description?: string };
  /** The section being read (outline.ts), kept between runs. */
  outline?: { current: Section; texts: string[] };
  /** Set when a block of JSX was read (jsx.ts). */
  blockJsx?: boolean;
  /** Set for a docs page: its block structure is kept for the Markdown export (plugins/export-outline.ts). */
  keepBlockOutline?: boolean;
  /** The page's block structure as the Markdown export reads it, when its parse is the export's (block-outline.ts). */
  blockOutline?: BlockOutline;
}

export function createEnv(init: Pick<MarkdownEnv, 'file' | 'lineOffset' | 'source' | 'resolveLink' | 'resolveImage'>, mdx: Partial<MdxState> = {}): MarkdownEnv {
  return {
    ...init,
    copies: new Map(),
    assetHrefs: new Map(),
    headings: [],
    links: [],
    sections: [],
    diagnostics: [],
    anchors: new Set(),
    mdx: { imports: new Map(), partials: new Map(), including: [], includedAt: 0, siteDir: '', tabSets: 0, ...mdx },
  };
}

/** The typed env of a markdown-it state (markdown-it types it as a loose record). */
export function envOf(state: { env: unknown }): MarkdownEnv {
  return state.env as MarkdownEnv;
}

/**
 * The env for inline Markdown rendered while a page is written out (an admonition's title, a
 * summary): links and diagnostics go to the page, but its outline is not read again (it was
 * read already, and reading it twice ended the last section with the title's words).
 */
export function titleEnv(env: MarkdownEnv): Record<string, unknown> {
  return { ...env, outline: undefined, sections: [], headings: [], anchors: new Set(), run: undefined } as unknown as Record<string, unknown>;
}
