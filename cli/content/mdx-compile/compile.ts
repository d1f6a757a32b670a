// One page (or partial) through the MDX compiler Docusaurus 3 uses,
// @mdx-js/mdx: JSX, expressions and ESM compiled to a JavaScript module
// whose default export renders the page; its Markdown rendered by the
// site's markdown-it renderer (markdown-runs.ts). The compiler and its
// plugins load on first use: a site without such pages never loads them.
import { warning, type Diagnostic } from '../../diagnostics.js';
import { importModule } from '../../import-module.js';
import type { MarkdownEnv } from '../env.js';
import type { MarkdownRenderer } from '../markdown.js';
import { rawToken, type CompileCache } from './compile-cache.js';
import { markdownRuns, plainPageRun, replayRuns, type MdNode, type RunStep } from './markdown-runs.js';
import { prepareSources, type Mdx1Compat } from './preprocess.js';
import type { RawHtmlTable } from './raw-html.js';

/** Components brokerdocs provides without an import (templates/mdx/theme/MDXComponents.tsx). */
export const PROVIDED: ReadonlySet<string> = new Set(['Tabs', 'TabItem', 'Details', 'Admonition', 'CodeBlock', 'DocCardList', 'Head', 'Heading', 'TOCInline']);

/** A name the page imports, and from where. */
export interface PageImport {
  local: string;
  /** `default`, an export's name, `*` for a namespace, or '' for an import for its effect only (`local` is '' too). */
  imported: string;
  specifier: string;
  line: number;
}

export interface CompiledMdx {
  /** An ES module: `export default function MDXContent(props)`. */
  code: string;
  imports: PageImport[];
  /** Components the page uses but never imports nor defines, by name: the line of their first use. */
  missing: Map<string, number>;
}

export interface CompileInput {
  /** The page's body as written (front matter taken out). */
  source: string;
  /** For diagnostics: the file relative to the site, and the lines before the body. */
  file: string;
  lineOffset: number;
  absolute: string;
  renderer: MarkdownRenderer;
  env: MarkdownEnv;
  raw: RawHtmlTable;
  /** Names the page may use without importing them (brokerdocs' components: Tabs, Admonition…). */
  provided: ReadonlySet<string>;
  /** MDX 1 syntax to read. Default: comments and heading ids, as Docusaurus. */
  compat?: Mdx1Compat;
  /** Compiles of earlier builds (compile-cache.ts). */
  cache?: CompileCache;
  /** Run the compiler even on a page of plain Markdown (which plainPageRun() renders without it): for the tests that compare the two. */
  alwaysCompile?: boolean;
}

/** What a page's compile needs beside its text: the plugins read it from the file's `data`. */
interface PageData {
  input: CompileInput;
  runs: (tree: MdNode) => void;
  imports: PageImport[];
  missing: Map<string, number>;
}

interface Processor {
  process: (file: { value: string; path: string; data: { brokerdocs: PageData } }) => Promise<{ value: unknown }>;
}

let processor: Promise<Processor> | undefined;

/**
 * One processor for every page of the process. Making one per page (what
 * `compile()` does) sets up its parser again each time, acorn's JSX parser
 * class included, which V8 then cannot optimise across pages: a quarter of
 * the compile time of Ionic's pages. The page's own plugins read what they
 * need from the file's `data`, so one processor serves pages compiled side by side.
 */
function loadProcessor(): Promise<Processor> {
  return (processor ??= Promise.all([
    importModule<{ createProcessor: (options: Record<string, unknown>) => Processor }>('@mdx-js/mdx'),
    importModule<{ default: unknown }>('remark-gfm'),
    importModule<{ default: unknown }>('remark-directive'),
  ]).then(([mdx, gfm, directive]) =>
    mdx.createProcessor({
      jsxImportSource: 'react',
      outputFormat: 'program',
      format: 'mdx',
      development: false,
      remarkPlugins: [gfm.default, directive.default, readJs, pageRuns],
      remarkRehypeOptions: { handlers: HAST_HANDLERS },
    }),
  ));
}

type PageFile = { data: { brokerdocs: PageData } };
const readJs = () => (tree: MdNode, file: PageFile) => readEsmAndComponents(tree, file.data.brokerdocs.input, file.data.brokerdocs.imports, file.data.brokerdocs.missing);
const pageRuns = () => (tree: MdNode, file: PageFile) => file.data.brokerdocs.runs(tree);

