// Writes the build into a temporary folder beside the output and swaps it in
// only when every file is written, so a failed or killed build never leaves a
// half-written site and the previous one stays intact. The only module that
// writes the output.
import { copyFileSync, linkSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { SLICE_LENGTH, stringSlices } from '../large-strings.js';
import { isAlive, removeLater } from './remove-later.js';

export type OutputFiles = Map<string, string | Buffer>;
/** A file's content in consecutive parts, written one after another (a page around a large body, never joined into one string). */
export type FileParts = Iterable<string | Buffer>;
/** Files of a build, some in parts (`llms-full.txt`, made of the pages' own Markdown). */
export type BuildFiles = Map<string, string | Buffer | FileParts>;
/** What the maker of a deferred file returns when the file is already written where it belongs (by a render worker, into the staging folder). */
export const WRITTEN: unique symbol = Symbol('written by its maker');
/** What the maker of a deferred file returns when there is no such file after all (a scope's second search index file, known once it is indexed). */
export const NOT_MADE: unique symbol = Symbol('not made');
/**
 * A file of the site's own (its static folder, an image a page uses) written as a copy of itself, with the
 * source's modification time: a copy that the previous build wrote and nothing touched since (same size and
 * time as its source) is carried over as a hard link instead of being copied again, as Hugo syncs its static
 * files. Ionic's 12,661 static files (twice: two locales) took 15 of the 20 seconds its build spent writing.
 */
export class SourceFile {
  constructor(readonly absolute: string) {}
}
type Made = string | Buffer | FileParts | SourceFile | typeof WRITTEN | typeof NOT_MADE;
/** Files made only when they are written (rendered pages, maybe on another thread), so they need not all be in memory at once. */
export type DeferredFiles = Map<string, (() => Made | Promise<Made>) & { writesItself?: true }>;

/** Marks the maker of a file that writes it itself, folder included (a render worker's page): the writer makes no folder for it. */
export function writtenByItsMaker<T extends Made>(make: () => Promise<T>): (() => Promise<T>) & { writesItself: true } {
  return Object.assign(make, { writesItself: true as const });
}

/** The content as one string (or buffer, when a part is one): for `dev`, which serves files from memory. */
export function joinedContent(content: Made): string | Buffer {
  if (content === WRITTEN || content === NOT_MADE) throw new Error('a file written by its maker has no content to serve');
  if (content instanceof SourceFile) return readFileSync(content.absolute);
  if (typeof content === 'string' || Buffer.isBuffer(content)) return content;
  const parts = [...content];
  return parts.every((part) => typeof part === 'string') ? parts.join('') : Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}

/** Every file as one string or buffer: what `dev` serves from memory. */
export function joinedFiles(files: BuildFiles): OutputFiles {
  return new Map([...files].map(([name, content]) => [name, joinedContent(content)]));
}

const TEMP_MARK = '.brokerdocs-tmp-';
const OLD_MARK = '.brokerdocs-old-';
const TRASH_MARK = '.brokerdocs-trash-';

/** Writes the files (and makes and writes the deferred ones) into `outDir`; both maps are emptied as they are written. */
export async function writeAtomically(outDir: string, files: BuildFiles, deferred: DeferredFiles = new Map()): Promise<void> {
  const staging = await stageOutput(outDir);
  try {
    await staging.write(files, deferred);
    await staging.swapIn();
  } catch (caught) {
    await staging.discard();
    throw caught;
  }
}

/**
 * The temporary folder a build is written into, swapped in whole at the end
 * (`swapIn`) or removed (`discard`): render workers write their pages into it
 * while the main thread is still making the rest of the build.
 */
export interface Staging {
  readonly root: string;
  /** Makes the folders of these files (paths under the root), each folder once however many files it holds. */
  makeFolders(names: Iterable<string>): void;
  /** Writes the files, and makes and writes the deferred ones; both maps are emptied as they are written. */
  write(files: BuildFiles, deferred?: DeferredFiles): Promise<void>;
  swapIn(): Promise<void>;
  discard(): Promise<void>;
}

export async function stageOutput(outDir: string): Promise<Staging> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  await mkdir(parent, { recursive: true });
  await removeLeftovers(parent, name);
  const unique = `${process.pid}-${Date.now()}${(writes++).toString().padStart(3, '0')}`;
  const root = path.join(parent, `${name}${TEMP_MARK}${unique}`);
  mkdirSync(root);
  const made = new Set<string>([root]);
  const makeFolders = (names: Iterable<string>) => {
    for (const file of names) {
      const folder = path.dirname(path.join(root, file));
      if (made.has(folder)) continue;
      // Synchronously: nothing else is left to run while they are made.
      mkdirSync(folder, { recursive: true });
      for (let above = folder; !made.has(above); above = path.dirname(above)) made.add(above);
    }
  };
  return {
    root,
    makeFolders,
    async write(files, deferred = new Map()) {
      makeFolders([...files.keys(), ...[...deferred].filter(([, make]) => !make.writesItself).map(([name]) => name)]);
      await writeTree(root, files, deferred, outDir);
    },
    swapIn: () => swapIn(root, outDir, (attempt) => path.join(parent, `${name}${OLD_MARK}${unique}${attempt}`)),
    discard: () => rm(root, { recursive: true, force: true }),
  };
}

/** Builds written by this process so far: two in one millisecond still get folders of their own. */
let writes = 0;

/**
 * Moves the previous output aside, renames the new one into its place and
 * has the previous one deleted in the background. Another build into the
 * same folder can take the place in between (its rename lands first): then
 * the swap is made again, so both builds finish and the folder holds one
 * complete build, the last.
 */
