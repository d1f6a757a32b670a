// Admonitions as a Markdown reader without our plugin sees them best: a
// blockquote that opens with the bold label, `> **Warning:** …`, or
// `> **Warning: Custom title**` when the admonition has a title. The types
// are the site's (`content/plugins/admonitions.ts`); an unknown one (a note
// with a warning there) is left as written here.
import { ADMONITION_TYPES } from '../../templates/contracts/admonitions.js';

/** The custom title of `:::type Title` or `:::type[Title]`, if any. */
export function admonitionTitle(type: string, info: string): string | undefined {
  const rest = info.trim().slice(type.length).trim();
  const title = rest.replace(/^\[(.*)\]$/, '$1').trim();
  return title || undefined;
}

/** The bold lead of the blockquote. */
export function admonitionLead(type: string, title: string | undefined): string {
  const label = ADMONITION_TYPES[type]?.title ?? type;
  return title ? `**${label}: ${title}**` : `**${label}:**`;
}
