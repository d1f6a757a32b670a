// What the JSX tokens of an MDX page render. The components Docusaurus docs
// use most have HTML of their own (tabs, details, admonitions); any other is
// a warning at its line and renders its children without itself, so no
// content is lost and no tag is printed as text.
import type { MarkdownIt, Token } from 'markdown-it';
import { warning } from '../../diagnostics.js';
import { envOf, titleEnv, type MarkdownEnv } from '../env.js';
import { attributeOf, stringAttribute } from '../mdx/attributes.js';
import type { JsxTag } from '../mdx/jsx-tag.js';
import { TAB_PANEL_CLOSE, TABS_CLOSE, tabPanelOpen, tabsOpen, type TabSet } from '../mdx/tabs-markup.js';
import { ADMONITION_TYPES } from '../../../templates/contracts/admonitions.js';
import type { JsxMeta } from './jsx.js';

interface RenderMeta extends JsxMeta {
  /** Render nothing for this tag (an unsupported component, or a tag without its pair); its children still render. */
  skip?: boolean;
  tabs?: TabSet;
  panel?: { set: TabSet; index: number };
}

type Escape = (text: string) => string;
type Renderer = { open(meta: RenderMeta, escape: Escape, md: MarkdownIt, env: MarkdownEnv): string; close(meta: RenderMeta): string };

const RENDERERS: Record<string, Renderer> = {
  // A matched <Tabs> always has its set (pairTags numbers it); an unmatched one is skipped.
  Tabs: { open: (meta, escape) => tabsOpen(meta.tabs ?? { id: 0, items: [], selected: 0 }, escape), close: () => TABS_CLOSE },
  TabItem: { open: (meta, escape) => (meta.panel ? tabPanelOpen(meta.panel.set, meta.panel.index, escape) : '<div class="tab-panel">\n'), close: () => TAB_PANEL_CLOSE },
  details: { open: (meta) => `<details class="details"${attributeOf(meta.tag, 'open') === true ? ' open' : ''}>\n`, close: () => '</details>\n' },
  Details: {
    open: (meta, escape, md, env) => {
      const summary = stringAttribute(meta.tag, 'summary');
      return `<details class="details"${attributeOf(meta.tag, 'open') === true ? ' open' : ''}>${summary ? `<summary>${md.renderInline(summary, titleEnv(env))}</summary>` : ''}\n`;
    },
    close: () => '</details>\n',
  },
  summary: { open: () => '<summary>', close: () => '</summary>\n' },
  Admonition: {
    open: (meta, escape, md, env) => {
      const type = ADMONITION_TYPES[stringAttribute(meta.tag, 'type') ?? 'note'] ?? ADMONITION_TYPES.note!;
      const title = stringAttribute(meta.tag, 'title') ?? type.title;
      return `<div class="admonition admonition-${type.className}" role="note"><p class="admonition-heading">${md.renderInline(title, titleEnv(env))}</p><div class="admonition-content">\n`;
    },
    close: () => '</div></div>\n',
  },
};

export function components(md: MarkdownIt): void {
  md.core.ruler.after('block', 'jsx_components', (state) => pairTags(state.tokens, envOf(state)));
  // Inline components run after the inline parse.
  md.core.ruler.after('inline', 'jsx_inline_components', (state) => {
    const env = envOf(state);
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        if (token.type !== 'jsx_inline') continue;
        const meta = metaOf(token);
        if (meta.tag.closing) continue;
        const line = (block.map?.[0] ?? 0) + 1 + env.lineOffset;
        const known = meta.tag.name in RENDERERS;
        if (!known && lostWithBundle(meta.tag.name, env)) continue;
        env.diagnostics.push(
          warning(
            'mdx-unsupported-component',
            known ? `<${meta.tag.name}> inside a paragraph is not supported: its content is shown without it` : `<${meta.tag.name}> is not a supported component: its content is shown without it`,
            { file: env.file, line },
            known ? `Put <${meta.tag.name}> and its closing tag on lines of their own.` : unsupportedHint(meta.tag.name, env),
          ),
        );
      }
    }
  });
  const escape = md.utils.escapeHtml;
  md.renderer.rules.jsx_open = (tokens, index, _options, env) => {
    const meta = metaOf(tokens[index]!);
    return meta.skip ? '' : RENDERERS[meta.tag.name]!.open(meta, escape, md, env as unknown as MarkdownEnv);
  };
  md.renderer.rules.jsx_close = (tokens, index) => {
    const meta = metaOf(tokens[index]!);
    return meta.skip ? '' : RENDERERS[meta.tag.name]!.close(meta);
  };
  md.renderer.rules.jsx_self = (tokens, index, _options, env) => {
    const meta = metaOf(tokens[index]!);
    if (meta.skip) return '';
    const renderer = RENDERERS[meta.tag.name]!;
    return renderer.open(meta, escape, md, env as unknown as MarkdownEnv) + renderer.close(meta);
  };
  md.renderer.rules.jsx_inline = () => '';
}

/**
 * Matches each opening tag with its closing tag, warns about unsupported
 * components and tags left open or closed twice (which render nothing: an
 * unmatched `<div>` would swallow the rest of the page), and numbers the tab
 * sets.
 */
