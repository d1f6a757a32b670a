// Code blocks highlighted ahead of rendering, on several threads: the blocks
// found are the ones the renderer's fence rule sees, and the HTML is the same
// whichever thread made it.
import { build } from 'esbuild';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../cli/content/highlight/core.js';
import { GITHUB_CLASSES } from '../../cli/content/highlight/html.js';
import { codeBlocks, highlightInParallel, mostBlocksIn, type Block } from '../../cli/content/highlight/parallel.js';
import { repoRoot } from '../support/paths.js';

describe('code blocks of Markdown sources', () => {
  it('finds fences as the renderer does: in lists and admonitions, with titles, either marker; each once; no plain text', () => {
    const source = [
      '# Page',
      '',
      '```json title="reply.json"',
      '{ "s": "ok" }',
      '```',
      '',
      '- a list item',
      '',
      '  ```bash',
      '  curl https://example.com',
      '  ```',
      '',
      ':::note',
      '',
      '~~~yml',
      'a: 1',
      '~~~',
      '',
      ':::',
      '',
      '```text',
      'not highlighted',
      '```',
      '',
      '```json title="again.json"',
      '{ "s": "ok" }',
      '```',
    ].join('\n');
    expect(codeBlocks([source])).toEqual([
      ['json', '{ "s": "ok" }'],
      ['bash', 'curl https://example.com'],
      ['yaml', 'a: 1'],
    ]);
  });

  it('never counts fewer blocks than there are, so a site with enough is never left to one thread', () => {
    const sources = [
      ['```json', '{}', '```', '', '> ```bash', '> ls', '> ```', '', '1. item', '', '   ~~~~yaml', '   a: 1', '   ~~~~'].join('\n'),
      ['```', 'no language', '```', '', '````md', '```json', '{}', '```', '````'].join('\n'),
    ];
    const found = sources.flatMap((source) => codeBlocks([source])).length;
    expect(found).toBe(4);
    // The fence inside the Markdown block is counted too: at least, not exactly.
    expect(mostBlocksIn(sources)).toBe(5);
    expect(mostBlocksIn(['# No code', 'Inline `code` and ``two``.'])).toBe(0);
  });
});

