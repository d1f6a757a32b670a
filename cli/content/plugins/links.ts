// Links: every link is resolved by the pipeline's resolver (relative `.md`
// files to routes, `/route` under the base URL), rewritten, and recorded with
// its source line and column for the link checker. A relative link to a file
// beside the page that is not Markdown (a PDF, an SVG, a sample) is that file,
// copied into the build as Docusaurus copies it. External links open in a
// new tab. Raw HTML may not carry `javascript:` URLs.
import type { MarkdownIt } from 'markdown-it';
import type { Token } from 'markdown-it';
import { error, warning } from '../../diagnostics.js';
import { envOf, type MarkdownEnv } from '../env.js';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

export function links(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'resolve_links', (state) => {
    const env = envOf(state);
    // The source's lines, split only for a text that has links (most descriptions of an API have none).
    let lines: string[] | undefined;
    // Inline tokens of table cells carry no line map: the row around them does.
    let map: [number, number] = [0, 1];
    for (const block of state.tokens) {
      if (block.map) map = block.map as [number, number];
      if (block.type !== 'inline' || !block.children) continue;
      // Searching on from the previous link of the block finds a link written twice at both places.
      const cursor: Cursor = { line: map[0], column: 0, misses: 0 };
      for (const token of block.children) {
        if (token.type === 'link_open') resolveLink(token, map, cursor, env, (lines ??= env.source.split('\n')));
      }
    }
  });
  md.core.ruler.push('unsafe_html_urls', (state) => {
    const env = envOf(state);
    const visit = (token: Token, line: number) => {
      if (token.type !== 'html_block' && token.type !== 'html_inline') return;
      // Quoted values may hold spaces and tabs (`href=" javascript:…"`), which browsers strip from URLs.
      token.content = token.content.replace(/\s(href|src|action|formaction|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]*))/gi, (whole, attr: string, double?: string, single?: string, bare?: string) => {
        const url = double ?? single ?? bare ?? '';
        if (!SCRIPT_URL.test(decodeEntities(url))) return whole;
        const quote = single !== undefined ? "'" : '"';
        env.diagnostics.push(error('unsafe-url', `Refused a ${decodeEntities(url).split(':')[0]}: URL in raw HTML (${attr})`, { file: env.file, line }, 'Use an http(s) link or a route.'));
        return ` ${attr}=${quote}#${quote}`;
      });
    };
    for (const block of state.tokens) {
      const line = (block.map?.[0] ?? 0) + 1 + env.lineOffset;
      visit(block, line);
      for (const child of block.children ?? []) visit(child, line);
    }
  });
}

interface Cursor {
  line: number;
  column: number;
  /** Links of the block not found in its text (reference-style, written `<with spaces>`…). */
  misses: number;
}

/**
 * A link not found in its block's text costs a scan of the rest of the block.
 * After this many, the block's other links are placed at its first line, so a
 * block of 100,000 reference-style links is not quadratic.
 */
const MAX_MISSES_PER_BLOCK = 16;

function resolveLink(token: Token, map: [number, number], cursor: Cursor, env: MarkdownEnv, lines: string[]): void {
  const written = String(token.attrGet('href') ?? '');
  if (EXTERNAL.test(written)) {
    if (/^https?:|^\/\//i.test(written)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return;
  }
  const file = linkedFile(written, env);
  if (file) {
    token.attrSet('href', file.href);
    env.copies.set(file.output, file.absolute);
    env.assetHrefs.set(written, file.href);
    return;
  }
  // Only internal links are checked, so only they need a line and column.
  const { line, column } = locate(written, map, cursor, env, lines);
  const resolved = env.resolveLink(written);
  if (!resolved) {
    env.diagnostics.push(
      warning('broken-markdown-link', `Markdown link "${written}" names no page`, { file: env.file, line, column }, brokenLinkHint(env.resolveLink.suggest?.(written))),
    );
    return;
  }
  token.attrSet('href', resolved.href);
  env.links.push({ written, href: resolved.href, target: resolved.target, line, column });
}

/** A relative path with an extension other than Markdown's that names a file the build may copy: the copy's href, the link's query and hash kept. */
function linkedFile(written: string, env: MarkdownEnv): { href: string; output: string; absolute: string } | undefined {
  if (!env.resolveImage || /^[/#]/.test(written)) return undefined;
  const [path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(written)!.slice(1);
  if (!/\.[A-Za-z0-9]+$/.test(path) || /\.mdx?$/i.test(path)) return undefined;
  const found = env.resolveImage(path, 'files');
  return found ? { ...found, href: found.href + rest } : undefined;
}

function brokenLinkHint(suggestion: string | undefined): string {
  return suggestion === undefined ? 'Point it at an existing .md file, relative to this one.' : `Did you mean "${suggestion}"?`;
}

/** Finds where a link target is written, searching the lines of its block from the cursor on. */
function locate(written: string, [start, end]: [number, number], cursor: Cursor, env: MarkdownEnv, lines: string[]): { line: number; column?: number } {
  if (cursor.misses >= MAX_MISSES_PER_BLOCK) return { line: start + 1 + env.lineOffset };
  for (let i = Math.max(cursor.line, start); i < end && i < lines.length; i++) {
    const from = i === cursor.line ? cursor.column : 0;
    const at = lines[i]!.indexOf(`](${written}`, from);
    const plain = at >= 0 ? at + 2 : lines[i]!.indexOf(written, from);
    if (plain >= 0) {
      cursor.line = i;
      cursor.column = plain + written.length;
      return { line: i + 1 + env.lineOffset, column: plain + 1 };
    }
  }
  cursor.misses++;
  return { line: start + 1 + env.lineOffset };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/[\s\u0000-\u001f]/g, '');
}
