// Wide tables scroll inside their own box instead of widening the page on phones.
import type { MarkdownIt } from 'markdown-it';

export function scrollableTables(md: MarkdownIt): void {
  md.renderer.rules.table_open = () => '<div class="table-wrapper" tabindex="0"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
}
