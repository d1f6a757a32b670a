// Highlighting a build's code blocks ahead of rendering, on every core: this
// thread and worker threads take runs of blocks from one shared queue.
import { Worker } from 'node:worker_threads';
import MarkdownIt from 'markdown-it';
import { readCodeLines } from '../plugins/code-lines.js';
import { createCore } from './core.js';
import type { HighlightResult } from './deadline.js';
import { canonicalLanguage, PLAIN } from './languages.js';
import { shippedRegexes } from './regex-cache.js';

/** One code block: canonical language and code, as the fence rule passes them. */
export type Block = [language: string, code: string];

export const keyOf = (language: string, code: string) => `${language}\0${code}`;

/**
 * The HTML of every block (null for a language without a grammar): this
 * thread and `workers` worker threads take runs of blocks from one queue (a
 * counter in shared memory), so a slow start or a slow run on one thread
 * leaves more for the others. A run holds one language, and the biggest runs
 * go first: a thread compiles a grammar's patterns the first time it meets the
 * language (about as long as highlighting a hundred blocks), so threads that
 * keep to their languages compile less.
 */
export async function highlightInParallel(
  blocks: Block[],
  options: { workers: number; languages: string[]; workerFile: string; toHtml: (language: string, code: string) => HighlightResult },
): Promise<HighlightResult[]> {
  const { ordered, order, runs } = runsByLanguage(blocks, Math.ceil(blocks.length / ((options.workers + 1) * 2)));
  const html: HighlightResult[] = new Array<HighlightResult>(blocks.length).fill(null);
  const place = (start: number, values: HighlightResult[]) => values.forEach((value, i) => (html[order[start + i]!] = value));
  const next = new Int32Array(new SharedArrayBuffer(4));
  const threads = Array.from({ length: options.workers }, () => {
    const worker = new Worker(options.workerFile, { workerData: { blocks: ordered, runs, languages: options.languages, next } });
    return new Promise<void>((resolve) => {
      worker.on('message', (message: { start: number; html: HighlightResult[] }) => place(message.start, message.html));
      // A worker that fails leaves its blocks undone: they are highlighted when rendered.
      worker.on('error', () => resolve());
      worker.on('exit', () => resolve());
    });
  });
  for (let run = Atomics.add(next, 0, 1); run < runs.length; run = Atomics.add(next, 0, 1)) {
    const [start, end] = runs[run]!;
    place(start, ordered.slice(start, end).map(([language, code]) => options.toHtml(language, code)));
  }
  await Promise.all(threads);
  return html;
}

/** Blocks grouped by language, where each came from, and runs of at most `longest` blocks of one language, longest first. */
function runsByLanguage(blocks: Block[], longest: number): { ordered: Block[]; order: number[]; runs: [number, number][] } {
  const order = blocks.map((_, i) => i).sort((a, b) => (blocks[a]![0] < blocks[b]![0] ? -1 : blocks[a]![0] > blocks[b]![0] ? 1 : a - b));
  const ordered = order.map((i) => blocks[i]!);
  const runs: [number, number][] = [];
  for (let start = 0; start < ordered.length; ) {
    let end = start;
    while (end < ordered.length && end - start < Math.max(1, longest) && ordered[end]![0] === ordered[start]![0]) end++;
    runs.push([start, end]);
    start = end;
  }
  runs.sort((a, b) => b[1] - b[0] - (a[1] - a[0]) || a[0] - b[0]);
  return { ordered, order, runs };
}

/** Takes runs from the shared queue until it is empty (the worker side of highlightInParallel). */
export async function highlightRuns(
  { blocks, runs, languages, next }: { blocks: Block[]; runs: [number, number][]; languages: string[]; next: Int32Array },
  send: (message: { start: number; html: HighlightResult[] }) => void,
): Promise<void> {
  // The shipped translations (regex-seed.ts): each thread translates the patterns it meets for itself.
  const core = await createCore(shippedRegexes());
  await core.load(languages);
  for (let run = Atomics.add(next, 0, 1); run < runs.length; run = Atomics.add(next, 0, 1)) {
    const [start, end] = runs[run]!;
    send({ start, html: blocks.slice(start, end).map(([language, code]) => core.toHtml(code, language)) });
  }
}

/**
 * At least as many as the blocks with a language in these sources: each has
 * an opening fence (three or more backticks or tildes, then its language),
 * wherever the fence stands (in a list, in a quote); an opening fence
 * counts once.
 */
export function mostBlocksIn(sources: readonly string[]): number {
  let count = 0;
  for (const source of sources) count += source.match(/(?:`{3,}|~{3,})[ \t]*[\w+#-]/g)?.length ?? 0;
  return count;
}

/**
 * The fenced code blocks of Markdown sources, language and content exactly as
 * the renderer's fence rule will see them (markdown-it's own block parser),
 * each once.
 */
export function codeBlocks(sources: readonly string[]): Block[] {
  const md = new MarkdownIt({ html: true });
  md.core.ruler.disable(['inline', 'linkify', 'replacements', 'smartquotes', 'text_join']);
  const seen = new Set<string>();
  const blocks: Block[] = [];
  for (const source of sources) {
    for (const token of md.parse(source, {})) {
      if (token.type !== 'fence') continue;
      const language = canonicalLanguage(token.info.trim().split(/\s+/)[0] ?? '');
      // The code as the fence renderer highlights it: magic comments and the final newline gone.
      const { code } = readCodeLines(token.content, token.info);
      const key = keyOf(language, code);
      if (PLAIN.has(language) || seen.has(key)) continue;
      seen.add(key);
      blocks.push([language, code]);
    }
  }
  return blocks;
}
