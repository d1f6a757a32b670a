// Highlighted blocks kept between builds (highlight-cache.ts): a block an
// earlier build of the same brokerdocs highlighted is taken as it was, a
// changed block or another build of brokerdocs highlights afresh, and the
// file keeps only the blocks the last build used.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHighlightCache } from '../../cli/content/highlight/highlight-cache.js';
import { createHighlighter, GrammarsNotLoaded } from '../../cli/content/highlight/highlighter.js';
import { temporaryDir } from '../support/paths.js';

const GO = 'func main() {\n\tprintln("hi")\n}';
const cacheFile = (siteDir: string) => path.join(siteDir, 'node_modules', '.cache', 'brokerdocs', 'highlight.json');

/** One build's highlighting: each block highlighted, then the cache saved. */
async function highlightAll(siteDir: string, build: string, blocks: Array<[string, string]>): Promise<string[]> {
  const highlighter = await createHighlighter({ cache: openHighlightCache(siteDir, build) });
  await highlighter.prepare(blocks.map(([language]) => language));
  const html = blocks.map(([language, code]) => highlighter.highlight(code, language) as string);
  highlighter.persist?.();
  return html;
}

describe('the highlight cache', () => {
  it('gives a later build the HTML an earlier one made, and nothing to another build of brokerdocs', async () => {
    const siteDir = await temporaryDir('brokerdocs-highlight-cache-');
    const [first] = await highlightAll(siteDir, 'build-1', [['go', GO]]);
    expect(first).toContain('<pre');
    // Planted: only a build that reads the cache can show it.
    const saved = JSON.parse(await readFile(cacheFile(siteDir), 'utf8')) as { build: string; blocks: Record<string, string> };
    expect(Object.values(saved.blocks)).toEqual([first]);
    const key = Object.keys(saved.blocks)[0]!;
    await writeFile(cacheFile(siteDir), JSON.stringify({ build: 'build-1', blocks: { [key]: '<pre>planted</pre>' } }));
    expect(await highlightAll(siteDir, 'build-1', [['go', GO]])).toEqual(['<pre>planted</pre>']);
    expect((await highlightAll(siteDir, 'build-2', [['go', GO]]))[0]).toBe(first);
  });

  it('highlights a changed block afresh and keeps only the blocks the last build used', async () => {
    const siteDir = await temporaryDir('brokerdocs-highlight-cache-');
    await highlightAll(siteDir, 'build-1', [['go', GO], ['python', 'print("old")']]);
    const [go, python] = await highlightAll(siteDir, 'build-1', [['go', GO], ['python', 'print("new")']]);
    expect(python).toContain('new');
    const saved = JSON.parse(await readFile(cacheFile(siteDir), 'utf8')) as { blocks: Record<string, string> };
    expect(Object.values(saved.blocks).sort()).toEqual([go, python].sort());
  });

  it('keeps the largest fence count a build noted, which tells the next build it is a rebuild', async () => {
    const siteDir = await temporaryDir('brokerdocs-highlight-cache-');
    const first = openHighlightCache(siteDir, 'build-1')!;
    expect(first.fences).toBe(0);
    first.noteFences(120);
    first.noteFences(90);
    // Nothing new was coloured, but the count is new: written.
    first.save();
    const second = openHighlightCache(siteDir, 'build-1')!;
    expect(second.fences).toBe(120);
    expect(openHighlightCache(siteDir, 'build-2')!.fences).toBe(0);
  });

  it('loads no grammar for a rebuild whose blocks are all kept, and loads them for the first block that is not', async () => {
    const siteDir = await temporaryDir('brokerdocs-highlight-cache-');
    const page = (go: string) => `# Page\n\n\`\`\`go\n${go}\n\`\`\`\n\n\`\`\`python\nprint("hi")\n\`\`\`\n\n\`\`\`no-such-language\nx\n\`\`\`\n`;
    const languages = ['go', 'python', 'no-such-language'];
    const first = await createHighlighter({ cache: openHighlightCache(siteDir, 'build-1') });
    await first.prepare(languages, [page(GO)]);
    const go = first.highlight(GO, 'go') as string;
    const python = first.highlight('print("hi")', 'python') as string;
    first.persist?.();
    const fresh = await createHighlighter();
    await fresh.prepare(['go']);
    const changed = 'func main() {}';

    // As many fences as the last build: their grammars wait until a block is not in the cache.
    const rebuild = await createHighlighter({ cache: openHighlightCache(siteDir, 'build-1') });
    await rebuild.prepare(languages, [page(changed)]);
    expect(rebuild.highlight(GO, 'go')).toBe(go);
    expect(rebuild.highlight('print("hi")', 'python')).toBe(python);
    // A language shiki has no grammar for is plain, as ever: no reason to load anything.
    expect(rebuild.highlight('x', 'no-such-language')).toBeNull();
    expect(() => rebuild.highlight(changed, 'go')).toThrow(GrammarsNotLoaded);
    // Only the grammar asked for: a changed Go block does not load Python's.
    await rebuild.loadGrammars(['go']);
    expect(rebuild.highlight(changed, 'go')).toBe(fresh.highlight(changed, 'go'));
    expect(() => rebuild.highlight('print("bye")', 'python')).toThrow(GrammarsNotLoaded);
    await rebuild.loadGrammars();
    expect(rebuild.highlight('print("bye")', 'python')).toContain('bye');

    // Many more fences than the last build had: loaded up front, as a first build does.
    const grown = await createHighlighter({ cache: openHighlightCache(siteDir, 'build-1') });
    await grown.prepare(languages, [page(GO), page(changed), page('func x() {}')]);
    expect(grown.highlight(changed, 'go')).toBe(fresh.highlight(changed, 'go'));
  });

  it('starts empty from a file it cannot read, and is off with BROKERDOCS_HIGHLIGHT_CACHE=off', async () => {
    const siteDir = await temporaryDir('brokerdocs-highlight-cache-');
    await mkdir(path.dirname(cacheFile(siteDir)), { recursive: true });
    await writeFile(cacheFile(siteDir), '{"build": "build-1", "blocks": {"x"');
    expect((await highlightAll(siteDir, 'build-1', [['go', GO]]))[0]).toContain('<pre');
    process.env.BROKERDOCS_HIGHLIGHT_CACHE = 'off';
    try {
      expect(openHighlightCache(siteDir, 'build-1')).toBeUndefined();
    } finally {
      delete process.env.BROKERDOCS_HIGHLIGHT_CACHE;
    }
  });
});
