// What Docusaurus does to a page before the MDX compiler reads it, done so
// that every character keeps its offset: the compiler's positions are then
// positions in the page as written, and the Markdown runs (markdown-runs.ts)
// are sliced from it by those offsets.
//
// - `mdx-code-block` fences are MDX, not code (Docusaurus unwraps them): the
//   fence lines become blank.
// - `mdx1Compat.comments`: `<!-- … -->` is an MDX comment `{/* … */}`.
// - `mdx1Compat.headingIds`: `{#custom-id}` ending a heading is not a JSX
//   expression; the compiler sees blanks there (the id is read from the
//   page as written).
// - `:::tip Title`, Docusaurus' admonition title after a space, is not a
//   directive to remark-directive (it wants `:::tip[Title]`): the compiler
//   sees `:::tip` and blanks, and the title is handed over by line.
import { fencedLines } from '../mdx/fences.js';
import { ADMONITION_TYPES } from '../../../templates/contracts/admonitions.js';

export interface PreparedSources {
  /** What the Markdown runs are sliced from: the page with its `mdx-code-block` fences blanked. */
  markdown: string;
  /** What the MDX compiler reads. Same length, same lines. */
  mdx: string;
  /**
   * Blocks of plain Markdown the compiler does not need to read (no JSX, no expression, no ESM
   * can be in them): in `mdx` each is one letter where it starts, the rest blank. By start offset,
   * the offset where the block ends. Parsing is most of the compiler's time, and markdown-it
   * renders these blocks from `markdown` anyway.
   */
  blocks: Map<number, number>;
  /** Admonition titles written after a space (`:::tip Title`), by the line (1-based) of their admonition. */
  titles: Map<number, string>;
}

