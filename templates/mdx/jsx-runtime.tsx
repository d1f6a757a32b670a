// React's JSX runtime for the site's own components, with one change: an
// element whose type is the stand-in for a module that cannot be found (a
// package the site did not install, an alias of a webpack plugin not run)
// is a box saying so, with its children, instead of a throw that takes the
// whole page with it (a home page's one <GitHubButton> made the page a box).
// The stand-in called as a function (`clsx(…)`) is not an element, and stays
// what cli/content/mdx-compile/resolve-plugin.ts makes it.
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import type { ReactNode } from 'react';
import { missingReason, noteMissingUse } from './missing-module.js';

function MissingModule({ reason, children }: { reason: string; children?: ReactNode }) {
  // Noted for the page's warning (templates/mdx/server.tsx).
  noteMissingUse(reason);
  return reactJsxs(Fragment, {
    children: [
      reactJsx('span', { className: 'mdx-missing-module', role: 'note', title: reason, children: reason.replace(/:.*$/, '') }),
      children,
    ],
  });
}

type Props = Record<string, unknown> & { children?: ReactNode };

export function jsx(type: unknown, props: Props, key?: string) {
  const reason = missingReason(type);
  return reason === undefined ? reactJsx(type as never, props, key) : reactJsx(MissingModule, { reason, children: props.children }, key);
}

export function jsxs(type: unknown, props: Props, key?: string) {
  const reason = missingReason(type);
  return reason === undefined ? reactJsxs(type as never, props, key) : reactJsx(MissingModule, { reason, children: props.children }, key);
}

export { Fragment };
