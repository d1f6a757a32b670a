// An MDX page's body as plain Markdown for the exports: imports, exports and
// comments gone (as on the page), and lines that hold only component tags
// replaced by what a reader of text needs from them: a tab's label or a
// details summary in bold, nothing for the rest. Lines keep their numbers.
import { attributeOf, stringAttribute } from '../content/mdx/attributes.js';
import { fencedLines } from '../content/mdx/fences.js';
import { isFlowJsxName, readJsxTag, type JsxTag } from '../content/mdx/jsx-tag.js';
import { prepareMdx } from '../content/mdx/prepare.js';

export function mdxAsMarkdown(body: string): string {
  const source = prepareMdx(body).source;
  if (!/^[ \t]*<(?:[A-Z]|\/[A-Z]|details|\/details|summary)/m.test(source)) return source;
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  for (let index = 0; index < lines.length; index++) {
    if (fenced[index] || !/^[ \t]*</.test(lines[index]!)) continue;
    // A tag written over several lines is read whole; its other lines become empty.
    let last = index;
    let text = lines[index]!;
    while (!text.includes('>') && last + 1 < lines.length && last - index < MAX_TAG_LINES) text += `\n${lines[++last]}`;
    const pieces = tagsOnly(text);
    if (!pieces) continue;
    const indent = /^[ \t]*/.exec(text)![0];
    const words = pieces.map((piece, at) => textOf(piece, pieces[at - 1])).filter(Boolean);
    lines[index] = words.length ? `${indent}${words.join(' ')}` : '';
    for (let other = index + 1; other <= last; other++) lines[other] = '';
    index = last;
  }
  return lines.join('\n');
}

const MAX_TAG_LINES = 30;

/** The tags of a line made of JSX flow tags and nothing else (`<summary>Why</summary>` counts), or `null`. */
function tagsOnly(line: string): Array<JsxTag | string> | null {
  const found: Array<JsxTag | string> = [];
  let at = line.length - line.trimStart().length;
  while (at < line.length) {
    if (line[at] !== '<') {
      const close = line.indexOf('</', at);
      if (close < 0 || !found.length) return null;
      found.push(line.slice(at, close).trim());
      at = close;
      continue;
    }
    const tag = readJsxTag(line, at);
    if (!tag || !isFlowJsxName(tag.name)) return null;
    found.push(tag);
    at = tag.end;
    while (line[at] === ' ' || line[at] === '\t') at++;
  }
  return found.length ? found : null;
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
