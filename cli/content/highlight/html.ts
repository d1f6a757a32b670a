// Tokens to the HTML shiki would write.
import type { ThemedToken, TokensResult } from 'shiki/core';
import { oneByteString } from '../../large-strings.js';

/**
 * The HTML shiki's codeToHtml makes of these tokens, written straight to a
 * string: shiki builds a HAST tree and serialises it, which is a fifth of the
 * cost of highlighting a block. One difference: a token in the block's own
 * colours (both themes', as the `<pre>` sets them) is written as bare text,
 * which inherits them, rather than in a span that says them again. That is
 * a third of a page's tokens, 56 bytes each: ~2 KB of a typical page. And
 * the colours GitHub's themes give most tokens are named by a class of
 * code.css (GITHUB_CLASSES), 32 bytes shorter than the style it stands for.
 */
export function tokensToHtml({ tokens, fg, bg, themeName, rootStyle }: TokensResult): string {
  const escape = (text: string) => text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));
  const attribute = (text: string) => text.replace(/["&]/g, (c) => (c === '"' ? '&#x22;' : '&#x26;'));
  const root = rootStyle === false ? undefined : (rootStyle ?? `background-color:${bg};color:${fg}`);
  const inherited = root === undefined ? undefined : inheritedStyle(root);
  const classes = themeName === GITHUB_THEMES ? GITHUB_CLASSES : undefined;
  const lines = mergeWhitespace(tokens).map((line) => {
    let html = '<span class="line">';
    for (const token of line) {
      const style = token.htmlStyle ? Object.entries(token.htmlStyle).map(([key, value]) => `${key}:${value}`).join(';') : '';
      const named = classes && style ? classes.get(style) : undefined;
      if (named) html += `<span class="${named}">${escape(token.content)}</span>`;
      else if (style && style.toLowerCase() === inherited) html += escape(token.content);
      else html += `${style ? `<span style="${attribute(style)}">` : '<span>'}${escape(token.content)}</span>`;
    }
    return `${html}</span>`;
  });
  const style = root === undefined ? '' : ` style="${attribute(root)}"`;
  return `${preOpening(`<pre class="${attribute(`shiki ${themeName ?? ''}`)}"${style} tabindex="0"><code>`)}${lines.join('\n')}</code></pre>`;
}

/** What shiki names the pair of themes the build highlights with (token-options.ts). */
const GITHUB_THEMES = 'shiki-themes github-light github-dark';

/**
 * The token colours of GitHub's light and dark themes, each pair as shiki writes it, by the class of code.css that
 * gives the same two colours (its `color`, and the `--shiki-dark` the dark mode reads). The pairs the themes' rules
 * set alike; a token of any other colours (a rule of one theme meeting another of the other) keeps its style.
 */
export const GITHUB_CLASSES: ReadonlyMap<string, string> = new Map([
  ['color:#D73A49;--shiki-dark:#F97583', 'sk-keyword'],
  ['color:#032F62;--shiki-dark:#9ECBFF', 'sk-string'],
  ['color:#005CC5;--shiki-dark:#79B8FF', 'sk-constant'],
  ['color:#6F42C1;--shiki-dark:#B392F0', 'sk-entity'],
  ['color:#22863A;--shiki-dark:#85E89D', 'sk-tag'],
  ['color:#E36209;--shiki-dark:#FFAB70', 'sk-variable'],
  ['color:#6A737D;--shiki-dark:#6A737D', 'sk-comment'],
]);

/**
 * The style of a token in the colours its `<pre>` gives the text (`color`, and the dark theme's `--shiki-dark`,
 * which the colour mode's CSS reads), lower case; undefined when the `<pre>` does not set both.
 */
function inheritedStyle(rootStyle: string): string | undefined {
  let light: string | undefined;
  let dark: string | undefined;
  for (const declaration of rootStyle.split(';')) {
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon);
    if (name === 'color') light = declaration.slice(colon + 1);
    else if (name === '--shiki-dark') dark = declaration.slice(colon + 1);
  }
  return light && dark ? `color:${light};--shiki-dark:${dark}`.toLowerCase() : undefined;
}

/** The `<pre>` opening tags written so far, one byte a character (large-strings.ts): shiki names its themes in two-byte strings. */
const PRE_OPENINGS = new Map<string, string>();

function preOpening(written: string): string {
  let opening = PRE_OPENINGS.get(written);
  if (opening === undefined) PRE_OPENINGS.set(written, (opening = oneByteString(written)));
  return opening;
}

/** Whitespace-only tokens joined to the token after them, as shiki's codeToHast does by default. */
function mergeWhitespace(lines: ThemedToken[][]): ThemedToken[][] {
  return lines.map((line) => {
    const merged: ThemedToken[] = [];
    let carried = '';
    let carriedOffset: number | undefined;
    line.forEach((token, index) => {
      const decorated = !!token.fontStyle && (token.fontStyle & (FONT_UNDERLINE | FONT_STRIKETHROUGH)) !== 0;
      if (!decorated && /^\s+$/.test(token.content) && line[index + 1]) {
        carriedOffset ??= token.offset;
        carried += token.content;
      } else if (carried) {
        if (!decorated) merged.push({ ...token, offset: carriedOffset!, content: carried + token.content });
        else merged.push({ content: carried, offset: carriedOffset! }, token);
        carried = '';
        carriedOffset = undefined;
      } else merged.push(token);
    });
    return merged;
  });
}

/** shiki's FontStyle flags. */
const FONT_UNDERLINE = 4;
const FONT_STRIKETHROUGH = 8;
