// cli/content/plugins/page-head.ts: a `<head>` block out of the page's body,
// its title, meta and link tags kept (written again, escaped) for the page's
// own head; anything else named in a warning.
import { describe, expect, it } from 'vitest';
import { diagnosticsOf, renderPage } from '../../support/markdown.js';

describe('a <head> block in a page', () => {
  it('leaves the body and keeps its title, meta and link tags, multi-line ones included', () => {
    const source = [
      '<head>',
      '  <title>ion-lamp: Lamp Component</title>',
      '  <meta',
      '    name="description"',
      '    content="Lamps &amp; shades, described."',
      '  />',
      "  <link rel='canonical' href=\"https://lamps.example.org/lamp\" />",
      '</head>',
      '',
      'The body.',
      '',
    ].join('\n');
    const { html, env } = renderPage(source);
    expect(html).toBe('<p>The body.</p>\n');
    expect(env.head).toEqual(['<title>ion-lamp: Lamp Component</title>', '<meta name="description" content="Lamps &amp; shades, described.">', '<link rel="canonical" href="https://lamps.example.org/lamp">']);
    expect(diagnosticsOf(env)).toEqual([]);
  });

  it('reads a head a blank line splits, escapes what it writes again, drops event handlers, and names what it leaves out', () => {
    const source = ['# Title', '', '<head>', '<title>A "quoted" <b>title</b></title>', '', '<meta property="og:image" content="x.png" onload="alert(1)">', '<script>alert(1)</script>', '</head>', '', 'Text.', ''].join('\n');
    const { html, env } = renderPage(source);
    expect(html).not.toContain('head');
    expect(html).not.toContain('script');
    expect(html).toContain('<p>Text.</p>');
    expect(env.head).toEqual(['<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;</title>', '<meta property="og:image" content="x.png">']);
    expect(diagnosticsOf(env)).toEqual(["3 page-head-tag: <head>: left out <script>: a page's head keeps only <title>, <meta> and <link>"]);
  });

  it('leaves a <head> inside code alone', () => {
    const { html, env } = renderPage('```html\n<head>\n<title>x</title>\n</head>\n```\n');
    expect(html).toContain('&lt;head&gt;');
    expect(env.head).toBeUndefined();
  });
});
