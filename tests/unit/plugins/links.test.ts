// cli/content/plugins/links.ts: every link resolved and rewritten (.md files
// and routes under the base URL), recorded with its line and column for the
// link checker; external links open in a new tab; a .md link that names no
// page is a warning with a suggestion; javascript: URLs in raw HTML refused.
import { describe, expect, it } from 'vitest';
import { diagnosticsOf, renderPage } from '../../support/markdown.js';

const NEW_TAB = 'target="_blank" rel="noopener noreferrer"';

describe('links', () => {
  it('rewrites .md files, routes and anchors, and records each with its place', () => {
    const { html, env } = renderPage('[intro](./intro.md) and [limits](../reference/limits.md#rates)\nthen [route](/guide/intro) and [anchor](#local)\n');
    expect(html).toBe(
      '<p><a href="/base/guide/intro">intro</a> and <a href="/base/reference/limits#rates">limits</a>\nthen <a href="/base/guide/intro">route</a> and <a href="#local">anchor</a></p>\n',
    );
    expect(env.links).toEqual([
      { written: './intro.md', href: '/base/guide/intro', target: { route: '/guide/intro' }, line: 1, column: 9 },
      { written: '../reference/limits.md#rates', href: '/base/reference/limits#rates', target: { route: '/reference/limits', anchor: 'rates' }, line: 1, column: 34 },
      { written: '/guide/intro', href: '/base/guide/intro', target: { route: '/guide/intro' }, line: 2, column: 14 },
      { written: '#local', href: '#local', target: { route: '/guide/page', anchor: 'local' }, line: 2, column: 41 },
    ]);
    expect(diagnosticsOf(env)).toEqual([]);
  });

  it('opens http(s) and protocol-relative links in a new tab, and leaves other schemes alone, unrecorded', () => {
    const { html, env } = renderPage('[ext](https://example.com) [cdn](//cdn.example.com/x) [mail](mailto:a@b.c)\n');
    expect(html).toBe(`<p><a href="https://example.com" ${NEW_TAB}>ext</a> <a href="//cdn.example.com/x" ${NEW_TAB}>cdn</a> <a href="mailto:a@b.c">mail</a></p>\n`);
    expect(env.links).toEqual([]);
  });

  it('warns at line and column of a .md link that names no page, suggesting the nearest file', () => {
    const { html, env } = renderPage('Line one.\n\n[missing](./nope.md)\n\n[close](./intros.md)\n');
    expect(html).toBe('<p>Line one.</p>\n<p><a href="./nope.md">missing</a></p>\n<p><a href="./intros.md">close</a></p>\n');
    expect(diagnosticsOf(env)).toEqual(['3:11 broken-markdown-link: Markdown link "./nope.md" names no page', '5:9 broken-markdown-link: Markdown link "./intros.md" names no page']);
    expect(env.diagnostics.map((d) => d.hint)).toEqual(['Point it at an existing .md file, relative to this one.', 'Did you mean "./intro.md"?']);
  });

  it('places a link written twice in a table at each of its rows', () => {
    const { env } = renderPage('| a |\n|---|\n| [x](./intro.md) |\n| [x](./intro.md) |\n');
    expect(env.links.map(({ line, column }) => `${line}:${column}`)).toEqual(['3:7', '4:7']);
  });

  it('refuses javascript: URLs in raw HTML however they are spaced or encoded, with an error at the line', () => {
    const { html, env } = renderPage('<a href="javascript:alert(1)">x</a>\n\n<img src=" java\tscript:alert(1)">\n\n<a href=\'&#106;avascript:alert(1)\'>y</a> <a href="/ok">ok</a>\n');
    expect(html).toBe('<p><a href="#">x</a></p>\n<img src="#">\n<p><a href=\'#\'>y</a> <a href="/ok">ok</a></p>\n');
    expect(diagnosticsOf(env)).toEqual([
      '1 unsafe-url: Refused a javascript: URL in raw HTML (href)',
      '3 unsafe-url: Refused a javascript: URL in raw HTML (src)',
      '5 unsafe-url: Refused a javascript: URL in raw HTML (href)',
    ]);
    expect(env.diagnostics.every((d) => d.severity === 'error')).toBe(true);
  });
});
