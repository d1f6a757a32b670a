// Watches the files a site is built from with chokidar and hands them over in
// batches. The set of watched paths follows the site: a config edit can move
// the docs folder or import another file.
import { watch, type FSWatcher } from 'chokidar';
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createBatcher, type BatchOptions, type FileEvent } from './batch.js';

/**
 * chokidar drops a second `change` of one file within 50 ms (its throttle), so
 * a formatter rewriting a file right after the editor saved it would go
 * unseen. The file is looked at once more after that window, and counts as
 * changed again if its size or modification time moved since the event.
 */
const CHOKIDAR_CHANGE_THROTTLE_MS = 60;

/**
 * Most writers create or truncate a file, then write to it, and the watcher
 * can see the empty file in between. An empty file is waited on this long
 * for its content before it is built as empty, rather than built twice.
 */
const EMPTY_FILE_GRACE_MS = 100;
const EMPTY_FILE_POLL_MS = 5;

export interface SiteWatcher {
  /** Watches exactly these files and folders from now on. */
  setPaths(paths: Iterable<string>): void;
  /** Resolves once every event so far has been rebuilt. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Dotfiles (editor swap files, our temporary config copies), `node_modules` and VCS folders. */
function ignored(file: string): boolean {
  const name = path.basename(file);
  return name.startsWith('.') || name === 'node_modules' || name.endsWith('~');
}

export async function watchSite(paths: Iterable<string>, onBatch: (changes: Map<string, FileEvent>) => Promise<void>, options: BatchOptions = {}): Promise<SiteWatcher> {
  const batcher = createBatcher(onBatch, options);
  const recheck = new Map<string, NodeJS.Timeout>();
  const filling = new Set<Promise<void>>();
  let watched = new Set(paths);
  const watcher: FSWatcher = watch([...watched], { ignoreInitial: true, ignored });
  watcher.on('all', (event, file, stats) => {
    const absolute = path.resolve(file);
    if ((event === 'add' || event === 'change') && stats?.size === 0) {
      const waiting = whenFilled(absolute).then(() => batcher.push(absolute, event));
      filling.add(waiting);
      void waiting.finally(() => filling.delete(waiting));
    } else {
      batcher.push(absolute, event as FileEvent);
    }
    if (event !== 'change') return;
    const seen = signature(stats);
    clearTimeout(recheck.get(absolute));
    recheck.set(
      absolute,
      setTimeout(() => {
        stat(absolute)
          .then((now) => {
            if (seen === undefined || signature(now) !== seen) batcher.push(absolute, 'change');
          })
          .catch(() => {}) // gone: its unlink event says so
          .finally(() => recheck.delete(absolute));
      }, CHOKIDAR_CHANGE_THROTTLE_MS),
    );
  });
  // A folder that cannot be read is reported by the rebuild that needs it, not here.
  watcher.on('error', () => {});
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    setPaths(next) {
      const wanted = new Set(next);
      const added = [...wanted].filter((p) => !watched.has(p));
      const removed = [...watched].filter((p) => !wanted.has(p));
      if (removed.length) watcher.unwatch(removed);
      if (added.length) watcher.add(added);
      watched = wanted;
    },
    async idle() {
      // A pending recheck or a file being written is part of the work in flight.
      while (recheck.size || filling.size) await Promise.race([...filling, new Promise((resolve) => setTimeout(resolve, CHOKIDAR_CHANGE_THROTTLE_MS))]);
      await batcher.idle();
    },
    async close() {
      for (const timer of recheck.values()) clearTimeout(timer);
      recheck.clear();
      batcher.stop();
      await watcher.close();
      await batcher.idle();
    },
  };
}

function signature(stats: Stats | undefined): string | undefined {
  return stats ? `${stats.size}:${stats.mtimeMs}` : undefined;
}

/** Resolves once the file has content (or is gone), or after the grace period. */
async function whenFilled(file: string): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < EMPTY_FILE_GRACE_MS) {
    await new Promise((resolve) => setTimeout(resolve, EMPTY_FILE_POLL_MS));
    const size = await stat(file).then(
      (now) => now.size,
      () => -1,
    );
    if (size !== 0) return;
  }
}
