// The MDX compiler path (cli/content/mdx-compile/) against the markdown-it
// path: the same Markdown gives the same HTML, headings, sections and links,
// even when MDX nodes split it into runs; and the #26 MDX cases the
// hand-written subset got wrong, as the compiler reads them.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { plainHighlighter } from '../../cli/check/plain-highlighter.js';
import { createEnv, type MarkdownEnv } from '../../cli/content/env.js';
import { createMarkdownRenderer } from '../../cli/content/markdown.js';
import { compileMdx, PROVIDED } from '../../cli/content/mdx-compile/compile.js';
import { createRawHtmlTable } from '../../cli/content/mdx-compile/raw-html.js';
import { renderCompiledDocs } from '../../cli/content/mdx-compile/render-compiled.js';
import { flushSection } from '../../cli/content/plugins/outline.js';
import { prepareMdx } from '../../cli/content/mdx/prepare.js';
import { needsCompiler } from '../../cli/content/mdx-compile/route.js';
import { prepareSources } from '../../cli/content/mdx-compile/preprocess.js';
import { fromDocusaurusConfig } from '../../cli/config/docusaurus-config.js';

const markdown = createMarkdownRenderer(plainHighlighter);
const resolveLink = (href: string) => (href.endsWith('.md') || href.includes('.md#') ? { href: `/docs/${href.replace(/\.md/, '')}` } : { href });
let siteDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-mdx-compiled-'));
  await mkdir(path.join(siteDir, 'docs'));
  await writeFile(path.join(siteDir, 'docs', '_intro.mdx'), 'The *partial*.\n');
  await writeFile(path.join(siteDir, 'docs', 'Cell.jsx'), 'export default function Cell({ n }) { return <td className="cell">{n * 2}</td>; }\n');
  await writeFile(path.join(siteDir, 'docs', 'Em.jsx'), 'export default function Em({ children }) { return <em className="em">{children}</em>; }\n');
  await writeFile(path.join(siteDir, 'docs', 'Quote.jsx'), 'export default function Quote({ text }) { return <blockquote>{text}</blockquote>; }\n');
});

/** As a page of markdown-it's path renders. */
function viaMarkdownIt(source: string): { html: string; env: MarkdownEnv } {
  const prepared = prepareMdx(source);
  return markdown.render(prepared.source, { file: 'docs/page.mdx', lineOffset: 3, resolveLink, imports: prepared.imports });
}

/** As a page of the compiler's path renders (compiled, bundled, rendered by React). */
async function viaCompiler(source: string): Promise<{ html: string; env: MarkdownEnv }> {
  const raw = createRawHtmlTable();
  const env = createEnv({ file: 'docs/page.mdx', lineOffset: 3, source, resolveLink });
  const absolute = path.join(siteDir, 'docs', 'page.mdx');
  const { compiled, diagnostics } = await compileMdx({ source, file: 'docs/page.mdx', lineOffset: 3, absolute, renderer: markdown, env, raw, provided: PROVIDED });
  expect(diagnostics).toEqual([]);
  flushSection(env);
  env.run = undefined;
  const result = await renderCompiledDocs([{ key: '0', file: 'docs/page.mdx', absolute, env, compiled: compiled! }], { siteDir, siteConfig: { title: 'T', tagline: '', url: '', baseUrl: '/' }, locale: 'en', renderer: markdown, raw });
  expect(result.diagnostics).toEqual([]);
  return { html: result.html.get('0')!, env };
}

/** Whitespace between tags is not part of what a reader sees. */
const normalized = (html: string) => html.replace(/>\s+</g, '><').trim();

const PAGE = [
  '# The title',
  '',
  'Intro with a [link](guide.md#setup) and `code`.',
  '',
  '{/* MDX nodes such as this comment split the page into runs */}',
  '',
  '## Setup',
  '',
  ':::note Heads up',
  'An admonition with **bold** and a [second link](other.md).',
  ':::',
  '',
  '{/* another */}',
  '',
  '## Setup',
  '',
  '```js title="a.js" {1}',
  'const a = 1;',
  'const b = 2;',
  '```',
  '',
  '{/* and another */}',
  '',
  '```bash npm2yarn',
  'npm install lantern',
  '```',
  '',
  '| a | b |',
  '|---|--:|',
  '| 1 | 2 |',
  '',
  '- one',
  '- two',
  '',
  '### Custom {#custom-id}',
  '',
  '> quoted',
].join('\n');

