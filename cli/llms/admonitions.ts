// Admonitions as a Markdown reader without our plugin sees them best: a
// blockquote that opens with the bold label, `> **Warning:** …`, or
// `> **Warning: Custom title**` when the admonition has a title. The types
// are the site's (`content/plugins/admonitions.ts`); unknown ones are not
// admonitions there either, so they are left alone here.

export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  important: 'Important',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** The custom title of `:::type Title` or `:::type[Title]`, if any. */
export function admonitionTitle(type: string, info: string): string | undefined {
  const rest = info.trim().slice(type.length).trim();
  const title = rest.replace(/^\[(.*)\]$/, '$1').trim();
  return title || undefined;
}

/** The bold lead of the blockquote. */
export function admonitionLead(type: string, title: string | undefined): string {
  const label = ADMONITION_LABELS[type] ?? type;
  return title ? `**${label}: ${title}**` : `**${label}:**`;
}
