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
import { fencedLines } from '../mdx/fences.js';

export interface PreparedSources {
  /** What the Markdown runs are sliced from: the page with its `mdx-code-block` fences blanked. */
  markdown: string;
  /** What the MDX compiler reads. Same length, same lines. */
  mdx: string;
}

const MDX_CODE_BLOCK = /^[ \t]*(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*$/;

export function prepareSources(source: string): PreparedSources {
  const lines = source.split('\n');
  const markdownLines = unwrapMdxCodeBlocks(lines);
  const fenced = fencedLines(markdownLines);
  let inComment = false;
  const mdxLines = markdownLines.map((line, index) => {
    if (fenced[index] && !inComment) return line;
    const converted = htmlComments(headingId(line), inComment);
    inComment = converted.open;
    return converted.line;
  });
  return { markdown: markdownLines.join('\n'), mdx: mdxLines.join('\n') };
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
