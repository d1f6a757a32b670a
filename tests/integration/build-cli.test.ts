// `brokerdocs build` as a process (dist/cli.cjs run from its code cache,
// bundled by `npm test` first): every code block of the manual must come out
// coloured exactly as the highlighter of the sources colours it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHighlighter } from '../../cli/content/highlight/highlighter.js';
import { brokerdocs } from '../support/cli.js';
import { copyFixture, filesOf, repoRoot } from '../support/paths.js';

const outDir = mkdtempSync(path.join(tmpdir(), 'brokerdocs-build-cli-'));

let stderr = '';
beforeAll(() => {
  const run = brokerdocs(['build', '--out-dir', outDir, '--verbose']);
  expect(run.status, run.stderr).toBe(0);
  stderr = run.stderr;
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The `<pre>` blocks of a built page's article. */
function blocksOf(page: string): string[] {
  const html = readFileSync(path.join(outDir, page, 'index.html'), 'utf8');
  return [...html.matchAll(/<div class="code-block[^"]*">(?:<div>)?(<pre[\s\S]*?<\/pre>)/g)].map((m) => m[1]!);
}

describe('the bundled build of the manual', () => {
  it('prints --verbose stage times as one aligned table, each stage under a name of its own', () => {
    const rows = stderr.split('\n').filter((line) => / ms( +\d+ MB)?$/.test(line));
    expect(rows.length).toBeGreaterThan(10);
    const names = rows.map((row) => row.trim().split(/ {2,}/)[0]!);
    expect(names).toContain('openapi: model and body');
    // The manual has more than the search thread's 100,000 characters of text: its index is made beside its pages
    // (on a machine with a second core: search-thread.ts).
    expect(names).toContain(availableParallelism() > 1 ? 'search index (its own thread)' : 'search index');
    // Once each: the static files were listed as "static" twice (listing them, copying them); they are copied as they are written now.
    // (The OpenAPI stages run once per reference, and the manual has a versioned one.)
    expect(names.filter((name) => name.startsWith('static'))).toEqual(['static files', 'static collisions']);
    // Every time ends in the same column, and so does every memory figure.
    expect(new Set(rows.map((row) => row.indexOf(' ms') + 3)).size).toBe(1);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
  });


  it('colours every code block of the pages, as the main thread would', async () => {
    const highlighter = await createHighlighter();
    await highlighter.prepare(['http', 'json']);
    const source = readFileSync(path.join(repoRoot, 'content/trading/authentication.md'), 'utf8');
    const fences = [...source.matchAll(/^```(http|json)\n([\s\S]*?)^```$/gm)];
    expect(fences.length).toBeGreaterThan(3);
    const built = blocksOf('trading/authentication');
    // The renderer highlights a block without its final newline.
    for (const [, language, code] of fences) expect(built).toContain(highlighter.highlight(code!.replace(/\n$/, ''), language!));
    expect(built.every((pre) => pre.startsWith('<pre class="shiki') || pre.startsWith('<pre class="plain'))).toBe(true);
  });

  it('keeps its highlighted blocks for the next build, which makes the same pages from them', () => {
    const cache = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/.cache/brokerdocs/highlight.json'), 'utf8')) as { blocks: Record<string, string> };
    const kept = new Set(Object.values(cache.blocks));
    const coloured = blocksOf('trading/authentication').filter((pre) => pre.startsWith('<pre class="shiki shiki-themes'));
    expect(coloured.length).toBeGreaterThan(3);
    expect(coloured.filter((pre) => !kept.has(pre))).toEqual([]);
    const fresh = mkdtempSync(path.join(tmpdir(), 'brokerdocs-build-cli-fresh-'));
    try {
      const run = brokerdocs(['build', '--out-dir', fresh], { env: { BROKERDOCS_HIGHLIGHT_CACHE: 'off' } });
      expect(run.status, run.stderr).toBe(0);
      for (const page of ['trading/authentication', 'rest-api-spec', 'endpoints']) expect(readFileSync(path.join(fresh, page, 'index.html'), 'utf8')).toBe(readFileSync(path.join(outDir, page, 'index.html'), 'utf8'));
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 60_000);

  it('renders a rebuild from the kept blocks, loading the grammars only for a block not kept, as a build without the cache would', async () => {
    const { root, site } = await copyFixture('minimal');
    rmSync(path.join(site, 'node_modules'), { recursive: true, force: true });
    const page = (go: string, python = 'print("kept")') => `---\ntitle: Samples\n---\n\n\`\`\`go\n${go}\n\`\`\`\n\n\`\`\`python\n${python}\n\`\`\`\n`;
    // A page with a component of the site's own goes through the MDX compiler, which colours its blocks too.
    const compiled = (go: string) => `---\ntitle: Compiled\n---\n\nimport Note from '@site/src/components/Note';\n\n<Note>Noted.</Note>\n\n\`\`\`go\n${go}\n\`\`\`\n`;
    mkdirSync(path.join(site, 'src/components'), { recursive: true });
    writeFileSync(path.join(site, 'src/components/Note.jsx'), 'export default function Note({ children }) {\n  return <aside className="note">{children}</aside>;\n}\n');
    // The compiled pages' bundles go to the temporary folder, and from there once the process is done.
    const temporary = path.join(root, 'tmp');
    mkdirSync(temporary);
    const build = (out: string, env: Record<string, string> = {}) => {
      const run = brokerdocs(['build', site, '--out-dir', path.join(root, out)], { env: { TMPDIR: temporary, ...env } });
      expect(run.status, run.stderr).toBe(0);
      return readFileSync(path.join(root, out, 'samples/index.html'), 'utf8');
    };
    writeFileSync(path.join(site, 'docs/samples.md'), page('func main() {}'));
    writeFileSync(path.join(site, 'docs/compiled.mdx'), compiled('func first() {}'));
    const first = build('first');
    expect(readFileSync(path.join(root, 'first/compiled/index.html'), 'utf8')).toContain('<aside class="note">Noted.</aside>');
    // All kept: nothing to load, the same page.
    expect(build('again')).toBe(first);
    // Blocks changed on each page: the plain page is rendered again as each of its two grammars is loaded, the compiled one with them.
    writeFileSync(path.join(site, 'docs/samples.md'), page('func main() {\n\tprintln("changed")\n}', 'print("also changed")'));
    writeFileSync(path.join(site, 'docs/compiled.mdx'), compiled('func second() {}'));
    const changed = build('changed');
    expect(changed).toContain('changed');
    expect(changed).toMatch(/<pre class="shiki shiki-themes[^"]*"[^>]*><code><span class="line"><span class="sk-keyword">func<\/span>/);
    expect(changed).toContain('also changed');
    build('uncached', { BROKERDOCS_HIGHLIGHT_CACHE: 'off' });
    expect(await filesOf(path.join(root, 'changed'))).toEqual(await filesOf(path.join(root, 'uncached')));
    // The grammars' patterns as the first build translated them (Python's: Go's run on Oniguruma), made from the file
    // by a build whose blocks are all new to it: the same pages.
    const regexes = path.join(site, 'node_modules/.cache/brokerdocs/highlight-regexes.json');
    expect(Object.keys((JSON.parse(readFileSync(regexes, 'utf8')) as { patterns: object }).patterns).length).toBeGreaterThan(20);
    rmSync(path.join(site, 'node_modules/.cache/brokerdocs/highlight.json'));
    build('from-kept-patterns');
    expect(await filesOf(path.join(root, 'from-kept-patterns'))).toEqual(await filesOf(path.join(root, 'uncached')));
    const bundles = () => readdirSync(temporary).filter((name) => name.startsWith('brokerdocs-mdx-'));
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && bundles().length; ) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bundles()).toEqual([]);
    rmSync(root, { recursive: true, force: true });
  }, 90_000);

  it('reads an OpenAPI document again when a file it names changed, and builds what a build without the cache builds', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'brokerdocs-openapi-cache-'));
    const site = path.join(root, 'site');
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(path.join(site, 'docs.config.ts'), "export default { title: 'Cached', url: 'https://example.com', docs: { path: 'docs' }, openapi: { spec: 'api.yaml', route: '/api' } };\n");
    writeFileSync(path.join(site, 'docs/index.md'), '# Home\n\nSee the [API](/api).\n');
    writeFileSync(path.join(site, 'api.yaml'), "openapi: 3.0.3\ninfo: { title: Cached, version: '1' }\npaths:\n  /quote:\n    get:\n      operationId: getQuote\n      responses:\n        '200': { $ref: './quote.yaml' }\n");
    // A response written in a file of its own: its example is checked against its schema by the spec rules.
    const quote = (about: string, example = '1.5') =>
      `description: A quote.\ncontent:\n  application/json:\n    schema:\n      type: object\n      properties:\n        bid:\n          type: number\n          description: ${about}\n    example: { bid: ${example} }\n`;
    writeFileSync(path.join(site, 'quote.yaml'), quote('The first price.'));
    let stderr = '';
    const build = (out: string, env: Record<string, string> = {}) => {
      const run = brokerdocs(['build', site, '--out-dir', path.join(root, out)], { env });
      expect(run.status, run.stderr).toBe(0);
      stderr = run.stderr;
      return readFileSync(path.join(root, out, 'api/index.html'), 'utf8');
    };
    expect(build('first')).toContain('The first price.');
    expect(stderr).not.toContain('openapi-example-invalid');
    expect(readdirSync(path.join(site, 'node_modules/.cache/brokerdocs')).some((name) => name.startsWith('openapi-'))).toBe(true);
    expect(build('again')).toContain('The first price.');
    // The spec rules see the new document too (their diagnostics are kept under what was read).
    writeFileSync(path.join(site, 'quote.yaml'), quote('The second price.', 'not a number'));
    const changed = build('changed');
    expect(changed).toContain('The second price.');
    expect(changed).not.toContain('The first price.');
    expect(stderr).toContain('openapi-example-invalid');
    expect(build('changed-again')).toBe(changed);
    expect(stderr).toContain('openapi-example-invalid');
    expect(build('uncached', { BROKERDOCS_OPENAPI_CACHE: 'off' })).toBe(changed);
    rmSync(root, { recursive: true, force: true });
  }, 60_000);
});
