// Grammar patterns translated into JavaScript regular expressions, kept on
// disk between builds. shiki's JavaScript engine translates each Oniguruma
// pattern of a grammar (oniguruma-to-es) the first time a scanner needs it:
// one changed 18-line TypeScript block cost a 25-page rebuild ~0.5 s of
// translating, more than the rest of the build. The highlight cache
// (highlight-cache.ts) keeps blocks, not grammars, so any block it does not
// have paid that again.
//
// A translation depends on nothing but the pattern and the build of
// brokerdocs (which holds shiki and oniguruma-to-es): it is kept as
// translation.ts writes it. Where: beside highlight.json, as
// highlight-regexes.json; read when a build first translates, written when it
// translated a pattern the file lacked. BROKERDOCS_HIGHLIGHT_CACHE=off turns
// it off with the other.
//
// A pattern the site's file lacks is looked up next in the translations
// brokerdocs ships for the grammars docs use most (regex-seed.ts), made when
// it was installed: a first build (CI's, whose node_modules/.cache is new)
// translates only what those grammars lack. One found there is kept in the
// site's file too, which stays small and is read instead of the seed after.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { toolBuildId, toolCacheDir, writeWhole } from '../../tool-cache.js';
import { readSeed, SEED_FILE } from './regex-seed.js';
import { readTranslations, revived, translationOf, type Translation } from './translation.js';

export interface RegexCache {
  /** The regular expression of an Oniguruma pattern: made from an earlier build's translation, or by `translate` (and kept). */
  regexFor(pattern: string, translate: (pattern: string) => RegExp): RegExp;
  /** Writes the translations, when this build added any. */
  save(): void;
}

interface CacheFile {
  build: string;
  patterns: Record<string, Translation>;
}

/**
 * The site's cache, or none: turned off, or brokerdocs running from its
 * sources (toolBuildId). `seedFile`: the shipped translations it falls back
 * on (regex-seed.ts).
 */
export function openRegexCache(siteDir: string, build = toolBuildId(), seedFile = SEED_FILE): RegexCache | undefined {
  if (process.env.BROKERDOCS_HIGHLIGHT_CACHE === 'off' || !build) return undefined;
  const file = path.join(toolCacheDir(siteDir), 'highlight-regexes.json');
  // Read on the first pattern: a rebuild whose blocks are all in the highlight cache translates none.
  let kept: Map<string, Translation> | undefined;
  const shipped = shippedRegexes(seedFile);
  let added = false;
  return {
    regexFor(pattern, translate) {
      kept ??= readCacheFile(file, build);
      const known = kept.get(pattern);
      const made = known && revived(known);
      if (made) return made;
      // Not in the site's file: from the shipped translations, else translated; kept in the site's file either way.
      const regex = shipped.regexFor(pattern, translate);
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

/**
 * The shipped translations, else a fresh one: what the site's cache falls
 * back on, and all there is where no site cache is (worker threads, which have
 * no build id; builds with BROKERDOCS_HIGHLIGHT_CACHE=off). Nothing is written.
 */
export function shippedRegexes(seedFile = SEED_FILE): RegexCache {
  let seed: Map<string, Translation> | undefined;
  return {
    regexFor(pattern, translate) {
      const shipped = (seed ??= readSeed(seedFile)).get(pattern);
      return (shipped && revived(shipped)) || translate(pattern);
    },
    save() {},
  };
}

/** The translations of the file when an identical build of brokerdocs wrote it; none otherwise (missing, unreadable, another build). */
function readCacheFile(file: string, build: string): Map<string, Translation> {
  return readTranslations(file, (fields) => fields.build === build);
}
