// How a site's Sass is compiled, wherever it is imported from (a component's
// stylesheet, `customCss`): `@use`/`@import` paths from the file's folder,
// the site's node_modules and the site itself, and webpack's `~package/…`
// form, which Docusaurus' sass-loader reads and Sass itself does not.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface SassCompileOptions {
  loadPaths: string[];
  importers: Array<{ findFileUrl(url: string): URL | null }>;
  quietDeps: boolean;
  logger: { warn: () => void; debug: () => void };
}

export function sassOptions(siteDir: string, fileDir: string): SassCompileOptions {
  return {
    loadPaths: [fileDir, path.join(siteDir, 'node_modules'), siteDir],
    importers: [{ findFileUrl: (url) => (url.startsWith('~') ? pathToFileURL(path.join(siteDir, 'node_modules', url.slice(1))) : null) }],
    quietDeps: true,
    // A site's deprecated Sass is its own business: the build's warnings are about its pages.
    logger: { warn: () => {}, debug: () => {} },
  };
}
