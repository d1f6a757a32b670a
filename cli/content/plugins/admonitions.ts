// Docusaurus admonitions: `:::note Optional title` … `:::`, via markdown-it-container.
import type { MarkdownIt } from 'markdown-it';
import container from 'markdown-it-container';
import { titleEnv, type MarkdownEnv } from '../env.js';

/** Admonition types and their default titles; `caution` and `important` are accepted aliases. */
export const ADMONITION_TYPES: Record<string, { className: string; title: string }> = {
  note: { className: 'note', title: 'Note' },
  tip: { className: 'tip', title: 'Tip' },
  info: { className: 'info', title: 'Info' },
  important: { className: 'info', title: 'Important' },
  warning: { className: 'warning', title: 'Warning' },
  caution: { className: 'warning', title: 'Caution' },
  danger: { className: 'danger', title: 'Danger' },
};

export function admonitions(md: MarkdownIt): void {
  for (const [name, type] of Object.entries(ADMONITION_TYPES)) {
    md.use(container, name, {
      marker: ':',
      validate: (params: string) => new RegExp(`^${name}(\\s|\\[|$)`).test(params.trim()),
      render: (tokens: { nesting: number; info: string }[], index: number, _options: unknown, env: Record<string, unknown>) => {
        const token = tokens[index]!;
        if (token.nesting !== 1) return '</div></div>\n';
        const rest = token.info.trim().slice(name.length).trim();
        // Both `:::note Title` and `:::note[Title]` are accepted.
        const title = rest.replace(/^\[(.*)\]$/, '$1').trim() || type.title;
        return (
          `<div class="admonition admonition-${type.className}" role="note">` +
          `<p class="admonition-heading">${md.renderInline(title, titleEnv(env as unknown as MarkdownEnv))}</p><div class="admonition-content">\n`
        );
      },
    });
  }
}
