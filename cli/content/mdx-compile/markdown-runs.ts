// The remark plugin that makes a compiled page look exactly like a
// markdown-it page: every run of sibling nodes without MDX in it (no JSX, no
// expression, no import) is rendered by the site's markdown-it renderer from
// the page as written, into the page's env, so admonitions, heading ids,
// code blocks, links and the outline are the same code on both paths. The
// compiler keeps only what it alone can do: JSX, expressions and ESM, and
// the Markdown containers (lists, paragraphs, admonitions) that hold them.
//
// A run's HTML reaches the compiled page as a placeholder element, put back
// after the page is rendered (raw-html.ts): byte for byte what markdown-it
// wrote, and no JSX to compile for it.
import { slug } from 'github-slugger';
import { titleEnv, type MarkdownEnv } from '../env.js';
import type { MarkdownRenderer } from '../markdown.js';
import { ADMONITION_TYPES } from '../../../templates/contracts/admonitions.js';
import { createUniqueIds } from '../plugins/heading-ids.js';
import type { RawHtmlTable } from './raw-html.js';

/** The mdast nodes this plugin reads: type, position, children, and the few fields of each kind it needs. */
export interface MdNode {
  type: string;
  position?: { start: { line: number; column: number; offset?: number }; end: { line: number; column: number; offset?: number } };
  children?: MdNode[];
  name?: string | null;
  value?: string;
  depth?: number;
  spread?: boolean | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  data?: Record<string, unknown>;
}

export interface MarkdownRunsOptions {
  /** The page as written (mdx-code-block fences blanked): what runs are sliced from. */
  source: string;
  renderer: MarkdownRenderer;
  env: MarkdownEnv;
  /** Lines before the page's first line (its front matter). */
  lineOffset: number;
  raw: Pick<RawHtmlTable, 'add'>;
  /** Plain blocks the compiler read as one letter (preprocess.ts): where each really ends. */
  blocks?: ReadonlyMap<number, number>;
  /** Admonition titles written after a space, which the compiler did not see (preprocess.ts), by line in the page. */
  titles?: ReadonlyMap<number, string>;
  /** When given, what the plugin does to the env and the raw table is written down here, in order (replayRuns() does it again). */
  steps?: RunStep[];
}

/**
 * One thing markdownRuns() did to a page's env and raw table: a run rendered
 * (kept as text, or added as raw HTML), an admonition's title added, a
 * heading's id claimed. With the compiled module, enough to render the page
 * again without the compiler (compile-cache.ts).
 */
export type RunStep =
  | { kind: 'run'; start: { offset: number; line: number; column: number }; end: number; inline: boolean; first: boolean; text: string | null }
  | { kind: 'title'; label: string | null; type: string }
  | { kind: 'heading'; text: string; depth: number; line: number; id: string };

const MDX_NODES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm']);
/** Parents whose children are inline text. */
const STRUCTURAL = new Set(['list', 'table', 'tableRow']);
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement']);
/** Nodes that are text, not blocks: what a paragraph holds. */
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'link', 'linkReference', 'image', 'imageReference', 'break', 'html', 'footnoteReference', 'mdxJsxTextElement', 'mdxTextExpression']);

/**
 * Whether a container's children are text: a phrasing parent's always; a JSX
 * element's when its content is on its own line (`<div>Inside</div>`), which
 * MDX reads as text, without a paragraph around it.
 */
function holdsPhrasing(node: MdNode): boolean {
  if (PHRASING_PARENTS.has(node.type)) return true;
  return node.type === 'mdxJsxFlowElement' && Boolean(node.children?.length) && node.children!.every((child) => PHRASING.has(child.type));
}

