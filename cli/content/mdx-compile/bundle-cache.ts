// The compiled pages' bundles kept on disk between builds: esbuild's output
// folder, its metafile and what the build took from the plugins while it
// ran (images, Sass partials, names a stand-in lacks), reused by a later
// build when nothing it was made of has changed. Bundling is most of what a
// page with components costs beyond a Markdown page (200 pages: ~0.4 s for
// the server bundle, ~0.3 s for the island scripts, each build).
//
// Where: <site>/node_modules/.cache/brokerdocs/bundles/, a folder per
// bundle and a manifest (`<key>.json`) naming it; the newest few are kept.
// BROKERDOCS_MDX_CACHE=off turns it off with the compile cache.
//
// Reused when:
// - the key is the same: brokerdocs' build, the kind of bundle, the site's
//   folder, aliases, static folder and base URL, and each page's module
//   (compile-cache.ts keeps those) and entry;
// - every file the bundle read is as it was (size and modification time);
// - every folder it read a file from holds the same names (its modification
//   time): a file added beside one it read may be found first now
//   (`./Button` finds Button.tsx before Button.js);
// - the files that steer resolution without being read into the bundle
//   (package.json, tsconfig.json, jsconfig.json, from each such folder up to
//   the site's) and the folders the caller names (the swizzled theme, alias
//   targets) are as they were.
// A bundle is kept only when none of these changed during its bundling (or
// in the two seconds before): a component saved while esbuild read it would
// otherwise be stamped newer than the bundle that holds it.
// A bundle with an import nothing resolved is not kept (render-compiled.ts):
// a later install would not show in what it read. Its Markdown partials are
// compiled again by a build that reuses it, which must give the modules it
// holds (render-compiled.ts' partialsAsKept).
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { toolBuildId, toolCacheDir, writeWhole } from '../../tool-cache.js';
import { isInside } from '../../path-inside.js';

/** A bundle as a build uses it: the folder esbuild wrote, its metafile, and what the caller kept beside them. */
export interface KeptBundle<T> {
  outdir: string;
  metafile: Metafile;
  kept: T;
}

export interface BundleCache {
  /** The key of a bundle: `parts` are small values (JSON), `texts` the pages' modules. */
  keyOf(parts: unknown[], texts: readonly string[]): string;
  /** The bundle made before under `key`, when nothing it was made of has changed since. */
  get<T>(key: string): KeptBundle<T> | undefined;
  /** A new folder to bundle into for `key`: the cache's once `set` keeps it. */
  folder(key: string): string;
  /**
   * Keeps a bundle made in `folder(key)`; `watch`: paths beyond its inputs whose change makes it stale (files or
   * folders). False when it is not kept (a file changed while it was made, a cache that cannot be written): the
   * caller removes the folder.
   */
  set<T>(key: string, bundle: KeptBundle<T>, watch: readonly string[]): boolean;
}

/** A path's state: modification time and size (a folder's size is 0), or -1 and -1 when it does not exist. */
type Stamp = [file: string, mtimeMs: number, size: number];

interface Manifest<T> {
  folder: string;
  metafile: Metafile;
  kept: T;
  stamps: Stamp[];
}

/** Bundles kept: a build makes at most two per locale (the server's, the island scripts'), and `dev` one of each per rebuild. */
const KEEP = 6;
/**
 * The folders this process bundled into or reused, and when: a build's pages' files are copied from them when the
 * site is written, so they are not pruned meanwhile. Not for ever: a long `dev` session would keep every one.
 */
const inUse = new Map<string, number>();
const IN_USE_MS = 30 * 60_000;
/** A folder no manifest names that is younger than this may be another process' bundle in progress: left to it. */
const IN_PROGRESS_MS = 60_000;
/**
 * A bundle is not kept when a file it depends on changed this close to the start of its bundling, or after: a
 * filesystem that keeps modification times to the second would not tell a save during the bundling from one before.
 */
const SETTLE_MS = 2000;
/** Files read while resolving an import, not bundled: a change to one may change what an import finds. */
const RESOLUTION_FILES = ['package.json', 'tsconfig.json', 'jsconfig.json'];

