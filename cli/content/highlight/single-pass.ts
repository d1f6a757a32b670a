// Tokens for both themes from one tokenisation of a block.
import type { HighlighterCore, ThemedTokenWithVariants, TokenStyles, TokensResult } from 'shiki/core';
import { TOO_SLOW, type TooSlow } from './deadline.js';
import { MAX_HIGHLIGHTED_LINE, TOKEN_OPTIONS } from './token-options.js';

/** shiki's core module: the helpers that split lines and apply colours. */
export type ShikiCore = typeof import('shiki/core');

/** The parts of shiki's TextMate grammar that one-pass tokenising reads (shiki keeps them public on the object). */
interface TextMateGrammar {
  tokenizeLine(line: string, state: unknown, timeLimit: number): { tokens: { startIndex: number; scopes: string[] }[]; ruleStack: unknown; stoppedEarly?: boolean };
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  themeProvider: { themeMatch(path: ScopePath): StyleAttributes | null; getDefaults(): StyleAttributes };
  _basicScopeAttributesProvider: { getDefaultAttributes(): { languageId: number; tokenType: number } };
  balancedBracketSelectors?: { matchesAlways: boolean; matchesNever: boolean } | null;
  _tokenTypeMatchers: unknown[];
}
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}
interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}
/** What TextMate keeps per token: language, standard token type, font style, colours (−1 / 0 / 8 leave a field as it was). */
type Metadata = [languageId: number, tokenType: number, fontStyle: number, foreground: number, background: number];

const NOT_SET_TYPE = 8;
const NOT_SET_FONT = -1;

function setMetadata([languageId, tokenType, fontStyle, foreground, background]: Metadata, language: number, type: number, font: number, fg: number, bg: number): Metadata {
  return [language !== 0 ? language : languageId, type !== NOT_SET_TYPE ? type : tokenType, font !== NOT_SET_FONT ? font : fontStyle, fg !== 0 ? fg : foreground, bg !== 0 ? bg : background];
}

/**
 * Tokens for both themes from one tokenisation. shiki's own codeToTokens
 * tokenises the code once per theme, although the grammar's scopes do not
 * depend on the theme; here the scopes of each token are matched against both
 * themes (TextMate's own rule: each scope of the stack, outermost first, may
 * override the style), and a token ends wherever its colours in either theme
 * would end. The same tokens as shiki's, byte for byte (tests compare them);
 * `null` for a grammar whose tokens depend on more than their scopes
 * (bracket or token-type overrides), which shiki then tokenises itself;
 * TOO_SLOW when tokenising goes past `deadline` (a `Date.now()` time). TextMate
 * checks the time between two matches of a line, so one match that never ends
 * is not stopped here: that is what the Oniguruma core is for.
 */
export function singlePass(shiki: ShikiCore, core: HighlighterCore, code: string, language: string, memo: SinglePassMemo, deadline = Infinity): TokensResult | TooSlow | null {
  const grammar = core.getLanguage(language) as unknown as TextMateGrammar;
  const brackets = grammar.balancedBracketSelectors;
  if (typeof grammar.tokenizeLine !== 'function' || !grammar.themeProvider || grammar._tokenTypeMatchers?.length || (brackets && !brackets.matchesAlways && !brackets.matchesNever)) return null;
  memo.frame ??= (({ tokens: _, ...frame }) => frame)(core.codeToTokens('', { lang: language, ...TOKEN_OPTIONS }));
  // The scopes of every token, tokenised once (the theme does not change them).
  const lines: { content: string; offset: number; scopes: string[] }[][] = [];
  let state: unknown = null;
  for (const [line, lineOffset] of shiki.splitLines(code)) {
    if (line === '') {
      lines.push([]);
      continue;
    }
    if (line.length >= MAX_HIGHLIGHTED_LINE) {
      lines.push([{ content: line, offset: lineOffset, scopes: [] }]);
      continue;
    }
    const left = deadline - Date.now();
    if (left <= 0) return TOO_SLOW;
    const result = grammar.tokenizeLine(line, state, Number.isFinite(left) ? left : 0);
    if (result.stoppedEarly) return TOO_SLOW;
    const tokens: { content: string; offset: number; scopes: string[] }[] = [];
    result.tokens.forEach((token, i) => {
      const end = i + 1 < result.tokens.length ? result.tokens[i + 1]!.startIndex : line.length;
      if (end > token.startIndex) tokens.push({ content: line.slice(token.startIndex, end), offset: lineOffset + token.startIndex, scopes: token.scopes });
    });
    lines.push(tokens);
    state = result.ruleStack;
  }
  // Each token's style in each theme: the grammar matches against the theme shiki last set.
  const defaults = grammar._basicScopeAttributesProvider.getDefaultAttributes();
  const styles = THEMES.map((name) => {
    const { theme, colorMap } = core.setTheme(name);
    const replacements = shiki.resolveColorReplacements(theme, {});
    const base = grammar.themeProvider.getDefaults();
    const cache = (memo.metadata[name] ??= new Map<string, Metadata>());
    return lines.map((line) =>
      line.map((token): Metadata | null => {
        if (!token.scopes.length) return null; // too long to tokenise: no colour
        const key = token.scopes.join(' ');
        let meta = cache.get(key);
        if (!meta) {
          meta = setMetadata([0, 0, 0, 0, 0], defaults.languageId, defaults.tokenType, base.fontStyle, base.foregroundId, base.backgroundId);
          let path: ScopePath | null = null;
          for (const scope of token.scopes) {
            path = { parent: path, scopeName: scope };
            const basic = grammar.getMetadataForScope(scope);
            const style = grammar.themeProvider.themeMatch(path);
            meta = setMetadata(meta, basic.languageId, basic.tokenType, style?.fontStyle ?? NOT_SET_FONT, style?.foregroundId ?? 0, style?.backgroundId ?? 0);
          }
          cache.set(key, meta);
        }
        return meta;
      }),
    ).map((line) => line.map((meta) => (meta ? { meta, color: shiki.applyColorReplacements(colorMap[meta[3]]!, replacements), fontStyle: meta[2] } : null)));
  });
  const tokens = lines.map((line, l) => {
    const merged: ThemedTokenWithVariants[] = [];
    let previous: string | undefined;
    line.forEach((token, t) => {
      const perTheme = styles.map((theme) => theme[l]![t]);
      // A token goes on while neither theme's style changes (TextMate joins such tokens).
      const signature = perTheme.every(Boolean) ? perTheme.map((style) => style!.meta.join(',')).join('|') : undefined;
      if (signature !== undefined && signature === previous) {
        merged.at(-1)!.content += token.content;
        return;
      }
      previous = signature;
      const variants: Record<string, TokenStyles> = {};
      perTheme.forEach((style, i) => (variants[VARIANTS[i]!] = style ? { color: style.color, fontStyle: style.fontStyle } : { color: '', fontStyle: 0 }));
      merged.push({ content: token.content, offset: token.offset, variants });
    });
    return merged.map((token) => shiki.flatTokenVariants(token, VARIANTS, '--shiki-', 'light', 'css-vars'));
  });
  return { ...memo.frame, tokens };
}

const THEMES = ['github-light', 'github-dark'] as const;
const VARIANTS = ['light', 'dark'];

/** What one-pass tokenising keeps between blocks: the `<pre>` frame, and styles by scope stack per theme. */
export interface SinglePassMemo {
  frame?: Omit<TokensResult, 'tokens'>;
  metadata: Record<string, Map<string, Metadata>>;
}
