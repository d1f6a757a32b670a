// A code block past its highlighting deadline (cli/content/highlight/deadline.ts):
// the tokeniser gives up on it (single-pass.ts), and the fence renderer
// (plugins/code-blocks.ts) shows it as plain text with a warning at its line.
// The time itself is never measured here: the deadline is set in the past.
import { describe, expect, it } from 'vitest';
import { createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import * as shiki from 'shiki/core';
import { createMarkdownRenderer } from '../../cli/content/markdown.js';
import { isTooSlow, TOO_SLOW } from '../../cli/content/highlight/deadline.js';
import { singlePass } from '../../cli/content/highlight/single-pass.js';
import { canonicalLanguage } from '../../cli/content/highlight/languages.js';
import type { Highlighter } from '../../cli/content/highlight/highlighter.js';
import { diagnosticsOf } from '../support/markdown.js';

describe('the highlighting deadline', () => {
  it('gives up on a block whose deadline has passed, and tokenises it before then', async () => {
    const core = await createHighlighterCore({ themes: [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')], langs: [import('@shikijs/langs/javascript')], engine: createJavaScriptRegexEngine() });
    expect(singlePass(shiki, core, 'const a = 1;\nconst b = 2;', 'javascript', { metadata: {} }, Date.now() - 1)).toBe(TOO_SLOW);
    const tokens = singlePass(shiki, core, 'const a = 1;', 'javascript', { metadata: {} }, Date.now() + 60_000);
    expect(isTooSlow(tokens)).toBe(false);
    expect(tokens && !isTooSlow(tokens) ? tokens.tokens[0]!.map((token) => token.content).join('') : '').toBe('const a = 1;');
  });

  it('shows a block given up on as plain text, with a warning at its line', () => {
    const giveUp: Highlighter = { prepare: async () => {}, highlight: () => TOO_SLOW, loadGrammars: async () => {} };
    const { html, env } = createMarkdownRenderer(giveUp).render('Intro.\n\n```go\nx := map[string]interface{}{}\n```\n', { file: 'docs/slow.md', lineOffset: 2, resolveLink: () => null });
    expect(html).toContain('<pre class="shiki plain" tabindex="0"><code>x := map[string]interface{}{}</code></pre>');
    expect(diagnosticsOf(env)).toEqual(['5 highlight-too-slow: The go block took longer than 2 s to highlight: shown as plain text']);
  });
});

describe('Prism language names', () => {
  it('name shiki grammars', () => {
    expect(['shell-session', 'objectivec', 'jinja2', 'flow'].map(canonicalLanguage)).toEqual(['shellsession', 'objective-c', 'jinja', 'javascript']);
  });
});
