// cli/content/plugins/heading-ids.ts: the whole HTML of headings: GitHub's
// slugs, repeats suffixed, {#custom} ids (a taken one warned about), the
// permalink's label in plain words, and h1 left without an id.
import { describe, expect, it } from 'vitest';
import { diagnosticsOf, renderPage } from '../../support/markdown.js';

const heading = (level: number, id: string, inner: string, label: string) =>
  `<h${level} id="${id}">${inner} <a class="hash-link" href="#${id}" aria-label="Direct link to ${label}">#</a></h${level}>\n`;

describe('heading ids', () => {
  it('gives each heading GitHub’s slug, a repeat the next suffix, and labels the permalink with the words only', () => {
    expect(renderPage('## Getting started\n\n## Getting started\n\n### `code` and *emphasis*\n').html).toBe(
      heading(2, 'getting-started', 'Getting started', 'Getting started') +
        heading(2, 'getting-started-1', 'Getting started', 'Getting started') +
        heading(3, 'code-and-emphasis', '<code>code</code> and <em>emphasis</em>', 'code and emphasis'),
    );
  });

  it('keeps letters of other scripts and drops punctuation, down to h4', () => {
    expect(renderPage('## Ünïcode & symbols!\n\n#### Level four\n').html).toBe(
      heading(2, 'ünïcode--symbols', 'Ünïcode &amp; symbols!', 'Ünïcode &amp; symbols!') + heading(4, 'level-four', 'Level four', 'Level four'),
    );
  });

  it('takes {#id} as the id, and warns at the line of a second heading that claims it', () => {
    const { html, env } = renderPage('## Custom {#my-id}\n\n## Other {#my-id}\n');
    expect(html).toBe(heading(2, 'my-id', 'Custom', 'Custom') + heading(2, 'my-id-1', 'Other', 'Other'));
    expect(diagnosticsOf(env)).toEqual(['3 duplicate-heading-id: Heading id "my-id" is already used on this page; this heading gets "my-id-1"']);
  });

  it('does not let a slug take a custom id written before it', () => {
    expect(renderPage('## First {#second}\n\n## Second\n').html).toBe(heading(2, 'second', 'First', 'First') + heading(2, 'second-1', 'Second', 'Second'));
  });

  it('leaves an h1 after the text without an id or permalink', () => {
    expect(renderPage('Text.\n\n# Late title\n').html).toBe('<p>Text.</p>\n<h1>Late title</h1>\n');
  });
});
