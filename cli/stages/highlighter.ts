// The highlighter stage: the languages the pages' code blocks use, loaded
// before any page renders, so rendering stays synchronous; and the Markdown
// renderer that highlights with it.
import { plainHighlighter } from '../check/plain-highlighter.js';
import { createMarkdownRenderer, type MarkdownRenderer } from '../content/markdown.js';
import { codeBlockLabels } from '../i18n/page-texts.js';
import type { Translations } from '../i18n/translations.js';
import type { SiteCache } from '../site-cache.js';
import type { DocSource } from '../content/docs.js';
import { createHighlighter, type Highlighter } from '../content/highlight/highlighter.js';
import { openHighlightCache } from '../content/highlight/highlight-cache.js';
import { openRegexCache, shippedRegexes } from '../content/highlight/regex-cache.js';
import { fenceLanguages } from '../content/plugins/code-blocks.js';
import { partialSources } from '../content/mdx/partials.js';

export interface HighlighterOptions {
  /** False for `check`: no diagnostic depends on colours, so blocks stay plain. */
  highlight: boolean;
  /**
   * `dev`'s cache: it keeps one highlighter, its grammars loaded, across
   * rebuilds. Without one (a one-off build), a new highlighter may highlight
   * the blocks ahead of rendering on every core.
   */
  cache?: SiteCache;
  /** A build's highlighter for all its locales (see LoadOptions.shared). */
  shared?: SharedHighlighter;
  /** How many locales the build has: with more than one, highlighted blocks are kept for the next locale. */
  locales?: number;
  /** The site's folder: where the blocks highlighted by earlier builds are kept (highlight-cache.ts). */
  siteDir?: string;
  /** Admonition types the config adds (docs.admonitions.keywords). */
  admonitionKeywords?: readonly string[];
  /** ```mermaid fences are diagrams (markdown.mermaid). */
  diagrams?: boolean;
}

/** Where the locales of one build keep their one highlighter. */
export interface SharedHighlighter {
  highlighter?: Promise<Highlighter>;
}

/** The highlighter, and the Markdown renderer (its copy buttons in the locale's words) that uses it. */
export async function prepareRenderers(docs: readonly DocSource[], translations: Translations, options: HighlighterOptions): Promise<{ highlighter: Highlighter; markdown: MarkdownRenderer }> {
  const highlighter = await prepareHighlighter(docs, options);
  return { highlighter, markdown: createMarkdownRenderer(highlighter, codeBlockLabels(translations), { admonitionKeywords: options.admonitionKeywords, diagrams: options.diagrams }) };
}

async function prepareHighlighter(docs: readonly DocSource[], { highlight, cache, shared, locales = 1, siteDir }: HighlighterOptions): Promise<Highlighter> {
  if (!highlight) return plainHighlighter;
  // The cache file is read once, when the highlighter is made (a dev session's first build), not on each rebuild.
  const create = (retain = false) => createHighlighter({ retain, cache: siteDir ? openHighlightCache(siteDir) : undefined, regexes: (siteDir ? openRegexCache(siteDir) : undefined) ?? shippedRegexes() });
  // jest's site in 8 locales highlighted every block 8 times, starting the worker threads and loading the grammars each time.
  const highlighter = await (cache ? (cache.highlighter ??= create()) : shared ? (shared.highlighter ??= create(locales > 1)) : create());
  // The partials' blocks too: they are rendered inside their pages, with the pages' highlighter.
  const sources = [...docs.map((doc) => doc.mdx.source), ...(siteDir ? partialSources(docs, siteDir) : [])];
  const languages = new Set<string>();
  for (const source of sources) for (const language of fenceLanguages(source)) languages.add(language);
  await highlighter.prepare(languages, cache ? undefined : sources);
  return highlighter;
}