async function swapIn(temporary: string, outDir: string, oldName: (attempt: number) => string): Promise<void> {
  const setAside: string[] = [];
  for (let attempt = 0; ; attempt++) {
    const old = oldName(attempt);
    try {
      await rename(outDir, old);
      setAside.push(old);
    } catch (caught) {
      if ((caught as NodeJS.ErrnoException).code !== 'ENOENT') throw caught;
    }
    try {
      await rename(temporary, outDir);
      break;
    } catch (caught) {
      const code = (caught as NodeJS.ErrnoException).code;
      if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt >= 10) throw caught;
    }
  }
  // Renamed first: a folder set aside is a previous output that a killed build's successor may put back, and one half deleted
  // must never be. Nothing needs it any more: it is deleted in the background (remove-later.ts).
  const trash = await Promise.all(setAside.map((old) => rename(old, trashName(old)).then(() => trashName(old), () => old)));
  await removeLater(trash);
}

/** The name of a previous output once the swap is done: only ever deleted. */
const trashName = (old: string) => old.replace(OLD_MARK, TRASH_MARK);

/**
 * What builds that were killed left: their temporary folders, and the
 * previous output they had set aside; and previous outputs whose deletion
 * did not finish. A build killed between its two renames left no output at
 * all, only the previous one set aside: that is put back.
 */
async function removeLeftovers(parent: string, name: string): Promise<void> {
  const entries = await readdir(parent).catch(() => [] as string[]);
  const dead = entries
    .filter((entry) => entry.startsWith(`${name}${TEMP_MARK}`) || entry.startsWith(`${name}${OLD_MARK}`))
    .filter((entry) => !isAlive(Number(/-(\d+)-\d+$/.exec(entry)?.[1])));
  const trash = entries.filter((entry) => entry.startsWith(`${name}${TRASH_MARK}`));
  if (!entries.includes(name)) {
    // The latest, should there be several: ordered by the time in their names, after the process id.
    const stamp = (entry: string) => /-(\d+)$/.exec(entry)?.[1]?.padStart(20, '0') ?? '';
    const previous = dead.filter((entry) => entry.startsWith(`${name}${OLD_MARK}`)).sort((a, b) => stamp(a).localeCompare(stamp(b))).at(-1);
    if (previous) {
      await rename(path.join(parent, previous), path.join(parent, name)).catch(() => {});
      dead.splice(dead.indexOf(previous), 1);
    }
  }
  await removeLater([...dead, ...trash].map((entry) => path.join(parent, entry)));
}

/** Puts back the output of a build that was killed while swapping it, and removes what killed builds left; run before a build starts. */
export async function recoverInterrupted(outDir: string): Promise<void> {
  await removeLeftovers(path.dirname(outDir), path.basename(outDir));
}

/** Writes the files into `root`, whose folders are made; `previous` is the output being replaced, whose untouched copies of source files are carried over. */
async function writeTree(root: string, files: BuildFiles, deferred: DeferredFiles, previous: string): Promise<void> {
  // Bounded parallelism keeps memory and file handles flat for big sites: at
  // most this many deferred files are made and not yet written at any time.
  // Written files leave the maps, so a big site's memory goes down as it is written.
  const names = [...files.keys(), ...deferred.keys()];
  let next = 0;
  const writers = Array.from({ length: 16 }, async () => {
    while (next < names.length) {
      const name = names[next++]!;
      const content = files.get(name) ?? (await deferred.get(name)!());
      files.delete(name);
      deferred.delete(name);
      if (content instanceof SourceFile) await writeCopy(content.absolute, path.join(root, name), path.join(previous, name));
      else if (content !== WRITTEN && content !== NOT_MADE) await writeFileContent(path.join(root, name), content);
    }
  });
  await Promise.all(writers);
}

/**
 * Copies `source` to `target` with its modification time, or links the previous build's copy when that is
 * still the same size and time as the source: neither changed since (a file edited in place in the output
 * has a time of its own, and is copied afresh).
 */
async function writeCopy(source: string, target: string, previous: string): Promise<void> {
  const from = statSync(source);
  const before = statSync(previous, { throwIfNoEntry: false });
  if (before?.isFile() && before.size === from.size && Math.trunc(before.mtimeMs) === Math.trunc(from.mtimeMs)) {
    try {
      return linkSync(previous, target);
    } catch {
      // Another file system, or one without hard links: copied below.
    }
  }
  // The kernel copies it (copy_file_range): no read into this process, no round trips to libuv's thread pool.
  copyFileSync(source, target);
  utimesSync(target, from.atime, from.mtime);
}

/**
 * Writes `content` to a new file; a long string a slice at a time, so it is
 * never encoded whole, and small parts together. A file that fits in one
 * slice (every page of a usual site) is written with one synchronous call:
 * that copies it to the page cache in less time than the three round trips
 * to libuv's thread pool of an asynchronous write, which the main thread
 * would only wait for.
 */
export async function writeFileContent(file: string, content: string | Buffer | FileParts): Promise<void> {
  if (Buffer.isBuffer(content)) return writeFileSync(file, content);
  let handle: FileHandle | undefined;
  let pending = '';
  try {
    for (const part of typeof content === 'string' ? [content] : content) {
      if (typeof part === 'string' && pending.length + part.length <= SLICE_LENGTH) {
        pending += part;
        continue;
      }
      handle ??= await open(file, 'w');
      if (pending) await handle.writeFile(pending);
      pending = '';
      if (Buffer.isBuffer(part)) await handle.writeFile(part);
      else for (const slice of stringSlices(part)) await handle.writeFile(slice);
    }
    if (!handle) return writeFileSync(file, pending);
    if (pending) await handle.writeFile(pending);
  } finally {
    await handle?.close();
  }
}
