// Makes the shipped translations (regex-seed.ts): run once by `prepare`
// (scripts/bundle/regex-seed.mjs), with the same shiki, grammars and
// translation as the bundle it ships beside.
import type { LanguageRegistration } from 'shiki/core';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { bundledLanguages } from 'shiki/langs';
import { writeWhole } from '../../tool-cache.js';
import { TRANSLATION_OPTIONS, translationOf, type Translation } from './translation.js';
import { grammarPatterns, SEED_LANGUAGES, type SeedFile } from './regex-seed.js';

/** Translates every pattern of these languages' grammars (and those they embed) and writes them to `file`; how many, and the file's size. */
export async function writeRegexSeed(file: string, languages: readonly string[] = SEED_LANGUAGES): Promise<{ patterns: number; bytes: number }> {
  const registrations: LanguageRegistration[] = [];
  for (const name of languages) {
    const load = (bundledLanguages as Record<string, (() => Promise<{ default: LanguageRegistration[] }>) | undefined>)[name];
    if (!load) throw new Error(`shiki has no grammar named ${name} (SEED_LANGUAGES in cli/content/highlight/regex-seed.ts)`);
    registrations.push(...(await load()).default);
  }
  const patterns: Record<string, Translation> = {};
  for (const pattern of grammarPatterns(registrations)) {
    try {
      patterns[pattern] = translationOf(defaultJavaScriptRegexConstructor(pattern, TRANSLATION_OPTIONS));
    } catch {
      // A pattern the translator refuses is refused again at build time, where shiki handles it: nothing to ship.
    }
  }
  const text = JSON.stringify({ v8: process.versions.v8, patterns } satisfies SeedFile);
  writeWhole(file, text);
  return { patterns: Object.keys(patterns).length, bytes: Buffer.byteLength(text) };
}
