// The highlighter stage: the languages the pages' code blocks use, loaded
// before any page renders, so rendering stays synchronous.
import { plainHighlighter } from '../check/plain-highlighter.js';
import type { SiteCache } from '../site-cache.js';
import type { DocSource } from './docs.js';
import { createHighlighter, type Highlighter } from './highlight/highlighter.js';
import { fenceLanguages } from './plugins/code-blocks.js';

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

export async function prepareHighlighter(docs: readonly DocSource[], { highlight, cache }: HighlighterOptions): Promise<Highlighter> {
  if (!highlight) return plainHighlighter;
  const highlighter = await (cache ? (cache.highlighter ??= createHighlighter()) : createHighlighter());
  const languages = new Set<string>();
  for (const doc of docs) for (const language of fenceLanguages(doc.mdx.source)) languages.add(language);
  await highlighter.prepare(languages, cache ? undefined : docs.map((doc) => doc.mdx.source));
  return highlighter;
}
