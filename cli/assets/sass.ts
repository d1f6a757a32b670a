// A site's Sass compiled, wherever it is imported from (a component's
// stylesheet, `customCss`): `@use`/`@import` paths from the file's folder,
// the site's node_modules and the site itself, and webpack's `~package/…`
// form, which Docusaurus' sass-loader reads and Sass itself does not. The
// compiler (dart-sass) loads on the first Sass file: a site without one never
// loads it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { importModule } from '../import-module.js';

interface SassCompiler {
  compileAsync: (
    file: string,
    options: { loadPaths: string[]; importers: Array<{ findFileUrl(url: string): URL | null }>; quietDeps: boolean; logger: { warn: () => void; debug: () => void } },
  ) => Promise<{ css: string; loadedUrls: URL[] }>;
}

let sass: Promise<SassCompiler> | undefined;

/** The CSS of a Sass file, and every file it was made from (itself and its partials): what `dev` watches. Rejects as Sass does. */
export async function compileSass(file: string, siteDir: string): Promise<{ css: string; sources: string[] }> {
  const compiler = await (sass ??= importModule<SassCompiler>('sass'));
  const result = await compiler.compileAsync(file, {
    loadPaths: [path.dirname(file), path.join(siteDir, 'node_modules'), siteDir],
    importers: [{ findFileUrl: (url) => (url.startsWith('~') ? pathToFileURL(path.join(siteDir, 'node_modules', url.slice(1))) : null) }],
    quietDeps: true,
    // A site's deprecated Sass is its own business: the build's warnings are about its pages.
    logger: { warn: () => {}, debug: () => {} },
  });
  return { css: result.css, sources: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)) };
}