const TITLED_ADMONITION = /^([ \t]*:{3,}([A-Za-z][\w-]*))([ \t]+)([^\s[{].*?)[ \t]*$/;

const MDX_CODE_BLOCK = /^[ \t]*(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*$/;

/** MDX 1 syntax to read (Docusaurus' `markdown.mdx1Compat`). */
export interface Mdx1Compat {
  comments: boolean;
  headingIds: boolean;
}

export function prepareSources(source: string, compat: Mdx1Compat = { comments: true, headingIds: true }): PreparedSources {
  const lines = source.split('\n');
  const markdownLines = unwrapMdxCodeBlocks(lines);
  const fenced = fencedLines(markdownLines);
  let inComment = false;
  const titles = new Map<number, string>();
  const mdxLines = markdownLines.map((line, index) => {
    if (fenced[index] && !inComment) return line;
    const titled = inComment ? null : TITLED_ADMONITION.exec(line);
    if (titled && titled[2]! in ADMONITION_TYPES) {
      titles.set(index + 1, titled[4]!);
      return titled[1]!.padEnd(line.length);
    }
    const withIds = compat.headingIds ? headingId(line) : line;
    if (!compat.comments) return withIds;
    const converted = htmlComments(withIds, inComment);
    inComment = converted.open;
    return converted.line;
  });
  const blocks = blankPlainBlocks(mdxLines, fenced);
  return { markdown: markdownLines.join('\n'), mdx: mdxLines.join('\n'), blocks, titles };
}

/** The opening and closing lines of each `mdx-code-block` fence as blanks of their length. */
function unwrapMdxCodeBlocks(lines: readonly string[]): string[] {
  const out = [...lines];
  for (let index = 0; index < out.length; index++) {
    const fence = MDX_CODE_BLOCK.exec(out[index]!)?.[1];
    if (!fence) continue;
    const close = out.findIndex((line, at) => at > index && new RegExp(`^[ \\t]*${fence[0]}{${fence.length},}[ \\t]*$`).test(line));
    if (close < 0) continue;
    out[index] = ' '.repeat(out[index]!.length);
    out[close] = ' '.repeat(out[close]!.length);
    index = close;
  }
  return out;
}

/** A line that may hold MDX (or close a container that holds some) outside code. */
const MAY_BE_MDX = /[<{}]|^\s*(?:import|export)\b|^\s*:::/;

/**
 * Each block between blank lines whose lines outside code cannot hold MDX
 * becomes one letter at its first character and blanks (in place, `lines`);
 * not one that an indented block with MDX follows (it may continue its list item).
 */
function blankPlainBlocks(lines: string[], fenced: readonly boolean[]): Map<number, number> {
  const blocks = new Map<number, number>();
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const groups: Array<{ first: number; last: number; plain: boolean }> = [];
  let current: { first: number; last: number; plain: boolean } | undefined;
  lines.forEach((line, index) => {
    if (!fenced[index] && line.trim() === '') {
      current = undefined;
      return;
    }
    if (!current) groups.push((current = { first: index, last: index, plain: true }));
    current.last = index;
    if (!fenced[index] && MAY_BE_MDX.test(line)) current.plain = false;
  });
  for (const group of groups) if (!group.plain && closedAdmonition(lines, fenced, group.first, group.last)) group.plain = true;
  groups.forEach((group, at) => {
    const next = groups[at + 1];
    if (!group.plain || (next && !next.plain && /^\s/.test(lines[next.first]!))) return;
    // A block that a fence opens and no fence closes is left alone: where it ends is not this block's.
    const indent = /^\s*/.exec(lines[group.first]!)![0].length;
    const start = starts[group.first]! + indent;
    blocks.set(start, starts[group.last]! + lines[group.last]!.length);
    for (let index = group.first; index <= group.last; index++) lines[index] = ' '.repeat(lines[index]!.length);
    lines[group.first] = `${' '.repeat(indent)}M${' '.repeat(Math.max(0, lines[group.first]!.length - indent - 1))}`;
  });
  return blocks;
}

const DIRECTIVE_OPEN = /^([ \t]*)(:{3,})(?=[A-Za-z])(.*)$/;
const DIRECTIVE_CLOSE = /^([ \t]*)(:{3,})[ \t]*$/;

/**
 * A block that is one admonition, opened on its first line and closed on
 * its last at the same indentation, with nothing that may be MDX between
 * (nor in its title): the compiler would find no MDX in it, and its
 * Markdown is rendered by markdown-it from the page anyway, so it is as
 * plain as a paragraph. An admonition with blank lines in it spans blocks
 * and is left to the compiler.
 */
function closedAdmonition(lines: readonly string[], fenced: readonly boolean[], first: number, last: number): boolean {
  const open = DIRECTIVE_OPEN.exec(lines[first]!);
  const close = DIRECTIVE_CLOSE.exec(lines[last]!);
  if (!open || !close || last === first || fenced[first] || fenced[last] || open[1] !== close[1] || close[2]!.length < open[2]!.length || MAY_BE_MDX.test(open[3]!)) return false;
  for (let index = first + 1; index < last; index++) if (!fenced[index] && MAY_BE_MDX.test(lines[index]!)) return false;
  return true;
}

function headingId(line: string): string {
  if (!/^ {0,3}#{1,6}\s/.test(line)) return line;
  return line.replace(/\{#[^}\s]+\}(\s*)$/, (id, space: string) => ' '.repeat(id.length - space.length) + space);
}

/** `<!--` → `{/* `, `-->` → `*\/}` (same lengths), also across lines; `open`: a comment goes on past this line. */
function htmlComments(line: string, open: boolean): { line: string; open: boolean } {
  if (!open && !line.includes('<!--')) return { line, open };
  let out = '';
  let rest = line;
  for (;;) {
    if (!open) {
      const start = rest.indexOf('<!--');
      if (start < 0) return { line: out + rest, open: false };
      out += rest.slice(0, start) + '{/* ';
      rest = rest.slice(start + 4);
      open = true;
    }
    const end = rest.indexOf('-->');
    // A `*/` inside would close the JavaScript comment early.
    if (end < 0) return { line: out + rest.replace(/\*\//g, '* '), open: true };
    out += rest.slice(0, end).replace(/\*\//g, '* ') + '*/}';
    rest = rest.slice(end + 3);
    open = false;
  }
}
