// The shiki core of one thread: loads grammars (lean where it can) and turns
// a block into HTML. The engine and themes are compiled into the CLI's bundle
// (and its code cache); grammars load from shiki's files as pages need them.
import type { HighlighterCore, LanguageRegistration, TokensResult } from 'shiki/core';
import { importModule } from '../../import-module.js';
import { tokensToHtml } from './html.js';
import { HIGHLIGHT_DEADLINE_MS, isTooSlow, TOO_SLOW, type HighlightResult, type TooSlow } from './deadline.js';
import { canonicalLanguage, ONIGURUMA_LANGUAGES, PLAIN } from './languages.js';
import { leanPlan, type LeanLanguage } from './lean-grammar.js';
import type { RegexCache } from './regex-cache.js';
import { TRANSLATION_OPTIONS } from './translation.js';
import { singlePass, type SinglePassMemo } from './single-pass.js';
import { TOKEN_OPTIONS } from './token-options.js';

/** The shiki core that turns code into HTML, for this thread; `regexes`: the patterns earlier builds translated (regex-cache.ts). */
export async function createCore(regexes?: RegexCache): Promise<{ load(languages: Iterable<string>): Promise<void>; toHtml(code: string, language: string): HighlightResult }> {
  // The engine and themes are compiled into the CLI's bundle (and its code cache); the grammars load from shiki's files as a page needs them.
  const [shikiCore, { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor }, { bundledLanguages }] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
    importModule<typeof import('shiki/langs')>('shiki/langs'),
  ]);
  // shiki's own translation (and its options), done once per pattern across builds where the site keeps a cache.
  const translate = (pattern: string) => defaultJavaScriptRegexConstructor(pattern, TRANSLATION_OPTIONS);
  const engine = createJavaScriptRegexEngine(regexes ? { regexConstructor: (pattern) => regexes.regexFor(pattern, translate) } : {});
  const themes = () => [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')];
  const core: HighlighterCore = await shikiCore.createHighlighterCore({ themes: themes(), langs: [], engine });
  // A second core on Oniguruma for the grammars the JavaScript engine cannot run in bounded time, made when a page first needs one
  // (its WebAssembly takes ~20 ms to start; it loads from shiki's files, as grammars do, not from the CLI's bundle).
  let oniguruma: HighlighterCore | undefined;
  const onigurumaCore = async () =>
    (oniguruma ??= await shikiCore.createHighlighterCore({
      themes: themes(),
      langs: [],
      engine: (await importModule<typeof import('shiki/engine/oniguruma')>('shiki/engine/oniguruma')).createOnigurumaEngine(importModule('shiki/wasm')),
    }));
  const onOniguruma = new Set<string>();
  const onigurumaMemo: SinglePassMemo = { metadata: {} };
  const loaded = new Set<string>();
  // Grammar names registered (a fence's `bash` is shiki's `shellscript`), so a language another embeds is known to be there.
  const registered = new Set<string>();
  const lean = new Map<string, LeanLanguage>();
  const memo: SinglePassMemo = { metadata: {} };
  return {
    async load(languages) {
      const wanted = new Map<string, LanguageRegistration[]>();
      for (const language of languages) {
        const name = canonicalLanguage(language);
        if (loaded.has(name) || PLAIN.has(name) || wanted.has(name)) continue;
        const grammar = (bundledLanguages as Record<string, (() => Promise<{ default: LanguageRegistration[] }>) | undefined>)[name];
        if (grammar) wanted.set(name, (await grammar()).default);
      }
      for (const [name, registrations] of wanted) {
        if (!ONIGURUMA_LANGUAGES.has(name)) continue;
        (await onigurumaCore()).loadLanguageSync(registrations);
        onOniguruma.add(name);
        loaded.add(name);
        wanted.delete(name);
      }
      const present = new Set([...registered, ...[...wanted.values()].map((registrations) => registrations.at(-1)!.name)]);
      for (const [name, registrations] of wanted) {
        const plan = leanPlan(registrations, present, engine);
        if (plan) {
          core.loadLanguageSync(plan.own);
          lean.set(name, plan.later);
          registered.add(plan.own.name);
        } else {
          core.loadLanguageSync(registrations);
          for (const registration of registrations) registered.add(registration.name);
        }
        loaded.add(name);
      }
    },
    toHtml(code, language) {
      const name = canonicalLanguage(language);
      if (!loaded.has(name)) return null;
      const first = tokenise(code, name);
      // A grammar compiles its patterns as a block first reaches them, which a loaded machine (home-assistant's docs at load 15)
      // stretched past the deadline for an ordinary first JavaScript block: a second try starts with them compiled.
      return isTooSlow(first) ? tokenise(code, name) : first;
    },
  };

  /** The block's HTML, or TOO_SLOW once tokenising it passes the deadline (checked between TextMate's matches). */
  function tokenise(code: string, name: string): HighlightResult {
    const deadline = Date.now() + HIGHLIGHT_DEADLINE_MS;
    if (onOniguruma.has(name)) return html(singlePass(shikiCore, oniguruma!, code, name, onigurumaMemo, deadline) ?? oniguruma!.codeToTokens(code, { lang: name, ...TOKEN_OPTIONS }));
    const pending = lean.get(name);
    if (pending && code.split('\n').some((line) => pending.entries.findNextMatchSync(line, 0, 0))) {
      // The languages it embeds; shiki then makes its grammar again (embeddedLangsLazy), now with them.
      core.loadLanguageSync(pending.embedded);
      for (const registration of pending.embedded) registered.add(registration.name);
      lean.delete(name);
    }
    return html(singlePass(shikiCore, core, code, name, memo, deadline) ?? core.codeToTokens(code, { lang: name, ...TOKEN_OPTIONS }));
  }
}

function html(tokens: TokensResult | TooSlow): HighlightResult {
  return isTooSlow(tokens) ? TOO_SLOW : tokensToHtml(tokens);
}

export type Core = Awaited<ReturnType<typeof createCore>>;
