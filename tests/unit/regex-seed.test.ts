// The grammar translations brokerdocs ships (regex-seed.ts): the patterns it
// lists are the ones shiki's engine is asked for while highlighting; a build
// takes them from the seed instead of translating, keeps those it used in the
// site's own cache, and highlights exactly as with fresh translations; a seed
// made by another V8, or unreadable, is not read.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LanguageRegistration } from 'shiki/core';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { bundledLanguages } from 'shiki/langs';
import { describe, expect, it, vi } from 'vitest';
import { createCore } from '../../cli/content/highlight/core.js';
import { openRegexCache, shippedRegexes, type RegexCache } from '../../cli/content/highlight/regex-cache.js';
import { grammarPatterns, readSeed, SEED_LANGUAGES, type SeedFile } from '../../cli/content/highlight/regex-seed.js';
import { writeRegexSeed } from '../../cli/content/highlight/regex-seed-writer.js';
import { writeWhole } from '../../cli/tool-cache.js';
import { temporaryDir } from '../support/paths.js';

const translate = (pattern: string) => defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });

const BLOCKS: [string, string][] = [
  ['typescript', 'export async function load<T>(url: string): Promise<T> {\n  const r = await fetch(`${base}/${url}`); // "quoted"\n  return (await r.json()) as T;\n}\n/** Doc. */\nclass A<T extends object> implements B { #x = 1; get y() { return /a+b/g.test(this.#x); } }\n'],
  ['python', 'def f(x: int) -> str:\n    """Doc & <tags>."""\n    return f"{x!r:>10}" + r\'\\d+\'\n'],
  ['bash', 'for f in *.md; do\n  curl -H "A: $B" "https://x.example/?q=${f%.md}" | jq \'.items[]\' <<EOF\nbody\nEOF\ndone\n'],
  ['yaml', 'a: 1\n# comment\nb: [x, "y"]\nc: |\n  text\nd: &anchor { e: !!str 2 }\n'],
  ['html', '<!doctype html>\n<style>a { color: red }</style>\n<script>const x = 1 < 2 && "y";</script>\n<p class="a">Text &amp; more</p>\n'],
  ['java', 'public final class A<T> { @Override public String toString() { return "a" + 1L; } }\n'],
  ['json', '{ "a": [1, 2.5e3, true, null], "b": { "c": "d\\n" } }\n'],
  // Swift's operators are matched by patterns with both \G and \z.
  ['swift', 'let total = price * quantity + tax\nlet negative = -total\nfunc f(_ a: inout Int) -> Int { a <<= 1; return a ?? 0 }\n'],
];

async function registrationsOf(languages: readonly string[]): Promise<LanguageRegistration[]> {
  const all: LanguageRegistration[] = [];
  for (const name of languages) all.push(...(await (bundledLanguages as Record<string, () => Promise<{ default: LanguageRegistration[] }>>)[name]!()).default);
  return all;
}