export function markdownRuns(options: MarkdownRunsOptions) {
  return (tree: MdNode): void => {
    const hasMdx = mdxFinder();
    let first = true;
    const renderRun = (run: MdNode[], inline: boolean): MdNode | null => {
      const start = run[0]!.position?.start;
      const last = run.at(-1)!.position;
      if (start?.offset === undefined || last?.end.offset === undefined) return null;
      const end = options.blocks?.get(last.start.offset!) ?? last.end.offset;
      const at = { offset: start.offset, line: start.line, column: start.column };
      const html = renderSlice(options, at, end, inline, first);
      const text = textOf(html, inline);
      options.steps?.push({ kind: 'run', start: at, end, inline, first, text });
      first = false;
      if (text !== null) return { type: 'text', value: text };
      return { type: 'brokerdocsRaw', value: options.raw.add(html) };
    };
    const visit = (parent: MdNode, inline: boolean) => {
      const children = parent.children ?? [];
      // A list's children are its items, a table's its rows, a row's its cells: each is kept and its own content visited.
      if (STRUCTURAL.has(parent.type)) {
        for (const child of children) visit(child, child.type === 'tableCell');
        return;
      }
      // A tight list item's paragraphs are its text, without <p> (as markdown-it renders them): each is kept and its text visited.
      if (parent.type === 'listItem' && parent.spread === false) {
        parent.children = children.map((child) => {
          if (child.type === 'paragraph') {
            visit(child, true);
            return child;
          }
          if (!hasMdx(child)) return renderRun([child], false) ?? child;
          const container = containerOf(child, options);
          if (container.inner.children) visit(container.inner, holdsPhrasing(container.inner));
          return container.node;
        });
        return;
      }
      const out: MdNode[] = [];
      let run: MdNode[] = [];
      const flush = () => {
        if (!run.length) return;
        const node = renderRun(run, inline);
        if (node) out.push(node);
        run = [];
      };
      for (const child of children) {
        if (!hasMdx(child)) {
          run.push(child);
          continue;
        }
        flush();
        // A comment renders nothing; left in, it would leave two text nodes side by side, which React marks with `<!-- -->`.
        if (isComment(child)) continue;
        // Imports and comments before the first text leave it first: a leading `# Title` is still the title.
        if (child.type !== 'mdxjsEsm' && child.type !== 'mdxFlowExpression') first = false;
        const container = containerOf(child, options);
        out.push(container.node);
        if (container.inner.children) visit(container.inner, holdsPhrasing(container.inner));
      }
      flush();
      parent.children = out;
    };
    visit(tree, false);
  };
}

/** Plain words stay text, so that a component reading its children as a string still gets one. */
function textOf(html: string, inline: boolean): string | null {
  return inline && !/[<&]/.test(html) ? html : null;
}

/**
 * What markdownRuns() did to a page, done again from its steps: the runs
 * rendered into the env and the raw table, in the same order, so that the
 * module compiled then fits. `false` as soon as a step turns out otherwise
 * (a run that was text now holds markup, a heading's id differs): the page
 * must then be compiled afresh, into an env as it was before.
 */
export function replayRuns(steps: readonly RunStep[], options: MarkdownRunsOptions): boolean {
  for (const step of steps) {
    if (step.kind === 'run') {
      const html = renderSlice(options, step.start, step.end, step.inline, step.first);
      const text = textOf(html, step.inline);
      if (text !== step.text) return false;
      if (text === null) options.raw.add(html);
    } else if (step.kind === 'title') {
      options.raw.add(admonitionHeading(options, step.label, step.type));
    } else if (claimHeading(options, step.text, step.depth, step.line) !== step.id) return false;
  }
  return true;
}

/** The page as written from `start` to `end` rendered by markdown-it into the page's env: one run, wherever it is. */
function renderSlice(options: MarkdownRunsOptions, start: { offset: number; line: number; column: number }, end: number, inline: boolean, first: boolean): string {
  let text = options.source.slice(start.offset, end);
  if (!inline) text = dedent(' '.repeat(start.column - 1) + text);
  const env = options.env;
  env.lineOffset = options.lineOffset + start.line - 1;
  env.run = { first };
  return options.renderer.renderRun(text, env, inline);
}

/**
 * A page whose every block is plain Markdown (preprocess.ts blanked them
 * all: no JSX, no expression, no import anywhere) as the compiler would
 * make it, without running the compiler: one run from its first block to
 * the end of its last, rendered by markdown-it; the run's placeholder id,
 * or `null` for a page with no blocks. Such a page parses as one paragraph
 * per block, which markdownRuns() takes as one run; a block indented as
 * code (four spaces or more) would parse otherwise, so such a page returns
 * `undefined` and goes through the compiler. Most Markdown partials are
 * such pages (Ionic's 4,800 code samples, each one fence).
 */
