// cli/content/plugins/outline.ts: what a page records from its final tokens:
// a leading # title taken out of the body, every heading with id and line,
// the plain-text sections (split at h2 and h3) that search indexes, and the
// ids a link may target, raw HTML's included.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../support/markdown.js';

const permalink = (id: string, label: string) => ` <a class="hash-link" href="#${id}" aria-label="Direct link to ${label}">#</a>`;

describe('outline', () => {
  const source = '# The title\n\nIntro text.\n\n## First\n\nBody *one*.\n\n```bash\necho hi\n```\n\n### Sub\n\nMore.\n\n#### Deep\n\nDeeper.\n\n<div id="raw-anchor"></div>\n';
  const { html, env } = renderPage(source);

  it('takes the leading # heading out of the body as the title', () => {
    expect(env.h1).toBe('The title');
    expect(html).toBe(
      '<p>Intro text.</p>\n' +
        `<h2 id="first">First${permalink('first', 'First')}</h2>\n<p>Body <em>one</em>.</p>\n` +
        '<div class="code-block language-bash"><pre class="shiki plain" tabindex="0"><code>echo hi</code></pre><button type="button" class="copy-code" aria-label="Copy code to clipboard">Copy</button></div>\n' +
        `<h3 id="sub">Sub${permalink('sub', 'Sub')}</h3>\n<p>More.</p>\n` +
        `<h4 id="deep">Deep${permalink('deep', 'Deep')}</h4>\n<p>Deeper.</p>\n` +
        '<div id="raw-anchor"></div>\n',
    );
  });

  it('records every heading below the title with its id and source line', () => {
    expect(env.headings).toEqual([
      { level: 2, id: 'first', text: 'First', line: 5 },
      { level: 3, id: 'sub', text: 'Sub', line: 13 },
      { level: 4, id: 'deep', text: 'Deep', line: 17 },
    ]);
  });

  it('splits the text into sections at h2 and h3, code included, deeper headings inside', () => {
    expect(env.sections).toEqual([
      { title: '', level: 1, text: 'Intro text.' },
      { id: 'first', title: 'First', level: 2, text: 'Body one. echo hi' },
      { id: 'sub', title: 'Sub', level: 3, text: 'More. Deep Deeper.' },
    ]);
  });

  it('records the ids of headings and of raw HTML as anchors', () => {
    expect([...env.anchors]).toEqual(['first', 'sub', 'deep', 'raw-anchor']);
  });

  it('keeps a # heading that is not first in the body, without a title', () => {
    const late = renderPage('No title here.\n\n# Late title\n');
    expect(late.env.h1).toBeUndefined();
    expect(late.html).toBe('<p>No title here.</p>\n<h1>Late title</h1>\n');
    expect(late.env.sections).toEqual([{ title: '', level: 1, text: 'No title here. Late title' }]);
  });

  it('counts lines after the front matter from the offset it is given', () => {
    expect(renderPage('## After front matter\n', { lineOffset: 4 }).env.headings).toEqual([{ level: 2, id: 'after-front-matter', text: 'After front matter', line: 5 }]);
  });
});
