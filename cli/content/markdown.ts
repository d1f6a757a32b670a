// The Markdown renderer: markdown-it and our plugins, in order. Created once
// per build (the highlighter is the expensive part) and reused for every page.
import MarkdownIt from 'markdown-it';
import { flatString } from '../large-strings.js';
import { createEnv, type ImageResolver, type LinkResolver, type MarkdownEnv } from './env.js';
import type { Highlighter } from './highlight/highlighter.js';
import { admonitions } from './plugins/admonitions.js';
import { codeBlocks } from './plugins/code-blocks.js';
import { headingIds } from './plugins/heading-ids.js';
import { images } from './plugins/images.js';
import { links } from './plugins/links.js';
import { outline } from './plugins/outline.js';
import { scrollableTables } from './plugins/tables.js';

export interface MarkdownRenderer {
  render(source: string, options: { file: string; lineOffset: number; resolveLink: LinkResolver; resolveImage?: ImageResolver }): { html: string; env: MarkdownEnv };
  /** Inline Markdown (titles, short descriptions) without a wrapping paragraph. */
  renderInline(source: string): string;
}

export function createMarkdownRenderer(highlighter: Highlighter): MarkdownRenderer {
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  md.use(headingIds); // ids before anything reads headings
  md.use(links);
  md.use(images);
  md.use(admonitions);
  md.use(codeBlocks, highlighter);
  md.use(scrollableTables);
  md.use(outline); // last: reads the final tokens
  return {
    render(source, options) {
      const env = createEnv({ ...options, source });
      // Kept for the whole build (the page body, the search index): flat, not the renderer's tree of pieces.
      const html = flatString(md.render(source, env as unknown as Record<string, unknown>));
      return { html, env };
    },
    renderInline(source) {
      return md.renderInline(source, createEnv({ file: '', lineOffset: 0, source, resolveLink: (href) => ({ href }) }) as unknown as Record<string, unknown>);
    },
  };
}
