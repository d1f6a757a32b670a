// @docusaurus/Translate: the message as written (a site's translations of component text are not read).
import type { ReactNode } from 'react';

function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return message;
  return message.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part));
}

export function translate({ message = '', id }: { message?: string; id?: string; description?: string }, values?: Record<string, string>): string {
  const text = message || id || '';
  return values ? text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole) : text;
}

export default function Translate({ children, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children ?? '', values)}</>;
}
