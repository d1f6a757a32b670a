// Build-time syntax highlighting with shiki, in a light and a dark theme at
// once (CSS variables switch between them), so no highlighter ships to the
// browser. Created once per process; languages load on first use.
//
// Highlighting is most of the cost of rendering Markdown, and the renderer
// asks for one block at a time, synchronously. So when a build hands
// `prepare` the pages' sources up front and they hold many blocks, the blocks
// are highlighted ahead of rendering on every core (worker threads beside
// this one) and rendering finds them done.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import MarkdownIt from 'markdown-it';
import type { HighlighterCore, ThemedToken, TokensResult } from 'shiki/core';

export interface Highlighter {
  /**
   * Loads the grammars of these languages (unknown names are ignored). With
   * the Markdown `sources` of a build, also highlights their code blocks ahead
   * of rendering, in parallel when there are enough of them to pay for it.
   */
  prepare(languages: Iterable<string>, sources?: readonly string[]): Promise<void>;
  /** HTML `<pre>` for the code, or `null` when the language is unknown. */
  highlight(code: string, language: string): string | null;
}

const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', js: 'javascript', ts: 'typescript', yml: 'yaml', py: 'python' };
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/** Fewer blocks than this are highlighted as they are rendered: a worker costs ~0.3 s of start-up. */
const PARALLEL_BLOCKS = 400;
/** Blocks a thread claims at a time from the shared queue. */
const BATCH = 32;
/**
 * Longer lines come out uncoloured. Grammars can be quadratic or worse in the
 * length of a line (bash took 67 s on one unclosed 40 KB string `"a\a\a…`), and no
 * one reads a line this long for its colours (the manual's longest is 230).
 */
const MAX_HIGHLIGHTED_LINE = 2000;

export const canonicalLanguage = (language: string): string => ALIASES[language.toLowerCase()] ?? language.toLowerCase();

let shared: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  shared ??= createHighlighter();
  return shared;
}

/** One code block: canonical language and code, as the fence rule passes them. */
export type Block = [language: string, code: string];

const keyOf = (language: string, code: string) => `${language}\0${code}`;

