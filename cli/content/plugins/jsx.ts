// JSX in MDX pages, read as tokens: a component tag on lines of its own
// (`<Tabs groupId="os">`, `</TabItem>`, `<Partial />`, a tag written over
// several lines) is a `jsx_open`/`jsx_close`/`jsx_self` block token, and the
// Markdown between tags is parsed as Markdown, as MDX does. A component tag
// inside a paragraph is a `jsx_inline` token. The components plugin decides
// what each renders.
import type { MarkdownIt, StateBlock, StateInline, Token } from 'markdown-it';
import { isComponentName, isFlowJsxName, readJsxTag, type JsxTag } from '../mdx/jsx-tag.js';
import { envOf } from '../env.js';
import { spliceCodeBlock, splicePartial } from './jsx-children.js';

export interface JsxMeta {
  tag: JsxTag;
}

export function jsx(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'jsx_block', jsxBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.inline.ruler.before('html_inline', 'jsx_inline', jsxInline);
  endHtmlBlocksAtTagLines(md);
}

/**
 * In CommonMark an HTML block (`<div>`, `</div>`) runs on to the next blank
 * line, so `</div>` and a `</details>` on the line after it made one block of
 * raw HTML: the `<details>` above was never closed (a warning, and a stray
 * `</details>` in the page). MDX ends the HTML before a line that is a tag of
 * a component or of `<details>`/`<summary>`; so does this, for the blocks that
 * end at a blank line (not a comment, `<pre>`, `<script>`, `<style>` or
 * `<textarea>`, whose content is theirs to the end).
 */
function endHtmlBlocksAtTagLines(md: MarkdownIt): void {
  const rule = md.block.ruler.__rules__.find((candidate) => candidate.name === 'html_block');
  if (!rule) return;
  const htmlBlock = rule.fn;
  md.block.ruler.at('html_block', (state, startLine, endLine, silent) => htmlBlock(state, startLine, BLANK_LINE_ENDED.test(lineText(state, startLine)) ? flowTagLine(state, startLine + 1, endLine) : endLine, silent), { alt: rule.alt });
}

/** How an HTML block that ends at a blank line starts (CommonMark's kinds 6 and 7). */
const BLANK_LINE_ENDED = /^<\/?(?!(?:pre|script|style|textarea)\b)[A-Za-z]/i;

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]!);
}

/** The first line from `from` that starts with a flow JSX tag (a component, `<details>`, `</summary>`…), up to the next blank line; `endLine` if none. */
function flowTagLine(state: StateBlock, from: number, endLine: number): number {
  for (let line = from; line < endLine && !state.isEmpty(line); line++) {
    if (state.sCount[line]! - state.blkIndent >= 4) continue;
    const start = state.bMarks[line]! + state.tShift[line]!;
    if (state.src.charCodeAt(start) !== 0x3c) continue;
    const tag = readJsxTag(state.src, start, state.eMarks[endLine - 1]!);
    if (tag && isFlowJsxName(tag.name) && tag.name !== '') return line;
  }
  return endLine;
}

/** The line holding offset `at`, from `line` on. */
function lineAt(state: StateBlock, line: number, at: number, endLine: number): number {
  while (line < endLine - 1 && state.eMarks[line]! < at) line++;
  return line;
}

/**
 * Tags alone on their lines, or tags then text then the closing tag of the
 * last one opened (`<summary>Why *this*</summary>`): a block. Anything else
 * starting with a tag is a paragraph with JSX inside, read by the inline rule.
 */
function jsxBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const src = state.src;
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  if (src.charCodeAt(start) !== 0x3c) return false;
  const limit = state.eMarks[endLine - 1]!;
  const first = readJsxTag(src, start, limit);
  if (!first || !isFlowJsxName(first.name) || first.name === '') return false;

  const tags: JsxTag[] = [first];
  let line = lineAt(state, startLine, first.end, endLine);
  let at = first.end;
  let text: { from: number; to: number } | undefined;
  for (;;) {
    const lineEnd = state.eMarks[line]!;
    while (at < lineEnd && (src[at] === ' ' || src[at] === '\t')) at++;
    if (at >= lineEnd) break;
    const next = src[at] === '<' ? readJsxTag(src, at, limit) : null;
    if (next && isFlowJsxName(next.name)) {
      tags.push(next);
      at = next.end;
      line = lineAt(state, line, at, endLine);
      continue;
    }
    // Text up to a closing tag that ends the line and closes the last tag opened.
    const opened = [...tags].reverse().find((tag) => !tag.closing && !tag.selfClosing);
    const closing = opened ? `</${opened.name}>` : null;
    const rest = src.slice(at, lineEnd).trimEnd();
    if (!opened || !closing || !rest.endsWith(closing) || rest.length === closing.length) return false;
    text = { from: at, to: at + rest.length - closing.length };
    tags.push({ name: opened.name, closing: true, selfClosing: false, attributes: [], start: text.to, end: text.to + closing.length });
    break;
  }
  if (silent) return true;

  const env = envOf(state);
  // The Markdown export's parser reads no JSX: its outline of this page is not the site's (block-outline.ts).
  env.blockJsx = true;
  const map: [number, number] = [startLine, line + 1];
  state.line = line + 1;
  for (const tag of tags) {
    if (text && tag.closing && tag.start === text.to) pushInline(state, src.slice(text.from, text.to), map);
    if (tag === first && tag.name === 'CodeBlock' && !tag.selfClosing) {
      // Its children are code, not Markdown: read up to `</CodeBlock>` as they are.
      if (spliceCodeBlock(state, tag, map, endLine)) return true;
    }
    if (tag.selfClosing && env.mdx.partials.has(tag.name)) {
      splicePartial(state, tag, map);
      continue;
    }
    const token = state.push(tag.selfClosing ? 'jsx_self' : tag.closing ? 'jsx_close' : 'jsx_open', '', tag.selfClosing ? 0 : tag.closing ? -1 : 1);
    token.map = map;
    token.info = tag.name;
    token.block = true;
    token.meta = { tag } satisfies JsxMeta;
  }
  return true;
}

function pushInline(state: StateBlock, content: string, map: [number, number]): void {
  const token = state.push('inline', '', 0);
  token.content = content.trim();
  token.map = map;
  token.children = [];
}

function jsxInline(state: StateInline, silent: boolean): boolean {
  const src = state.src;
  const pos = state.pos;
  if (src.charCodeAt(pos) !== 0x3c) return false;
  const next = src.charCodeAt(pos + (src.charCodeAt(pos + 1) === 0x2f ? 2 : 1));
  if (!(next >= 0x41 && next <= 0x5a)) return false; // A-Z: components only; lowercase tags are HTML
  const tag = readJsxTag(src, pos, state.posMax);
  if (!tag || !isComponentName(tag.name)) return false;
  if (!silent) {
    const token: Token = state.push('jsx_inline', '', 0);
    token.info = tag.name;
    token.meta = { tag } satisfies JsxMeta;
  }
  state.pos = tag.end;
  return true;
}
