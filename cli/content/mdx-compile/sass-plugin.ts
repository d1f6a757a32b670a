// Sass stylesheets a site's components import (`import './styles.scss'`,
// `import styles from './x.module.scss'`), compiled to CSS as Docusaurus'
// docusaurus-plugin-sass does. Most Docusaurus sites that use Sass import it
// from their swizzled theme components: without it the whole bundle fails and
// every page with components falls back to Markdown.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { compileSass } from '../../assets/sass.js';

/**
 * `siteDir`: where `~package/…` and bare `@use 'package'` paths are looked up (its node_modules). `imports`, when
 * given, receives each stylesheet's partials (what `dev` must watch besides the files esbuild read).
 */
export function sassPlugin(siteDir: string, imports?: Map<string, string[]>): Plugin {
  return {
    name: 'brokerdocs-sass',
    setup(build) {
      build.onLoad({ filter: /\.s[ac]ss$/i }, async (args) => {
        try {
          const { css, sources: loaded } = await compileSass(args.path, siteDir);
          imports?.set(args.path, loaded);
          // `*.module.scss` is a CSS module, as `*.module.css` is: its class names are exported.
          return {
            contents: css,
            loader: /\.module\.s[ac]ss$/i.test(args.path) ? 'local-css' : 'css',
            resolveDir: path.dirname(args.path),
            watchFiles: loaded,
          };
        } catch (caught) {
          const failure = caught as { sassMessage?: string; message: string; span?: { start: { line: number }; url?: URL } };
          return {
            errors: [
              {
                text: `Sass cannot compile it: ${failure.sassMessage ?? failure.message}`,
                location: { file: failure.span?.url ? fileURLToPath(failure.span.url) : args.path, line: (failure.span?.start.line ?? 0) + 1 },
              },
            ],
          };
        }
      });
    },
  };
}
