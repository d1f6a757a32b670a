// What the Markdown export (llms/blocks.ts) needs of a page's block
// structure: its code blocks, headings and admonition fences, with their
// lines. The export parsed every page a second time for them (at 1,000 pages,
// ~150 ms of markdown-it); the site's own parse of a plain page has them
// already. Recorded right after the block parse, and only when that parse
// made nothing the export's parser does not (a component tag, a `<head>`
// block, an admonition of a type the site does not know): then both parsers
// read the page alike, and the export can take this instead.
import type { Token } from 'markdown-it';

/** Line numbers (from 0) in pairs of start and end (exclusive): compact, as every page keeps its outline until the export. */
export interface BlockOutline {
  /** Fenced and indented code blocks. */
  code: number[];
  /** Headings. */
  headings: number[];
  /** The leading `#` heading, when the page opens with one (before it, only empty HTML blocks). */
  title?: [number, number];
  /** Admonition containers, outer ones first. */
  admonitions: OutlineAdmonition[];
}

export interface OutlineAdmonition {
  type: string;
  /** What follows the `:::` (the type, a title). */
  info: string;
  open: number;
  end: number;
  /** Whether a paragraph opens the body on the next line. */
  leadParagraph: boolean;
}

const STANDARD = new Set([
  'paragraph_open', 'paragraph_close', 'heading_open', 'heading_close', 'blockquote_open', 'blockquote_close',
  'bullet_list_open', 'bullet_list_close', 'ordered_list_open', 'ordered_list_close', 'list_item_open', 'list_item_close',
  'hr', 'code_block', 'fence', 'html_block', 'inline',
  'table_open', 'table_close', 'thead_open', 'thead_close', 'tbody_open', 'tbody_close', 'tr_open', 'tr_close', 'th_open', 'th_close', 'td_open', 'td_close',
]);

/**
 * The outline of a page's tokens straight from the block parse, or undefined when they hold a token the
 * export's parser would not make. `admonitions`: the types both parsers read as admonitions.
 */
export function blockOutline(tokens: readonly Token[], admonitions: ReadonlySet<string>): BlockOutline | undefined {
  const outline: BlockOutline = { code: [], headings: [], admonitions: [] };
  let opened = false;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const { type, map } = token;
    const container = type.startsWith('container_');
    if (!STANDARD.has(type) && !(container && admonitions.has(containerType(type)))) return undefined;
    if (!opened && (type !== 'html_block' || token.content.trim() !== '')) {
      opened = true;
      if (type === 'heading_open' && token.tag === 'h1' && map) outline.title = [map[0], map[1]];
    }
    if (!map) continue;
    if (type === 'fence' || type === 'code_block') outline.code.push(map[0], map[1]);
    else if (type === 'heading_open') outline.headings.push(map[0], map[1]);
    else if (container && type.endsWith('_open')) {
      const next = tokens[index + 1];
      outline.admonitions.push({ type: containerType(type), info: token.info, open: map[0], end: map[1], leadParagraph: next?.type === 'paragraph_open' && next.map?.[0] === map[0] + 1 });
    }
  }
  return outline;
}

/** `container_note_open` → `note`. */
function containerType(type: string): string {
  return type.slice('container_'.length, type.lastIndexOf('_'));
}
