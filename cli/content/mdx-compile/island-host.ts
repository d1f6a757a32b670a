// Island scripts take React from the runtime the page already loads: a page
// with islands loads the island host (runtime/island-host.ts, the client plus
// an export of its React), and its island script imports `react`,
// `react-dom`, `react-dom/client` and `react/jsx-runtime` from that file's
// URL, so the browser evaluates one React for the page and its islands (a
// second copy cost ~70 KB gzip). An ES module is evaluated once per URL: the
// page's own script tag and the island script's import are the same module.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageRoot } from '../../assets/runtime.js';

/** Each React module the host exports, by the name island-host.ts exports it under. */
const HOSTED: Record<string, string> = { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOMClient', 'react/jsx-runtime': 'JsxRuntime' };

/** The members of one of React's modules (the copy brokerdocs ships, which the host bundles): the named exports its stand-in re-exports. */
function membersOf(specifier: string): string[] {
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  return Object.keys(require(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
}

/** The module that stands in for `specifier` in an island script: the host's object as default export, each member as a named one. */
export function hostedModule(specifier: string, hostHref: string): string {
  const name = HOSTED[specifier]!;
  const members = membersOf(specifier);
  return [`import { ${name} as hosted } from ${JSON.stringify(hostHref)};`, 'export default hosted;', `export const { ${members.join(', ')} } = hosted;`].join('\n');
}

/** Points an island build's React imports at the host loaded from `hostHref` (kept as an import of that URL, never bundled). */
export function islandHostPlugin(hostHref: string): Plugin {
  return {
    name: 'brokerdocs-island-host',
    setup(build) {
      build.onResolve({ filter: /^react(?:-dom)?(?:\/client|\/jsx-runtime)?$/ }, (args) => (args.path in HOSTED ? { path: args.path, namespace: 'brokerdocs-island-host' } : undefined));
      build.onResolve({ filter: /.*/, namespace: 'brokerdocs-island-host' }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /.*/, namespace: 'brokerdocs-island-host' }, (args) => ({ contents: hostedModule(args.path, hostHref), loader: 'js' }));
    },
  };
}
