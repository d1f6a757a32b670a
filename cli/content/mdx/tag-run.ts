// The JSX flow tags a line starts with (`<TabItem value="a">`, `</Tabs>`,
// `<summary>Why</summary>`), read over the following lines while a tag is
// still open (`<TabItem\n  value="a"\n>`). Shared by the dedent pass and the
// Markdown export, which both look at MDX line by line.
import { isFlowJsxName, readJsxTag, type JsxTag } from './jsx-tag.js';

/** A tag written over more lines than this is not taken for one. */
const MAX_TAG_LINES = 30;

export interface TagRun {
  /** Tags, and text that a closing tag ends (`Why` in `<summary>Why</summary>`), in order. */
  pieces: Array<JsxTag | string>;
  /** The lines read, joined. */
  text: string;
  /** Index of the last line read. */
  last: number;
  /** Everything read was tags, or text closed by a tag: the lines hold nothing else. */
  whole: boolean;
}

export function readTagRun(lines: readonly string[], index: number): TagRun {
  let text = lines[index]!;
  let last = index;
  let at = text.length - text.trimStart().length;
  const pieces: Array<JsxTag | string> = [];
  for (;;) {
    if (at >= text.length) return { pieces, text, last, whole: pieces.length > 0 };
    if (text[at] !== '<') {
      const close = pieces.length ? text.indexOf('</', at) : -1;
      if (close < 0) break;
      pieces.push(text.slice(at, close).trim());
      at = close;
      continue;
    }
    const tag = readJsxTag(text, at);
    if (!tag) {
      if (text.indexOf('>', at) >= 0 || last + 1 >= lines.length || last - index >= MAX_TAG_LINES) break;
      text += `\n${lines[++last]}`;
      continue;
    }
    if (!isFlowJsxName(tag.name)) break;
    pieces.push(tag);
    at = tag.end;
    while (text[at] === ' ' || text[at] === '\t') at++;
  }
  return { pieces, text, last, whole: false };
}
