// Records the page outline from the final tokens: a leading `#` title (taken
// out of the body), every heading with its id and line, and the plain-text
// sections (split at h2/h3) that search indexes.
import type { MarkdownIt } from 'markdown-it';
import type { Token } from 'markdown-it';
import { envOf, type MarkdownEnv, type Section } from '../env.js';

export function outline(md: MarkdownIt): void {
  md.core.ruler.push('outline', (state) => {
    const env = envOf(state);
    const tokens = state.tokens;
    if (!env.run || env.run.first) takeLeadingTitle(tokens, env);
    const reading = (env.outline ??= { current: { title: '', level: 1, text: '' }, texts: [] });
    const texts = reading.texts;
    const flush = () => flushSection(env);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type === 'heading_open') {
        const level = Number(token.tag.slice(1));
        const id = String(token.attrGet('id') ?? '');
        const text = plainText(tokens[i + 1]!);
        env.headings.push({ level, id, text, line: (token.map?.[0] ?? 0) + 1 + env.lineOffset });
        if (id) env.anchors.add(id);
        if (level === 2 || level === 3) {
          flush();
          reading.current = { id, title: text, level, text: '' };
          i += 2;
          continue;
        }
        texts.push(text);
        i += 1;
      } else if (token.type === 'inline') {
        texts.push(plainText(token));
        for (const child of token.children ?? []) if (child.type === 'html_inline') collectIds(child.content, env);
      } else if (token.type === 'fence' || token.type === 'code_block') {
        texts.push(token.content);
      } else if (token.type === 'html_block') {
        collectIds(token.content, env);
      }
    }
    // A page read run by run ends its last section once, after its last run.
    if (!env.run) flush();
  });
}

/** Ends the section being read: its text joined, kept when it has text or an id. */
export function flushSection(env: MarkdownEnv): void {
  const reading = env.outline;
  if (!reading) return;
  // Whitespace runs become one space. Only runs that change are matched: V8's
  // replace slows down more than linearly with the number of matches (a
  // 1 MB line of words has 200,000 single spaces).
  reading.current.text = reading.texts.join(' ').replace(/\s{2,}|[^\S ]/g, ' ').trim();
  if (reading.current.text || reading.current.id) env.sections.push(reading.current);
  reading.texts.length = 0;
}

/** Ids written in raw HTML (or by a component of a compiled MDX page) are link targets too. */
export function collectIds(html: string, env: MarkdownEnv): void {
  for (const match of html.matchAll(/\sid=["']([^"']+)["']/g)) env.anchors.add(match[1]!);
}

function takeLeadingTitle(tokens: Token[], env: MarkdownEnv): void {
  const first = tokens.findIndex((t) => t.type !== 'html_block' || t.content.trim() !== '');
  if (first < 0 || tokens[first]!.type !== 'heading_open' || tokens[first]!.tag !== 'h1') return;
  env.h1 = plainText(tokens[first + 1]!);
  tokens.splice(first, 3);
}

/** Text of an inline token as a reader sees it (no permalink symbols). */
export function plainText(inline: Token): string {
  if (!inline.children) return inline.content;
  let out = '';
  for (const child of inline.children) {
    if (child.type === 'text' || child.type === 'code_inline') out += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') out += ' ';
    else if (child.type === 'image') out += child.content;
  }
  return out.trim();
}
