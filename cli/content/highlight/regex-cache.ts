// Grammar patterns translated into JavaScript regular expressions, kept on
// disk between builds. shiki's JavaScript engine translates each Oniguruma
// pattern of a grammar (oniguruma-to-es) the first time a scanner needs it:
// one changed 18-line TypeScript block cost a 25-page rebuild ~0.5 s of
// translating, more than the rest of the build. The highlight cache
// (highlight-cache.ts) keeps blocks, not grammars, so any block it does not
// have paid that again.
//
// A translation depends on nothing but the pattern and the build of
// brokerdocs (which holds shiki and oniguruma-to-es): it is kept as the
// regular expression's source and flags, and for an emulated one the options
// oniguruma-to-es serialises it by (`rawOptions`), from which EmulatedRegExp
// makes the same regular expression again. Where: beside highlight.json, as
// highlight-regexes.json; read when a build first translates, written when it
// translated a pattern the file lacked. BROKERDOCS_HIGHLIGHT_CACHE=off turns
// it off with the other.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { toolBuildId, toolCacheDir, writeWhole } from '../../tool-cache.js';

export interface RegexCache {
  /** The regular expression of an Oniguruma pattern: made from an earlier build's translation, or by `translate` (and kept). */
  regexFor(pattern: string, translate: (pattern: string) => RegExp): RegExp;
  /** Writes the translations, when this build added any. */
  save(): void;
}

type EmulatedRegExpOptions = EmulatedRegExp['rawOptions'];

/** Source, flags, and an emulated expression's options. */
type Translation = [source: string, flags: string, options?: EmulatedRegExpOptions];

interface CacheFile {
  build: string;
  patterns: Record<string, Translation>;
}

/** The site's cache, or none: turned off, or brokerdocs running from its sources (toolBuildId). */
export function openRegexCache(siteDir: string, build = toolBuildId()): RegexCache | undefined {
  if (process.env.BROKERDOCS_HIGHLIGHT_CACHE === 'off' || !build) return undefined;
  const file = path.join(toolCacheDir(siteDir), 'highlight-regexes.json');
  // Read on the first pattern: a rebuild whose blocks are all in the highlight cache translates none.
  let kept: Map<string, Translation> | undefined;
  let added = false;
  return {
    regexFor(pattern, translate) {
      kept ??= readCacheFile(file, build);
      const known = kept.get(pattern);
      if (known) {
        try {
          return revive(known);
        } catch {
          // A file edited or damaged by hand: translated again below, and the entry replaced.
        }
      }
      const regex = translate(pattern);
      kept.set(pattern, translationOf(regex));
      added = true;
      return regex;
    },
    save() {
      if (!added || !kept) return;
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeWhole(file, JSON.stringify({ build, patterns: Object.fromEntries(kept) } satisfies CacheFile));
        added = false;
      } catch {
        // A cache that cannot be written (a read-only site) only costs the next build its time.
      }
    },
  };
}

function translationOf(regex: RegExp): Translation {
  return regex instanceof EmulatedRegExp ? [regex.source, regex.flags, regex.rawOptions] : [regex.source, regex.flags];
}

function revive([source, flags, options]: Translation): RegExp {
  return options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags);
}

/** The translations of the file when an identical build of brokerdocs wrote it; none otherwise (missing, unreadable, another build). */
function readCacheFile(file: string, build: string): Map<string, Translation> {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
    if (parsed.build !== build || typeof parsed.patterns !== 'object' || parsed.patterns === null) return new Map();
    return new Map(Object.entries(parsed.patterns).filter((entry): entry is [string, Translation] => isTranslation(entry[1])));
  } catch {
    return new Map();
  }
}

function isTranslation(value: unknown): value is Translation {
  return Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string' && (value[2] === undefined || (typeof value[2] === 'object' && value[2] !== null));
}
