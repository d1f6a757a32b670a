// The block structure of a page's Markdown, parsed by markdown-it exactly as
// the site parses it (same admonition containers), so that the Markdown
// export knows which lines are code, headings, the leading title and
// admonition fences without guessing from the text.
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import container from 'markdown-it-container';
import { ADMONITION_LABELS, admonitionTitle } from './admonitions.js';

export interface Admonition {
  type: string;
  title?: string;
  /** Line of the opening `:::type`. */
  open: number;
  /** Line of the closing `:::`, absent when the page ends first. */
  close?: number;
  /** Indentation of the opening fence (inside a list item). */
  indent: string;
  /** First line of the paragraph that opens the body, when nothing else comes first. */
  leadParagraph?: number;
}

export interface PageBlocks {
  /** Lines of fenced or indented code, copied as written. */
  code: Set<number>;
  /** Lines of heading text, where `{#custom-id}` is dropped. */
  headings: Set<number>;
  /** Lines of a leading `#` heading: the export writes the page title instead. */
  title: Set<number>;
  /** In source order: an outer admonition comes before the ones inside it. */
  admonitions: Admonition[];
}

export type BlockParser = (source: string) => PageBlocks;

export function createBlockParser(): BlockParser {
  const md = new MarkdownIt({ html: true });
  // Only blocks matter here: inline parsing would be wasted work.
  md.core.ruler.disable(['inline', 'linkify', 'replacements', 'smartquotes', 'text_join'], true);
  for (const name of Object.keys(ADMONITION_LABELS)) {
    md.use(container, name, { marker: ':', validate: (params: string) => new RegExp(`^${name}(\\s|\\[|$)`).test(params.trim()) });
  }
  return (source) => outline(md.parse(source, {}), source.split('\n'));
}

function outline(tokens: Token[], lines: string[]): PageBlocks {
  const blocks: PageBlocks = { code: new Set(), headings: new Set(), title: new Set(), admonitions: [] };
  const range = (map: [number, number] | null, into: Set<number>) => {
    if (map) for (let line = map[0]; line < map[1]; line++) into.add(line);
  };
  const first = tokens.find((t) => t.type !== 'html_block' || t.content.trim() !== '');
  if (first?.type === 'heading_open' && first.tag === 'h1') range(first.map, blocks.title);
  tokens.forEach((token, index) => {
    if (token.type === 'fence' || token.type === 'code_block') range(token.map, blocks.code);
    else if (token.type === 'heading_open') range(token.map, blocks.headings);
    else if (token.type.startsWith('container_') && token.type.endsWith('_open') && token.map) {
      const type = token.type.slice('container_'.length, -'_open'.length);
      const [open, end] = token.map;
      const closing = lines[end];
      const next = tokens[index + 1];
      blocks.admonitions.push({
        type,
        title: admonitionTitle(type, token.info),
        open,
        close: closing !== undefined && /^\s*:{3,}\s*$/.test(closing) ? end : undefined,
        indent: /^\s*/.exec(lines[open] ?? '')![0],
        leadParagraph: next?.type === 'paragraph_open' && next.map?.[0] === open + 1 ? open + 1 : undefined,
      });
    }
  });
  return blocks;
}
