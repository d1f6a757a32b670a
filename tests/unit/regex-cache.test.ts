// Grammar patterns translated once and kept between builds (regex-cache.ts):
// a pattern an earlier build of the same brokerdocs translated is made from
// the file, matching as the translation did; another build translates afresh;
// and code highlighted from kept translations is the same HTML.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { describe, expect, it, vi } from 'vitest';
import { createHighlighter } from '../../cli/content/highlight/highlighter.js';
import { openRegexCache } from '../../cli/content/highlight/regex-cache.js';
import { temporaryDir } from '../support/paths.js';

const cacheFile = (siteDir: string) => path.join(siteDir, 'node_modules', '.cache', 'brokerdocs', 'highlight-regexes.json');
const translate = (pattern: string) => defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });

// A plain pattern, one oniguruma-to-es emulates (a possessive quantifier, \G), and one long enough to be compiled lazily.
const PATTERNS = ['\\b(const|let)\\s+([A-Za-z_]\\w*)', '\\G(?:\\s*+)(=>)', `(?:${Array.from({ length: 400 }, (_, i) => `word${i}`).join('|')})\\b`];
const SUBJECTS = ['const answer = 42', '  => x', 'let word399 = word12'];

function matches(regex: RegExp, subject: string, from = 0): unknown {
  regex.lastIndex = from;
  const match = regex.exec(subject);
  return match && { index: match.index, groups: [...match], indices: match.indices?.map((pair) => pair && [...pair]) };
}

const TYPESCRIPT = 'export async function load<T>(url: string): Promise<T> {\n  const response = await fetch(`${base}/${url}`);\n  return (await response.json()) as T; // parsed\n}';

describe('the regex cache', () => {
  it('makes a kept pattern from the file, matching as its translation does, and translates afresh for another build', async () => {
    const siteDir = await temporaryDir('brokerdocs-regex-cache-');
    const first = openRegexCache(siteDir, 'build-1')!;
    const translated = PATTERNS.map((pattern) => first.regexFor(pattern, translate));
    // The emulated ones are the reason to keep options: one of each kind is here.
    expect(translated.some((regex) => 'rawOptions' in regex && Object.keys((regex as RegExp & { rawOptions: object }).rawOptions).length > 0)).toBe(true);
    first.save();

    const spy = vi.fn(translate);
    const second = openRegexCache(siteDir, 'build-1')!;
    const revived = PATTERNS.map((pattern) => second.regexFor(pattern, spy));
    expect(spy).not.toHaveBeenCalled();
    revived.forEach((regex, i) => {
      expect(regex.source).toBe(translated[i]!.source);
      expect(regex.flags).toBe(translated[i]!.flags);
      for (const subject of SUBJECTS) for (const from of [0, 2]) expect(matches(regex, subject, from)).toEqual(matches(translated[i]!, subject, from));
    });

    const other = openRegexCache(siteDir, 'build-2')!;
    other.regexFor(PATTERNS[0]!, spy);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('is read from a planted file: only a cache that reads it can give its regular expression', async () => {
    const siteDir = await temporaryDir('brokerdocs-regex-cache-');
    await mkdir(path.dirname(cacheFile(siteDir)), { recursive: true });
    await writeFile(cacheFile(siteDir), JSON.stringify({ build: 'build-1', patterns: { 'a+': ['planted', 'dg'] } }));
    const regex = openRegexCache(siteDir, 'build-1')!.regexFor('a+', translate);
    expect(regex.source).toBe('planted');
    // An entry that is no regular expression is translated again.
    await writeFile(cacheFile(siteDir), JSON.stringify({ build: 'build-1', patterns: { 'a+': ['(unclosed', 'dg'] } }));
    expect(openRegexCache(siteDir, 'build-1')!.regexFor('a+', translate).source).toBe(translate('a+').source);
    // A file it cannot read is an empty cache.
    await writeFile(cacheFile(siteDir), '{"build": "build-1", "patterns": {"a+"');
    expect(openRegexCache(siteDir, 'build-1')!.regexFor('a+', translate).source).toBe(translate('a+').source);
  });

  it('writes the file only when it translated something new', async () => {
    const siteDir = await temporaryDir('brokerdocs-regex-cache-');
    const cache = openRegexCache(siteDir, 'build-1')!;
    cache.save();
    await expect(readFile(cacheFile(siteDir), 'utf8')).rejects.toThrow();
    cache.regexFor('b+', translate);
    cache.save();
    const saved = JSON.parse(await readFile(cacheFile(siteDir), 'utf8')) as { build: string; patterns: Record<string, unknown> };
    expect(saved.build).toBe('build-1');
    expect(Object.keys(saved.patterns)).toEqual(['b+']);
  });

  it('gives the highlighter the same HTML from kept translations as from fresh ones', async () => {
    const siteDir = await temporaryDir('brokerdocs-regex-cache-');
    const fresh = await createHighlighter();
    await fresh.prepare(['typescript']);
    const expected = fresh.highlight(TYPESCRIPT, 'typescript');
    expect(expected).toContain('<pre class="shiki');

    const filling = await createHighlighter({ regexes: openRegexCache(siteDir, 'build-1') });
    await filling.prepare(['typescript']);
    expect(filling.highlight(TYPESCRIPT, 'typescript')).toBe(expected);
    filling.persist?.();
    const kept = JSON.parse(await readFile(cacheFile(siteDir), 'utf8')) as { patterns: Record<string, unknown> };
    expect(Object.keys(kept.patterns).length).toBeGreaterThan(50);

    const spy = vi.fn(translate);
    const regexes = openRegexCache(siteDir, 'build-1')!;
    const reading = await createHighlighter({ regexes: { regexFor: (pattern) => regexes.regexFor(pattern, spy), save: () => regexes.save() } });
    await reading.prepare(['typescript']);
    expect(reading.highlight(TYPESCRIPT, 'typescript')).toBe(expected);
    expect(spy).not.toHaveBeenCalled();
  });

  it('is off with BROKERDOCS_HIGHLIGHT_CACHE=off, and when brokerdocs runs from its sources', async () => {
    const siteDir = await temporaryDir('brokerdocs-regex-cache-');
    expect(openRegexCache(siteDir)).toBeUndefined();
    process.env.BROKERDOCS_HIGHLIGHT_CACHE = 'off';
    try {
      expect(openRegexCache(siteDir, 'build-1')).toBeUndefined();
    } finally {
      delete process.env.BROKERDOCS_HIGHLIGHT_CACHE;
    }
  });
});
