// Fuzzed front matter, first through parseFrontMatter (many cases, fast),
// then through whole builds of a small site (fewer cases): never an
// exception, every error names its file and line, and a billion-laughs
// document of aliases neither hangs nor blows up memory.
import { afterAll, describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../cli/content/frontmatter.js';
import { describeCrash, preview } from './checks.js';
import { reportFigure } from './figures.js';
import { encodePage, randomFrontMatter, randomPage, randomValidFrontMatter } from './front-matter-corpus.js';
import { BASIC_CONFIG, createScratchSite, problemsOf } from './fuzz-site.js';
import { BUILDABLE_PIECES, randomMarkdown } from './markdown-corpus.js';
import { createRandom, fuzzCount, fuzzSeed } from './random.js';

const SEED = fuzzSeed(0x5eed_0002);
const PARSE_CASES = fuzzCount(2000);
const BUILD_CASES = fuzzCount(20);

const stats = { parsed: 0, built: 0, failedBuilds: 0, diagnostics: 0, errors: new Map<string, number>(), slowestMs: 0 };

afterAll(() => {
  reportFigure(
    'fuzz-front-matter',
    { cases: stats.parsed + stats.built, seed: SEED },
    `${stats.parsed} front matter blocks parsed and ${stats.built} sites built (${stats.failedBuilds} refused with located errors: ${[...stats.errors].map(([code, n]) => `${code} ×${n}`).join(', ')}), seed ${SEED}, ${stats.diagnostics} diagnostics; slowest build ${(stats.slowestMs / 1000).toFixed(1)} s`,
  );
});

describe('fuzzing front matter', () => {
  it(`parses ${PARSE_CASES} fuzzed blocks into located diagnostics, never an exception`, { timeout: 120_000 }, () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    for (let i = 0; i < PARSE_CASES && failures.length < 5; i++) {
      const page = encodePage(random, randomPage(random, randomFrontMatter(random), randomMarkdown(random))).toString('utf8');
      try {
        const parsed = parseFrontMatter(page, 'docs/page.md');
        stats.diagnostics += parsed.diagnostics.length;
        const lines = page.split('\n').length;
        for (const d of parsed.diagnostics) {
          if (d.location?.file !== 'docs/page.md' || !d.location.line || d.location.line > lines) failures.push(`case ${i}: diagnostic without a valid line: ${preview(d)}\n${preview(page)}`);
        }
        if (typeof parsed.body !== 'string' || parsed.bodyLineOffset < 0) failures.push(`case ${i}: no body`);
        // What the later stages read: plain JSON, of a size in proportion to the page.
        const json = JSON.stringify(parsed.frontMatter);
        if (json.length > page.length * 4 + 1000) failures.push(`case ${i}: front matter of ${json.length} characters from a page of ${page.length}`);
      } catch (caught) {
        failures.push(`case ${i} (seed ${SEED}) threw ${describeCrash(caught)}\n${preview(page)}`);
      }
      stats.parsed++;
    }
    expect(failures).toEqual([]);
  });

  it('reads an alias bomb as an error at its line, quickly', () => {
    const levels = 9; // 10^9 strings if anything expanded it
    const lines = ['---', 'a0: &a0 "lol"'];
    for (let i = 1; i <= levels; i++) lines.push(`a${i}: &a${i} [${Array.from({ length: 10 }, () => `*a${i - 1}`).join(', ')}]`);
    lines.push(`title: *a${levels}`, `description: *a${levels}`, '---', '', 'Body.');
    const parsed = parseFrontMatter(lines.join('\n'), 'docs/bomb.md');
    const title = parsed.diagnostics.find((d) => d.message.startsWith('Front matter "title"'));
    expect(title?.location).toEqual({ file: 'docs/bomb.md', line: levels + 3 });
    expect(title!.message.length).toBeLessThan(500);
    expect(parsed.frontMatter).toEqual({});
  });

  it('names the line of a duplicate key, a quoted key, and front matter that is not keys at all', () => {
    const duplicate = parseFrontMatter('---\ntitle: A\ndescription: x\ntitle: B\n---\n\nBody.\n', 'docs/dup.md');
    expect(duplicate.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([['front-matter-syntax', 4]]);
    const quoted = parseFrontMatter('---\ntitle: A\n"sidebar_position": "first"\n---\n\nBody.\n', 'docs/quoted.md');
    expect(quoted.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([['front-matter-invalid', 3]]);
    const noSpace = parseFrontMatter('---\ntitle:Home\n---\n\nBody.\n', 'docs/no-space.md');
    expect(noSpace.diagnostics.map((d) => [d.code, d.location?.line, d.message])).toEqual([['front-matter-invalid', 2, 'Front matter must be `key: value` lines, found string "title:Home"']]);
  });

  it(`builds ${BUILD_CASES} sites whose pages carry fuzzed front matter: a site or located errors, never a crash`, { timeout: 60_000 + BUILD_CASES * 3_000 }, async () => {
    const random = createRandom(SEED ^ 0xbadf00d);
    const site = await createScratchSite('fuzz-front-matter');
    const failures: string[] = [];
    for (let i = 0; i < BUILD_CASES && failures.length < 3; i++) {
      const files: Record<string, string | Buffer> = {
        'docs.config.ts': BASIC_CONFIG,
        'docs/index.md': '---\ntitle: Home\n---\n\n[Fuzzed](fuzzed.md) and [nested](sub/nested.md#anchor).\n',
      };
      // Mostly front matter the schema accepts, so that the odd values reach routes, sidebars, search and rendering.
      const frontMatter = () => (random.chance(0.75) ? `---\n${randomValidFrontMatter(random)}\n---\n\n` : randomPage(random, randomFrontMatter(random), ''));
      // Bodies without javascript: URLs (an error of their own), so more builds get as far as writing.
      const body = () => randomMarkdown(random, BUILDABLE_PIECES);
      files['docs/fuzzed.md'] = encodePage(random, `${frontMatter()}${body()}\n`);
      files['docs/sub/nested.md'] = encodePage(random, `${frontMatter()}## Anchor\n\n${body()}\n`);
      if (random.chance(0.3)) files['docs/sub/_category_.json'] = random.pick(['{"label": "Sub", "position": 2}', '{"label": "<b>Sub</b>", "collapsed": false}', '{"link": {"type": "doc", "id": "missing"}}', '{"label": 5}', '{', '[]', 'null', '{"position": "x", "collapsed": "yes"}']);
      const result = await site.buildWith(files);
      stats.built++;
      stats.slowestMs = Math.max(stats.slowestMs, result.ms);
      if (result.kind === 'failed') stats.failedBuilds++;
      const diagnostics = result.kind === 'built' ? result.result.diagnostics : result.kind === 'failed' ? result.diagnostics : [];
      stats.diagnostics += diagnostics.length;
      for (const d of diagnostics) if (d.severity === 'error') stats.errors.set(d.code, (stats.errors.get(d.code) ?? 0) + 1);
      for (const problem of problemsOf(result)) failures.push(`build ${i} (seed ${SEED}): ${problem}\nfuzzed.md: ${preview(files['docs/fuzzed.md']!.toString())}\nnested.md: ${preview(files['docs/sub/nested.md']!.toString())}`);
    }
    expect(failures).toEqual([]);
  });
});
