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
import { importModule } from '../../import-module.js';
import { createCore, type Core } from './core.js';
import type { HighlightCache } from './highlight-cache.js';
import type { RegexCache } from './regex-cache.js';
import type { HighlightResult } from './deadline.js';
import { canonicalLanguage, PLAIN } from './languages.js';
import { codeBlocks, highlightInParallel, keyOf, mostBlocksIn } from './parallel.js';

export interface Highlighter {
  /**
   * Loads the grammars of these languages (unknown names are ignored). With
   * the Markdown `sources` of a build, also highlights their code blocks ahead
   * of rendering, in parallel when there are enough of them to pay for it; or,
   * when the cache holds an earlier build of about as many blocks, loads
   * nothing yet (see `highlight`).
   */
  prepare(languages: Iterable<string>, sources?: readonly string[]): Promise<void>;
  /**
   * HTML `<pre>` for the code, `null` when the language is unknown, TOO_SLOW when it took too long (see deadline.ts).
   * Throws GrammarsNotLoaded for a block the cache does not have while its grammar waits to be loaded: the caller
   * awaits `loadGrammars` and renders the page again.
   */
  highlight(code: string, language: string): HighlightResult;
  /** Loads the grammars `prepare` left for later: these languages' (the ones GrammarsNotLoaded named), or all of them. */
  loadGrammars(languages?: Iterable<string>): Promise<void>;
  /** Keeps what this build highlighted for the next one (highlight-cache.ts), when it has a cache. */
  persist?(): void;
}

/** Thrown by `highlight` for a block that needs a grammar not loaded yet (see Highlighter.highlight). */
export class GrammarsNotLoaded extends Error {
  constructor(readonly language: string) {
    super(`the ${language} grammar is not loaded yet`);
  }
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
export async function createHighlighter({ retain = false, cache, regexes }: { retain?: boolean; cache?: HighlightCache; regexes?: RegexCache } = {}): Promise<Highlighter> {
  // shiki is loaded on first need: `check`, and a reference without code to colour, never need it.
  let core: Core | undefined;
  let loading: Promise<Core> | undefined;
  const loaded = new Set<string>();
  // A rebuild's languages, their grammars not loaded while every block is found in the cache: loading shiki and them
  // took 70 ms of a 25-page build that highlighted nothing (its engine, each grammar's patterns, Oniguruma's WebAssembly for Go).
  const later = new Set<string>();
  // Blocks highlighted ahead of rendering, by language and code.
  const done = new Map<string, HighlightResult>();
  const load = async (names: readonly string[]) => {
    const here = await (loading ??= createCore(regexes).then((created) => (core = created)));
    await here.load(names);
    for (const name of names) loaded.add(name), later.delete(name);
    return here;
  };
  const highlighter: Highlighter = {
    async prepare(languages, sources) {
      const names = [...languages].map(canonicalLanguage).filter((name) => !PLAIN.has(name));
      if (!names.length) return;
      const workers = Math.min(availableParallelism() - 1, 3);
      const most = sources ? mostBlocksIn(sources) : 0;
      if (sources) cache?.noteFences(most);
      // A rebuild (the last build's pages held about as many fences, and left their blocks): its few new blocks are highlighted
      // as they are rendered. Finding which blocks are new would parse every page: 160 ms of a 1,000-page rebuild, and 1.9 s of
      // jest's (its versions repeat their samples, so it keeps far fewer blocks than it has fences).
      const rebuild = cache !== undefined && cache.kept > 0 && most <= cache.fences * 1.05;
      if (sources && rebuild && !core) {
        // Only names shiki has a grammar for wait: a block in another language is plain, cache or not.
        for (const name of names) if (!loaded.has(name) && (await hasGrammar(name))) later.add(name);
        return;
      }
      const here = await load([...names, ...later]);
      // Parsing every page for its blocks costs a tenth of a small build: only when there may be enough of them to share out.
      if (!sources || rebuild || workers < 1 || most < PARALLEL_BLOCKS || !existsSync(WORKER_FILE)) return;
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
      if (later.has(name)) {
        const kept = cache?.get(name, code);
        if (kept === undefined) throw new GrammarsNotLoaded(name);
        return kept;
      }
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
    async loadGrammars(languages) {
      // Only the languages asked for: a rebuild where one TypeScript block changed loaded every deferred grammar (Go's
      // WebAssembly, Java's, YAML's…): 1.67 s for the 25-page corpus, 1.34–1.48 s with TypeScript's alone.
      const wanted = languages ? [...languages].map(canonicalLanguage).filter((name) => later.has(name)) : [...later];
      if (wanted.length) await load(wanted);
    },
    persist() {
      cache?.save();
      regexes?.save();
    },
  };
  return highlighter;
}

/** Whether shiki has a grammar of this name (its list of grammars, not the grammar). */
async function hasGrammar(name: string): Promise<boolean> {
  const { bundledLanguages } = await importModule<typeof import('shiki/langs')>('shiki/langs');
  return Object.hasOwn(bundledLanguages, name);
}

/** The worker entry, bundled beside the CLI (dist/highlight-worker.js); absent when running from source. */
const WORKER_FILE = fileURLToPath(new URL('./highlight-worker.js', import.meta.url));
