// @theme/Admonition: the markup of a `:::note` admonition (cli/content/plugins/admonitions.ts).
import type { ReactNode } from 'react';
import { ADMONITION_TYPES } from '../../contracts/admonitions.js';

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const kind = ADMONITION_TYPES[type] ?? ADMONITION_TYPES.note!;
  return (
    <div className={`admonition admonition-${kind.className}`} role="note">
      <p className="admonition-heading">{title ?? kind.title}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
