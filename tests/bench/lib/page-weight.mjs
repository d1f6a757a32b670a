// What a first visit to one page downloads: the HTML, every script and style
// sheet it loads (following the static `import`s of each script, not the
// dynamic `import()`s that wait for the reader to act), and the data it
// preloads. Sizes are raw and gzipped at zlib's default level, as the static
// server sends them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Static imports and re-exports of an ES module (minified or not); never `import(…)`. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+)["']/g;

export function staticImports(source) {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

/** `src`/`href` of the tags that make the browser download something on load. */
export function loadedResources(html) {
  const resources = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const attribute = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script')) {
      const src = attribute('src');
      if (src) resources.push({ kind: 'js', href: src });
      continue;
    }
    const rel = attribute('rel');
    const href = attribute('href');
    if (!href) continue;
    if (rel === 'stylesheet') resources.push({ kind: 'css', href });
    else if (rel === 'modulepreload') resources.push({ kind: 'js', href });
    else if (rel === 'preload' && attribute('as') === 'fetch') resources.push({ kind: 'data', href });
    else if (rel === 'icon') resources.push({ kind: 'other', href });
  }
  return resources;
}

const gzipSize = (content) => gzipSync(content).length;

/**
 * Weighs the first visit of `pagePath` (a file in `buildDir`, e.g.
 * `data/history/index.html`) of a site served under `baseUrl`.
 */
export async function pageWeight(buildDir, baseUrl, pagePath) {
  const html = await readFile(path.join(buildDir, pagePath));
  const totals = { html: { raw: html.length, gzip: gzipSize(html), files: [pagePath] } };
  const add = (kind, file, content) => {
    totals[kind] ??= { raw: 0, gzip: 0, files: [] };
    totals[kind].raw += content.length;
    totals[kind].gzip += gzipSize(content);
    totals[kind].files.push(file);
  };
  const seen = new Set();
  const fileOf = (href) => {
    const pathname = new URL(href, `http://site${baseUrl}`).pathname;
    if (!pathname.startsWith(baseUrl)) throw new Error(`${pagePath} loads ${href}, outside the site`);
    return pathname.slice(baseUrl.length);
  };
  const visit = async (kind, file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const content = await readFile(path.join(buildDir, file));
    add(kind, file, content);
    if (kind !== 'js') return;
    for (const specifier of staticImports(content.toString('utf8'))) {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) throw new Error(`${file} imports the bare specifier "${specifier}", which a browser cannot load`);
      const target = specifier.startsWith('/') ? fileOf(specifier) : path.posix.join(path.posix.dirname(file), specifier);
      await visit('js', target);
    }
  };
  for (const resource of loadedResources(html.toString('utf8'))) await visit(resource.kind, fileOf(resource.href));
  return totals;
}
