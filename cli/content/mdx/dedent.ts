// MDX does not read indentation inside a JSX element as Markdown does: the
// content of `<TabItem>` is commonly indented by two or four spaces, which
// Markdown would take for a code block. Each element's content is shifted
// left by its own indentation (relative to the tag's), outer elements first,
// so that what is inside reads as if written at the tag's column: a list or
// fence inside keeps its own structure, and lines keep their numbers.
import { readTagRun } from './tag-run.js';

interface Region {
  name: string;
  /** Column of the tag, after the outer regions' shifts. */
  base: number;
  /** How far this region's content is shifted; unknown until its first non-blank line. */
  shift?: number;
}

const TAG_LINE = /^[ \t]*<\/?(?:[A-Za-z])/;

/** Shifts `lines` in place; `fenced` (fences.ts) marks code, which is shifted with its element but holds no tags. */
export function dedentJsxContent(lines: string[], fenced: readonly boolean[]): string[] {
  const regions: Region[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = shift(lines[index]!, regions);
    lines[index] = line;
    if (fenced[index] || !TAG_LINE.test(line)) continue;
    const { pieces, text, last } = readTagRun(lines, index);
    const column = line.length - line.trimStart().length;
    // The tags before any text open and close regions; `<X>text</X>` on one line is none.
    for (const tag of pieces) {
      if (typeof tag === 'string') break;
      if (tag.closing) {
        const match = regions.map((region) => region.name).lastIndexOf(tag.name);
        if (match >= 0) regions.splice(match);
      } else if (!tag.selfClosing && !text.includes(`</${tag.name}>`, tag.end)) regions.push({ name: tag.name, base: column });
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
