// The highlighter `check` renders with: code blocks come out as plain `<pre>`.
// Colours change no link, anchor or route, and highlighting is the costliest
// part of rendering the manual's Markdown (grammars to load, every block
// tokenised), so a check skips it.
import type { Highlighter } from '../content/highlight/highlighter.js';

export const plainHighlighter: Highlighter = {
  prepare: async () => {},
  highlight: () => null,
  loadGrammars: async () => {},
};