/** A pattern made from `written` by putting captured text (escaped) where it says \1, \2…: an `end` resolved for one match. */
function resolvedFrom(written: string, pattern: string): boolean {
  if (!/\\\d/.test(written)) return false;
  const shape = written.split(/\\\d+/).map((literal) => literal.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'));
  return new RegExp(`^${shape.join('[\\s\\S]*?')}$`).test(pattern);
}

describe('the shipped grammar translations', () => {
  it('list every pattern shiki asks for while highlighting, but an end written afresh from what its begin matched', async () => {
    const asked = new Set<string>();
    const recording: RegexCache = { regexFor: (pattern, fresh) => (asked.add(pattern), fresh(pattern)), save() {} };
    const core = await createCore(recording);
    const languages = BLOCKS.map(([language]) => language);
    await core.load(languages);
    for (const [language, code] of BLOCKS) expect(core.toHtml(code, language)).toMatch(/^<pre class="shiki/);
    const listed = grammarPatterns(await registrationsOf(languages.map((name) => (name === 'bash' ? 'shellscript' : name))));
    expect(asked.size).toBeGreaterThan(300);
    const unlisted = [...asked].filter((pattern) => !listed.has(pattern));
    expect(unlisted.filter((pattern) => ![...listed].some((written) => resolvedFrom(written, pattern)))).toEqual([]);
    // The heredoc's end (<<EOF … EOF) is one of those written afresh.
    expect(unlisted.length).toBeLessThan(asked.size / 20);
  }, 60_000);

  it('are taken instead of translating, kept in the site’s cache, and highlight as fresh translations do', async () => {
    const dir = await temporaryDir('brokerdocs-regex-seed-');
    const seedFile = path.join(dir, 'highlight-regexes.json');
    const written = await writeRegexSeed(seedFile, ['typescript']);
    expect(written.patterns).toBeGreaterThan(300);
    const seed = JSON.parse(await readFile(seedFile, 'utf8')) as SeedFile;
    expect(seed.v8).toBe(process.versions.v8);

    const expected = await highlightWith(undefined);
    const spy = vi.fn(translate);
    const site = path.join(dir, 'site');
    const cache = openRegexCache(site, 'build-1', seedFile)!;
    const counting: RegexCache = { regexFor: (pattern) => cache.regexFor(pattern, spy), save: () => cache.save() };
    expect(await highlightWith(counting)).toBe(expected);
    expect(spy).not.toHaveBeenCalled();
    cache.save();
    const kept = JSON.parse(await readFile(path.join(site, 'node_modules/.cache/brokerdocs/highlight-regexes.json'), 'utf8')) as { patterns: Record<string, unknown> };
    // Only what the block used: the site's file stays small.
    expect(Object.keys(kept.patterns).length).toBeGreaterThan(20);
    expect(Object.keys(kept.patterns).length).toBeLessThan(written.patterns);
    for (const [pattern, translation] of Object.entries(kept.patterns)) expect(translation).toEqual(seed.patterns[pattern]);
  }, 60_000);

  it('are read by threads without a site cache, and translate what they lack', async () => {
    const dir = await temporaryDir('brokerdocs-regex-seed-');
    const seedFile = path.join(dir, 'highlight-regexes.json');
    writeWhole(seedFile, JSON.stringify({ v8: process.versions.v8, patterns: { 'a+': ['planted', 'dg'] } } satisfies SeedFile));
    const spy = vi.fn(translate);
    const shipped = shippedRegexes(seedFile);
    expect(shipped.regexFor('a+', spy).source).toBe('planted');
    expect(shipped.regexFor('b+', spy).source).toBe(translate('b+').source);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('are not read when another V8 made them, or when unreadable', async () => {
    const dir = await temporaryDir('brokerdocs-regex-seed-');
    const seedFile = path.join(dir, 'highlight-regexes.json');
    writeWhole(seedFile, JSON.stringify({ v8: '1.0.0', patterns: { 'a+': ['planted', 'dg'] } } satisfies SeedFile));
    expect(readSeed(seedFile).size).toBe(0);
    expect(shippedRegexes(seedFile).regexFor('a+', translate).source).toBe(translate('a+').source);
    expect(openRegexCache(path.join(dir, 'site'), 'build-1', seedFile)!.regexFor('a+', translate).source).toBe(translate('a+').source);
    writeWhole(seedFile, '{"v8": "');
    expect(readSeed(seedFile).size).toBe(0);
    expect(readSeed(path.join(dir, 'none.json')).size).toBe(0);
  });

  it('name only grammars shiki has', async () => {
    expect(SEED_LANGUAGES.filter((name) => !Object.hasOwn(bundledLanguages, name))).toEqual([]);
  });
});

/** The HTML of a TypeScript block from a core using these regular expressions (fresh translations without). */
async function highlightWith(regexes: RegexCache | undefined): Promise<string> {
  const core = await createCore(regexes);
  await core.load(['typescript']);
  return core.toHtml(BLOCKS[0]![1], 'typescript') as string;
}
