// cli/content/plugins/tables.ts: a table scrolls in a focusable box of its
// own, alignment kept, so that a wide table does not widen the page.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../support/markdown.js';

describe('tables', () => {
  it('wraps the table in a focusable scroll box, keeping column alignment and inline Markdown', () => {
    expect(renderPage('| a | b |\n|---|:-:|\n| `1` | **2** |\n').html).toBe(
      '<div class="table-wrapper" tabindex="0"><table>\n<thead>\n<tr>\n<th>a</th>\n<th style="text-align:center">b</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td><code>1</code></td>\n<td style="text-align:center"><strong>2</strong></td>\n</tr>\n</tbody>\n</table></div>\n',
    );
  });

  it('wraps every table of a page, each in its own box', () => {
    const { html } = renderPage('| a |\n|---|\n| 1 |\n\nBetween.\n\n| b |\n|---|\n| 2 |\n');
    expect(html.match(/<div class="table-wrapper" tabindex="0"><table>/g)).toHaveLength(2);
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2);
  });
});
