// The admonition types a page may use (`:::note`, `<Admonition type="tip">`),
// their class and default title: one table for the Markdown plugin that
// writes them (cli/content/plugins/admonitions.ts) and the React component
// that MDX pages render (templates/mdx/theme/Admonition.tsx), so that both
// write the same box. `caution` and `important` are accepted aliases.
export const ADMONITION_TYPES: Readonly<Record<string, { className: string; title: string }>> = {
  note: { className: 'note', title: 'Note' },
  tip: { className: 'tip', title: 'Tip' },
  info: { className: 'info', title: 'Info' },
  important: { className: 'info', title: 'Important' },
  warning: { className: 'warning', title: 'Warning' },
  caution: { className: 'warning', title: 'Caution' },
  danger: { className: 'danger', title: 'Danger' },
};
