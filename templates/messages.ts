// Interface text in the site's language. A template writes the English text
// itself, which is also what finds its translation: the build maps the
// Docusaurus translation keys of code.json onto the English messages
// (cli/i18n/messages.ts), so the browser never ships the keys, and an
// English site sends no table at all.
import type { SiteData } from './contracts/types.js';
import { useSite } from './site-context.js';

export type Translate = (text: string, values?: Record<string, string>) => string;

export function translator(site: Pick<SiteData, 'messages'>): Translate {
  return (text, values) => {
    const shown = site.messages?.[text] ?? text;
    return values ? shown.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) : shown;
  };
}

export function useTranslate(): Translate {
  return translator(useSite());
}
