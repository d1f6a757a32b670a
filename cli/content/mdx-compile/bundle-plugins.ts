// The esbuild plugins and options of a compiled pages' bundle: each page a
// module, each module a page imports wrapped in guards (templates/mdx/guard.tsx),
// Markdown partials compiled as pages are, images imported as the URLs of
// their copies in the build.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { Diagnostic } from '../../diagnostics.js';
import { createEnv } from '../env.js';
import { parseFrontMatter } from '../frontmatter.js';
import { compileMdx, PROVIDED, type PageImport } from './compile.js';
import type { CompiledBuild, CompiledDoc } from './render-compiled.js';

/** Options both bundles share: JSX, production React, images as URLs of files copied under `assets/mdx/`. */
export function sharedOptions(site: CompiledBuild, images: Map<string, string>) {
  return {
    bundle: true,
    splitting: true,
    write: true,
    metafile: true as const,
    logLevel: 'silent' as const,
    jsx: 'automatic' as const,
    // Docusaurus' Babel reads JSX in `.js` files (src/theme/MDXComponents.js, most sites' components): so does this.
    loader: { '.js': 'jsx' as const },
    define: { 'process.env.NODE_ENV': '"production"' },
  };
}

/** An image a component imports is its URL in the build; the file is copied there (`images`: output path → file). */
export function imagePlugin(site: CompiledBuild, images: Map<string, string>): Plugin {
  return {
    name: 'brokerdocs-mdx-images',
    setup(build) {
      build.onLoad({ filter: /\.(?:png|jpe?g|gif|svg|webp|avif)$/i }, async (args) => {
        const content = await readFile(args.path);
        const name = `${path.basename(args.path).replace(/\.[^.]+$/, '')}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}${path.extname(args.path)}`;
        images.set(`assets/mdx/${name}`, args.path);
        return { contents: `export default ${JSON.stringify(`${site.siteConfig.baseUrl}assets/mdx/${name}`)};`, loader: 'js' };
      });
    },
  };
}

/** The page's imports by module: its index (island keys use it), the first line, the names taken from it. */
export function specifiersOf(imports: readonly PageImport[]): Map<string, { index: number; line: number; names: string[]; locals: Record<string, string> }> {
  const modules = new Map<string, { index: number; line: number; names: string[]; locals: Record<string, string> }>();
  for (const entry of imports) {
    let module = modules.get(entry.specifier);
    if (!module) modules.set(entry.specifier, (module = { index: modules.size, line: entry.line, names: [], locals: {} }));
    // Components only (MDX's rule: a capital first letter); data and helpers are imported as they are.
    if (entry.imported !== '*' && /^[A-Z]/.test(entry.local)) {
      module.names.push(entry.imported);
      module.locals[entry.imported] = entry.local;
    }
  }
  return modules;
}

/**
 * What Docusaurus' MDX loader puts in a page's scope: `frontMatter`,
 * `contentTitle` and `toc` (`<TOCInline toc={toc} />`,
 * `{frontMatter.related}`), each declared unless the page declares it itself.
 * After the page's code, so that its lines keep their numbers: the page
 * reads them when it renders, once the module has run.
 */
