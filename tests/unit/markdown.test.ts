// The Markdown renderer, driven by the cases in fixtures/markdown/cases.txt,
// plus what it records for the TOC, search and the link checker.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLinkResolver } from '../../cli/content/link-resolver.js';
import { createHighlighter } from '../../cli/content/highlight/highlighter.js';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../cli/content/markdown.js';
import { buildToc } from '../../cli/routes/toc.js';

interface Case {
  title: string;
  input: string;
  contains: string[];
  absent: string[];
}

function parseCases(text: string): Case[] {
  return text
    .split(/^=== /m)
    .slice(1)
    .map((block) => {
      const title = block.slice(0, block.indexOf('\n')).trim();
      const section = (name: string) => new RegExp(`~~~${name}\\n([\\s\\S]*?)\\n~~~`).exec(block)?.[1];
      const lines = (name: string) => (section(name) ?? '').split('\n').filter(Boolean);
      return { title, input: section('input') ?? '', contains: lines('contains'), absent: lines('absent') };
    });
}

const cases = parseCases(readFileSync(path.join(import.meta.dirname, '../fixtures/markdown/cases.txt'), 'utf8'));
const routesByFile = new Map([
  ['guide/page.md', '/guide/page'],
  ['guide/intro.md', '/guide/intro'],
  ['index.md', '/'],
]);
const resolveLink = createLinkResolver({ baseUrl: '/base/', routesByFile, from: { relative: 'guide/page.md', route: '/guide/page' } });

let markdown: MarkdownRenderer;
beforeAll(async () => {
  const highlighter = await createHighlighter();
  await highlighter.prepare(['json', 'bash']);
  markdown = createMarkdownRenderer(highlighter);
});

const render = (source: string, lineOffset = 0) => markdown.render(source, { file: 'docs/guide/page.md', lineOffset, resolveLink });

describe('markdown cases', () => {
  it('reads every case from the fixture file', () => {
    expect(cases.length).toBeGreaterThanOrEqual(9);
  });
  for (const testCase of cases) {
    it(testCase.title, () => {
      const { html } = render(testCase.input);
      for (const expected of testCase.contains) expect(html).toContain(expected);
      for (const unexpected of testCase.absent) expect(html).not.toContain(unexpected);
    });
  }
});

describe('what a page records', () => {
  it('takes a leading # heading out of the body as the title', () => {
    const { html, env } = render('# The title\n\nBody text.');
    expect(env.h1).toBe('The title');
    expect(html).not.toContain('<h1');
  });

  it('records headings with lines (after the front matter), and builds a TOC of levels 2–3', () => {
    const { env } = render('## One\n\n### One A\n\n#### Deep\n\n## Two\n', 4);
    expect(env.headings.map((h) => [h.level, h.id, h.line])).toEqual([
      [2, 'one', 5],
      [3, 'one-a', 7],
      [4, 'deep', 9],
      [2, 'two', 11],
    ]);
    const toc = buildToc(env.headings, 2, 3);
    expect(toc.map((t) => [t.id, t.children.map((c) => c.id)])).toEqual([
      ['one', ['one-a']],
      ['two', []],
    ]);
  });

  it('splits plain text into sections at h2 and h3 for search', () => {
    const { env } = render('Intro with `code`.\n\n## Setup\n\nInstall it.\n\n#### Detail\n\nMore.\n\n### Tuning\n\nTune it.');
    expect(env.sections.map((s) => [s.id ?? null, s.title, s.text])).toEqual([
      [null, '', 'Intro with code.'],
      ['setup', 'Setup', 'Install it. Detail More.'],
      ['tuning', 'Tuning', 'Tune it.'],
    ]);
  });

  it('records every link with its line and column, and each element id as an anchor', () => {
    const { env } = render('Text\n\nSee [intro](intro.md#install-it) and <span id="raw-anchor">x</span>.\n\n## Heading');
    expect(env.links).toEqual([{ written: 'intro.md#install-it', href: '/base/guide/intro#install-it', target: { route: '/guide/intro', anchor: 'install-it' }, line: 3, column: 13 }]);
    expect([...env.anchors].sort()).toEqual(['heading', 'raw-anchor']);
  });

  it('reports a relative .md link that names no file, with its line', () => {
    const { env } = render('First line\n\n[gone](missing.md)', 2);
    expect(env.diagnostics).toEqual([
      expect.objectContaining({ code: 'broken-markdown-link', message: 'Markdown link "missing.md" names no page', location: { file: 'docs/guide/page.md', line: 5, column: 8 } }),
    ]);
  });

  it('reports a javascript: URL in raw HTML as an error', () => {
    const { env } = render('<a href="javascript:alert(1)">x</a>');
    expect(env.diagnostics.map((d) => [d.code, d.severity])).toEqual([['unsafe-url', 'error']]);
  });
});
