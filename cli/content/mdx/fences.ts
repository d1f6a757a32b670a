// Which lines of a Markdown source are inside fenced code, where MDX syntax
// (imports, comments, JSX) is only text.

// Any indentation: fences inside list items are indented past the three spaces of the top level.
const FENCE = /^[ \t]*(?:>[ \t]?)*(`{3,}|~{3,})/;

/** `true` for each line that opens, holds or closes a fenced code block. */
export function fencedLines(lines: readonly string[]): boolean[] {
  const inside: boolean[] = new Array(lines.length).fill(false);
  let open: string | null = null;
  lines.forEach((line, index) => {
    const fence = FENCE.exec(line)?.[1];
    if (open === null) {
      // A backtick fence's info string may not hold a backtick.
      if (fence && !(fence[0] === '`' && line.slice(line.indexOf(fence) + fence.length).includes('`'))) {
        open = fence;
        inside[index] = true;
      }
      return;
    }
    inside[index] = true;
    if (fence && fence[0] === open[0] && fence.length >= open.length && /^[`~]+\s*$/.test(line.slice(line.indexOf(fence)))) open = null;
  });
  return inside;
}
