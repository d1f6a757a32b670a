// Small text helpers for writing Markdown: table cells, inline code, and the
// one-line summaries that llms.txt puts beside each link.

/** A table header and rows; `|` is escaped and line breaks become spaces. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|') || ' ';
}

/** `value` as inline code, with a fence long enough for the backticks inside. */
export function inlineCode(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return longest ? `${ticks} ${value} ${ticks}` : `${ticks}${value}${ticks}`;
}

/** Plain text of inline Markdown: links become their text, emphasis marks go. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_]([^*_\n]+)[*_](?=\W|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a paragraph, for a one-line summary (at most `max` characters). */
export function firstSentence(markdown: string, max = 200): string {
  const paragraph = markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/).find((p) => p.trim() && !/^\s*(#|```|~~~|\||<)/.test(p)) ?? '';
  const text = plainInline(paragraph.replace(/^\s*[-*+]\s+/gm, ''));
  const end = /[.!?](\s|$)/.exec(text);
  const sentence = end ? text.slice(0, end.index + 1) : text;
  return sentence.length > max ? `${sentence.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : sentence;
}
