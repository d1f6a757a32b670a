// @theme/Details and MDX's `<details>`: the markup markdown-it gives `<details>`.
import type { ReactNode } from 'react';

export default function Details({ summary, open, children }: { summary?: ReactNode; open?: boolean; children?: ReactNode }) {
  return (
    <details className="details" open={open}>
      {summary !== undefined ? typeof summary === 'string' ? <summary>{summary}</summary> : summary : null}
      {children}
    </details>
  );
}
