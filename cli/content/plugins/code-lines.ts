// Line decorations of a fenced code block, as Docusaurus writes them:
// highlighted lines named in the info string (`{1,3-5}`) or marked by magic
// comments (`// highlight-next-line`, `// highlight-start` … `// highlight-end`,
// in any common comment syntax; the comment lines are removed), and line
// numbers (`showLineNumbers`, `showLineNumbers=5` to start at 5).

export interface CodeLines {
  /** The code with magic-comment lines removed and without its final newline. */
  code: string;
  /** 0-based indexes of highlighted lines. */
  highlighted: Set<number>;
  /** First line number, when numbers are shown. */
  firstNumber?: number;
}

const MAGIC = /^\s*(?:\/\/|#|--|;|%|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\s*\}?|-->)?\s*$/;
const RANGES = /\{([\d,\s-]+)\}/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;

export function readCodeLines(content: string, info: string): CodeLines {
  const written = content.replace(/\n$/, '').split('\n');
  const highlighted = new Set<number>();
  const lines: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of written) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      if (nextLine || inRange) highlighted.add(lines.length);
      nextLine = false;
      lines.push(line);
    }
  }
  for (const part of RANGES.exec(info)?.[1]!.split(',') ?? []) {
    const [from, to = from] = part.split('-').map((n) => Number(n.trim()));
    if (!Number.isInteger(from) || !Number.isInteger(to)) continue;
    for (let line = from!; line <= to! && line <= lines.length; line++) if (line >= 1) highlighted.add(line - 1);
  }
  const numbers = LINE_NUMBERS.exec(info);
  return { code: lines.join('\n'), highlighted, firstNumber: numbers ? Number(numbers[1] ?? 1) : undefined };
}

export function hasDecorations(lines: CodeLines): boolean {
  return lines.highlighted.size > 0 || lines.firstNumber !== undefined;
}

/**
 * Marks the lines of highlighted HTML (`<span class="line">` per line, as
 * shiki writes it) or wraps plain code's lines in such spans.
 */
export function decorateLines(html: string, lines: CodeLines, escape: (text: string) => string, plainCode?: string): string {
  const open = html.indexOf('<code>') + '<code>'.length;
  const close = html.lastIndexOf('</code>');
  const inner = plainCode === undefined ? html.slice(open, close).split('\n') : plainCode.split('\n').map((line) => `<span class="line">${escape(line)}</span>`);
  const marked = inner.map((line, index) => (lines.highlighted.has(index) ? line.replace('<span class="line">', '<span class="line highlighted-line">') : line));
  const counter = lines.firstNumber !== undefined && lines.firstNumber !== 1 ? ` style="counter-reset:line ${lines.firstNumber - 1}"` : '';
  return `${html.slice(0, open - 1)}${counter}>${marked.join('\n')}${html.slice(close)}`;
}
