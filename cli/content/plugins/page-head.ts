// A `<head>` block in a page (Docusaurus reads it as `@docusaurus/Head`):
// taken out of the body, its `<title>`, `<meta>` and `<link>` tags kept for
// the page's own head (env.head), where they replace ours of the same name.
// Ionic writes one on 724 pages; left in the body it was invalid HTML and
// its title and description were lost. Each tag is written again from its
// parsed attributes, escaped: nothing of the source reaches the head as is.
// Other tags (a script, a style) are left out with a warning.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { warning } from '../../diagnostics.js';
import { envOf } from '../env.js';
import { escapeHtml, unescapeHtml } from '../../escape-html.js';

const OPEN = /^\s*<head\s*>/i;
const CLOSE = /<\/head\s*>\s*$/i;

export function pageHead(md: MarkdownIt): void {
  md.core.ruler.after('block', 'page_head', takeHeadBlocks);
}

function takeHeadBlocks(state: StateCore): void {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type !== 'html_block' || token.level !== 0 || !OPEN.test(token.content)) continue;
    // A blank line inside it ends markdown-it's HTML block: the rest follows as more blocks, up to `</head>`.
    let end = index;
    while (!CLOSE.test(tokens[end]!.content) && end + 1 < tokens.length && tokens[end + 1]!.type === 'html_block') end++;
    const source = tokens
      .slice(index, end + 1)
      .map((each: Token) => each.content)
      .join('\n');
    const env = envOf(state);
    const line = (token.map?.[0] ?? 0) + 1 + env.lineOffset;
    const { tags, leftOut } = headTags(source.replace(OPEN, '').replace(CLOSE, ''));
    (env.head ??= []).push(...tags);
    if (leftOut.length) env.diagnostics.push(warning('page-head-tag', `<head>: left out ${leftOut.map((name) => `<${name}>`).join(', ')}: a page's head keeps only <title>, <meta> and <link>`, { file: env.file, line }));
    tokens.splice(index, end - index + 1);
    index--;
  }
}

/** The `<title>`, `<meta>` and `<link>` tags of a head's source, written again; the names of the other tags. */
export function headTags(source: string): { tags: string[]; leftOut: string[] } {
  const tags: string[] = [];
  const leftOut: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
  for (let match = tag.exec(source); match; match = tag.exec(source)) {
    const [, closing, rawName, attributes] = match;
    const name = rawName!.toLowerCase();
    if (closing) continue;
    if (name === 'title') {
      const end = source.toLowerCase().indexOf('</title>', tag.lastIndex);
      const text = source.slice(tag.lastIndex, end === -1 ? undefined : end).trim();
      tags.push(`<title>${escapeHtml(unescapeHtml(text))}</title>`);
      if (end !== -1) tag.lastIndex = end + '</title>'.length;
    } else if (name === 'meta' || name === 'link') {
      const written = parseAttributes(attributes ?? '')
        .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
        .join('');
      if (written) tags.push(`<${name}${written}>`);
    } else if (!leftOut.includes(name)) {
      leftOut.push(name);
    }
  }
  return { tags, leftOut };
}

/** Attribute names and values; event handlers (`on…`) and names that are not plain are dropped. */
function parseAttributes(source: string): Array<[string, string]> {
  const attributes: Array<[string, string]> = [];
  const attribute = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (let match = attribute.exec(source); match; match = attribute.exec(source)) {
    const key = match[1]!.toLowerCase();
    if (!/^[a-z][a-z0-9:-]*$/.test(key) || key.startsWith('on')) continue;
    attributes.push([key, unescapeHtml(match[2] ?? match[3] ?? match[4] ?? '')]);
  }
  return attributes;
}
