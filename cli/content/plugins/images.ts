// Images named by a path relative to the page (`![flow](./img/flow.png)`, as
// Docusaurus folders keep them beside their docs): the file is copied into
// the build under a content-hashed name and the image points there, since a
// relative path would resolve against the page's URL, not its source folder.
// A path that names no file is a warning at its line. A root-relative path
// (`/img/logo.svg`, a file of `static/`, as Docusaurus reads it) is served
// under the base URL, so it gets the base URL in front.
import type { MarkdownIt, StateCore } from 'markdown-it';
import { warning } from '../../diagnostics.js';
import { envOf } from '../env.js';

/** A URL with a scheme, protocol-relative, root-relative, or a fragment: not a path beside the page. */
const NOT_RELATIVE = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;
/** `/path`, not `//host/path`; with what follows the path (query, fragment) apart. */
const ROOT_RELATIVE = /^(\/(?!\/)[^?#]*)(.*)$/s;

export function images(md: MarkdownIt): void {
  md.core.ruler.push('relative_images', (state: StateCore) => {
    const env = envOf(state);
    const resolve = env.resolveImage;
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        if (token.type !== 'image') continue;
        const written = String(token.attrGet('src') ?? '');
        const root = ROOT_RELATIVE.exec(written);
        if (root) {
          token.attrSet('src', (env.resolveLink(root[1]!)?.href ?? root[1]!) + root[2]!);
          continue;
        }
        if (!resolve || !written || NOT_RELATIVE.test(written)) continue;
        const found = resolve(written);
        if (found) {
          token.attrSet('src', found.href);
          env.copies.set(found.output, found.absolute);
          env.assetHrefs.set(written, found.href);
        } else {
          const line = (block.map?.[0] ?? 0) + 1 + env.lineOffset;
          env.diagnostics.push(warning('broken-image', `Image "${written}" names no file`, { file: env.file, line }, 'Point it at an image file, relative to this page.'));
        }
      }
    }
  });
}