export function pageScope(doc: CompiledDoc): string {
  const toc = doc.env.headings.filter((heading) => heading.level >= 2).map((heading) => ({ value: heading.text, id: heading.id, level: heading.level }));
  const values: Record<string, unknown> = { frontMatter: doc.page?.frontMatter ?? {}, contentTitle: doc.page?.title, toc };
  return Object.entries(values)
    .filter(([name]) => !new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b`).test(doc.compiled.code))
    .map(([name, value]) => `\nconst ${name} = ${JSON.stringify(value) ?? 'undefined'};`)
    .join('');
}

/**
 * The compiled pages as modules, and each module a page imports as a guard
 * of it: every export the page takes from it wrapped by guard.tsx.
 */
export function pagePlugin(docs: ReadonlyMap<string, CompiledDoc>, guardFile: string): Plugin {
  return {
    name: 'brokerdocs-mdx-pages',
    setup(build) {
      build.onResolve({ filter: /^brokerdocs-page:/ }, (args) => ({ path: args.path.slice('brokerdocs-page:'.length), namespace: 'brokerdocs-page' }));
      build.onLoad({ filter: /.*/, namespace: 'brokerdocs-page' }, (args) => {
        const doc = docs.get(args.path)!;
        return { contents: doc.compiled.code + pageScope(doc), resolveDir: path.dirname(doc.absolute), loader: 'js' };
      });
      build.onResolve({ filter: /.*/, namespace: 'brokerdocs-page' }, (args) => {
        const doc = docs.get(args.importer)!;
        const module = specifiersOf(doc.compiled.imports).get(args.path);
        if (!module || !module.names.length) return undefined;
        return { path: `${doc.key}:${module.index}`, namespace: 'brokerdocs-guard', pluginData: { specifier: args.path, module, resolveDir: args.resolveDir } };
      });
      build.onLoad({ filter: /.*/, namespace: 'brokerdocs-guard' }, (args) => {
        const { specifier, module, resolveDir } = args.pluginData as { specifier: string; module: { index: number; line: number; names: string[]; locals: Record<string, string> }; resolveDir: string };
        const lines = [`import * as m from ${JSON.stringify(specifier)};`, `import { guard } from ${JSON.stringify(guardFile)};`, `export * from ${JSON.stringify(specifier)};`];
        for (const name of new Set(module.names)) {
          const info = JSON.stringify({ key: `${module.index}:${name}`, name: module.locals[name] ?? name, line: module.line });
          lines.push(name === 'default' ? `export default guard(m.default, ${info});` : `const guarded_${name} = guard(m[${JSON.stringify(name)}], ${info});\nexport { guarded_${name} as ${name} };`);
        }
        return { contents: lines.join('\n'), resolveDir, loader: 'js' };
      });
    },
  };
}


/** Markdown partials a page imports (`import Intro from './_intro.mdx'`), compiled as pages are; wherever they are, inside the site folder or beside docs outside it. `loaded`: each partial's file and module hash, in the order loaded. */
export function partialPlugin(site: CompiledBuild, missing: Set<string>, diagnostics: Diagnostic[], loaded?: Array<[string, string]>): Plugin {
  return {
    name: 'brokerdocs-mdx-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => {
        const partial = await compilePartial(site, args.path);
        diagnostics.push(...partial.diagnostics);
        for (const name of partial.missing) missing.add(name);
        loaded?.push([args.path, moduleHash(partial.contents)]);
        return { contents: partial.contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * A partial's module as the bundle takes it, with its problems and the components it uses unimported. Compiling
 * it adds its raw HTML to the build's table (raw-html.ts): a build that reuses a bundle compiles its partials again,
 * in the same order, and finds the same module only when their text, links and placeholders are the same.
 */
export async function compilePartial(site: CompiledBuild, absolute: string): Promise<{ contents: string; diagnostics: Diagnostic[]; missing: string[] }> {
  const file = path.relative(site.siteDir, absolute);
  const parsed = parseFrontMatter(readFileSync(absolute, 'utf8'), file);
  const link = site.partials?.link;
  // Its links resolve from where it is, as a page there would (docs of another version: from the first one's folder).
  const relative = path.relative(site.partials?.docsDir ?? site.siteDir, absolute).split(path.sep).join('/');
  const env = createEnv({
    file,
    lineOffset: parsed.bodyLineOffset,
    source: parsed.body,
    resolveLink: link ? link.resolverFor({ relative, route: `/${relative.replace(/\.mdx?$/, '')}` }) : (href) => ({ href }),
    ...(link ? { resolveImage: link.imageResolverFor({ absolute }) } : {}),
  });
  const result = await compileMdx({ source: parsed.body, file, lineOffset: parsed.bodyLineOffset, absolute, renderer: site.renderer, env, raw: site.raw, provided: PROVIDED, compat: site.compat, cache: site.cache });
  const diagnostics = [...result.diagnostics, ...env.diagnostics];
  if (!result.compiled) return { contents: 'export default function Partial() { return null; }', diagnostics, missing: [] };
  return { contents: result.compiled.code, diagnostics, missing: [...result.compiled.missing.keys()] };
}

/** A module's text, hashed: what a kept bundle remembers of a partial. */
export function moduleHash(contents: string): string {
  return createHash('sha256').update(contents).digest('hex');
}
