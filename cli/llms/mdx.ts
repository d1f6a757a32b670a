// An MDX page's prepared body (imports, exports and comments already gone, as
// on the page) as plain Markdown for the exports: lines that hold only component tags
// replaced by what a reader of text needs from them: a tab's label or a
// details summary in bold, nothing for the rest. Lines keep their numbers.
import { attributeOf, stringAttribute } from '../content/mdx/attributes.js';
import { fencedLines } from '../content/mdx/fences.js';
import type { JsxTag } from '../content/mdx/jsx-tag.js';
import { readTagRun } from '../content/mdx/tag-run.js';
import { hasTagLine } from '../content/mdx/tag-lines.js';

/** What follows the `<` of a line's opening tag that the export reads: a component, or a details element. */
const COMPONENT_OR_DETAILS = /(?:[A-Z]|\/[A-Z]|details|\/details|summary)/y;

export function mdxAsMarkdown(source: string): string {
  if (!hasTagLine(source, COMPONENT_OR_DETAILS)) return source;
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  for (let index = 0; index < lines.length; index++) {
    if (fenced[index] || !/^[ \t]*</.test(lines[index]!)) continue;
    const { pieces, text, last, whole } = readTagRun(lines, index);
    if (!whole) continue;
    const indent = /^[ \t]*/.exec(text)![0];
    const words = pieces.map((piece, at) => textOf(piece, pieces[at - 1])).filter(Boolean);
    lines[index] = words.length ? `${indent}${words.join(' ')}` : '';
    // A tag written over several lines is read whole; its other lines become empty.
    for (let other = index + 1; other <= last; other++) lines[other] = '';
    index = last;
  }
  return lines.join('\n');
}

/** What a reader of text needs from a tag, or from text after `before` (a summary is bold, other text as it is). */
function textOf(piece: JsxTag | string, before: JsxTag | string | undefined): string {
  if (typeof piece === 'string') return piece && typeof before !== 'string' && before?.name === 'summary' ? `**${piece}**` : piece;
  if (piece.closing) return '';
  if (piece.name === 'TabItem') {
    const label = stringAttribute(piece, 'label') ?? stringAttribute(piece, 'value');
    return label ? `**${label}**` : '';
  }
  if (piece.name === 'Details') {
    const summary = attributeOf(piece, 'summary');
    return typeof summary === 'string' ? `**${summary}**` : '';
  }
  return '';
}
