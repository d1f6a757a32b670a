// A locale's translations: the `{ "<key>": { "message": "…" } }` files of its
// i18n folder (code.json, and the navbar, footer and sidebar files Docusaurus
// writes), read into one map, with a mistake in a file reported at the file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { error, warning, type Diagnostic } from '../diagnostics.js';
import { BUILD_TIME_KEYS, MESSAGES, type MessageKey } from './messages.js';
import { sidebarTranslationFile, translationFiles } from './paths.js';
import { instanceMessageKey } from '../config/docs-instance-ids.js';

export interface Translations {
  /** Translated messages by key. */
  messages: ReadonlyMap<string, string>;
  diagnostics: Diagnostic[];
  /** The files read, for `dev` to watch. */
  files: string[];
}

export const NO_TRANSLATIONS: Translations = { messages: new Map(), diagnostics: [], files: [] };

/** `docs`: the main docs' id (which names their plugin's folder), and the ids of the other docs instances, whose sidebar labels are read from their own plugin's file, under keys prefixed with the instance (`instanceMessageKey`). */
export function readTranslations(siteDir: string, locale: string, docs: { id?: string; instances?: readonly string[] } = {}): Translations {
  const messages = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  const files = translationFiles(siteDir, locale, docs.id);
  const read = (absolute: string, keyOf: (key: string) => string) => {
    if (!existsSync(absolute)) return;
    const file = path.relative(siteDir, absolute);
    const parsed = parseTranslationFile(readFileSync(absolute, 'utf8'), file);
    diagnostics.push(...parsed.diagnostics);
    // The first file that translates a key wins: code.json before the theme's files.
    for (const [key, message] of parsed.messages) if (!messages.has(keyOf(key))) messages.set(keyOf(key), message);
  };
  for (const absolute of files) read(absolute, (key) => key);
  for (const instance of docs.instances ?? []) {
    const absolute = sidebarTranslationFile(siteDir, locale, instance);
    files.push(absolute);
    read(absolute, (key) => instanceMessageKey(instance, key));
  }
  return { messages, diagnostics, files };
}

/** One translation file: a JSON object of `{ message, description? }` by key. */
export function parseTranslationFile(text: string, file: string): { messages: Map<string, string>; diagnostics: Diagnostic[] } {
  const messages = new Map<string, string>();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (caught) {
    return { messages, diagnostics: [error('translations-invalid', `Invalid JSON: ${(caught as Error).message}`, { file }, 'Fix the file, or run `brokerdocs write-translations` to write it anew.')] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { messages, diagnostics: [error('translations-invalid', 'Expected an object of { "message": "…" } by translation key', { file })] };
  }
  const diagnostics: Diagnostic[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message === 'string') messages.set(key, message);
    else diagnostics.push(warning('translations-invalid', `"${key}": expected { "message": "…" }, so it is not translated`, { file, line: lineOfKey(text, key) }));
  }
  return { messages, diagnostics };
}

function lineOfKey(text: string, key: string): number {
  const at = text.indexOf(JSON.stringify(key));
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

/** A key's message in the locale: its translation, else its English message. */
export function messageOf(translations: Translations, key: MessageKey): string {
  return translations.messages.get(key) ?? MESSAGES[key].message;
}

/**
 * The interface text the browser needs, by English message (the templates'
 * own lookup key): only what the locale translates differently, and nothing
 * at all for an untranslated site, whose site data stays as it was.
 */
export function browserMessages(translations: Translations): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(MESSAGES)) {
    const translated = BUILD_TIME_KEYS.has(key) ? undefined : translations.messages.get(key);
    if (translated !== undefined && translated !== entry.message) out[entry.message] = translated;
  }
  return Object.keys(out).length ? out : undefined;
}