export function plainPageRun(options: MarkdownRunsOptions & { mdx: string }): string | null | undefined {
  const blocks = options.blocks ?? new Map<number, number>();
  if (options.mdx.replace(/[ \t\r\n]+/g, '').length !== blocks.size) return undefined;
  if (!blocks.size) return null;
  const starts = [...blocks.keys()];
  for (const start of starts) {
    // From the page as written: the compiler's text has its blocks' tabs blanked to one space.
    const indent = options.source.slice(options.source.lastIndexOf('\n', start - 1) + 1, start);
    if (indent.length >= 4 || indent.includes('\t')) return undefined;
  }
  const first = Math.min(...starts);
  const last = Math.max(...starts);
  const before = options.mdx.slice(0, first);
  const line = before.split('\n').length;
  const column = first - before.lastIndexOf('\n');
  return options.raw.add(renderSlice(options, { offset: first, line, column }, blocks.get(last)!, false, true));
}

/** Whether a node is MDX or holds some, remembered per node. */
function mdxFinder(): (node: MdNode) => boolean {
  const known = new WeakMap<MdNode, boolean>();
  const find = (node: MdNode): boolean => {
    let found = known.get(node);
    if (found === undefined) {
      found = MDX_NODES.has(node.type) || (node.children ?? []).some(find);
      known.set(node, found);
    }
    return found;
  };
  return find;
}

/**
 * A Markdown container that holds MDX, as markdown-it would open it: an
 * admonition's markup, a heading's id and permalink, a table's scrolling box.
 * Other containers (paragraphs, lists) are the compiler's own. `inner`: the
 * node whose children are visited next.
 */
function containerOf(node: MdNode, options: MarkdownRunsOptions): { node: MdNode; inner: MdNode } {
  if (node.type === 'containerDirective' && node.name && node.name in ADMONITION_TYPES) {
    const type = ADMONITION_TYPES[node.name]!;
    const label = node.children?.[0]?.data?.directiveLabel ? node.children.shift() : undefined;
    const labelText = label ? plainText(label) : (options.titles?.get(node.position?.start.line ?? 0) ?? null);
    options.steps?.push({ kind: 'title', label: labelText, type: node.name });
    const content: MdNode = { type: 'brokerdocsElement', data: { tagName: 'div', properties: { className: ['admonition-content'] } }, children: node.children ?? [] };
    const heading: MdNode = { type: 'brokerdocsRaw', value: options.raw.add(admonitionHeading(options, labelText, node.name)) };
    node.type = 'brokerdocsElement';
    node.data = { tagName: 'div', properties: { className: ['admonition', `admonition-${type.className}`], role: 'note' } };
    node.children = [heading, content];
    return { node, inner: content };
  }
  if (node.type === 'table') {
    return { node: { type: 'brokerdocsElement', data: { tagName: 'div', properties: { className: ['table-wrapper'], tabIndex: 0 } }, children: [node] }, inner: node };
  }
  if (node.type === 'heading' && (node.depth ?? 1) >= 2) {
    const text = plainText(node);
    const line = (node.position?.start.line ?? 1) + options.lineOffset;
    const id = claimHeading(options, text, node.depth!, line);
    options.steps?.push({ kind: 'heading', text, depth: node.depth!, line, id });
    node.data = { ...node.data, hProperties: { id } };
  }
  return { node, inner: node };
}

/** An admonition's title line: its label rendered inline, or its type's title. */
function admonitionHeading(options: MarkdownRunsOptions, label: string | null, type: string): string {
  const title = label !== null ? options.renderer.renderRun(label, titleEnv(options.env) as unknown as MarkdownEnv, true) : ADMONITION_TYPES[type]!.title;
  return `<p class="admonition-heading">${title}</p>`;
}

/** A heading that holds MDX: its id claimed on the page, itself in the page's headings and anchors. */
function claimHeading(options: MarkdownRunsOptions, text: string, depth: number, line: number): string {
  const id = (options.env.headingIds ??= createUniqueIds()).claim(slug(text));
  options.env.headings.push({ level: depth, id, text, line });
  options.env.anchors.add(id);
  return id;
}

function isComment(node: MdNode): boolean {
  return (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && /^\s*(?:\/\*[\s\S]*?\*\/\s*)+$/.test(node.value ?? '');
}

function plainText(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(plainText).join('');
}

/** Lines moved left by the indentation they all share, as MDX reads the content of an indented element. */
function dedent(text: string): string {
  const lines = text.split('\n');
  let common = Infinity;
  for (const line of lines) {
    if (!line.trim()) continue;
    common = Math.min(common, /^[ \t]*/.exec(line)![0].length);
  }
  if (!common || common === Infinity) return text;
  return lines.map((line) => line.slice(Math.min(common, /^[ \t]*/.exec(line)![0].length))).join('\n');
}