describe('the same Markdown through both paths', () => {
  it('gives the same HTML', async () => {
    const [one, two] = [viaMarkdownIt(PAGE), await viaCompiler(PAGE)];
    expect(normalized(two.html)).toBe(normalized(one.html));
    // Not a page without content: the runs really rendered.
    expect(two.html).toContain('<h2 id="setup-1">Setup');
    expect(two.html).toContain('<h3 id="custom-id">Custom');
  });

  it('gives the same title, headings, sections, anchors and links (with their lines)', async () => {
    const [one, two] = [viaMarkdownIt(PAGE), await viaCompiler(PAGE)];
    expect(two.env.h1).toBe(one.env.h1);
    expect(two.env.headings).toEqual(one.env.headings);
    expect(two.env.sections).toEqual(one.env.sections);
    expect([...two.env.anchors]).toEqual([...one.env.anchors]);
    expect(two.env.links.map((link) => `${link.line} ${link.href}`)).toEqual(one.env.links.map((link) => `${link.line} ${link.href}`));
    expect(two.env.links.map((link) => link.line)).toEqual([6, 13]);
  });
});

describe('Markdown containers that hold components', () => {
  it('keep a tight list tight and a table a table, the items without components rendered by markdown-it', async () => {
    const source = "import Em from './Em.jsx';\n\n- plain **bold**\n- with <Em>stress</Em> here\n- a [link](guide.md)\n\n| a | b |\n|---|---|\n| <Em>x</Em> | `y` |\n";
    const { html, env } = await viaCompiler(source);
    expect(normalized(html)).toBe(
      '<ul><li>plain <strong>bold</strong></li><li>with <em class="em">stress</em> here</li><li>a <a href="/docs/guide">link</a></li></ul>' +
        '<div class="table-wrapper" tabindex="0"><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td><em class="em">x</em></td><td><code>y</code></td></tr></tbody></table></div>',
    );
    expect(env.links.map((link) => `${link.line} ${link.href}`)).toEqual(['8 /docs/guide']);
  });
});

describe('an admonition titled after a space (`:::tip Title`), as Docusaurus writes it', () => {
  it('keeps its title and its components inside it when it holds JSX across blank lines', async () => {
    const { html } = await viaCompiler(':::tip Watch the *video*\n\n<div style={{color: "red"}}>Inside</div>\n\n:::\n\n## After\n');
    expect(normalized(html)).toMatch(/^<div class="admonition admonition-tip" role="note"><p class="admonition-heading">Watch the <em>video<\/em><\/p><div class="admonition-content"><div style="color:red">Inside<\/div><\/div><\/div><h2/);
    expect(html).not.toContain(':::');
  });
});

describe('JSX elements whose content is on their own line', () => {
  it('hold their text as text, without a paragraph, as MDX reads them', async () => {
    const { html } = await viaCompiler('<details>\n<summary>Older *TypeScript*?</summary>\n\nBody text.\n\n</details>\n\n<div style={{width: "20px"}}>\n  <a href="#x">useQuery</a>\n</div>\n\n<span>Alone</span>\n');
    expect(normalized(html)).toBe('<details class="details"><summary>Older <em>TypeScript</em>?</summary><p>Body text.</p></details><div style="width:20px"><a href="#x">useQuery</a></div><span>Alone</span>');
  });
});

describe('MDX the hand-written subset misread (#26)', () => {
  it('reads an escaped specifier as the JavaScript string it is', async () => {
    const { html } = await viaCompiler("import Intro from './\\_intro.mdx';\n\n<Intro />\n");
    expect(html).toBe('<p>The <em>partial</em>.</p>\n');
  });

  it('takes an import right after a comment line as an import', async () => {
    const { html } = await viaCompiler("{/* the partial */}\nimport Intro from './_intro.mdx';\n\n<!-- an HTML comment -->\nimport Again from './_intro.mdx';\n\n<Again />\n");
    expect(html).toBe('<p>The <em>partial</em>.</p>\n');
  });

  it('reads a fragment prop with an apostrophe', async () => {
    const { html } = await viaCompiler("import Quote from './Quote.jsx';\n\n<Quote text={<>It's here</>} />\n");
    expect(html).toBe("<blockquote>It&#x27;s here</blockquote>");
  });

  it('renders a component inside an HTML table', async () => {
    const { html } = await viaCompiler("import Cell from './Cell.jsx';\n\n<table>\n  <tbody>\n    <tr>\n      <Cell n={21} />\n    </tr>\n  </tbody>\n</table>\n");
    expect(html).toBe('<table><tbody><tr><td class="cell">42</td></tr></tbody></table>');
  });

  it('closes a TabItem followed by an image line', async () => {
    const { html } = await viaCompiler('<Tabs>\n  <TabItem value="a" label="A">\n    <img src="/a.png" alt="A" />\n  </TabItem>\n  <TabItem value="b" label="B">\n    B text\n  </TabItem>\n</Tabs>\n');
    expect(html).toContain('<div role="tabpanel" class="tab-panel" id="tabpanel-1-0" aria-labelledby="tab-1-0" data-value="a"><img src="/a.png" alt="A"/></div>');
    expect(html).toContain('data-value="b" hidden=""><p>B text</p>\n</div>');
  });

  it('leaves a <head> out of the body, as Docusaurus puts it in the document head', async () => {
    const { html } = await viaCompiler('<head>\n  <title>Other title</title>\n</head>\n\nText.\n');
    expect(html.trim()).toBe('<p>Text.</p>');
  });

  it('renders an mdx-code-block fence as MDX', async () => {
    const { html } = await viaCompiler("```mdx-code-block\nimport Intro from './_intro.mdx';\n\n<Intro />\n```\n");
    expect(html).toBe('<p>The <em>partial</em>.</p>\n');
  });
});

