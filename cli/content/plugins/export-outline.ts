// Keeps the page's block structure for the Markdown export, read off the
// tokens right after the block parse, before any rule of ours changes them
// (block-outline.ts says when the export may use it).
import type { MarkdownIt } from 'markdown-it';
import { blockOutline } from '../block-outline.js';
import { envOf } from '../env.js';

/** `admonitions`: the types the export also reads as admonitions. Registered last, it runs first after `block`. */
export function exportOutline(md: MarkdownIt, admonitions: ReadonlySet<string>): void {
  md.core.ruler.after('block', 'export_outline', (state) => {
    const env = envOf(state);
    // A compiled page renders in runs (no one parse of the page), and a page with JSX blocks is parsed otherwise by the export.
    if (!env.keepBlockOutline || env.run || env.blockJsx) return;
    // Only the page's own parse: an admonition's title or a table cell rendered later runs these rules again with its env.
    env.keepBlockOutline = false;
    const outline = blockOutline(state.tokens, admonitions);
    if (outline) env.blockOutline = outline;
  });
}
