// Mutated and generated Markdown through the real renderer (markdown-it, our
// plugins, shiki): it never throws, every diagnostic names the file and a
// line, and no href/src that a browser would run as script comes out.
// `npm run fuzz` runs many more cases (BROKERDOCS_FUZZ_SCALE).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHighlighter } from '../../cli/content/highlight/highlighter.js';
import { createLinkResolver } from '../../cli/content/link-resolver.js';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../cli/content/markdown.js';
import { describeCrash, preview } from './checks.js';
import { reportFigure } from './figures.js';
import { MARKDOWN_PIECES, markdownSeeds, randomMarkdown } from './markdown-corpus.js';
import { createRandom, fuzzCount, fuzzSeed, mutate, NASTY } from './random.js';

const SEED = fuzzSeed(0x5eed_0001);
const CASES = fuzzCount(1000);
const FILE = 'docs/guide/page.md';

const resolveLink = createLinkResolver({
  baseUrl: '/base/',
  routesByFile: new Map([
    ['guide/page.md', '/guide/page'],
    ['guide/other.md', '/guide/other'],
    ['index.md', '/'],
  ]),
  from: { relative: 'guide/page.md', route: '/guide/page' },
});

/** href/src/action values in the HTML a browser would run as script (after entity decoding and whitespace stripping, as browsers do). */
export function scriptUrls(html: string): string[] {
  const found: string[] = [];
  // Attributes only count inside a start tag (code blocks show `<a href=…>` as escaped text).
  const attributes = [...html.matchAll(/<[a-z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*))?)*\s*\/?>/gi)].map((tag) => tag[0]).join(' ');
  for (const match of attributes.matchAll(/\s(href|src|action|formaction|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]*))/gi)) {
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    const decoded = raw
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;|&newline;/gi, '')
      .replace(/[\u0000-\u0020]/g, '');
    if (/^(javascript|vbscript):/i.test(decoded)) found.push(match[0]);
  }
  return found;
}

describe('fuzzing the Markdown renderer', () => {
  let markdown: MarkdownRenderer;
  let seeds: string[];
  const stats = { cases: 0, diagnostics: 0, slowestMs: 0, bytes: 0 };

  beforeAll(async () => {
    const highlighter = await createHighlighter();
    await highlighter.prepare(['json', 'bash', 'yaml', 'typescript', 'python', 'http']);
    markdown = createMarkdownRenderer(highlighter);
    seeds = markdownSeeds();
  });

  afterAll(() => {
    reportFigure('fuzz-markdown', { cases: stats.cases, seed: SEED }, `${stats.cases} Markdown documents (seed ${SEED}, ${(stats.bytes / 1e6).toFixed(1)} MB), ${stats.diagnostics} diagnostics, all located; slowest ${stats.slowestMs.toFixed(0)} ms`);
  });

  it('reads the manual and the renderer cases as seeds', () => {
    expect(seeds.length).toBeGreaterThan(20);
  });

  it(`renders ${CASES} mutated documents without an exception, with located diagnostics and no script URLs`, { timeout: 60_000 + CASES * 200 }, () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const source = random.chance(0.3) ? randomMarkdown(random) : mutate(random, random.pick(seeds), random.int(1, 12), [...NASTY, ...MARKDOWN_PIECES]);
      const lineOffset = random.int(0, 5);
      const started = performance.now();
      try {
        const { html, env } = markdown.render(source, { file: FILE, lineOffset, resolveLink });
        stats.slowestMs = Math.max(stats.slowestMs, performance.now() - started);
        stats.diagnostics += env.diagnostics.length;
        // Lines as markdown-it counts them: a lone CR ends a line too.
        const lines = source.split(/\r\n|\r|\n/).length + lineOffset;
        for (const d of env.diagnostics) {
          if (d.location?.file !== FILE || !d.location.line || d.location.line < 1 || d.location.line > lines) failures.push(`case ${i}: diagnostic without a valid location: ${preview(d)}`);
        }
        const unsafe = scriptUrls(html);
        if (unsafe.length) failures.push(`case ${i}: script URL in the HTML: ${preview(unsafe)}\nsource: ${preview(source)}`);
        if (typeof markdown.renderInline(source.slice(0, 200)) !== 'string') failures.push(`case ${i}: renderInline returned no string`);
      } catch (caught) {
        failures.push(`case ${i} (seed ${SEED}) threw ${describeCrash(caught)}\nsource: ${preview(source)}`);
      }
      stats.cases++;
      stats.bytes += source.length;
      if (failures.length >= 5) break;
    }
    expect(failures).toEqual([]);
  });

  it('finds script URLs where they are (the check above is not a no-op)', () => {
    expect(scriptUrls('<a href=" java\tscript:alert(1)">x</a>')).toHaveLength(1);
    expect(scriptUrls('<a href="jav&#x09;ascript&colon;alert(1)">x</a>')).toHaveLength(1);
    expect(scriptUrls('<a href="https://example.com/javascript:">x</a>')).toEqual([]);
    expect(scriptUrls('<code>&#x3C;a href=" javascript:alert(1)"></code>')).toEqual([]);
  });

  it('refuses javascript: URLs written with spaces, tabs or entities inside quotes', () => {
    for (const written of ['<a href=" javascript:alert(1)">x</a>', "<a href='java\tscript:alert(1)'>x</a>", '<a href="jav&#x09;ascript:alert(1)">x</a>', '<iframe src="  JAVASCRIPT:alert(1)"></iframe>']) {
      const { html, env } = markdown.render(written, { file: FILE, lineOffset: 0, resolveLink });
      expect(scriptUrls(html), written).toEqual([]);
      expect(env.diagnostics.map((d) => d.code)).toEqual(['unsafe-url']);
    }
  });

  it('warns about a custom heading id that is already taken, instead of throwing', () => {
    const { html, env } = markdown.render('## Intro\n\n## Other {#intro}\n\n## Third {#intro}\n', { file: FILE, lineOffset: 3, resolveLink });
    expect(html).toContain('<h2 id="intro">Intro');
    expect(html).toContain('<h2 id="intro-1">Other');
    expect(html).toContain('<h2 id="intro-2">Third');
    expect(env.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([
      ['duplicate-heading-id', 6],
      ['duplicate-heading-id', 8],
    ]);
  });
});
