// Heading ids: `{#custom-id}` at the end of a heading sets its id (Docusaurus
// syntax); every other heading gets GitHub's slug (github-slugger rules,
// `-1`, `-2` suffixes for repeats), plus a `#` link inside the heading.
//
// Our own rule rather than markdown-it-anchor, whose ids we match: a custom id
// that is already taken must be a warning, not a thrown error that stops the
// build, and a page of many headings of one name must stay linear (a repeat
// takes the next free suffix of a counter per slug, not a search from `-1`).
import { slug } from 'github-slugger';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { warning } from '../../diagnostics.js';
import { envOf } from '../env.js';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;
const LEVELS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

export function headingIds(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'custom_heading_id', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]!.type !== 'heading_open') continue;
      const inline = tokens[i + 1]!;
      const match = CUSTOM_ID.exec(inline.content);
      if (!match) continue;
      tokens[i]!.attrSet('id', match[1]!);
      inline.content = inline.content.slice(0, match.index);
      const last = inline.children?.at(-1);
      if (last?.type === 'text') last.content = last.content.replace(CUSTOM_ID, '');
    }
  });
  md.core.ruler.push('heading_ids', (state) => {
    const env = envOf(state);
    const ids = (env.headingIds ??= createUniqueIds());
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const heading = tokens[i]!;
      if (heading.type !== 'heading_open' || !LEVELS.has(heading.tag)) continue;
      const inline = tokens[i + 1]!;
      const written = heading.attrGet('id');
      const custom = written === null ? null : String(written);
      const text = tokensText(inline.children ?? []);
      const id = ids.claim(custom ?? slug(text));
      if (custom !== null && id !== custom) {
        env.diagnostics.push(
          warning('duplicate-heading-id', `Heading id "${custom}" is already used on this page; this heading gets "${id}"`, { file: env.file, line: (heading.map?.[0] ?? 0) + 1 + env.lineOffset }, 'Give the heading another {#id}.'),
        );
      }
      heading.attrSet('id', id);
      inline.children = [...(inline.children ?? []), ...permalink(state, id, text)];
    }
  });
}

/** Hands out each id once: a repeat gets the first free `-1`, `-2`… suffix, remembered per base so repeats cost O(1). */
export function createUniqueIds(): { claim(base: string): string } {
  const taken = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return {
    claim(base) {
      let id = base;
      let suffix = nextSuffix.get(base) ?? 1;
      // Suffixes below `suffix` were all found taken before, and ids are never released.
      while (taken.has(id)) id = `${base}-${suffix++}`;
      nextSuffix.set(base, suffix);
      taken.add(id);
      return id;
    },
  };
}

/** The heading's words as a reader and github-slugger see them: text and inline code, no markup. */
function tokensText(children: readonly Token[]): string {
  let text = '';
  for (const child of children) if (child.type === 'text' || child.type === 'code_inline') text += child.content;
  return text;
}

/** ` <a class="hash-link" href="#id" aria-label="Direct link to …">#</a>` as tokens at the end of the heading. */
function permalink(state: StateCore, id: string, label: string): Token[] {
  const space = new state.Token('text', '', 0);
  space.content = ' ';
  const open = new state.Token('link_open', 'a', 1);
  open.attrs = [
    ['class', 'hash-link'],
    ['href', `#${id}`],
    ['aria-label', `Direct link to ${label}`],
  ];
  const symbol = new state.Token('html_inline', '', 0);
  symbol.content = '#';
  const close = new state.Token('link_close', 'a', -1);
  return [space, open, symbol, close];
}
