// MDX as Docusaurus docs write it, rendered by the Markdown renderer: the
// whole HTML each construct becomes, and the warning (with its line) for
// each component that is not supported. Code stays plain here (the `check`
// highlighter) so that the expected HTML is readable.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainHighlighter } from '../../cli/check/plain-highlighter.js';
import { createHighlighter } from '../../cli/content/highlight/highlighter.js';
import { createMarkdownRenderer, type RenderOptions } from '../../cli/content/markdown.js';
import { prepareMdx } from '../../cli/content/mdx/prepare.js';

const markdown = createMarkdownRenderer(plainHighlighter);
const options: RenderOptions = { file: 'docs/page.mdx', lineOffset: 0, resolveLink: (href) => ({ href }) };
/** As a doc page is rendered: prepared once (docs.ts), then rendered with its imports. */
const render = (source: string, extra: Partial<RenderOptions> = {}) => {
  const prepared = prepareMdx(source);
  return markdown.render(prepared.source, { ...options, imports: prepared.imports, ...extra });
};
const warnings = (source: string, extra: Partial<RenderOptions> = {}) => render(source, extra).env.diagnostics.map((d) => `${d.location?.line}: ${d.code}: ${d.message}`);

describe('MDX JavaScript', () => {
  it('leaves imports, exports and comments out of the page, and keeps line numbers for what follows', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  One,',
      '  Two as Three,',
      "} from './components';",
      '',
      'export const meta = {',
      '  nested: { value: 1 },',
      '};',
      '',
      'Text {/* a note for reviewers */} goes on.',
      '',
      '{/*',
      '  several lines',
      '*/}',
      '',
      '`{/* in code */}` and [a link](nowhere.md)',
    ].join('\n');
    const { html, env } = render(source);
    expect(html).toBe('<p>Text  goes on.</p>\n<p><code>{/* in code */}</code> and <a href="nowhere.md">a link</a></p>\n');
    expect(env.links[0]!.line).toBe(17);
    expect([...env.mdx.imports.keys()]).toEqual(['Tabs', 'One', 'Three']);
  });

  it('reads every import of a line that holds several, a side-effect import among them', () => {
    const { imports } = prepareMdx("import Tabs from '@theme/Tabs'; import './tabs.css'; import constants, { languages as langs } from '@site/core/TabsConstants';\n\nText.\n");
    expect([...imports].map(([name, { specifier, line }]) => `${name} ${specifier} ${line}`)).toEqual(['Tabs @theme/Tabs 1', 'langs @site/core/TabsConstants 1', 'constants @site/core/TabsConstants 1']);
  });

  it('keeps import lines inside fenced code', () => {
    const { html } = render("```js\nimport x from 'y';\n```");
    expect(html).toBe(`<div class="code-block language-js"><pre class="shiki plain" tabindex="0"><code>import x from 'y';</code></pre><button type="button" class="copy-code" aria-label="Copy code to clipboard">Copy</button></div>\n`);
  });
});

