// MDX does not read indentation inside a JSX element as Markdown does: the
// content of `<TabItem>` is commonly indented by two or four spaces, which
// Markdown would take for a code block. Each element's content is shifted
// left by its own indentation (relative to the tag's), outer elements first,
// so that what is inside reads as if written at the tag's column: a list or
// fence inside keeps its own structure, and lines keep their numbers.
import { isFlowJsxName, readJsxTag } from './jsx-tag.js';

interface Region {
  name: string;
  /** Column of the tag, after the outer regions' shifts. */
  base: number;
  /** How far this region's content is shifted; unknown until its first non-blank line. */
  shift?: number;
}

const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const TAG_LINE = /^[ \t]*<\/?(?:[A-Za-z])/;
/** A tag written over more lines than this is not taken for one. */
const MAX_TAG_LINES = 30;

export function dedentJsxContent(lines: string[]): string[] {
  const regions: Region[] = [];
  let fence: string | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = shift(lines[index]!, regions);
    lines[index] = line;
    if (fence !== null) {
      const close = FENCE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length && /^[`~]+\s*$/.test(line.trim())) fence = null;
      continue;
    }
    const open = FENCE.exec(line)?.[1];
    if (open) {
      fence = open;
      continue;
    }
    if (!TAG_LINE.test(line)) continue;
    // The tags starting this line, read over as many lines as the last one takes.
    let text = line;
    let last = index;
    let at = text.length - text.trimStart().length;
    const column = at;
    for (;;) {
      const tag = readJsxTag(text, at);
      if (!tag) {
        if (text.indexOf('>', at) < 0 && last + 1 < lines.length && last - index < MAX_TAG_LINES) {
          last++;
          text += `\n${lines[last]}`;
          continue;
        }
        break;
      }
      if (!isFlowJsxName(tag.name)) break;
      if (tag.closing) {
        const match = regions.map((region) => region.name).lastIndexOf(tag.name);
        if (match >= 0) regions.splice(match);
      } else if (!tag.selfClosing && !text.includes(`</${tag.name}>`, tag.end)) regions.push({ name: tag.name, base: column });
      at = tag.end;
      while (text[at] === ' ' || text[at] === '\t') at++;
      if (text[at] !== '<') break;
    }
    // The other lines of a tag written over several are the tag's, not content.
    for (let extra = index + 1; extra <= last; extra++) lines[extra] = shift(lines[extra]!, regions, false);
    index = last;
  }
  return lines;
}

/** The line shifted left by each region it is in; `learn` lets a region take its shift from this line. */
function shift(line: string, regions: Region[], learn = true): string {
  for (const region of regions) {
    if (line.trim() === '') return '';
    const indent = line.length - line.trimStart().length;
    if (region.shift === undefined) {
      if (!learn) continue;
      region.shift = Math.max(0, indent - region.base);
    }
    const remove = Math.min(region.shift, Math.max(0, indent - region.base));
    if (remove > 0) line = line.slice(0, region.base) + line.slice(region.base + remove);
  }
  return line;
}
