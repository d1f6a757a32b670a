// Heading ids: `{#custom-id}` at the end of a heading sets its id (Docusaurus
// syntax); every other heading gets GitHub's slug (github-slugger rules,
// `-1`, `-2` suffixes for repeats, via markdown-it-anchor), plus a `#` link.
import { slug } from 'github-slugger';
import type { MarkdownIt } from 'markdown-it';
import anchor from 'markdown-it-anchor';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

interface HeadingToken {
  type: string;
  content: string;
  attrGet(name: string): string | null;
}

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
  md.use(anchor, {
    level: [2, 3, 4, 5, 6],
    slugify: (text: string) => slug(text),
    uniqueSlugStartIndex: 1,
    tabIndex: false,
    permalink: anchor.permalink.linkInsideHeader({
      symbol: '#',
      placement: 'after',
      class: 'hash-link',
      ariaHidden: false,
      renderAttrs: (id: string, state) => ({
        'aria-label': `Direct link to ${headingText(state.tokens as unknown as HeadingToken[], id)}`,
      }),
    }),
  });
}

function headingText(tokens: HeadingToken[], id: string): string {
  const index = tokens.findIndex((t) => t.type === 'heading_open' && t.attrGet('id') === id);
  return index >= 0 ? tokens[index + 1]!.content.replace(/`/g, '') : id;
}