/** The compiled module, or the compiler's complaint as a warning at its line (the caller renders the page without the compiler then). `input.env` is the page's fresh env. */
export async function compileMdx(input: CompileInput): Promise<{ compiled?: CompiledMdx; diagnostics: Diagnostic[] }> {
  const sources = prepareSources(input.source, input.compat);
  const imports: PageImport[] = [];
  const missing = new Map<string, number>();
  const options = { source: sources.markdown, renderer: input.renderer, env: input.env, lineOffset: input.lineOffset, raw: input.raw, blocks: sources.blocks, titles: sources.titles };
  const plain = input.alwaysCompile ? undefined : plainPageRun({ ...options, mdx: sources.mdx });
  if (plain !== undefined) return { compiled: { code: plainModule(plain), imports, missing }, diagnostics: [] };
  const key = input.cache?.keyOf({ source: input.source, lineOffset: input.lineOffset, compat: input.compat, provided: input.provided });
  const cached = key === undefined ? undefined : input.cache!.get(key);
  if (cached) {
    const before = copyOfEnv(input.env);
    const page = pageRawHtml(cached.token);
    if (replayRuns(cached.steps, { ...options, raw: page })) return { compiled: { code: page.numbered(cached.code, input.raw), imports: cached.imports, missing: new Map(cached.missing) }, diagnostics: [] };
    // Its Markdown renders otherwise now: compiled afresh, into the env as it was.
    restoreEnv(input.env, before);
  }
  const processor = await loadProcessor();
  const page = pageRawHtml(rawToken());
  const steps: RunStep[] = [];
  const runs = markdownRuns({ ...options, raw: page, steps });
  try {
    const file = await processor.process({ value: sources.mdx, path: input.absolute, data: { brokerdocs: { input, runs, imports, missing } } });
    const code = String(file.value);
    if (key !== undefined) input.cache!.set(key, { code, token: page.token, imports, missing: [...missing], steps });
    return { compiled: { code: page.numbered(code, input.raw), imports, missing }, diagnostics: [] };
  } catch (caught) {
    const place = caught as { line?: number; reason?: string; message?: string };
    return {
      diagnostics: [
        warning(
          'mdx-compile-error',
          `The MDX compiler cannot read this page: ${place.reason ?? place.message}. It is shown as Markdown, without its components`,
          { file: input.file, line: (place.line ?? 1) + input.lineOffset },
          'MDX 3 needs every tag closed (<img />, <br />) and braces escaped (\\{) in text.',
        ),
      ],
    };
  }
}

/**
 * A page's raw HTML while it compiles: its placeholders' ids are `<token>-<n>`
 * in the module (the same in every build, so the module can be kept), and
 * become ids of the build's table, in order, once the page is done.
 */
function pageRawHtml(token: string) {
  const htmls: string[] = [];
  return {
    token,
    add(html: string): string {
      htmls.push(html);
      return `${token}-${htmls.length - 1}`;
    },
    numbered(code: string, raw: RawHtmlTable): string {
      const ids = htmls.map((html) => raw.add(html));
      return code.replace(new RegExp(`"${token}-(\\d+)"`, 'g'), (_, n: string) => JSON.stringify(ids[Number(n)]));
    },
  };
}

/** A page's fresh env, its collections copied: what restoreEnv() puts back. */
function copyOfEnv(env: MarkdownEnv): MarkdownEnv {
  return {
    ...env,
    copies: new Map(env.copies),
    headings: [...env.headings],
    links: [...env.links],
    sections: [...env.sections],
    diagnostics: [...env.diagnostics],
    anchors: new Set(env.anchors),
    mdx: { ...env.mdx, imports: new Map(env.mdx.imports), partials: new Map(env.mdx.partials), including: [...env.mdx.including] },
  };
}

function restoreEnv(env: MarkdownEnv, before: MarkdownEnv): void {
  for (const key of Object.keys(env)) delete (env as unknown as Record<string, unknown>)[key];
  Object.assign(env, copyOfEnv(before));
}

/**
 * The module the compiler writes for a page that is one Markdown run (or
 * nothing), written without it: its placeholder, which a `brokerdocs-raw`
 * in the components given to it may replace, as in any compiled page.
 */