describe('tabs', () => {
  const tabs = [
    '<Tabs groupId="os" queryString>',
    '  <TabItem value="linux" label="Linux">',
    '    Unpack the **tarball**.',
    '  </TabItem>',
    '  <TabItem',
    '    value="mac"',
    '    label="macOS"',
    '    default',
    '  >',
    '',
    'Use `brew`.',
    '',
    '  </TabItem>',
    '</Tabs>',
  ].join('\n');

  it('render as a tab list and panels, the default tab shown and the others hidden, with indented content read as Markdown', () => {
    expect(render(tabs).html).toBe(
      '<div class="tabs-container" data-tabs data-group-id="os" data-query-key="os"><div role="tablist" aria-orientation="horizontal" class="tabs">' +
        '<button type="button" role="tab" class="tabs-item" id="tab-1-0" aria-controls="tabpanel-1-0" aria-selected="false" tabindex="-1" data-value="linux">Linux</button>' +
        '<button type="button" role="tab" class="tabs-item tabs-item-active" id="tab-1-1" aria-controls="tabpanel-1-1" aria-selected="true" tabindex="0" data-value="mac">macOS</button></div>\n' +
        '<div role="tabpanel" class="tab-panel" id="tabpanel-1-0" aria-labelledby="tab-1-0" data-value="linux" hidden>\n<p>Unpack the <strong>tarball</strong>.</p>\n</div>\n' +
        '<div role="tabpanel" class="tab-panel" id="tabpanel-1-1" aria-labelledby="tab-1-1" data-value="mac">\n<p>Use <code>brew</code>.</p>\n</div>\n' +
        '</div>\n',
    );
  });

  it('take labels from the values prop, the first tab when none is the default, and the query key as written', () => {
    const { html } = render(`<Tabs values={[{label: 'One', value: 'a'}, {label: "Two", value: 'b'}]} queryString="pick">\n<TabItem value="a">First</TabItem>\n<TabItem value="b">Second</TabItem>\n</Tabs>`);
    expect(html).toContain('data-tabs data-query-key="pick"><div');
    expect(html).toContain('aria-selected="true" tabindex="0" data-value="a">One</button>');
    expect(html).toContain('data-value="b">Two</button>');
    expect(html).toContain('data-value="b" hidden>\nSecond</div>');
  });

  it('show their tabs in the order of the values prop, the panels where they are written', () => {
    const { html } = render(`<Tabs values={[{label: 'TypeScript', value: 'ts'}, {label: 'JavaScript', value: 'js'}]} defaultValue="ts">\n<TabItem value="js">Plain</TabItem>\n<TabItem value="ts">Typed</TabItem>\n</Tabs>`);
    expect([...html.matchAll(/role="tab"[^>]*data-value="(\w+)">(\w+)<\/button>/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(['ts TypeScript', 'js JavaScript']);
    expect(html).toContain('id="tab-1-0" aria-controls="tabpanel-1-0" aria-selected="true"');
    // The panel of each tab is the one its button controls, wherever it is written.
    expect(html).toContain('id="tabpanel-1-1" aria-labelledby="tab-1-1" data-value="js" hidden>\nPlain</div>');
    expect(html).toMatch(/id="tabpanel-1-0" aria-labelledby="tab-1-0" data-value="ts">\nTyped<\/div>/);
  });

  it('number the sets of a page so that their ids differ', () => {
    const { html } = render(`${tabs}\n\n${tabs}`);
    expect(html).toContain('id="tab-1-0"');
    expect(html).toContain('id="tab-2-0"');
  });

  it('npm2yarn code blocks become npm, Yarn and pnpm tabs of one group', () => {
    const { html } = render('```bash npm2yarn\nnpm install --save-dev lantern\n```');
    expect(html).toContain('data-tabs data-group-id="npm2yarn"');
    expect(html).toContain('<code>npm install --save-dev lantern</code>');
    expect(html).toContain('data-value="yarn" hidden>\n<div class="code-block language-bash"><pre class="shiki plain" tabindex="0"><code>yarn add --dev lantern</code>');
    expect(html).toContain('<code>pnpm add --save-dev lantern</code>');
  });
});

describe('other components', () => {
  it('details and Details hold Markdown, with their summary', () => {
    expect(render('<details>\n<summary>Why *this*</summary>\nBecause **so**.\n</details>').html).toBe('<details class="details">\n<summary>Why <em>this</em></summary>\n<p>Because <strong>so</strong>.</p>\n</details>\n');
    expect(render('<Details summary="Why?" open>\n\nBecause.\n\n</Details>').html).toBe('<details class="details" open><summary>Why?</summary>\n<p>Because.</p>\n</details>\n');
  });

  it('an HTML block ends before a details or component tag on the next line, as MDX ends it', () => {
    const source = '<details>\n<summary>example.js</summary>\n<div>\n\ntext\n\n</div>\n</details>\n\nAfter.';
    expect(render(source).html).toBe('<details class="details">\n<summary>example.js</summary>\n<div>\n<p>text</p>\n</div>\n</details>\n<p>After.</p>\n');
    expect(warnings(source)).toEqual([]);
    const tabs = '<Tabs>\n<TabItem value="a">\n<div class="x">\nA\n</div>\n</TabItem>\n</Tabs>';
    expect(render(tabs).html).toMatch(/data-value="a">\n<div class="x">\nA\n<\/div>\n<\/div>\n<\/div>\n$/);
    expect(warnings(tabs)).toEqual([]);
    // A comment or <pre> keeps what follows it, up to its own end.
    expect(render('<!--\n</details>\n-->\n\nText.').html).toBe('<!--\n</details>\n-->\n<p>Text.</p>\n');
  });

  it('Admonition renders as the ::: syntax does', () => {
    expect(render('<Admonition type="warning" title="Careful">\n  Mind the **gap**.\n</Admonition>').html).toBe(
      '<div class="admonition admonition-warning" role="note"><p class="admonition-heading">Careful</p><div class="admonition-content">\n<p>Mind the <strong>gap</strong>.</p>\n</div></div>\n',
    );
  });

  it('CodeBlock is a code block of its language and title', () => {
    expect(render('<CodeBlock language="json" title="a.json">\n{`{\n  "a": 1\n}`}\n</CodeBlock>\n\nAfter.').html).toBe(
      '<div class="code-block language-json"><div class="code-title">a.json</div><pre class="shiki plain" tabindex="0"><code>{\n  &quot;a&quot;: 1\n}</code></pre><button type="button" class="copy-code" aria-label="Copy code to clipboard">Copy</button></div>\n<p>After.</p>\n',
    );
  });

  it('CodeBlock written on one line is a code block too', () => {
    const { html, env } = render('<CodeBlock language="bash">{`make all`}</CodeBlock>');
    expect(html).toBe('<div class="code-block language-bash"><pre class="shiki plain" tabindex="0"><code>make all</code></pre><button type="button" class="copy-code" aria-label="Copy code to clipboard">Copy</button></div>\n');
    expect(env.diagnostics).toEqual([]);
  });

  it('an unsupported component is a warning at its line and renders its children; dotted names, expression props and multi-line tags are read', () => {
    const source = "import BrowserWindow from '@site/src/BrowserWindow';\n\nIntro.\n\n<BrowserWindow\n  url=\"http://x\"\n  style={{ height: 240 }}\n>\n\nInside **it**.\n\n</BrowserWindow>\n\n<Docs.Card to={`/a`} />\n\nPress <Kbd>Ctrl</Kbd> now.";
    expect(render(source).html).toBe('<p>Intro.</p>\n<p>Inside <strong>it</strong>.</p>\n<p>Press Ctrl now.</p>\n');
    expect(warnings(source)).toEqual([
      '5: mdx-unsupported-component: <BrowserWindow> is not a supported component: its content is shown without it',
      '14: mdx-unsupported-component: <Docs.Card> is not a supported component: it renders nothing',
      '16: mdx-unsupported-component: <Kbd> is not a supported component: its content is shown without it',
    ]);
  });

  it('a tag left open, or closed without being opened, is a warning and renders nothing itself', () => {
    expect(render('<Tabs>\n<TabItem value="a">\n\nText\n\n</Tabs>').html).toBe('<div class="tabs-container" data-tabs><div role="tablist" aria-orientation="horizontal" class="tabs"></div>\n<p>Text</p>\n</div>\n');
    expect(warnings('<Tabs>\n<TabItem value="a">\n\nText\n\n</Tabs>')).toEqual(['2: mdx-unclosed-tag: <TabItem> is never closed: its content is shown without it']);
    expect(warnings('Text\n\n</Details>')).toEqual(['3: mdx-unmatched-tag: </Details> closes a tag that is not open']);
  });

  it('warning lines count the front matter', () => {
    expect(warnings('<Foo />', { lineOffset: 4 })).toEqual(['5: mdx-unsupported-component: <Foo> is not a supported component: it renders nothing']);
  });
});

describe('partials', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-partials-'));
    await writeFile(path.join(dir, '_shared.mdx'), "---\nnote: front matter of a partial is not shown\n---\nimport Inner from './_inner.md';\n\n## Shared heading\n\n<Inner />\n");
    await writeFile(path.join(dir, '_inner.md'), 'Inner *text*.\n');
    await writeFile(path.join(dir, '_loop.mdx'), "import Loop from './_loop.mdx';\n\nLoop start.\n\n<Loop />\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const at = () => ({ absolute: path.join(dir, 'page.mdx'), siteDir: dir });

  it('are inlined where used, their own partials too, and their headings enter the outline', () => {
    const { html, env } = render("import Shared from './_shared.mdx';\n\nBefore.\n\n<Shared />\n\nAfter.", at());
    expect(html).toBe('<p>Before.</p>\n<h2 id="shared-heading">Shared heading <a class="hash-link" href="#shared-heading" aria-label="Direct link to Shared heading">#</a></h2>\n<p>Inner <em>text</em>.</p>\n<p>After.</p>\n');
    expect(env.headings.map((h) => `${h.id}@${h.line}`)).toEqual(['shared-heading@5']);
  });

  it('are found by an escaped specifier, and beside docs outside the site folder', async () => {
    // The docs folder is a sibling of the site folder (docs.path: '../docs').
    const site = path.join(dir, 'website');
    await mkdir(site, { recursive: true });
    const { html } = render("import Shared from './\\_inner.md';\n\n<Shared />", { absolute: path.join(dir, 'page.mdx'), siteDir: site });
    expect(html).toBe('<p>Inner <em>text</em>.</p>\n');
  });

  it('that include themselves are left out with a warning; a missing file is a warning at its import', () => {
    expect(warnings("import Loop from './_loop.mdx';\n\n<Loop />", at())).toEqual([
      "3: mdx-partial-cycle: <Loop /> includes a file that is already being included (_loop.mdx): it is left out here",
    ]);
    expect(warnings("import Gone from './_gone.mdx';\n\n<Gone />", at())).toEqual([
      '1: mdx-missing-partial: "./_gone.mdx" is not a Markdown file of this site: <Gone /> renders nothing',
      '3: mdx-unsupported-component: <Gone> is not a supported component: it renders nothing',
    ]);
  });
});

describe('code lines', () => {
  it('highlight comments and ranges mark lines, and the comment lines go', () => {
    const { html } = render('```text {4}\nfirst\n// highlight-next-line\nsecond\n# highlight-start\nthird\nfourth\n# highlight-end\n```');
    expect(html).toBe(
      '<div class="code-block language-text"><pre class="shiki plain" tabindex="0"><code>' +
        '<span class="line">first</span>\n<span class="line highlighted-line">second</span>\n<span class="line highlighted-line">third</span>\n<span class="line highlighted-line">fourth</span>' +
        '</code></pre><button type="button" class="copy-code" aria-label="Copy code to clipboard">Copy</button></div>\n',
    );
  });

  it('showLineNumbers numbers lines, from the number given', () => {
    const { html } = render('```\none\ntwo\n``` ');
    expect(html).not.toContain('line-numbers');
    expect(render('``` showLineNumbers=7\none\ntwo\n```').html).toBe(
      '<div class="code-block line-numbers"><pre class="shiki plain" tabindex="0"><code style="counter-reset:line 6"><span class="line">one</span>\n<span class="line">two</span></code></pre><button type="button" class="copy-code" aria-label="Copy code to clipboard">Copy</button></div>\n',
    );
  });

  it('marks lines of highlighted code too', async () => {
    const highlighter = await createHighlighter();
    await highlighter.prepare(['js']);
    const { html } = createMarkdownRenderer(highlighter).render('```js {2}\nconst a = 1;\nconst b = 2;\n```', options);
    expect(html.match(/<span class="line[^"]*">/g)).toEqual(['<span class="line">', '<span class="line highlighted-line">']);
  });
});
