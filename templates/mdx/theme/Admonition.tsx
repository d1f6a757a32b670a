// @theme/Admonition: the markup of a `:::note` admonition (cli/content/plugins/admonitions.ts).
import type { ReactNode } from 'react';

const TYPES: Record<string, { className: string; title: string }> = {
  note: { className: 'note', title: 'Note' },
  tip: { className: 'tip', title: 'Tip' },
  info: { className: 'info', title: 'Info' },
  important: { className: 'info', title: 'Important' },
  warning: { className: 'warning', title: 'Warning' },
  caution: { className: 'warning', title: 'Caution' },
  danger: { className: 'danger', title: 'Danger' },
};

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const kind = TYPES[type] ?? TYPES.note!;
  return (
    <div className={`admonition admonition-${kind.className}`} role="note">
      <p className="admonition-heading">{title ?? kind.title}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
