// One doc page as clean Markdown: the title as a `#` heading, the body as
// written minus its front matter and leading title, every link absolute,
// `{#custom-id}` markers dropped and admonitions turned into blockquotes.
import type { BlockOutline } from '../content/block-outline.js';
import type { Admonition, BlockParser } from './blocks.js';
import { admonitionLead } from './admonitions.js';
import { rewriteLine, type Absolutize } from './links.js';

const CUSTOM_ID = /\s*\{#[^}\s]+\}(\s*#*\s*)$/;

export interface PageMarkdownInput {
  title: string;
  /** The Markdown body, front matter already removed. */
  body: string;
  absolutize: Absolutize;
  /** The body's block structure from the site's own parse of this same text (content/block-outline.ts), if it kept one. */
  outline?: BlockOutline;
}

export function pageMarkdown(parse: BlockParser, { title, body, absolutize, outline }: PageMarkdownInput): string {
  const text = body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body;
  const lines = text.split('\n');
  const blocks = parse(text, text === body ? outline : undefined);
  // Each source line becomes zero or more output lines.
  const out: string[][] = lines.map((line, index) => {
    if (blocks.title.has(index)) return [];
    if (blocks.code.has(index)) return [line];
    const rewritten = rewriteLine(line, absolutize);
    return [blocks.headings.has(index) ? rewritten.replace(CUSTOM_ID, '$1').trimEnd() : rewritten];
  });
  // Innermost first, so that an outer admonition quotes the inner one's quote.
  for (const admonition of [...blocks.admonitions].reverse()) quoteAdmonition(out, admonition);
  const head = `# ${title}`;
  const rendered = out
    .flat()
    .map(withoutBlankSpace)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return rendered ? `${head}\n\n${rendered}\n` : `${head}\n`;
}

/**
 * The page as `llms-full.txt` shows it, where pages follow one another: its URL under the title, without the white
 * space it ends with. In parts that are slices of the page's Markdown, which is what the file holds of each page
 * until it is written: trimming one joined text made a second copy of every page (10,000 pages of ~15 KB: ~150 MB, held through
 * the rest of the build).
 */
export function withSourceParts(markdown: string, url: string): string[] {
  const end = markdown.indexOf('\n');
  if (end < 0) return [`${markdown}\n\nSource: ${url}`];
  let last = markdown.length;
  while (last > end + 1 && /\s/.test(markdown[last - 1]!)) last--;
  const head = markdown.slice(0, end);
  return last > end + 1 ? [head, `\n\nSource: ${url}\n`, markdown.slice(end + 1, last)] : [head, `\n\nSource: ${url}`];
}

/**
 * A line of spaces and tabs made empty: `/^[ \t]+$/gm` over the whole page, which tried every position of it. A line
 * holding a line end for `^` and `$` (\n, U+2028, U+2029: \r is gone by now) gets the expression itself.
 */
function withoutBlankSpace(line: string): string {
  const first = line.charCodeAt(0);
  if (first !== 32 && first !== 9 && !/[\n\u2028\u2029]/.test(line)) return line;
  return line.replace(/^[ \t]+$/gm, '');
}

function quoteAdmonition(out: string[][], admonition: Admonition): void {
  const { indent, open, close, leadParagraph } = admonition;
  const lead = admonitionLead(admonition.type, admonition.title);
  if (close !== undefined) out[close] = [];
  if (leadParagraph !== undefined && !admonition.title && out[leadParagraph]?.length) {
    out[open] = [];
    const first = out[leadParagraph]![0]!;
    out[leadParagraph]![0] = `${indent}${lead} ${first.slice(indent.length).trimStart()}`;
  } else {
    out[open] = [`${indent}${lead}`, indent];
  }
  const end = close ?? out.length;
  for (let line = open; line < end; line++) out[line] = out[line]!.map((text) => quote(text, indent));
}

function quote(line: string, indent: string): string {
  const rest = line.startsWith(indent) ? line.slice(indent.length) : line.trimStart();
  return rest.trim() === '' ? `${indent}>` : `${indent}> ${rest}`;
}
