// A page or partial of plain Markdown (no JSX, no expression, no import: most
// Markdown partials, such as Ionic's thousands of one-fence code samples)
// skips the MDX compiler (plainPageRun in markdown-runs.ts). It must render
// exactly what the compiler's path renders: same HTML, byte for byte, and the
// same title, headings, anchors, links and diagnostics with their lines.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { plainHighlighter } from '../../cli/check/plain-highlighter.js';
import { createEnv, type MarkdownEnv } from '../../cli/content/env.js';
import { createMarkdownRenderer } from '../../cli/content/markdown.js';
import { compileMdx, plainModule, PROVIDED } from '../../cli/content/mdx-compile/compile.js';
import { createRawHtmlTable } from '../../cli/content/mdx-compile/raw-html.js';
import { renderCompiledDocs, type CompiledDoc } from '../../cli/content/mdx-compile/render-compiled.js';
import { flushSection } from '../../cli/content/plugins/outline.js';
import { prepareSources } from '../../cli/content/mdx-compile/preprocess.js';
import { temporaryDir } from '../support/paths.js';

const markdown = createMarkdownRenderer(plainHighlighter);
const resolveLink = (href: string) => (href.endsWith('.md') || href.includes('.md#') ? { href: `/docs/${href.replace(/\.md/, '')}` } : { href });
let siteDir: string;

beforeAll(async () => {
  siteDir = await temporaryDir('brokerdocs-mdx-plain-');
  await mkdir(path.join(siteDir, 'docs'));
});

const PLAIN: Record<string, string> = {
  'one code sample, with what would be JSX outside a fence': ['```html', '<ion-item button="true">', '  <ion-label>{{ item.name }}</ion-label>', '</ion-item>', '```', ''].join('\n'),
  'a title, headings, a list with a continued item, a table, a quote, links and a reference': [
    '',
    '',
    '# The title',
    '',
    'Intro with a [link](guide.md#setup) and `code`.',
    '',
    '## Setup',
    '',
    '- one',
    '- two',
    '',
    '  continued, with a [reference][ref]',
    '',
    '| a | b |',
    '|---|--:|',
    '| 1 | 2 |',
    '',
    '  > quoted, indented two spaces',
    '',
    '## Setup',
    '',
    '```js title="a.js"',
    'const a = 1;',
    '',
    'const b = 2;',
    '```',
    '',
    '[ref]: other.md',
    '',
    '',
  ].join('\n'),
  'Windows line ends': '## One\r\n\r\nText with a [link](guide.md).\r\n\r\n- a\r\n- b\r\n',
  'nothing but blank lines': '\n\n  \n',
  'nothing at all': '',
};

/** Each source compiled twice (the shortcut, then the compiler), all rendered in one bundle; by source, both renders. */
async function bothWays(sources: readonly string[]): Promise<Array<{ code: string; shortcut: { html: string; env: MarkdownEnv }; compiler: { html: string; env: MarkdownEnv } }>> {
  const raw = createRawHtmlTable();
  const docs: CompiledDoc[] = [];
  const codes: string[] = [];
  for (const [index, source] of sources.entries()) {
    for (const alwaysCompile of [false, true]) {
      const key = `${index}-${alwaysCompile}`;
      const env = createEnv({ file: `docs/${key}.mdx`, lineOffset: 3, source, resolveLink });
      const absolute = path.join(siteDir, 'docs', `${key}.mdx`);
      const { compiled, diagnostics } = await compileMdx({ source, file: `docs/${key}.mdx`, lineOffset: 3, absolute, renderer: markdown, env, raw, provided: PROVIDED, alwaysCompile });
      expect(diagnostics).toEqual([]);
      flushSection(env);
      env.run = undefined;
      docs.push({ key, file: `docs/${key}.mdx`, absolute, env, compiled: compiled! });
      if (!alwaysCompile) codes.push(compiled!.code);
    }
  }
  const result = await renderCompiledDocs(docs, { siteDir, siteConfig: { title: 'T', tagline: '', url: '', baseUrl: '/' }, locale: 'en', renderer: markdown, raw });
  expect(result.diagnostics).toEqual([]);
  const rendered = (key: string) => ({ html: result.html.get(key)!, env: docs.find((doc) => doc.key === key)!.env });
  return sources.map((_, index) => ({ code: codes[index]!, shortcut: rendered(`${index}-false`), compiler: rendered(`${index}-true`) }));
}

