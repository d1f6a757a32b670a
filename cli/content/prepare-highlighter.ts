// The highlighter stage: the languages the pages' code blocks use, loaded
// before any page renders, so rendering stays synchronous.
import { plainHighlighter } from '../check/plain-highlighter.js';
import type { DocSource } from './docs.js';
import { getHighlighter, type Highlighter } from './highlight.js';
import { fenceLanguages } from './plugins/code-blocks.js';

export interface HighlighterOptions {
  /** False for `check`: no diagnostic depends on colours, so blocks stay plain. */
  highlight: boolean;
  /**
   * A one-off build may highlight its blocks ahead on every core; a long-lived
   * process (`dev`) renders only what changed and highlights as it goes.
   */
  ahead: boolean;
}

export async function prepareHighlighter(docs: readonly DocSource[], { highlight, ahead }: HighlighterOptions): Promise<Highlighter> {
  if (!highlight) return plainHighlighter;
  const highlighter = await getHighlighter();
  const languages = new Set<string>();
  for (const doc of docs) for (const language of fenceLanguages(doc.body)) languages.add(language);
  await highlighter.prepare(languages, ahead ? docs.map((doc) => doc.body) : undefined);
  return highlighter;
}