/** The shiki core that turns code into HTML, for this thread. */
export async function createCore(): Promise<{ load(languages: Iterable<string>): Promise<void>; toHtml(code: string, language: string): string | null }> {
  const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, { bundledLanguages }] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
    import('shiki/langs'),
  ]);
  const core: HighlighterCore = await createHighlighterCore({
    themes: [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  const loaded = new Set<string>();
  return {
    async load(languages) {
      for (const language of languages) {
        const name = canonicalLanguage(language);
        if (loaded.has(name) || PLAIN.has(name)) continue;
        const grammar = (bundledLanguages as Record<string, unknown>)[name];
        if (!grammar) continue;
        await core.loadLanguage(grammar as Parameters<HighlighterCore['loadLanguage']>[0]);
        loaded.add(name);
      }
    },
    toHtml(code, language) {
      const name = canonicalLanguage(language);
      if (!loaded.has(name)) return null;
      // No time limit per line (shiki's default is 500 ms, for editors): on a
      // busy machine the first use of a big grammar can take that long, and the
      // rest of the line would come out in one colour. A build must not depend on load.
      // A length limit does not depend on load, and bounds the cost of a line.
      return tokensToHtml(
        core.codeToTokens(code, { lang: name, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light', tokenizeTimeLimit: 0, tokenizeMaxLineLength: MAX_HIGHLIGHTED_LINE }),
      );
    },
  };
}

/**
 * The HTML shiki's codeToHtml makes of these tokens, byte for byte, written
 * straight to a string: shiki builds a HAST tree and serialises it, which is a
 * fifth of the cost of highlighting a block.
 */
export function tokensToHtml({ tokens, fg, bg, themeName, rootStyle }: TokensResult): string {
  const escape = (text: string) => text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));
  const attribute = (text: string) => text.replace(/["&]/g, (c) => (c === '"' ? '&#x22;' : '&#x26;'));
  const lines = mergeWhitespace(tokens).map((line) => {
    let html = '<span class="line">';
    for (const token of line) {
      const style = token.htmlStyle ? Object.entries(token.htmlStyle).map(([key, value]) => `${key}:${value}`).join(';') : '';
      html += `${style ? `<span style="${attribute(style)}">` : '<span>'}${escape(token.content)}</span>`;
    }
    return `${html}</span>`;
  });
  const style = rootStyle === false ? '' : ` style="${attribute(rootStyle ?? `background-color:${bg};color:${fg}`)}"`;
  return `<pre class="${attribute(`shiki ${themeName ?? ''}`)}"${style} tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}

/** Whitespace-only tokens joined to the token after them, as shiki's codeToHast does by default. */
function mergeWhitespace(lines: ThemedToken[][]): ThemedToken[][] {
  return lines.map((line) => {
    const merged: ThemedToken[] = [];
    let carried = '';
    let carriedOffset: number | undefined;
    line.forEach((token, index) => {
      const decorated = !!token.fontStyle && (token.fontStyle & (FONT_UNDERLINE | FONT_STRIKETHROUGH)) !== 0;
      if (!decorated && /^\s+$/.test(token.content) && line[index + 1]) {
        carriedOffset ??= token.offset;
        carried += token.content;
      } else if (carried) {
        if (!decorated) merged.push({ ...token, offset: carriedOffset!, content: carried + token.content });
        else merged.push({ content: carried, offset: carriedOffset! }, token);
        carried = '';
        carriedOffset = undefined;
      } else merged.push(token);
    });
    return merged;
  });
}

/** shiki's FontStyle flags. */
const FONT_UNDERLINE = 4;
const FONT_STRIKETHROUGH = 8;

async function createHighlighter(): Promise<Highlighter> {
  const core = await createCore();
  const loaded = new Set<string>();
  // Blocks highlighted ahead of rendering, by language and code.
  const done = new Map<string, string>();
  return {
    async prepare(languages, sources) {
      const names = [...languages].map(canonicalLanguage);
      await core.load(names);
      for (const name of names) loaded.add(name);
      if (!sources) return;
      const blocks = codeBlocks(sources).filter(([language, code]) => loaded.has(language) && !done.has(keyOf(language, code)));
      const workers = Math.min(availableParallelism() - 1, 3);
      if (blocks.length < PARALLEL_BLOCKS || workers < 1 || !existsSync(WORKER_FILE)) return;
      const html = await highlightInParallel(blocks, { workers, languages: [...loaded], workerFile: WORKER_FILE, toHtml: (language, code) => core.toHtml(code, language) });
      blocks.forEach(([language, code], i) => {
        if (html[i] != null) done.set(keyOf(language, code), html[i]);
      });
    },
    highlight(code, language) {
      const name = canonicalLanguage(language);
      if (!loaded.has(name)) return null;
      // Each block is rendered once per build: its HTML is let go once handed over.
      const key = keyOf(name, code);
      const ready = done.get(key);
      if (ready === undefined) return core.toHtml(code, name);
      done.delete(key);
      return ready;
    },
  };
}

/** The worker entry, bundled beside the CLI (dist/highlight-worker.js); absent when running from source. */
const WORKER_FILE = fileURLToPath(new URL('./highlight-worker.js', import.meta.url));

/**
 * The HTML of every block (null for a language without a grammar): this
 * thread and `workers` worker threads take batches from one queue (a counter
 * in shared memory), so a slow start or a slow batch on one thread leaves more
 * for the others.
 */
export async function highlightInParallel(
  blocks: Block[],
  options: { workers: number; languages: string[]; workerFile: string; toHtml: (language: string, code: string) => string | null },
): Promise<(string | null)[]> {
  const html: (string | null)[] = new Array<string | null>(blocks.length).fill(null);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const threads = Array.from({ length: options.workers }, () => {
    const worker = new Worker(options.workerFile, { workerData: { blocks, languages: options.languages, next, batch: BATCH } });
    return new Promise<void>((resolve) => {
      worker.on('message', (message: { start: number; html: (string | null)[] }) => {
        message.html.forEach((value, i) => (html[message.start + i] = value));
      });
      // A worker that fails leaves its blocks undone: they are highlighted when rendered.
      worker.on('error', () => resolve());
      worker.on('exit', () => resolve());
    });
  });
  for (let start = Atomics.add(next, 0, BATCH); start < blocks.length; start = Atomics.add(next, 0, BATCH)) {
    blocks.slice(start, start + BATCH).forEach(([language, code], i) => (html[start + i] = options.toHtml(language, code)));
  }
  await Promise.all(threads);
  return html;
}

/** Takes batches from the shared queue until it is empty (the worker side of highlightInParallel). */
export async function highlightBatches(
  { blocks, languages, next, batch }: { blocks: Block[]; languages: string[]; next: Int32Array; batch: number },
  send: (message: { start: number; html: (string | null)[] }) => void,
): Promise<void> {
  const core = await createCore();
  await core.load(languages);
  for (let start = Atomics.add(next, 0, batch); start < blocks.length; start = Atomics.add(next, 0, batch)) {
    send({ start, html: blocks.slice(start, start + batch).map(([language, code]) => core.toHtml(code, language)) });
  }
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
      const key = keyOf(language, token.content);
      if (PLAIN.has(language) || seen.has(key)) continue;
      seen.add(key);
      blocks.push([language, token.content]);
    }
  }
  return blocks;
}
