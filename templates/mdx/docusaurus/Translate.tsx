// @docusaurus/Translate and translate(): a message in the page's locale, from
// the site's own translations (i18n/<locale>/code.json, the build passes its
// messages in the page's context), else as written; `{name}` placeholders
// filled from `values`. The key is the id, or the message itself without one,
// as Docusaurus keys them.
import type { ReactNode } from 'react';
import { useMdxContext } from '../context.js';

export function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) && part.slice(1, -1) in values ? values[part.slice(1, -1)] : part));
  // All text: one string, as Docusaurus gives (a title or an attribute may take it).
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : <>{parts}</>;
}

function messageOf(translations: Record<string, string> | undefined, message: string | undefined, id: string | undefined): string {
  const key = id ?? message ?? '';
  return translations?.[key] ?? message ?? id ?? '';
}

/**
 * What translate() reads: it is called outside components too (at a module's
 * top level), so the translations are set before the site's modules run: by
 * the build once it loaded the server bundle, by the island script first.
 * One bundle serves one locale.
 */
let current: Record<string, string> | undefined;

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(messageOf(current, message, id), values as Record<string, ReactNode> | undefined));
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  const { translations } = useMdxContext();
  return <>{interpolate(messageOf(translations, children, id), values)}</>;
}

/** Sets the translations translate() reads. */
export function setTranslations(translations: Record<string, string> | undefined): void {
  current = translations;
}
