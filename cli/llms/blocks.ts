// The block structure of a page's Markdown, parsed by markdown-it exactly as
// the site parses it (same admonition containers), so that the Markdown
// export knows which lines are code, headings, the leading title and
// admonition fences without guessing from the text. A plain page's is
// the one the site's own parse kept (content/block-outline.ts).
import MarkdownIt from 'markdown-it';
import { blockOutline, type BlockOutline } from '../content/block-outline.js';
import container from 'markdown-it-container';
import { admonitionTitle } from './admonitions.js';
import { ADMONITION_TYPES } from '../../templates/contracts/admonitions.js';

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

/** `recorded`: the page's outline from the site's own parse of this very text, when it kept one: no second parse then. */
export type BlockParser = (source: string, recorded?: BlockOutline) => PageBlocks;

/** The site's types (content/plugins/admonitions.ts): the same set, so that the export reads a page's admonitions as the site does (block-outline.ts). */
const ADMONITIONS = new Set(Object.keys(ADMONITION_TYPES));

export function createBlockParser(): BlockParser {
  const md = new MarkdownIt({ html: true });
  // Only blocks matter here: inline parsing would be wasted work.
  md.core.ruler.disable(['inline', 'linkify', 'replacements', 'smartquotes', 'text_join'], true);
  for (const name of ADMONITIONS) {
    md.use(container, name, { marker: ':', validate: (params: string) => new RegExp(`^${name}(\\s|\\[|$)`).test(params.trim()) });
  }
  // This parser makes no token blockOutline refuses.
  return (source, recorded) => blocksOf(recorded ?? blockOutline(md.parse(source, {}), ADMONITIONS)!, source.split('\n'));
}

function blocksOf(outline: BlockOutline, lines: string[]): PageBlocks {
  const ranges = (pairs: readonly number[]) => {
    const into = new Set<number>();
    for (let at = 0; at < pairs.length; at += 2) for (let line = pairs[at]!; line < pairs[at + 1]!; line++) into.add(line);
    return into;
  };
  return {
    code: ranges(outline.code),
    headings: ranges(outline.headings),
    title: ranges(outline.title ?? []),
    admonitions: outline.admonitions.map(({ type, info, open, end, leadParagraph }) => {
      const closing = lines[end];
      return {
        type,
        title: admonitionTitle(type, info),
        open,
        close: closing !== undefined && /^\s*:{3,}\s*$/.test(closing) ? end : undefined,
        indent: /^\s*/.exec(lines[open] ?? '')![0],
        leadParagraph: leadParagraph ? open + 1 : undefined,
      };
    }),
  };
}
