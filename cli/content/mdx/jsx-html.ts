// Whether a page writes HTML elements with JSX attributes: `className="…"`,
// `htmlFor`, or a value in braces (`style={{ float: 'right' }}`,
// `src={require('@site/static/img/a.png').default}`, `width={283}`). In MDX
// (Docusaurus 3 reads `.md` pages as MDX too) those are React elements; on
// the markdown-it path they were written as they are (a `class` the CSS
// never saw) or, for a value in braces, as escaped text. React Native's site
// has ~1,600 of them (colour swatches, platform badges) in pages with no
// component of their own. Such a page goes through the MDX compiler.
import { fencedLines } from './fences.js';

/**
 * An opening tag of a lowercase (HTML) element, up to an attribute written
 * the JSX way. Tags may span lines; `[^<>`]` keeps the match inside one tag
 * and out of code spans.
 */
const JSX_ATTRIBUTE = /<[a-z][\w:-]*\s[^<>`]*?(?:\b(?:className|htmlFor)\s*=|[\w:-]\s*=\s*\{)/;

export function hasJsxHtmlAttributes(source: string): boolean {
  // Cheap before exact: most pages have no such attribute anywhere.
  if (!/className|htmlFor|=\s*\{/.test(source)) return false;
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  const prose = lines.map((line, index) => (fenced[index] ? '' : withoutCodeSpans(line))).join('\n');
  return JSX_ATTRIBUTE.test(prose);
}

/** The line with its inline code (`` `<div className="x">` ``) blanked out: what it shows is text, not an element. */
export function withoutCodeSpans(line: string): string {
  return line.includes('`') ? line.replace(/(`+)[^`]*?\1/g, '') : line;
}
