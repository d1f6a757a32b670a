// Synchronous file writing for worker threads, which write what they make
// into the build's staging folder themselves rather than send it back.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * A new file from its parts, with synchronous writes: for a worker thread
 * (render-worker.ts, search-worker.ts), which has nothing else to do
 * meanwhile; a page of a usual site is one write. Parts are
 * written one by one, so a large body is never joined into one more copy.
 */
export function writeParts(file: string, parts: Iterable<string>): void {
  const fd = openNew(file);
  try {
    let pending = '';
    for (const part of parts) {
      if (pending.length + part.length <= 1 << 20) {
        pending += part;
        continue;
      }
      if (pending) writeAll(fd, pending);
      pending = '';
      writeAll(fd, part);
    }
    if (pending) writeAll(fd, pending);
  } finally {
    closeSync(fd);
  }
}

/**
 * The file opened for writing, its folder made first when it is not there: the workers make their pages'
 * folders, beside the main thread's work (a thousand folders took the main thread 0.6-0.8 s before any page
 * was sent, while the other core waited).
 */
function openNew(file: string): number {
  try {
    return openSync(file, 'w');
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code !== 'ENOENT') throw caught;
    mkdirSync(path.dirname(file), { recursive: true });
    return openSync(file, 'w');
  }
}

/**
 * The text written as UTF-8. The string goes to the file as it is (no Buffer
 * made of it first: a page is one such copy less, for the garbage collector
 * too); should the system write less than all of it, the rest follows.
 */
function writeAll(fd: number, text: string): void {
  const written = writeSync(fd, text);
  if (written === Buffer.byteLength(text)) return;
  const bytes = Buffer.from(text);
  for (let offset = written; offset < bytes.length; ) offset += writeSync(fd, bytes, offset);
}
