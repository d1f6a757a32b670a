// Translations of grammar patterns shipped with brokerdocs: every pattern of
// the grammars docs use most, translated into JavaScript regular expressions
// when brokerdocs is installed (`prepare`, scripts/bundle/regex-seed.mjs)
// and written beside the bundle as highlight-regexes.json. Translating is
// most of a grammar's first use (TypeScript's first block: ~0.5 s), and a
// first build, the one CI runs, has no site cache to take translations from
// (regex-cache.ts). Kept under the V8 that made them, since what
// oniguruma-to-es writes depends on the regular expressions V8 supports; a
// seed of another V8 is not read.
import { fileURLToPath } from 'node:url';
import type { LanguageRegistration } from 'shiki/core';
import { readTranslations, type Translation } from './translation.js';

/**
 * The grammars (shiki's names) whose patterns are shipped, with those they
 * embed: the languages of code blocks in docs, and what HTTP, HTML and
 * Markdown blocks hold. Go's grammar runs on Oniguruma (languages.ts), so it
 * has nothing to translate.
 */
export const SEED_LANGUAGES = [
  'javascript', 'typescript', 'jsx', 'tsx', 'json', 'jsonc', 'shellscript', 'shellsession', 'powershell',
  'python', 'java', 'kotlin', 'c', 'cpp', 'csharp', 'rust', 'swift', 'php', 'ruby',
  'yaml', 'toml', 'ini', 'xml', 'html', 'css', 'scss', 'markdown', 'sql', 'graphql', 'http', 'diff', 'docker',
];

/** Where the bundle keeps the seed: beside it (dist/). From the sources (the tests) there is none. */
export const SEED_FILE = fileURLToPath(new URL('./highlight-regexes.json', import.meta.url));

export interface SeedFile {
  /** The V8 whose regular expressions the translations target. */
  v8: string;
  patterns: Record<string, Translation>;
}

/** The seed's translations when this V8 made them; an empty map otherwise (none shipped, unreadable, another V8). */
export function readSeed(file: string, v8 = process.versions.v8): Map<string, Translation> {
  return readTranslations(file, (fields) => fields.v8 === v8);
}

/** The rule keys whose values vscode-textmate compiles as patterns. */
const PATTERN_KEYS = new Set(['match', 'begin', 'end', 'while']);

/**
 * Every pattern string vscode-textmate hands the regex engine for these
 * grammars, as it writes them (its RegExpSource): `\z` rewritten, and a
 * pattern with `\A` or `\G` in the four forms it makes for where a match may
 * start (each of the two anchors kept or made unmatchable, `\uFFFF`). An
 * `end` with back-references is written afresh for each match it closes,
 * and a rule without one ends at `\uFFFF`.
 */
export function grammarPatterns(registrations: readonly LanguageRegistration[]): Set<string> {
  const patterns = new Set<string>(['\uFFFF']);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (PATTERN_KEYS.has(key) && typeof value === 'string') for (const form of formsOf(value)) patterns.add(form);
        else visit(value);
      }
    }
  };
  for (const registration of registrations) visit(registration);
  return patterns;
}

/** A pattern as vscode-textmate compiles it: `\z` rewritten, and the four forms of one with `\A` or `\G`. */
function formsOf(written: string): string[] {
  let anchored = false;
  const source = written.replace(/\\([\s\S])/g, (escape, next: string) => {
    if (next === 'z') return '$(?!\\n)(?<!\\n)';
    if (next === 'A' || next === 'G') anchored = true;
    return escape;
  });
  if (!anchored) return [source];
  const form = (allowA: boolean, allowG: boolean) => source.replace(/\\([\s\S])/g, (escape, next: string) => ((next === 'A' && !allowA) || (next === 'G' && !allowG) ? '\\\uFFFF' : escape));
  return [form(false, false), form(false, true), form(true, false), form(true, true)];
}
