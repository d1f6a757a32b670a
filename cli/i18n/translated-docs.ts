// A locale's docs are the default locale's, each file replaced by its
// translation when the locale has one at the same relative path (as
// Docusaurus reads them): a page without one is still built in the locale,
// from the default locale's source, marked untranslated.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ContentTree, SourceFile } from '../content/scan.js';

export function translatedTree(tree: ContentTree, translatedDir: string): ContentTree {
  const swap = (file: SourceFile): SourceFile => {
    const translated = path.join(translatedDir, file.relative);
    return existsSync(translated) ? { absolute: translated, relative: file.relative } : { ...file, untranslated: true };
  };
  const categories = new Map([...tree.categories].map(([dir, file]) => [dir, swap(file)]));
  return { pages: tree.pages.map(swap), categories };
}
