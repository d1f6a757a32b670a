// Build-time syntax highlighting with shiki, in a light and a dark theme at
// once (CSS variables switch between them), so no highlighter ships to the
// browser. Languages load on first use.
//
// Highlighting is most of the cost of rendering Markdown, and the renderer
// asks for one block at a time, synchronously. So when a build hands
// `prepare` the pages' sources up front and they hold many blocks, the blocks
// are highlighted ahead of rendering on every core (worker threads beside
// this one) and rendering finds them done.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createCore, type Core } from './core.js';
import type { HighlightCache } from './highlight-cache.js';
import type { HighlightResult } from './deadline.js';
import { canonicalLanguage, PLAIN } from './languages.js';
import { codeBlocks, highlightInParallel, keyOf, mostBlocksIn } from './parallel.js';

export interface Highlighter {
  /**
   * Loads the grammars of these languages (unknown names are ignored). With
   * the Markdown `sources` of a build, also highlights their code blocks ahead
   * of rendering, in parallel when there are enough of them to pay for it.
   */
  prepare(languages: Iterable<string>, sources?: readonly string[]): Promise<void>;
  /** HTML `<pre>` for the code, `null` when the language is unknown, TOO_SLOW when it took too long (see deadline.ts). */
  highlight(code: string, language: string): HighlightResult;
  /** Keeps what this build highlighted for the next one (highlight-cache.ts), when it has a cache. */
  persist?(): void;
}

/** Fewer blocks than this are highlighted as they are rendered: starting a worker would cost more than it saves. */
const PARALLEL_BLOCKS = 400;

/**
 * A highlighter and the state it keeps (loaded grammars, blocks highlighted
 * ahead): whoever renders creates one and passes it on; `dev` keeps its one
 * across rebuilds, a build one for all its locales. `retain` keeps each
 * block's HTML once rendered, for a build whose other locales render it again;
 * `cache` has the blocks earlier builds highlighted.
 */
export async function createHighlighter({ retain = false, cache }: { retain?: boolean; cache?: HighlightCache } = {}): Promise<Highlighter> {
  // shiki is loaded on first need: `check`, and a reference without code to colour, never need it.
  let core: Core | undefined;
  let loading: Promise<Core> | undefined;
  const loaded = new Set<string>();
  // Blocks highlighted ahead of rendering, by language and code.
  const done = new Map<string, HighlightResult>();
  return {
    async prepare(languages, sources) {
      const names = [...languages].map(canonicalLanguage).filter((name) => !PLAIN.has(name));
      if (!names.length) return;
      const here = await (loading ??= createCore().then((created) => (core = created)));
      await here.load(names);
      for (const name of names) loaded.add(name);
      const workers = Math.min(availableParallelism() - 1, 3);
      // Parsing every page for its blocks costs a tenth of a small build: only when there may be enough of them to share out.
      if (!sources || workers < 1 || !existsSync(WORKER_FILE)) return;
      const most = mostBlocksIn(sources);
      cache?.noteFences(most);
      // A rebuild (the last build's pages held about as many fences, and left their blocks): its few new blocks are highlighted
      // as they are rendered. Finding which blocks are new would parse every page: 160 ms of a 1,000-page rebuild, and 1.9 s of
      // jest's (its versions repeat their samples, so it keeps far fewer blocks than it has fences).
      if (most < PARALLEL_BLOCKS || (cache && cache.kept > 0 && most <= cache.fences * 1.05)) return;
      const blocks = codeBlocks(sources).filter(([language, code]) => loaded.has(language) && !done.has(keyOf(language, code)) && cache?.get(language, code) === undefined);
      if (blocks.length < PARALLEL_BLOCKS) return;
      const html = await highlightInParallel(blocks, { workers, languages: [...loaded], workerFile: WORKER_FILE, toHtml: (language, code) => here.toHtml(code, language) });
      blocks.forEach(([language, code], i) => {
        const made = html[i];
        if (made == null) return;
        done.set(keyOf(language, code), made);
        if (typeof made === 'string') cache?.set(language, code, made);
      });
    },
    highlight(code, language) {
      const name = canonicalLanguage(language);
      if (!core || !loaded.has(name)) return null;
      // In one locale each block is rendered once: its HTML is let go once handed over, unless other locales will render it again.
      const key = keyOf(name, code);
      const ready = done.get(key);
      if (ready === undefined) {
        const kept = cache?.get(name, code);
        const html = kept ?? core.toHtml(code, name);
        if (kept === undefined && typeof html === 'string') cache?.set(name, code, html);
        if (retain) done.set(key, html);
        return html;
      }
      if (!retain) done.delete(key);
      return ready;
    },
    persist() {
      cache?.save();
    },
  };
}

/** The worker entry, bundled beside the CLI (dist/highlight-worker.js); absent when running from source. */
const WORKER_FILE = fileURLToPath(new URL('./highlight-worker.js', import.meta.url));