function pairTags(tokens: Token[], env: MarkdownEnv): void {
  const open: number[] = [];
  const line = (token: Token) => (token.map?.[0] ?? 0) + 1 + env.lineOffset;
  const leftOpen = (index: number) => {
    const meta = metaOf(tokens[index]!);
    if (!meta.skip) env.diagnostics.push(warning('mdx-unclosed-tag', `<${meta.tag.name}> is never closed: its content is shown without it`, { file: env.file, line: line(tokens[index]!) }, `Add </${meta.tag.name}> after its content, on a line of its own.`));
    meta.skip = true;
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type !== 'jsx_open' && token.type !== 'jsx_close' && token.type !== 'jsx_self') continue;
    const meta = metaOf(token);
    const name = meta.tag.name;
    if (token.type !== 'jsx_close' && !(name in RENDERERS)) {
      meta.skip = true;
      if (!lostWithBundle(name, env))
        env.diagnostics.push(warning('mdx-unsupported-component', `<${name}> is not a supported component: ${token.type === 'jsx_self' ? 'it renders nothing' : 'its content is shown without it'}`, { file: env.file, line: line(token) }, unsupportedHint(name, env)));
    }
    if (token.type === 'jsx_open') open.push(index);
    else if (token.type === 'jsx_close') {
      let match = open.length - 1;
      while (match >= 0 && metaOf(tokens[open[match]!]!).tag.name !== name) match--;
      if (match < 0) {
        meta.skip = true;
        env.diagnostics.push(warning('mdx-unmatched-tag', `</${name}> closes a tag that is not open`, { file: env.file, line: line(token) }, `Remove it, or add <${name}> before it.`));
        continue;
      }
      const start = open[match]!;
      // Tags opened inside this one and never closed.
      open.splice(match).slice(1).forEach(leftOpen);
      if (metaOf(tokens[start]!).skip) meta.skip = true;
      if (name === 'Tabs') numberTabs(tokens, start, index, env);
    }
  }
  open.forEach(leftOpen);
}

/** A `<Tabs>` and its `<TabItem>` children: values, labels, the tab shown first, the group. */
function numberTabs(tokens: Token[], start: number, end: number, env: MarkdownEnv): void {
  const tabsMeta = metaOf(tokens[start]!);
  const tag = tabsMeta.tag;
  const panels: Array<{ meta: RenderMeta; value: string; label?: string; isDefault: boolean }> = [];
  let depth = 0;
  for (let index = start + 1; index < end; index++) {
    const token = tokens[index]!;
    if (token.type === 'jsx_open') {
      const meta = metaOf(token);
      if (depth === 0 && meta.tag.name === 'TabItem' && !meta.skip) {
        const value = stringAttribute(meta.tag, 'value') ?? stringAttribute(meta.tag, 'label') ?? String(panels.length + 1);
        panels.push({ meta, value, label: stringAttribute(meta.tag, 'label'), isDefault: attributeOf(meta.tag, 'default') === true });
      }
      depth++;
    } else if (token.type === 'jsx_close') depth--;
  }
  const values = attributeOf(tag, 'values');
  const labelOf = (value: string) =>
    Array.isArray(values) ? (values.find((v): v is { value: string; label?: string } => typeof v === 'object' && v !== null && (v as { value?: unknown }).value === value)?.label ?? undefined) : undefined;
  // `values` lists the tabs in their order, as Docusaurus shows them; panels it does not name come after. The panels stay where they are written (one shows at a time).
  const rank = (value: string) => {
    const at = Array.isArray(values) ? values.findIndex((v) => typeof v === 'object' && v !== null && (v as { value?: unknown }).value === value) : -1;
    return at < 0 ? Infinity : at;
  };
  const ordered = panels.map((panel, written) => ({ panel, written })).sort((a, b) => rank(a.panel.value) - rank(b.panel.value) || a.written - b.written);
  const defaultValue = stringAttribute(tag, 'defaultValue');
  let selected = ordered.findIndex(({ panel }) => (defaultValue !== undefined ? panel.value === defaultValue : panel.isDefault));
  if (selected < 0) selected = 0;
  const groupId = stringAttribute(tag, 'groupId');
  const queryString = attributeOf(tag, 'queryString');
  const set: TabSet = {
    id: ++env.mdx.tabSets,
    items: ordered.map(({ panel }) => ({ value: panel.value, label: labelOf(panel.value) ?? panel.label ?? panel.value })),
    selected,
    groupId,
    queryKey: typeof queryString === 'string' ? queryString : queryString === true ? groupId : undefined,
  };
  tabsMeta.tabs = set;
  ordered.forEach(({ panel }, index) => (panel.meta.panel = { set, index }));
}

function metaOf(token: Token): RenderMeta {
  return token.meta as unknown as RenderMeta;
}

/** An imported component of a page whose components could not be bundled: that warning already says the page is shown without them. */
function lostWithBundle(name: string, env: MarkdownEnv): boolean {
  return env.mdx.componentsLost === true && env.mdx.imports.has(name.split('.')[0]!);
}

function unsupportedHint(name: string, env: MarkdownEnv): string {
  const imported = env.mdx.imports.get(name);
  return imported
    ? `It is imported from "${imported.specifier}", which a static page cannot run. Supported: Tabs, TabItem, Details, Admonition, CodeBlock and imported Markdown files.`
    : 'Supported: Tabs, TabItem, Details, Admonition, CodeBlock and imported Markdown files.';
}
