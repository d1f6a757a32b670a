// Build-time syntax highlighting with shiki, in a light and a dark theme at
// once (CSS variables switch between them), so no highlighter ships to the
// browser. Created once per process; languages load on first use.
import type { HighlighterCore } from 'shiki/core';

export interface Highlighter {
  /** Loads the grammars of these languages (unknown names are ignored). */
  prepare(languages: Iterable<string>): Promise<void>;
  /** HTML `<pre>` for the code, or `null` when the language is unknown. */
  highlight(code: string, language: string): string | null;
}

const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', js: 'javascript', ts: 'typescript', yml: 'yaml', py: 'python' };
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

let shared: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  shared ??= createHighlighter();
  return shared;
}

async function createHighlighter(): Promise<Highlighter> {
  const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, { bundledLanguages }] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
    import('shiki/langs'),
  ]);
  const core: HighlighterCore = await createHighlighterCore({
    themes: [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  const loaded = new Set<string>();
  const canonical = (language: string) => ALIASES[language.toLowerCase()] ?? language.toLowerCase();
  return {
    async prepare(languages) {
      for (const language of languages) {
        const name = canonical(language);
        if (loaded.has(name) || PLAIN.has(name)) continue;
        const grammar = (bundledLanguages as Record<string, unknown>)[name];
        if (!grammar) continue;
        await core.loadLanguage(grammar as Parameters<HighlighterCore['loadLanguage']>[0]);
        loaded.add(name);
      }
    },
    highlight(code, language) {
      const name = canonical(language);
      if (!loaded.has(name)) return null;
      return core.codeToHtml(code, {
        lang: name,
        themes: { light: 'github-light', dark: 'github-dark' },
        defaultColor: 'light',
      });
    },
  };
}
