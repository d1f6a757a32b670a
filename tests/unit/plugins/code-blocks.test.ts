// cli/content/plugins/code-blocks.ts (with code-lines.ts): the whole HTML of
// a fenced block in each form: language, title, no language, escaping, line
// highlights and numbers, npm2yarn tabs. Code stays plain (the `check`
// highlighter); the colours are tested against shiki in highlight tests.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../support/markdown.js';

const COPY = '<button type="button" class="copy-code" aria-label="Copy code to clipboard">Copy</button>';
const pre = (code: string, codeAttributes = '') => `<pre class="shiki plain" tabindex="0"><code${codeAttributes}>${code}</code></pre>`;

describe('code blocks', () => {
  it('wraps the block with its language class and a copy button', () => {
    expect(renderPage('```json\n{"a": 1}\n```\n').html).toBe(`<div class="code-block language-json">${pre('{&quot;a&quot;: 1}')}${COPY}</div>\n`);
  });

  it('shows a title="…" above the code, escaping the code', () => {
    expect(renderPage('```bash title="install.sh"\nnpm install <pkg>\n```\n').html).toBe(
      `<div class="code-block language-bash"><div class="code-title">install.sh</div>${pre('npm install &lt;pkg&gt;')}${COPY}</div>\n`,
    );
  });

  it('takes a first word that is metadata for metadata, not a language', () => {
    expect(renderPage("```title='a b.txt'\nplain\n```\n").html).toBe(`<div class="code-block"><div class="code-title">a b.txt</div>${pre('plain')}${COPY}</div>\n`);
  });

  it('renders a block without a language as escaped plain text', () => {
    expect(renderPage('```\nplain & <b>\n```\n').html).toBe(`<div class="code-block">${pre('plain &amp; &lt;b&gt;')}${COPY}</div>\n`);
  });

  it('marks the lines of {2} as highlighted, one span a line', () => {
    expect(renderPage('```js {2}\nconst a = 1;\nconst b = 2;\n```\n').html).toBe(
      `<div class="code-block language-js">${pre('<span class="line">const a = 1;</span>\n<span class="line highlighted-line">const b = 2;</span>')}${COPY}</div>\n`,
    );
  });

  it('numbers lines from showLineNumbers=N', () => {
    expect(renderPage('```bash showLineNumbers=5\none\ntwo\n```\n').html).toBe(
      `<div class="code-block language-bash line-numbers">${pre('<span class="line">one</span>\n<span class="line">two</span>', ' style="counter-reset:line 4"')}${COPY}</div>\n`,
    );
  });

  it('turns npm2yarn into npm, Yarn and pnpm tabs, npm shown', () => {
    const tab = (i: number, value: string, label: string) =>
      `<button type="button" role="tab" class="tabs-item${i === 0 ? ' tabs-item-active' : ''}" id="tab-1-${i}" aria-controls="tabpanel-1-${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-value="${value}">${label}</button>`;
    const panel = (i: number, value: string, command: string) =>
      `<div role="tabpanel" class="tab-panel" id="tabpanel-1-${i}" aria-labelledby="tab-1-${i}" data-value="${value}"${i === 0 ? '' : ' hidden'}>\n<div class="code-block language-bash">${pre(command)}${COPY}</div>\n</div>\n`;
    expect(renderPage('```bash npm2yarn\nnpm install react\n```\n').html).toBe(
      `<div class="tabs-container" data-tabs data-group-id="npm2yarn"><div role="tablist" aria-orientation="horizontal" class="tabs">${tab(0, 'npm', 'npm')}${tab(1, 'yarn', 'Yarn')}${tab(2, 'pnpm', 'pnpm')}</div>\n` +
        `${panel(0, 'npm', 'npm install react')}${panel(1, 'yarn', 'yarn add react')}${panel(2, 'pnpm', 'pnpm add react')}</div>\n`,
    );
  });

  it('leaves indented code as markdown-it writes it (no copy button, no language)', () => {
    expect(renderPage('    indented code\n').html).toBe('<pre><code>indented code\n</code></pre>\n');
  });
});
