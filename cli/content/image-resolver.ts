// Where an image (or a linked file) named beside a doc goes in the build:
// under assets/images/ (assets/files/), named by its content's hash, so it can be cached as long as the other
// assets. Only files inside the site folder, or the docs folder the config
// names (often `../docs` beside a Docusaurus `website/`), are copied.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeToHref } from '../routes/href.js';
import type { ImageResolver } from './env.js';

export interface ImageContext {
  baseUrl: string;
  siteDir: string;
  /** Folders outside the site the config names (the docs folder), whose files may be copied too. Default: none. */
  roots?: readonly string[];
  /** Content hashes by absolute path, shared by every page of a build: an image used on many pages is read once. */
  hashes: Map<string, string>;
}

export function createImageResolver({ baseUrl, siteDir, roots = [], hashes }: ImageContext, fromFile: string): ImageResolver {
  const allowed = [siteDir, ...roots];
  return (written, folder = 'images') => {
    const relative = decodeOrKeep(written.split(/[?#]/)[0]!);
    const absolute = path.resolve(path.dirname(fromFile), relative);
    if (!allowed.some((root) => isInside(root, absolute)) || !isFile(absolute)) return null;
    let hash = hashes.get(absolute);
    if (hash === undefined) {
      hash = createHash('sha256').update(readFileSync(absolute)).digest('hex').slice(0, 10);
      hashes.set(absolute, hash);
    }
    const extension = path.extname(absolute);
    // The hash makes the name unique: the file's own name is kept only in the characters a URL takes as they are.
    const stem = path.basename(absolute, extension).replace(/[^A-Za-z0-9._-]+/g, '-');
    const output = `assets/${folder}/${stem}-${hash}${extension.replace(/[^A-Za-z0-9.]/g, '')}`;
    return { output, absolute, href: routeToHref(baseUrl, output) };
  };
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `my%20diagram.png` names `my diagram.png`; a malformed escape is taken as written. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
