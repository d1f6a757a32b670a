// SVG files imported by a page or a component are React components, as
// Docusaurus' svgr makes them (`import Logo from './logo.svg'`, `<Logo
// className="…" title="…"/>`; also its `ReactComponent` export); with `?url`
// they are their URL in the build, as other images are (bundle-plugins.ts).
//
// Not @svgr/core: it converts the whole drawing to JSX through Babel (a few
// MB the CLI would carry) so that React can update any part of it, which a
// static drawing never needs. Here the drawing inside the root goes to React
// as HTML, untouched, and only the root's attributes become props, so that
// the ones a site passes (className, width, style, role…) merge with them.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { unescapeHtml } from '../../escape-html.js';

const SVG = /\.svg$/i;

export function svgComponentPlugin(): Plugin {
  return {
    name: 'brokerdocs-svg-component',
    setup(build) {
      // Every import of an SVG file comes here: a file imported as a component and as a URL are two modules (the URL one with the suffix).
      build.onResolve({ filter: /\.svg(?:\?url)?$/i }, async (args) => {
        if ((args.pluginData as { svg?: boolean } | undefined)?.svg) return undefined;
        const asUrl = args.path.endsWith('?url');
        const found = await build.resolve(asUrl ? args.path.slice(0, -'?url'.length) : args.path, { kind: args.kind, resolveDir: args.resolveDir, ...(args.namespace === 'file' ? { importer: args.importer } : {}), pluginData: { svg: true } });
        // A path that names no file is left to the other plugins, which show a box for it.
        if (found.errors.length || !SVG.test(found.path) || !existsSync(found.path)) return undefined;
        // Imported from code or a page: a component; a stylesheet's url(…) is a file, as it is everywhere.
        const component = !asUrl && ['import-statement', 'require-call', 'dynamic-import'].includes(args.kind);
        return { path: found.path, namespace: found.namespace, ...(component ? {} : { suffix: '?url' }) };
      });
      build.onLoad({ filter: SVG }, async (args) => (args.suffix === '?url' ? undefined : { contents: svgComponentModule(await readFile(args.path, 'utf8')), loader: 'js' as const }));
    },
  };
}

/** The ES module of a component drawing `svg`; a file without an `<svg>` root draws an empty one. */
export function svgComponentModule(svg: string): string {
  const root = /<svg\b([^>]*?)(\/?)>([\s\S]*)$/i.exec(svg.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/gi, ''));
  const attributes = root ? rootProps(root[1]!) : {};
  const inner = root && !root[2] ? root[3]!.replace(/<\/svg>\s*$/i, '') : '';
  return [
    "import { jsx } from 'react/jsx-runtime';",
    `const attributes = ${JSON.stringify(attributes)};`,
    `const inner = ${JSON.stringify(inner)};`,
    "const escape = (text) => String(text).replace(/[&<>\"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '\"': '&quot;' })[c]);",
    // titleProp, as Docusaurus sets it: the title is the drawing's accessible name.
    'function SvgComponent({ title, titleId, ...props }) {',
    "  const heading = title ? `<title${titleId ? ` id=\"${escape(titleId)}\"` : ''}>${escape(title)}</title>` : '';",
    "  return jsx('svg', { ...attributes, ...(titleId ? { 'aria-labelledby': titleId } : {}), ...props, dangerouslySetInnerHTML: { __html: heading + inner } });",
    '}',
    'export default SvgComponent;',
    'export { SvgComponent as ReactComponent };',
  ].join('\n');
}

/** The root's attributes as React props: `class` → className, `stroke-width` → strokeWidth, `xlink:href` → xlinkHref, a style string → an object. */
export function rootProps(source: string): Record<string, string | Record<string, string>> {
  const props: Record<string, string | Record<string, string>> = {};
  for (const match of source.matchAll(/([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = match[1]!;
    const value = unescapeHtml(match[2] ?? match[3] ?? '');
    if (name === 'style') props.style = styleObject(value);
    else props[propName(name)] = value;
  }
  return props;
}

function propName(name: string): string {
  if (name === 'class') return 'className';
  if (/^(?:data|aria)-/.test(name)) return name;
  return name.replace(/[:-]([a-z])/g, (_whole, letter: string) => letter.toUpperCase());
}

function styleObject(style: string): Record<string, string> {
  const object: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    // Custom properties keep their name; others are camel-cased, a vendor prefix capitalised (-webkit-x → WebkitX).
    const key = property.startsWith('--') ? property : property.replace(/^-(?!ms-)/, '').replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase()).replace(/^(webkit|moz)/, (prefix) => prefix[0]!.toUpperCase() + prefix.slice(1));
    if (key) object[key] = declaration.slice(colon + 1).trim();
  }
  return object;
}