describe('highlighting on several threads', () => {
  let dir: string;
  let workerFile: string;
  beforeAll(async () => {
    // The worker entry as the package bundles it, beside the repository's node_modules.
    dir = await mkdtemp(path.join(repoRoot, 'tests/.tmp-highlight-'));
    workerFile = path.join(dir, 'highlight-worker.js');
    await build({ absWorkingDir: repoRoot, entryPoints: ['cli/content/highlight/worker.ts'], outfile: workerFile, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives every block the HTML this thread would, whichever thread made it', async () => {
    const manual = await Promise.all(
      ['content/data/history.md', 'content/trading/concepts.md', 'content/data/streaming.md', 'content/endpoints.md', 'content/faq.md'].map((file) => readFile(path.join(repoRoot, file), 'utf8')),
    );
    const generated: Block[] = Array.from({ length: 400 }, (_, i) => (i % 2 ? ['json', `{ "id": ${i}, "qty": [${i}, ${i + 1}] }\n`] : ['typescript', `const order${i}: Order = { id: ${i}, side: 'buy' };\n`]));
    const blocks: Block[] = [...codeBlocks(manual), ...generated];
    const languages = [...new Set(blocks.map(([language]) => language))];
    const core = await createCore();
    await core.load(languages);
    const expected = blocks.map(([language, code]) => core.toHtml(code, language));
    // This thread marks its own output and dawdles (10 ms a block, 4 s for all
    // of them alone), so the worker is sure to start in time to take batches.
    const pause = new Int32Array(new SharedArrayBuffer(4));
    const html = await highlightInParallel(blocks, {
      workers: 1,
      languages,
      workerFile,
      toHtml: (language, code) => {
        Atomics.wait(pause, 0, 0, 10);
        return `main:${core.toHtml(code, language)}`;
      },
    });
    const fromWorker = html.filter((value) => typeof value === 'string' && !value.startsWith('main:')).length;
    expect(fromWorker).toBeGreaterThan(0);
    expect(fromWorker).toBeLessThan(blocks.length);
    expect(html.map((value) => (typeof value === 'string' ? value.replace(/^main:/, '') : value))).toEqual(expected);
    expect(expected.every((value) => typeof value === 'string' && value.startsWith('<pre class="shiki'))).toBe(true);
  }, 60_000);

  it('leaves the blocks of a worker that fails undone rather than failing the build', async () => {
    const blocks: Block[] = [['json', '{}\n']];
    const html = await highlightInParallel(blocks, { workers: 1, languages: ['json'], workerFile: path.join(os.tmpdir(), 'no-such-worker.js'), toHtml: () => '<pre>ok</pre>' });
    expect(html).toEqual(['<pre>ok</pre>']);
  });
});

describe('HTML of highlighted code', () => {
  it('is what shiki’s codeToHtml makes (which tokenises once per theme), less the spans of tokens in the block’s own colours, with GitHub’s token colours as classes, for the manual’s blocks and other languages', async () => {
    const { createHighlighterCore } = await import('shiki/core');
    const { createJavaScriptRegexEngine } = await import('shiki/engine/javascript');
    const { bundledLanguages } = await import('shiki/langs');
    const languages = ['json', 'bash', 'http', 'yaml', 'typescript', 'python', 'go', 'java', 'html', 'markdown', 'css', 'sql'];
    const shiki = await createHighlighterCore({
      themes: [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')],
      langs: languages.map((name) => bundledLanguages[name as keyof typeof bundledLanguages]),
      engine: createJavaScriptRegexEngine(),
    });
    const core = await createCore();
    await core.load(languages);
    const manual = await Promise.all(['content/data/history.md', 'content/trading/concepts.md', 'content/faq.md', 'content/endpoints.md'].map((file) => readFile(path.join(repoRoot, file), 'utf8')));
    const blocks: Block[] = [
      ...codeBlocks(manual),
      ['typescript', 'export async function load(id: string): Promise<Order> {\n\tconst r = await fetch(`/api/${id}?a=1&b=<2>`);\n\n  return (await r.json()) as Order; // "quoted"\n}\n'],
      ['python', 'def f(x):\n    """Doc & <tags>."""\n    return x ** 2\n'],
      ['go', 'func main() {\n\tfmt.Println("héllo ✓ 𝄞")\n}\n'],
      ['java', 'public final class A { /* c */ }\n'],
      ['yaml', 'a: 1\n# comment\nb: [x, "y"]\n'],
      ['bash', '  \n\tcurl -H "A: b" https://x.example/?q=1&r=2 | jq .\n'],
      // Embedded languages, CRLF, blank lines, a line too long to tokenise, nothing at all.
      ['html', '<!doctype html>\n<style>a { color: red }</style>\n<script>const x = 1 < 2 && "y";</script>\n<p class="a">Text &amp; more</p>\n'],
      ['markdown', '# Title\n\nSome *text* and `code`.\n\n```json\n{ "a": 1 }\n```\n'],
      ['css', '.a > b:hover { color: #fff !important; }\r\n\r\n@media (width < 600px) { .b { margin: 0 } }\n'],
      ['sql', "SELECT id, name FROM users WHERE name LIKE '%a%' -- comment\n"],
      ['bash', `x="${'a'.repeat(2100)}"\necho "$x"\n`],
      ['json', ''],
    ];
    expect(blocks.length).toBeGreaterThan(20);
    // HTTP is registered without the languages it embeds that no block here uses (XML, GraphQL) until a block may enter one.
    blocks.push(
      ['http', 'GET /orders?id=1 HTTP/1.1\nHost: broker.example.com\nAccept: application/json\n'],
      ['http', 'POST /orders HTTP/1.1\nContent-Type: application/xml\n\n<order id="1"><side>buy</side><!-- note --></order>\n'],
      ['http', 'POST /graphql HTTP/1.1\n\nquery Orders { orders(first: 2) { id side } }\n'],
      ['http', 'HTTP/1.1 200 OK\nContent-Type: application/json\n\n{ "s": "ok", "d": [1, 2] }\n'],
    );
    let unwrapped = 0;
    for (const [language, code] of blocks) {
      const expected = shiki.codeToHtml(code, { lang: language, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light', tokenizeTimeLimit: 0, tokenizeMaxLineLength: 2000 });
      const ours = core.toHtml(code, language);
      expect(ours, `${language}: ${code.slice(0, 40)}`).toBe(withInheritedTokensBare(expected));
      if (typeof ours !== 'string') continue;
      expect(textOf(ours)).toBe(textOf(expected));
      unwrapped += expected.length - ours.length;
    }
    // GitHub's themes write the text colour as #24292E in tokens and #24292e on the <pre>: the case must not matter.
    expect(unwrapped).toBeGreaterThan(2000);
  }, 60_000);

  it('names by a class of code.css only colours that class gives, in both modes', async () => {
    const css = await readFile(path.join(repoRoot, 'templates/styles/code.css'), 'utf8');
    for (const [style, name] of GITHUB_CLASSES) {
      const rule = new RegExp(`\\.shiki \\.${name} \\{([^}]*)\\}`).exec(css)?.[1];
      expect(rule, name).toBeDefined();
      const [, light, dark] = /^color:(#[0-9A-F]{6});--shiki-dark:(#[0-9A-F]{6})$/.exec(style)!;
      expect(rule!.replace(/\s+/g, ''), name).toBe(`color:${light};--shiki-dark:${dark};`);
    }
  });
});

/**
 * shiki's markup with each token span in its `<pre>`'s own colours (light and dark, compared without case) replaced
 * by its text, and each span of a style GITHUB_CLASSES names given that class instead, written independently of
 * cli/content/highlight/html.ts.
 */
function withInheritedTokensBare(html: string): string {
  const root = /^<pre [^>]*style="([^"]*)"/.exec(html)?.[1] ?? '';
  const light = /(?:^|;)color:([^;]+)/.exec(root)?.[1];
  const dark = /--shiki-dark:([^;]+)/.exec(root)?.[1];
  if (!light || !dark) return html;
  return html.replace(/<span style="([^"]*)">([^<]*)<\/span>/g, (span, style: string, text: string) => {
    const named = GITHUB_CLASSES.get(style);
    if (named) return `<span class="${named}">${text}</span>`;
    const colours = /^color:([^;]+);--shiki-dark:([^;]+)$/.exec(style);
    return colours && colours[1]!.toLowerCase() === light.toLowerCase() && colours[2]!.toLowerCase() === dark.toLowerCase() ? text : span;
  });
}

/** The code's text as a reader sees it: the markup without its tags. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, '');
}
