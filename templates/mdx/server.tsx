// Renders a compiled MDX page on the server (bundled by the build together
// with the site's components, cli/content/mdx-compile/bundle.ts). A page
// that throws renders again with each component tried on its own, so that
// one failing component becomes a box and the rest of the page stays.
import { Children, Fragment, isValidElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MdxContext, type MdxContextValue } from './context.js';
import { missingComponent } from './guard.js';
import MDXComponents from './theme/MDXComponents.js';

export { setTranslations } from './docusaurus/Translate.js';

export interface PageRender {
  html: string;
  failures: Array<{ name: string; line: number; reason: string }>;
  /** The `<Head>` tags for the page's head, each one tag's HTML. */
  head: string[];
  /** Elements given to `<Head>` that do not go in a head (anything but title, meta and link), by name. */
  headIgnored: string[];
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

export function renderMdxPage(Content: MdxContent, context: MdxContextValue, missing: readonly string[]): PageRender {
  const components: Record<string, unknown> = { ...MDXComponents };
  for (const name of missing) components[name] = missingComponent(name);
  const headChildren: ReactNode[] = [];
  const render = (value: MdxContextValue) => {
    headChildren.length = 0;
    return renderToString(
      <MdxContext.Provider value={{ ...value, head: (children) => headChildren.push(children) }}>
        <Content components={components} />
      </MdxContext.Provider>,
    );
  };
  const start = context.tabSets.count;
  try {
    const html = render(context);
    return { html, failures: [], ...headTags(headChildren) };
  } catch {
    const failures: PageRender['failures'] = [];
    context.tabSets.count = start;
    const isolated: MdxContextValue = {
      ...context,
      isolate: {
        // Tried on its own with a copy of the services, so that its tab sets do not count twice.
        render: (element) => renderToString(<MdxContext.Provider value={{ ...context, tabSets: { count: 0 }, isolate: undefined, head: undefined }}>{element}</MdxContext.Provider>),
        failed: (name, line, reason) => failures.push({ name, line, reason }),
      },
    };
    const html = render(isolated);
    return { html, failures, ...headTags(headChildren) };
  }
}
