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
import { fenceLanguages } from '../content/plugins/code-blocks.js';

export interface HighlighterOptions {
  /** False for `check`: no diagnostic depends on colours, so blocks stay plain. */
  highlight: boolean;
  /**
   * `dev`'s cache: it keeps one highlighter, its grammars loaded, across
   * rebuilds. Without one (a one-off build), a new highlighter may highlight
   * the blocks ahead of rendering on every core.
   */
  cache?: SiteCache;
}

/** The highlighter, and the Markdown renderer (its copy buttons in the locale's words) that uses it. */
export async function prepareRenderers(docs: readonly DocSource[], translations: Translations, options: HighlighterOptions): Promise<{ highlighter: Highlighter; markdown: MarkdownRenderer }> {
  const highlighter = await prepareHighlighter(docs, options);
  return { highlighter, markdown: createMarkdownRenderer(highlighter, codeBlockLabels(translations)) };
}

async function prepareHighlighter(docs: readonly DocSource[], { highlight, cache }: HighlighterOptions): Promise<Highlighter> {
  if (!highlight) return plainHighlighter;
  const highlighter = await (cache ? (cache.highlighter ??= createHighlighter()) : createHighlighter());
  const languages = new Set<string>();
  for (const doc of docs) for (const language of fenceLanguages(doc.mdx.source)) languages.add(language);
  await highlighter.prepare(languages, cache ? undefined : docs.map((doc) => doc.mdx.source));
  return highlighter;
}