export function plainModule(id: string | null): string {
  const content = id === null ? '_jsx(_Fragment, {})' : `_jsx(_components["brokerdocs-raw"], { "data-id": ${JSON.stringify(id)} })`;
  return [
    'import { Fragment as _Fragment, jsx as _jsx } from "react/jsx-runtime";',
    'function _createMdxContent(props) {',
    '  const _components = { "brokerdocs-raw": "brokerdocs-raw", ...props.components };',
    `  return ${content};`,
    '}',
    'export default function MDXContent(props = {}) {',
    '  const { wrapper: MDXLayout } = props.components || {};',
    '  return MDXLayout ? _jsx(MDXLayout, { ...props, children: _jsx(_createMdxContent, { ...props }) }) : _createMdxContent(props);',
    '}',
    '',
  ].join('\n');
}

/**
 * MDX's nodes pass into the HTML tree as they are, which mdast-util-to-hast does with a deep
 * clone of each (their estree and positions included): a sixth of a page's compile time. Nothing
 * reads the Markdown tree afterwards, so they are passed on uncloned.
 */
const passOn = (state: { all: (node: MdNode) => unknown[] }, node: MdNode) => (node.children ? { ...node, children: state.all(node) } : node);

/** Our node kinds as HTML: a placeholder for a run's HTML, and an element markdown-runs.ts opened (an admonition's boxes). */
const HAST_HANDLERS = {
  mdxjsEsm: passOn,
  mdxFlowExpression: passOn,
  mdxTextExpression: passOn,
  mdxJsxFlowElement: passOn,
  mdxJsxTextElement: passOn,
  brokerdocsRaw: (_state: unknown, node: MdNode) => ({ type: 'element', tagName: 'brokerdocs-raw', properties: { dataId: node.value }, children: [] }),
  brokerdocsElement: (state: { all: (node: MdNode) => unknown[] }, node: MdNode) => ({
    type: 'element',
    tagName: node.data!.tagName,
    properties: node.data!.properties,
    children: state.all(node),
  }),
};

interface EstreeNode {
  type: string;
  source?: { value: string };
  specifiers?: Array<{ type: string; local: { name: string }; imported?: { name?: string; value?: string } }>;
  declaration?: { type: string; id?: { name: string }; declarations?: Array<{ id: { type: string; name?: string } }> };
  /** Where the statement is in the page (MDX places the block's program in it). */
  loc?: { start: { line: number } };
}

/** The page's imports and locally defined names; each component used but never defined; a `__bdLine` on each imported component's use, for the warning of one that fails. */
function readEsmAndComponents(tree: MdNode, input: CompileInput, imports: PageImport[], missing: Map<string, number>): void {
  const defined = new Set<string>();
  const walk = (node: MdNode, visit: (node: MdNode) => void) => {
    visit(node);
    for (const child of node.children ?? []) walk(child, visit);
  };
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    const body = ((node.data?.estree as { body?: EstreeNode[] } | undefined)?.body ?? []);
    for (const statement of body) {
      if (statement.type === 'ImportDeclaration') {
        // The import's own line, not its block's first: a block of imports is one ESM node.
        const line = (statement.loc?.start.line ?? node.position?.start.line ?? 1) + input.lineOffset;
        // An import for its effect (`import 'package/styles.css'`) names nothing, but must be found as any other.
        if (!statement.specifiers?.length) imports.push({ local: '', imported: '', specifier: statement.source!.value, line });
        for (const specifier of statement.specifiers ?? []) {
          const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? '*' : (specifier.imported?.name ?? specifier.imported?.value ?? 'default');
          imports.push({ local: specifier.local.name, imported, specifier: statement.source!.value, line });
          defined.add(specifier.local.name);
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const declaration = statement.declaration;
        if (declaration.id) defined.add(declaration.id.name);
        for (const each of declaration.declarations ?? []) if (each.id.name) defined.add(each.id.name);
      }
    }
  });
  walk(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name) return;
    // `<details>` is Docusaurus' Details, as markdown-it renders it too; `<head>` is its Head, whose tags stay out of the body.
    if (node.name === 'details' && node.type === 'mdxJsxFlowElement') node.name = 'Details';
    if (node.name === 'head') node.name = 'Head';
    const root = node.name.split('.')[0]!;
    const line = (node.position?.start.line ?? 1) + input.lineOffset;
    if (defined.has(root)) {
      if (imports.some((entry) => entry.local === root)) node.attributes = [...(node.attributes ?? []), { type: 'mdxJsxAttribute', name: '__bdLine', value: String(line) }];
    } else if (/^[A-Z]/.test(root) && !input.provided.has(node.name) && !missing.has(node.name)) missing.set(node.name, line);
  });
}
