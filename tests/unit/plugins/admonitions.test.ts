// cli/content/plugins/admonitions.ts: the whole HTML of each way an
// admonition is written (default and custom titles, aliases, nesting).
import { describe, expect, it } from 'vitest';
import { diagnosticsOf, renderPage } from '../../support/markdown.js';

const open = (type: string, title: string) => `<div class="admonition admonition-${type}" role="note"><p class="admonition-heading">${title}</p><div class="admonition-content">\n`;
const CLOSE = '</div></div>\n';

describe('admonitions', () => {
  it('takes the type’s own title when none is written, and renders the body as Markdown', () => {
    const { html, env } = renderPage(':::note\n\nPlain **body**.\n\n:::\n');
    expect(html).toBe(`${open('note', 'Note')}<p>Plain <strong>body</strong>.</p>\n${CLOSE}`);
    expect(diagnosticsOf(env)).toEqual([]);
  });

  it('renders a title after the type as inline Markdown', () => {
    expect(renderPage(':::warning Mind the `limit`\n\nText.\n\n:::\n').html).toBe(`${open('warning', 'Mind the <code>limit</code>')}<p>Text.</p>\n${CLOSE}`);
  });

  it('accepts the title in brackets, and a body without blank lines around it', () => {
    expect(renderPage(':::tip[Bracket title]\nText.\n:::\n').html).toBe(`${open('tip', 'Bracket title')}<p>Text.</p>\n${CLOSE}`);
  });

  it('styles caution as a warning and important as info, each keeping its own title', () => {
    expect(renderPage(':::caution\nOne.\n:::\n\n:::important\nTwo.\n:::\n').html).toBe(`${open('warning', 'Caution')}<p>One.</p>\n${CLOSE}${open('info', 'Important')}<p>Two.</p>\n${CLOSE}`);
  });

  it('nests an admonition inside one with a longer fence', () => {
    expect(renderPage('::::info Outer\n\n:::danger\nInner.\n:::\n\n::::\n').html).toBe(`${open('info', 'Outer')}${open('danger', 'Danger')}<p>Inner.</p>\n${CLOSE}${CLOSE}`);
  });

  it('shows an unknown type (:::success) as a note titled by the type, with a warning at its line', () => {
    const { html, env } = renderPage('Intro.\n\n:::success\nText.\n:::\n');
    expect(html).toBe(`<p>Intro.</p>\n${open('note admonition-success', 'Success')}<p>Text.</p>\n${CLOSE}`);
    expect(diagnosticsOf(env)).toEqual(['3 admonition-unknown: Unknown admonition type ":::success": shown as a note']);
  });

  it('puts a title through the page’s rules: links resolved and recorded, unsafe URLs refused', () => {
    const { html, env } = renderPage(':::note <a href="javascript:alert(1)">x</a> [y](./intro.md)\nText.\n:::\n');
    expect(html).toBe(`${open('note', '<a href="#">x</a> <a href="/base/guide/intro">y</a>')}<p>Text.</p>\n${CLOSE}`);
    expect(diagnosticsOf(env)).toEqual(['1 unsafe-url: Refused a javascript: URL in raw HTML (href)']);
    expect(env.links.map((link) => link.href)).toEqual(['/base/guide/intro']);
  });
});
