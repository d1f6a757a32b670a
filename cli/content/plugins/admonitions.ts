// Docusaurus admonitions: `:::note Optional title` … `:::`, via markdown-it-container.
import type { MarkdownIt } from 'markdown-it';
import container from 'markdown-it-container';
import { warning } from '../../diagnostics.js';
import { titleEnv, type MarkdownEnv } from '../env.js';
import { ADMONITION_TYPES } from '../../../templates/contracts/admonitions.js';


/** `keywords`: the types a Docusaurus site added (its docs `admonitions.keywords`), shown as notes of their own class without a warning. */
export function admonitions(md: MarkdownIt, keywords: readonly string[] = []): void {
  const added = new Set(keywords.map((keyword) => keyword.toLowerCase()));
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
  // Any other type (`:::success`, a type a Docusaurus site added with its `admonitions.keywords`) is still a box,
  // a note with the type as its title, and a warning at its line rather than `:::success` printed as text.
  md.use(container, 'unknown-admonition', {
    marker: ':',
    validate: (params: string) => {
      const type = /^([A-Za-z][\w-]*)(?:\s|\[|$)/.exec(params.trim())?.[1];
      return type !== undefined && !(type.toLowerCase() in ADMONITION_TYPES);
    },
    render: (tokens: { nesting: number; info: string; map: [number, number] | null }[], index: number, _options: unknown, rawEnv: Record<string, unknown>) => {
      const token = tokens[index]!;
      const env = rawEnv as unknown as Partial<MarkdownEnv>;
      if (token.nesting !== 1) return '</div></div>\n';
      const [, type = '', rest = ''] = /^([A-Za-z][\w-]*)(.*)$/.exec(token.info.trim()) ?? [];
      if (!added.has(type.toLowerCase())) env.diagnostics?.push(
        warning('admonition-unknown', `Unknown admonition type ":::${type}": shown as a note`, { file: env.file ?? '', line: (token.map?.[0] ?? 0) + 1 + (env.lineOffset ?? 0) }, `Use one of ${Object.keys(ADMONITION_TYPES).join(', ')}.`),
      );
      const title = rest.trim().replace(/^\[(.*)\]$/, '$1').trim() || type.charAt(0).toUpperCase() + type.slice(1);
      return (
        `<div class="admonition admonition-note admonition-${md.utils.escapeHtml(type.toLowerCase())}" role="note">` +
        `<p class="admonition-heading">${md.renderInline(title, rawEnv)}</p><div class="admonition-content">\n`
      );
    },
  });
}