/** The bundle cache of a site, or none when turned off or when brokerdocs runs from its sources (no build id tells one version from the next). */
export function openBundleCache(siteDir: string, build = toolBuildId()): BundleCache | undefined {
  if (process.env.BROKERDOCS_MDX_CACHE === 'off' || !build) return undefined;
  const dir = path.join(toolCacheDir(siteDir), 'bundles');
  return {
    keyOf(parts, texts) {
      const hash = createHash('sha256').update(JSON.stringify([build, ...parts]));
      for (const text of texts) hash.update('\0').update(text);
      return hash.digest('hex').slice(0, 32);
    },
    get<T>(key: string) {
      let manifest: Manifest<T>;
      try {
        manifest = JSON.parse(readFileSync(path.join(dir, `${key}.json`), 'utf8')) as Manifest<T>;
      } catch {
        return undefined;
      }
      const outdir = path.join(dir, manifest.folder);
      if (!manifest.stamps.every(([file, mtimeMs, size]) => sameStamp(stampOf(file), mtimeMs, size)) || stampOf(outdir)[1] < 0) return undefined;
      inUse.set(manifest.folder, Date.now());
      // Used now: the newest for pruning (a site with several locales reuses one bundle per locale, and prunes after each it makes).
      touch(path.join(dir, `${key}.json`));
      return { outdir, metafile: manifest.metafile, kept: manifest.kept };
    },
    folder(key) {
      mkdirSync(dir, { recursive: true });
      const folder = path.join(dir, `${key}-${randomBytes(4).toString('hex')}`);
      mkdirSync(folder);
      inUse.set(path.basename(folder), Date.now());
      return folder;
    },
    set(key, bundle, watch) {
      try {
        const stamps = stampsOf(siteDir, bundle.metafile, watch);
        // A file saved while esbuild read (`dev`, a writer saving a component) may be newer than what the bundle holds.
        const started = inUse.get(path.basename(bundle.outdir)) ?? Date.now();
        if (stamps.some(([, mtimeMs]) => mtimeMs > started - SETTLE_MS)) return false;
        const manifest: Manifest<unknown> = { folder: path.basename(bundle.outdir), metafile: bundle.metafile, kept: bundle.kept, stamps };
        writeWhole(path.join(dir, `${key}.json`), JSON.stringify(manifest));
        prune(dir, new Set([...inUse].filter(([, since]) => Date.now() - since < IN_USE_MS).map(([folder]) => folder)));
        return true;
      } catch {
        // A cache that cannot be written (a read-only site) only costs the next build its time.
        return false;
      }
    },
  };
}

/** What the bundle's reuse depends on, stamped now: its file inputs, their folders, the resolution files up to the site, and `watch`. */
export function stampsOf(siteDir: string, metafile: Metafile, watch: readonly string[]): Stamp[] {
  const paths = new Set<string>();
  const folders = new Set<string>();
  // Inputs of esbuild's own namespaces are named `namespace:path`; a file's is its path relative to the working folder.
  for (const input of Object.keys(metafile.inputs)) if (!/^[\w-]+:/.test(input)) paths.add(path.resolve(siteDir, input));
  for (const file of [...paths]) folders.add(path.dirname(file));
  for (const folder of folders) {
    paths.add(folder);
    // Up to the site's folder, not past it (its parent changes with anything beside the site); a folder outside the site alone.
    for (let at = folder; ; at = path.dirname(at)) {
      for (const name of RESOLUTION_FILES) paths.add(path.join(at, name));
      if (at === siteDir || !isInside(siteDir, at) || path.dirname(at) === at) break;
    }
  }
  for (const file of watch) paths.add(path.resolve(siteDir, file));
  return [...paths].map(stampOf);
}

/** Every folder under `root` and `root` itself (absent or not): a file added to any of them is a change. */
export function foldersUnder(root: string): string[] {
  const folders = [root];
  try {
    for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) if (entry.isDirectory()) folders.push(path.join(entry.parentPath ?? entry.path, entry.name));
  } catch {
    // None: its absence is what is stamped.
  }
  return folders;
}

function touch(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Read-only: pruning may take it sooner, which costs a later build its time only.
  }
}

function stampOf(file: string): Stamp {
  try {
    const stat = statSync(file);
    return [file, stat.mtimeMs, stat.isDirectory() ? 0 : stat.size];
  } catch {
    return [file, -1, -1];
  }
}

function sameStamp(now: Stamp, mtimeMs: number, size: number): boolean {
  return now[1] === mtimeMs && now[2] === size;
}

/** Keeps the newest bundles (by manifest, touched when reused) and the folders in use; removes the rest and folders no manifest names (a build that stopped). */
function prune(dir: string, used: ReadonlySet<string>): void {
  const manifests = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, mtimeMs: stampOf(path.join(dir, name))[1] }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  const named = new Set(used);
  manifests.forEach(({ name }, index) => {
    const file = path.join(dir, name);
    let folder: string | undefined;
    try {
      folder = (JSON.parse(readFileSync(file, 'utf8')) as Manifest<unknown>).folder;
    } catch {
      // Unreadable: removed below with its folder, which nothing names now.
    }
    if (folder && (index < KEEP || used.has(folder))) named.add(folder);
    else rmSync(file, { force: true });
  });
  const now = Date.now();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || named.has(entry.name)) continue;
    const folder = path.join(dir, entry.name);
    if (now - stampOf(folder)[1] > IN_PROGRESS_MS) rmSync(folder, { recursive: true, force: true });
  }
}
