// Renders a compiled MDX page on the server (bundled by the build together
// with the site's components, cli/content/mdx-compile/bundle.ts). A page
// that throws renders again with each component tried on its own, so that
// one failing component becomes a box and the rest of the page stays.
import { Children, Fragment, isValidElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MdxContext, type MdxContextValue } from './context.js';
import { MISSING_USED } from './missing-module.js';
import { guard, missingComponent, reasonOf } from './guard.js';
import OwnComponents from './own-components.js';
// The site's swizzled src/theme/MDXComponents when it has one (cli/content/mdx-compile/resolve-plugin.ts), else ours.
import SiteComponents from './theme/MDXComponents.js';
// The site's swizzled src/theme/Layout/Provider when it has one, else ours (which adds nothing).
import LayoutProvider from './theme/Layout/Provider.js';

/** Ours under the site's: an ejected MDXComponents that does not spread ours still leaves pages our Tabs and Admonition. */
const MDXComponents: Record<string, unknown> = { ...OwnComponents, ...SiteComponents };

export { setTranslations } from './docusaurus/Translate.js';


export interface PageRender {
  html: string;
  failures: Array<{ name: string; line: number; reason: string }>;
  /** The `<Head>` tags for the page's head, each one tag's HTML. */
  head: string[];
  /** Elements given to `<Head>` that do not go in a head (anything but title, meta and link), by name. */
  headIgnored: string[];
  /** Why each missing module the page's components used while it rendered is missing (a call, or an element of it): they render without it. */
  missingUsed: string[];
  /** The title and description given to `@theme/Layout` (a page of src/pages), the last given of each. */
  meta: { title?: string; description?: string };
}

/** What a page's head may take from its components: what describes the page, nothing that runs. */
const HEAD_TAGS = new Set(['title', 'meta', 'link']);

/** `<Head>`'s children as head tags: title, meta and link elements, fragments opened. */
function headTags(children: readonly ReactNode[]): { head: string[]; headIgnored: string[] } {
  const head: string[] = [];
  const headIgnored: string[] = [];
  const visit = (node: ReactNode): void => {
    for (const child of Children.toArray(node)) {
      if (!isValidElement<{ children?: ReactNode }>(child)) continue;
      if (child.type === Fragment) visit(child.props.children);
      else if (typeof child.type === 'string' && HEAD_TAGS.has(child.type))
        // A title's words may be a Markdown run, whose HTML the build puts back (render-compiled.ts keeps only its text).
        // (React writes a title's children only when they are text: its children are rendered on their own.)
        head.push(child.type === 'title' ? `<title>${renderToStaticMarkup(<>{child.props.children}</>)}</title>` : renderToStaticMarkup(child));
      else headIgnored.push(typeof child.type === 'string' ? child.type : 'a component');
    }
  };
  children.forEach(visit);
  return { head, headIgnored };
}

type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

/** The components every page may use without importing them: ours, and those a site's swizzled `src/theme/MDXComponents` adds. */
export function globalComponentNames(): string[] {
  return Object.keys(MDXComponents);
}

/**
 * A stand-in for a component the page never defines. `<Tabs.Item>` is looked up as a member of `Tabs`, so a
 * dotted name hangs its stand-in on its parent's (made too if need be).
 */
function addMissing(components: Record<string, unknown>, name: string): void {
  const parts = name.split('.');
  let holder = components;
  parts.forEach((part, index) => {
    const prefix = parts.slice(0, index + 1).join('.');
    holder[part] ??= missingComponent(prefix);
    holder = holder[part] as Record<string, unknown>;
  });
}

/**
 * The global components (a site's swizzled MDXComponents, often with its own Tabs) each behind a guard, as
 * imported ones are: when the page renders again after a failure, one that throws is a box, not the whole page.
 */
function guardedGlobals(components: Record<string, unknown>, firstUse: ReadonlyMap<string, number>): Record<string, unknown> {
  const guarded: Record<string, unknown> = {};
  for (const [name, component] of Object.entries(components)) {
    guarded[name] = /^[A-Z]/.test(name) ? guard(component, { key: `global:${name}`, name, line: firstUse.get(name) ?? 1 }) : component;
  }
  return guarded;
}

/**
 * `missing`: the names used on the bundle's pages that none of them imports or defines; `firstUse`: this page's
 * line of each (where a global component that throws is reported).
 */
export function renderMdxPage(Content: MdxContent, context: MdxContextValue, missing: readonly string[], firstUse: ReadonlyMap<string, number> = new Map()): PageRender {
  const used = new Set<string>();
  const flags = globalThis as Record<string, unknown>;
  flags[MISSING_USED] = used;
  try {
    return { ...renderWithComponents(Content, context, missing, firstUse), missingUsed: [...used] };
  } finally {
    flags[MISSING_USED] = undefined;
  }
}

/** Why the site's layout provider could not render, once it threw on its own: the pages after render without it, and only the first says so. */
let providerFailure: string | undefined;

/** The page's content inside the site's layout provider, as Docusaurus' layout holds it: its components find the contexts the site adds there. */
function Provided({ children }: { children: ReactNode }) {
  return providerFailure === undefined ? <LayoutProvider>{children}</LayoutProvider> : <>{children}</>;
}

function renderWithComponents(Content: MdxContent, context: MdxContextValue, missing: readonly string[], firstUse: ReadonlyMap<string, number>): Omit<PageRender, 'missingUsed'> {
  const components: Record<string, unknown> = { ...MDXComponents };
  // A name the site's own MDXComponents provides is not missing, though the page never imports it.
  for (const name of missing) if (!(name.split('.')[0]! in MDXComponents)) addMissing(components, name);
  const headChildren: ReactNode[] = [];
  let meta: PageRender['meta'] = {};
  const pageMeta = (given: PageRender['meta']) => void (meta = { ...meta, ...given });
  const render = (value: MdxContextValue) => {
    headChildren.length = 0;
    meta = {};
    return renderToString(
      <MdxContext.Provider value={{ ...value, head: (children) => headChildren.push(children), pageMeta }}>
        <Provided>
          <Content components={value.isolate ? guardedGlobals(components, firstUse) : components} />
        </Provided>
      </MdxContext.Provider>,
    );
  };
  const start = context.tabSets.count;
  try {
    const html = render(context);
    return { html, failures: [], ...headTags(headChildren), meta };
  } catch {
    const failures: PageRender['failures'] = [];
    context.tabSets.count = start;
    // The site's provider itself may be what throws: then every page renders without it, and this one says why.
    if (providerFailure === undefined && !(LayoutProvider as { brokerdocsOwn?: boolean }).brokerdocsOwn) {
      try {
        renderToString(<MdxContext.Provider value={{ ...context, tabSets: { count: 0 } }}><LayoutProvider>{null}</LayoutProvider></MdxContext.Provider>);
      } catch (caught) {
        providerFailure = reasonOf(caught);
        failures.push({ name: 'Layout/Provider', line: 1, reason: providerFailure });
      }
    }
    const isolated: MdxContextValue = {
      ...context,
      isolate: {
        // Tried on its own with a copy of the services, so that its tab sets do not count twice.
        render: (element) => renderToString(<MdxContext.Provider value={{ ...context, tabSets: { count: 0 }, isolate: undefined, head: undefined, pageMeta }}><Provided>{element}</Provided></MdxContext.Provider>),
        failed: (name, line, reason) => failures.push({ name, line, reason }),
      },
    };
    const html = render(isolated);
    return { html, failures, ...headTags(headChildren), meta };
  }
}
