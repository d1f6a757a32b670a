// The Markdown renderer: markdown-it and our plugins, in order. Created once
// per build (the highlighter is the expensive part) and reused for every page.
import MarkdownIt from 'markdown-it';
import { flatString } from '../large-strings.js';
import { createEnv, type ImageResolver, type LinkResolver, type MarkdownEnv } from './env.js';
import type { Highlighter } from './highlight/highlighter.js';
import { partialImports } from './mdx/partials.js';
import type { MdxImport } from './mdx/prepare.js';
import { admonitions } from './plugins/admonitions.js';
import { components } from './plugins/components.js';
import { codeBlocks, ENGLISH_LABELS, type CodeBlockLabels } from './plugins/code-blocks.js';
import { headingIds } from './plugins/heading-ids.js';
import { images } from './plugins/images.js';
import { jsx } from './plugins/jsx.js';
import { links } from './plugins/links.js';
import { outline } from './plugins/outline.js';
import { exportOutline } from './plugins/export-outline.js';
import { pageHead } from './plugins/page-head.js';
import { scrollableTables } from './plugins/tables.js';
import { ADMONITION_TYPES } from '../../templates/contracts/admonitions.js';

export interface RenderOptions {
  file: string;
  lineOffset: number;
  resolveLink: LinkResolver;
  resolveImage?: ImageResolver;
  /**
   * The imports of an MDX page whose source is prepared (mdx/prepare.ts). Without them the
   * source is plain Markdown, as an API description is: nothing is taken out of it.
   */
  imports?: ReadonlyMap<string, MdxImport>;
  /** The page's file and the site folder: where imported Markdown partials are looked up. Without them, `<Partial />` renders nothing. */
  absolute?: string;
  siteDir?: string;
  /** A docs page: keep its block structure for the Markdown export (env.blockOutline). */
  keepBlockOutline?: boolean;
  /** The page's imported components could not be bundled (MdxState.componentsLost). */
  componentsLost?: boolean;
}

export interface MarkdownRenderer {
  render(source: string, options: RenderOptions): { html: string; env: MarkdownEnv };
  /** Inline Markdown (titles, short descriptions) without a wrapping paragraph. */
  renderInline(source: string): string;
  /**
   * One run of a page's Markdown into that page's env, as a block or as inline text: how a page
   * compiled by the MDX compiler renders its Markdown (mdx-compile/markdown-runs.ts), so that it
   * looks as it would here.
   */
  renderRun(source: string, env: MarkdownEnv, inline: boolean): string;
  /** Loads the grammars the highlighter left for later (these languages', or all): `render` threw GrammarsNotLoaded (highlighter.ts). */
  loadGrammars(languages?: Iterable<string>): Promise<void>;
}

/** `labels`: the code blocks' copy button in the site's locale. Default: English. */
export function createMarkdownRenderer(
  highlighter: Highlighter,
  labels: CodeBlockLabels = ENGLISH_LABELS,
  { admonitionKeywords = [], diagrams = false }: { admonitionKeywords?: readonly string[]; diagrams?: boolean } = {},
): MarkdownRenderer {
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  md.use(jsx); // MDX: component tags as tokens, before HTML blocks would take them
  md.use(components);
  md.use(pageHead); // a `<head>` block out of the body, into the page's head
  md.use(headingIds); // ids before anything reads headings
  md.use(links);
  md.use(images);
  md.use(admonitions, admonitionKeywords);
  md.use(codeBlocks, highlighter, labels, { diagrams });
  md.use(scrollableTables);
  md.use(outline); // last: reads the final tokens
  md.use(exportOutline, new Set(Object.keys(ADMONITION_TYPES))); // runs right after the block parse (its rule goes there)
  return {
    render(source, options) {
      const { absolute, siteDir = '', imports = new Map(), keepBlockOutline, componentsLost, ...init } = options;
      const env = createEnv({ ...init, source }, { imports: new Map(imports), siteDir, componentsLost });
      if (keepBlockOutline) env.keepBlockOutline = true;
      if (absolute && siteDir) env.mdx.partials = new Map(partialImports(imports, absolute, siteDir, env, (line) => line + options.lineOffset));
      // Kept for the whole build (the page body, the search index): flat, not the renderer's tree of pieces.
      const html = flatString(md.render(source, env as unknown as Record<string, unknown>));
      return { html, env };
    },
    renderRun(source, env, inline) {
      env.source = source;
      return inline ? md.renderInline(source, env as unknown as Record<string, unknown>) : md.render(source, env as unknown as Record<string, unknown>);
    },
    loadGrammars: (languages) => highlighter.loadGrammars(languages),
    renderInline(source) {
      return md.renderInline(source, createEnv({ file: '', lineOffset: 0, source, resolveLink: (href) => ({ href }) }) as unknown as Record<string, unknown>);
    },
  };
}