describe('HTML written with JSX attributes', () => {
  const route = (body: string, relative = 'a.md') => needsCompiler({ relative, body, mdx: prepareMdx(body) }, '/site');

  it('sends a page with className, htmlFor or a value in braces to the compiler, and leaves plain HTML on markdown-it', () => {
    expect(route('Text.\n\n<div className="label ios">iOS</div>\n')).toBe(true);
    expect(route('| a |\n|---|\n| <ins style={{background: "#999"}} /> |\n')).toBe(true);
    expect(route('<img\n  alt="x"\n  src={require("@site/static/img/a.png").default}\n/>\n')).toBe(true);
    expect(route('<label htmlFor="q">Q</label>\n')).toBe(true);
    expect(route('<div class="note" style="color: red">Plain HTML.</div>\n\nA {placeholder} in prose.\n')).toBe(false);
    // Shown as code, not written as elements.
    expect(route('Write `<div className="x">` in JSX.\n\n```jsx\n<div className="x" style={{ a: 1 }} />\n```\n')).toBe(false);
    // With markdown.format `md`, a .md page is CommonMark whatever it holds.
    expect(needsCompiler({ relative: 'a.md', body: '<div className="x" />\n', mdx: prepareMdx('<div className="x" />\n') }, '/site', 'md')).toBe(false);
  });

  it('sends a page with a component inside a paragraph to the compiler, not a type in prose or code', () => {
    expect(route('Shared infrastructure. <Bitwarden>Owned by a team.</Bitwarden>\n')).toBe(true);
    expect(route('A <Badge /> here.\n')).toBe(true);
    // `Array<Item>` is a type, `<Tabs>` markdown-it's own, a code span's text is text.
    expect(route('An Array<Item> of them, `<Widget>` in code, and <Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>\n')).toBe(false);
  });

  it('makes them elements, with class and style attributes', async () => {
    const { html } = await viaCompiler('<div className="label ios">iOS</div>\n\n<ins style={{background: "#999"}} className="color-box" />\n');
    expect(html).toContain('<div class="label ios">');
    expect(html).toContain('<ins style="background:#999" class="color-box"></ins>');
    expect(html).not.toContain('className');
  });
});

describe("Docusaurus' markdown options", () => {
  const page = (relative: string) => {
    const body = "import Card from './Card';\n\n<Card />\n";
    return { relative, body, mdx: prepareMdx(body) };
  };

  it('format: mdx compiles any page with a component, md none, detect only .mdx pages', () => {
    expect([needsCompiler(page('a.md'), '/site'), needsCompiler(page('a.mdx'), '/site')]).toEqual([true, true]);
    expect([needsCompiler(page('a.md'), '/site', 'md'), needsCompiler(page('a.mdx'), '/site', 'md')]).toEqual([false, false]);
    expect([needsCompiler(page('a.md'), '/site', 'detect'), needsCompiler(page('a.mdx'), '/site', 'detect')]).toEqual([false, true]);
  });

  it('mdx1Compat: HTML comments and {#id} reach the compiler as MDX 1 read them, unless turned off', () => {
    const source = '## Title {#custom}\n\n<!-- note -->\n';
    const read = prepareSources(source).mdx;
    expect(read).not.toContain('{#custom}');
    expect(read).toContain('{/*  note */}');
    expect(read.length).toBe(source.length);
    expect(prepareSources(source, { comments: false, headingIds: false }).mdx).toBe(source);
  });

  it('are read from a docusaurus.config', async () => {
    const { value } = await fromDocusaurusConfig({ title: 'T', url: 'https://t.example', markdown: { format: 'detect', mdx1Compat: { comments: false }, mermaid: true } }, 'docusaurus.config.js');
    expect(value.markdown).toEqual({ format: 'detect', mdx1Compat: { comments: false }, mermaid: true });
  });
});
