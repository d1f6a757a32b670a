// Groups file events into batches and runs one rebuild per batch, never two
// at once. A batch closes when events stop for `settleMs` (an editor's
// write-and-rename), or for `stormSettleMs` once it holds more files than a
// save touches (a `git checkout`, a formatter over the tree: their events
// come with longer gaps, and a storm should be one rebuild, not several), or
// `maxWaitMs` after its first event, so a stream of events cannot starve the
// rebuild. Events that arrive during a rebuild form the next batch.
export type FileEvent = 'add' | 'addDir' | 'change' | 'unlink' | 'unlinkDir';

export interface BatchOptions {
  /** Quiet time that closes a batch. Default: 10 ms: an editor's save, even of several files, lands within it. */
  settleMs?: number;
  /** Quiet time that closes a batch of more than `stormFiles` files. Default: 100 ms. */
  stormSettleMs?: number;
  /** Default: 10 files. */
  stormFiles?: number;
  /** Longest a batch stays open. Default: 1 s. */
  maxWaitMs?: number;
}

export interface Batcher {
  push(file: string, event: FileEvent): void;
  /** Resolves once no batch is pending or running. */
  idle(): Promise<void>;
  /** Drops pending events; a running batch finishes. */
  stop(): void;
}

export function createBatcher(run: (changes: Map<string, FileEvent>) => Promise<void>, { settleMs = 10, stormSettleMs = 100, stormFiles = 10, maxWaitMs = 1000 }: BatchOptions = {}): Batcher {
  let pending = new Map<string, FileEvent>();
  let openedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const waiters: (() => void)[] = [];

  const settle = () => {
    if (!pending.size && !running && !timer) for (const resolve of waiters.splice(0)) resolve();
  };

  const flush = () => {
    timer = undefined;
    if (running || stopped || !pending.size) return settle();
    const changes = pending;
    pending = new Map();
    running = run(changes)
      .catch(() => {}) // the runner reports its own failures; the queue must go on
      .finally(() => {
        running = undefined;
        if (pending.size) schedule();
        settle();
      });
  };

  const schedule = () => {
    if (stopped) return;
    const now = performance.now();
    if (!timer) openedAt = now;
    else clearTimeout(timer);
    const quiet = pending.size > stormFiles ? stormSettleMs : settleMs;
    timer = setTimeout(flush, Math.max(0, Math.min(quiet, openedAt + maxWaitMs - now)));
  };

  return {
    push(file, event) {
      if (stopped) return;
      // An add then unlink inside one batch is still a change for the rebuild.
      pending.set(file, event);
      if (!running) schedule();
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      settle();
    },
  };
}
