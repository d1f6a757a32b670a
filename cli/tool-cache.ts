// What brokerdocs' caches in a site share: where they live
// (<site>/node_modules/.cache/brokerdocs/, as Docusaurus' bundler keeps its
// cache in node_modules/.cache), which build of brokerdocs wrote them, and
// how a file of theirs is written so that a reader never sees half of it.
import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The folder of brokerdocs' caches in a site. */
export function toolCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'brokerdocs');
}

/**
 * The hash bin/brokerdocs.js gives the bundle it runs: it changes with any change to brokerdocs (and so with
 * its dependencies). None when brokerdocs runs from its sources (the tests), where no hash tells one version
 * of them from the next: the caches are off then.
 */
export function toolBuildId(): string | undefined {
  return (globalThis as Record<symbol, unknown>)[Symbol.for('brokerdocs.build-id')] as string | undefined;
}

/** Writes the file aside, then renames it into place: another build of the site reading it meanwhile reads a whole file or the one before. */
export function writeWhole(file: string, text: string | Uint8Array): void {
  const aside = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(aside, text);
  renameSync(aside, file);
}
