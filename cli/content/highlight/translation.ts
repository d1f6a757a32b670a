// A grammar pattern's translation into a JavaScript regular expression, as
// kept on disk (the site's cache, regex-cache.ts; the shipped seed,
// regex-seed.ts): the expression's source and flags, and for one
// oniguruma-to-es emulates, the options it serialises it by (`rawOptions`),
// from which EmulatedRegExp makes the same expression again.
import { readFileSync } from 'node:fs';
import { EmulatedRegExp } from 'oniguruma-to-es';

/** How shiki's JavaScript engine is asked to translate (core.ts), and so how the seed is made. */
export const TRANSLATION_OPTIONS = { target: 'auto' } as const;

type EmulatedRegExpOptions = EmulatedRegExp['rawOptions'];

/** Source, flags, and an emulated expression's options. */
export type Translation = [source: string, flags: string, options?: EmulatedRegExpOptions];

export function translationOf(regex: RegExp): Translation {
  return regex instanceof EmulatedRegExp ? [regex.source, regex.flags, regex.rawOptions] : [regex.source, regex.flags];
}

/** The regular expression of a kept translation; undefined for one that is not one (a file edited or damaged by hand: translated again). */
export function revived([source, flags, options]: Translation): RegExp | undefined {
  try {
    return options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags);
  } catch {
    return undefined;
  }
}

/**
 * The translations of a file `{ …, patterns: { [pattern]: Translation } }`
 * when `ours` accepts its other fields (who made it); an empty map for a file
 * missing, unreadable, or another's. Entries that are no translation are left out.
 */
export function readTranslations(file: string, ours: (fields: Record<string, unknown>) => boolean): Map<string, Translation> {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const patterns = parsed.patterns;
    if (!ours(parsed) || typeof patterns !== 'object' || patterns === null) return new Map();
    return new Map(Object.entries(patterns).filter((entry): entry is [string, Translation] => isTranslation(entry[1])));
  } catch {
    return new Map();
  }
}

function isTranslation(value: unknown): value is Translation {
  return Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string' && (value[2] === undefined || (typeof value[2] === 'object' && value[2] !== null));
}
