// Synchronous file writing for worker threads, which write what they make
// into the build's staging folder themselves rather than send it back.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { stringSlices } from '../large-strings.js';

/**
 * A new file from its parts, with synchronous writes: for a worker thread
 * (render-worker.ts, search-worker.ts), which has nothing else to do
 * meanwhile; a page of a usual site is one write. Each part is encoded
 * straight into one reused buffer, written when full, a part longer than
 * the buffer holds in slices: parts joined into a string first were a copy
 * of the file for the collector (the search index's thousands of pieces,
 * flattened into one before encoding), and a large body is never encoded
 * whole into one more copy.
 */
export function writeParts(file: string, parts: Iterable<string>): void {
  const fd = openNew(file);
  try {
    let used = 0;
    for (const part of parts) {
      for (const piece of part.length <= SLICE_UNITS ? [part] : stringSlices(part, SLICE_UNITS)) {
        // UTF-8 takes at most 3 bytes per UTF-16 unit: a piece that might not fit sends what is held first.
        if (used + piece.length * 3 > CHUNK_BYTES) {
          writeBytes(fd, used);
          used = 0;
        }
        used += chunk.write(piece, used);
      }
    }
    if (used) writeBytes(fd, used);
  } finally {
    closeSync(fd);
  }
}

/** The buffer parts are encoded into, one per thread (module state is per thread). */
const CHUNK_BYTES = 1 << 20;
const chunk = Buffer.allocUnsafeSlow(CHUNK_BYTES);
/** UTF-16 units of a slice that fits the buffer however it encodes (stringSlices may take one unit more, to keep a pair whole). */
const SLICE_UNITS = Math.floor(CHUNK_BYTES / 3) - 1;

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
