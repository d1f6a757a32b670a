// Worker thread of the search thread (search-thread.ts): indexes each scope
// it is sent and writes its index files where it is told, so that neither the
// indexing nor the files' text costs the main thread anything. Bundled as
// dist/search-worker.js beside the CLI.
import { parentPort } from 'node:worker_threads';
import { writeParts } from '../write/write-parts.js';
import { TermCounter } from './frequencies.js';
import { searchIndexFiles } from './index-files.js';
import type { SearchMessage, SearchReply } from './search-thread.js';

// One counter per kind of language for the whole build: what it learns of each word, and the texts it counts ahead, serve every scope.
const counters = new Map<boolean, TermCounter>();
const counterFor = (stem: boolean) => counters.get(stem) ?? counters.set(stem, new TermCounter(stem)).get(stem)!;
// Texts counted ahead are numbered in the order they come in, over every message: a job names them by number.
let received = 0;

parentPort!.on('message', (message: SearchMessage) => {
  if (message.type === 'ahead') {
    const counter = counterFor(message.stem);
    for (const text of message.texts) counter.countAhead(text, received++);
    return;
  }
  const { id, job, targets } = message;
  let reply: SearchReply;
  try {
    const { first, more } = searchIndexFiles(job, counterFor(job.stem));
    writeParts(targets.first, first);
    if (more) writeParts(targets.more, more);
    reply = { id, more: more !== undefined };
  } catch (caught) {
    reply = { id, error: caught instanceof Error ? (caught.stack ?? caught.message) : String(caught) };
  }
  parentPort!.postMessage(reply);
});
