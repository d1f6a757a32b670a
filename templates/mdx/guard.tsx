// Each component a compiled page imports is used through a guard (the build
// wraps the import, see cli/content/mdx-compile/bundle.ts). It passes
// through, except:
// - when the page failed to render and renders again, it renders each
//   component on its own first, and shows a box naming one that throws
//   (reading `window` on the server throws too) instead of it;
// - when the component needs the browser (state, effects, handlers), its
//   server HTML is wrapped as an island that the page's island script
//   hydrates with the same props; its children stay the server's HTML.
import { type ComponentType, type ReactNode } from 'react';
import { useMdxContext } from './context.js';
import { missingReason } from './missing-module.js';

export interface GuardInfo {
  /** `<import index>:<export name>`: what the island script hydrates. */
  key: string;
  name: string;
  /** Line of the import, for a component used without a line of its own. */
  line: number;
}

export function ComponentError({ name, reason }: { name: string; reason: string }) {
  return (
    <div className="admonition admonition-danger mdx-component-error" role="note">
      <p className="admonition-heading">
        <code>{`<${name}>`}</code> could not be shown
      </p>
      <div className="admonition-content">
        <p>{reason}</p>
      </div>
    </div>
  );
}

export function reasonOf(caught: unknown): string {
  const message = caught instanceof Error ? caught.message : String(caught);
  if (/\b(window|document|localStorage|navigator) is not defined\b/.test(message)) return `It reads the browser's ${/\b(\w+) is not defined/.exec(message)![1]} while rendering on the server (${message}). Wrap that part in <BrowserOnly>, or read it in useEffect.`;
  return `It threw while rendering: ${message}`;
}

export function guard<P extends object>(Component: unknown, info: GuardInfo): unknown {
  if (typeof Component !== 'function' && !(typeof Component === 'object' && Component !== null && '$$typeof' in Component)) return Component;
  const Inner = Component as ComponentType<P>;
  function Guarded(props: P & { __bdLine?: string }) {
    const context = useMdxContext();
    const { __bdLine, ...rest } = props;
    const own = rest as P & { children?: ReactNode };
    const line = Number(__bdLine) || info.line;
    // An import of a module that cannot be found, used by the page itself: a box that names it, as a component that throws gets.
    const missing = missingReason(Inner);
    if (missing !== undefined) {
      if (!context.isolate) throw new Error(missing);
      context.isolate.failed(info.name, line, `It threw while rendering: ${missing}`);
      return (
        <>
          <ComponentError name={info.name} reason={`It threw while rendering: ${missing}`} />
          {own.children}
        </>
      );
    }
    if (context.isolate) {
      try {
        context.isolate.render(<Inner {...own} />);
      } catch (caught) {
        const reason = reasonOf(caught);
        context.isolate.failed(info.name, line, reason);
        // Its content (Markdown, other components) is not lost with it.
        return (
          <>
            <ComponentError name={info.name} reason={reason} />
            {own.children}
          </>
        );
      }
    }
    if (!context.islands?.has(info.key)) return <Inner {...own} />;
    const { children, ...data } = own;
    const serialized = JSON.stringify({ props: data, children: children === undefined ? null : typeof children === 'string' ? children : { html: true } }, (_key, value: unknown) => (typeof value === 'function' ? undefined : value));
    return (
      <brokerdocs-island data-island={info.key} data-props={serialized}>
        <Inner {...(data as P)}>{children === undefined || typeof children === 'string' ? children : <brokerdocs-children style={{ display: 'contents' }}>{children}</brokerdocs-children>}</Inner>
      </brokerdocs-island>
    );
  }
  Guarded.displayName = `Guarded(${info.name})`;
  // Written into the page as a value (`{String(VERSION)}`), it reads as what it guards: a missing package's stand-in
  // reads as nothing, not as this function's source.
  Object.defineProperty(Guarded, 'toString', { value: () => String(Component) });
  // Members stay reachable through the guard: `<Tabs.Item>` reads `Item` off what `Tabs` is.
  for (const [member, value] of Object.entries(Component as object)) if (!(member in Guarded)) (Guarded as unknown as Record<string, unknown>)[member] = value;
  return Guarded;
}

/** A component the page uses but never imports: a box in its place, its content after it. */
export function missingComponent(name: string) {
  return function Missing({ children }: { children?: ReactNode }) {
    return (
      <>
        <ComponentError name={name} reason={`<${name}> is used but never imported or defined on this page.`} />
        {children}
      </>
    );
  };
}

/** The stand-in for an import that names no module: every use shows the box. */
export function unresolvedComponent(name: string, specifier: string) {
  return function Unresolved() {
    return <ComponentError name={name} reason={`"${specifier}" cannot be found: it is not a file of the site nor a package in its node_modules.`} />;
  };
}