/** What a page's env says about it, lines included. */
function facts(env: MarkdownEnv) {
  return {
    h1: env.h1,
    headings: env.headings,
    sections: env.sections,
    anchors: [...env.anchors],
    links: env.links.map((link) => `${link.line} ${link.href}`),
    diagnostics: env.diagnostics,
  };
}

describe('a page of plain Markdown', () => {
  it('renders without the compiler exactly what the compiler renders', async () => {
    const names = Object.keys(PLAIN);
    const results = await bothWays(Object.values(PLAIN));
    results.forEach(({ shortcut, compiler }, index) => {
      expect(shortcut.html, names[index]).toBe(compiler.html);
      expect(facts(shortcut.env), names[index]).toEqual(facts(compiler.env));
    });
    // Not empty pages that agree: the Markdown was rendered, links and lines counted.
    expect(results[0]!.shortcut.html).toContain('&lt;ion-item button=&quot;true&quot;&gt;');
    expect(results[1]!.shortcut.html).toContain('<h2 id="setup-1">Setup <a class="hash-link"');
    expect(results[1]!.shortcut.html).toContain('<blockquote>');
    expect(results[1]!.shortcut.env.h1).toBe('The title');
    expect(facts(results[1]!.shortcut.env).links).toEqual(['8 /docs/guide#setup', '15 /docs/other']);
    expect(facts(results[2]!.shortcut.env).links).toEqual(['6 /docs/guide']);
    expect(results[3]!.shortcut.html).toBe('');
  });

  it('takes the shortcut: the module is the one-run module, not the compiler’s', async () => {
    const [sample, blank] = await bothWays([PLAIN['one code sample, with what would be JSX outside a fence']!, '\n\n']);
    expect(sample!.code).toBe(plainModule('0'));
    expect(blank!.code).toBe(plainModule(null));
  });

  it('leaves to the compiler a page with MDX in it, or a block indented as code', async () => {
    const raw = createRawHtmlTable();
    for (const source of ['Text with a {1 + 1} expression.\n', 'import A from "./a.js";\n\nText.\n', 'Text.\n\n<!-- a comment -->\n', 'Text.\n\n    indented code\n', '\tindented code\n']) {
      const env = createEnv({ file: 'docs/page.mdx', lineOffset: 0, source, resolveLink });
      const { compiled } = await compileMdx({ source, file: 'docs/page.mdx', lineOffset: 0, absolute: path.join(siteDir, 'docs', 'page.mdx'), renderer: markdown, env, raw, provided: PROVIDED });
      expect(compiled!.code, source).not.toBe(plainModule(compiled!.code.match(/"data-id": "(\d+)"/)?.[1] ?? null));
    }
  });
});

describe('an admonition without MDX in it', () => {
  const blanked = (source: string) => !prepareSources(source).mdx.includes(':::');
  it('is as plain as a paragraph to the compiler when it opens and closes in one block', () => {
    expect(blanked(':::tip[A **title**]\nText with a [link](guide.md).\n```js\nconst a = { b: <c/> };\n```\n:::\n')).toBe(true);
    expect(blanked('  :::note\n  In a list item.\n  :::\n')).toBe(true);
  });
  it('is left to the compiler when it may hold MDX, spans blank lines, or does not close as it opens', () => {
    for (const source of [':::tip\nWith <Em>stress</Em>.\n:::\n', ':::tip\nFirst.\n\nSecond.\n:::\n', '::::tip\nText.\n:::\n', ':::tip{.wide}\nText.\n:::\n', ':::tip\nText.\n  :::\n', '::::note\n:::tip\nInner.\n:::\n::::\n']) {
      expect(blanked(source), source).toBe(false);
    }
  });
  it('renders the same through the compiler as through markdown-it, the compiler reading a letter', async () => {
    const source = ':::warning[Careful]\nA [link](guide.md) and `code`.\n:::\n';
    const { shortcut, compiler } = (await bothWays([source]))[0]!;
    expect(shortcut.html).toBe(compiler.html);
    expect(shortcut.html).toBe(markdown.render(source, { file: 'docs/page.mdx', lineOffset: 3, resolveLink }).html);
    expect(shortcut.html).toContain('<p class="admonition-heading">Careful</p>');
  });
});
