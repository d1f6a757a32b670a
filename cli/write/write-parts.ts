// Synchronous file writing for worker threads, which write what they make
// into the build's staging folder themselves rather than send it back.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * A new file from its parts, with synchronous writes: for a worker thread
 * (render-worker.ts, search-worker.ts), which has nothing else to do
 * meanwhile; a page of a usual site is one write. Each part is encoded
 * straight into one reused buffer, written when full: parts joined into a
 * string first were a copy of the file for the collector (the search
 * index's thousands of pieces, flattened into one before encoding), and a
 * large body is never joined into one more copy.
 */
export function writeParts(file: string, parts: Iterable<string>): void {
  const fd = openNew(file);
  try {
    let used = 0;
    for (const part of parts) {
      // UTF-8 takes at most 3 bytes per UTF-16 unit: a part that might not fit sends what is held first.
      if (used + part.length * 3 <= CHUNK_BYTES) {
        used += chunk.write(part, used);
        continue;
      }
      if (used) writeBytes(fd, used);
      used = 0;
      if (part.length * 3 <= CHUNK_BYTES) used = chunk.write(part);
      else writeAll(fd, part);
    }
    if (used) writeBytes(fd, used);
  } finally {
    closeSync(fd);
  }
}

/** The buffer parts are encoded into, one per thread (module state is per thread). */
const CHUNK_BYTES = 1 << 20;
const chunk = Buffer.allocUnsafeSlow(CHUNK_BYTES);

/** The first `length` bytes of the chunk, all of them, however many writes the system takes. */
function writeBytes(fd: number, length: number): void {
  for (let offset = 0; offset < length; ) offset += writeSync(fd, chunk, offset, length - offset);
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
