// Components whose children are not Markdown of the page: `<CodeBlock>` holds
// code, and `<Partial />` of an imported Markdown file stands for that file's
// content, parsed into the page's own tokens (so its headings enter the TOC
// and its links are checked). The partial's tokens point at the line of the
// `<Partial />` tag: that is where a reader of the page's source looks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StateBlock } from 'markdown-it';
import { warning } from '../../diagnostics.js';
import { envOf } from '../env.js';
import { parseFrontMatter } from '../frontmatter.js';
import { attributeOf } from '../mdx/attributes.js';
import type { JsxTag } from '../mdx/jsx-tag.js';
import { prepareMdx } from '../mdx/prepare.js';
import { partialImports } from '../mdx/partials.js';

/** Nesting beyond this is a cycle the including stack did not catch (the same file by another path). */
const MAX_PARTIAL_DEPTH = 8;

export function splicePartial(state: StateBlock, tag: JsxTag, map: [number, number]): void {
  const env = envOf(state);
  const absolute = env.mdx.partials.get(tag.name)!;
  // Inside another partial, the line that matters to the page's writer is the page's own <Outer /> line.
  const location = { file: env.file, line: env.mdx.including.length ? env.mdx.includedAt : map[0] + 1 + env.lineOffset };
  if (env.mdx.including.includes(absolute) || env.mdx.including.length >= MAX_PARTIAL_DEPTH) {
    env.diagnostics.push(warning('mdx-partial-cycle', `<${tag.name} /> includes a file that is already being included (${path.basename(absolute)}): it is left out here`, location, 'A partial must not include itself, directly or through another partial.'));
    return;
  }
  let source: string;
  try {
    source = readFileSync(absolute, 'utf8');
  } catch (caught) {
    env.diagnostics.push(warning('mdx-missing-partial', `<${tag.name} /> names ${path.basename(absolute)}, which could not be read: ${(caught as Error).message}`, location));
    return;
  }
  const prepared = prepareMdx(parseFrontMatter(source, env.file).body);
  const outer = env.mdx.partials;
  env.mdx.partials = new Map([...outer, ...partialImports(prepared.imports, absolute, env.mdx.siteDir, env, () => location.line)]);
  if (!env.mdx.including.length) env.mdx.includedAt = location.line;
  env.mdx.including.push(absolute);
  const first = state.tokens.length;
  state.md.block.parse(prepared.source, state.md, state.env, state.tokens);
  for (let index = first; index < state.tokens.length; index++) {
    const token = state.tokens[index]!;
    if (token.map) token.map = [...map];
    token.level += state.level;
  }
  env.mdx.including.pop();
  env.mdx.partials = outer;
}

/** `<CodeBlock language="ts" title="x">{`…`}</CodeBlock>`: a fence token, as if written with backticks. */
export function spliceCodeBlock(state: StateBlock, tag: JsxTag, map: [number, number], endLine: number): boolean {
  const src = state.src;
  const close = src.indexOf('</CodeBlock>', tag.end);
  if (close < 0 || close > state.eMarks[endLine - 1]!) return false;
  let code = src.slice(tag.end, close).trim();
  const wrapped = /^\{\s*(`|"|')([\s\S]*)\1\s*\}$/.exec(code);
  if (wrapped) code = wrapped[1] === '`' ? wrapped[2]!.replace(/\\([`$\\])/g, '$1') : wrapped[2]!;
  const attribute = (name: string) => attributeOf(tag, name);
  const language = attribute('language');
  const title = attribute('title');
  const info = [typeof language === 'string' ? language : '', typeof attribute('metastring') === 'string' ? attribute('metastring') : '', typeof title === 'string' ? `title="${title.replace(/"/g, '')}"` : '', attribute('showLineNumbers') === true ? 'showLineNumbers' : '']
    .filter(Boolean)
    .join(' ');
  let line = map[0];
  while (line < endLine - 1 && state.eMarks[line]! < close) line++;
  const token = state.push('fence', 'code', 0);
  token.info = info;
  token.content = `${code.replace(/^\n+|\s+$/g, '')}\n`;
  token.markup = '```';
  token.map = [map[0], line + 1];
  state.line = line + 1;
  return true;
}
