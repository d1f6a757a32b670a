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
import type { HighlighterCore, LanguageRegistration, ThemedToken, ThemedTokenWithVariants, TokenStyles, TokensResult } from 'shiki/core';
import { importModule } from '../import-module.js';

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

/** shiki's core module, loaded with the first core (a command that highlights nothing never loads it). */
let shiki: typeof import('shiki/core') | undefined;

/** The shiki core that turns code into HTML, for this thread. */
export async function createCore(): Promise<{ load(languages: Iterable<string>): Promise<void>; toHtml(code: string, language: string): string | null }> {
  // The engine and themes are compiled into the CLI's bundle (and its code cache); the grammars load from shiki's files as a page needs them.
  const [shikiCore, { createJavaScriptRegexEngine }, { bundledLanguages }] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
    importModule<typeof import('shiki/langs')>('shiki/langs'),
  ]);
  shiki = shikiCore;
  const engine = createJavaScriptRegexEngine();
  const core: HighlighterCore = await shikiCore.createHighlighterCore({
    themes: [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')],
    langs: [],
    engine,
  });
  const loaded = new Set<string>();
  // Grammar names registered (a fence's `bash` is shiki's `shellscript`), so a language another embeds is known to be there.
  const registered = new Set<string>();
  const lean = new Map<string, LeanLanguage>();
  const memo: SinglePassMemo = { metadata: {} };
  return {
    async load(languages) {
      const wanted = new Map<string, LanguageRegistration[]>();
      for (const language of languages) {
        const name = canonicalLanguage(language);
        if (loaded.has(name) || PLAIN.has(name) || wanted.has(name)) continue;
        const grammar = (bundledLanguages as Record<string, (() => Promise<{ default: LanguageRegistration[] }>) | undefined>)[name];
        if (grammar) wanted.set(name, (await grammar()).default);
      }
      const present = new Set([...registered, ...[...wanted.values()].map((registrations) => registrations.at(-1)!.name)]);
      for (const [name, registrations] of wanted) {
        const plan = leanPlan(registrations, present, engine);
        if (plan) {
          core.loadLanguageSync(plan.own);
          lean.set(name, plan.later);
          registered.add(plan.own.name);
        } else {
          core.loadLanguageSync(registrations);
          for (const registration of registrations) registered.add(registration.name);
        }
        loaded.add(name);
      }
    },
    toHtml(code, language) {
      const name = canonicalLanguage(language);
      if (!loaded.has(name)) return null;
      const pending = lean.get(name);
      if (pending && code.split('\n').some((line) => pending.entries.findNextMatchSync(line, 0, 0))) {
        // The languages it embeds; shiki then makes its grammar again (embeddedLangsLazy), now with them.
        core.loadLanguageSync(pending.embedded);
        for (const registration of pending.embedded) registered.add(registration.name);
        lean.delete(name);
      }
      return tokensToHtml(singlePass(core, code, name, memo) ?? core.codeToTokens(code, { lang: name, ...TOKEN_OPTIONS }));
    },
  };
}

/** A language registered without some of the languages it embeds, and what brings them in. */
interface LeanLanguage {
  /** Matches a line where one of the rules that enter a missing language could begin. */
  entries: { findNextMatchSync(line: string, start: number, options: number): unknown };
  /** Everything it embeds (with what those embed). */
  embedded: LanguageRegistration[];
}

/**
 * Whether a language can do without the languages it embeds that no page
 * uses itself, until a block needs one. HTTP embeds shell, JSON, XML and
 * GraphQL (and XML embeds Java, JavaScript, TypeScript and JSX): registering
 * them all costs ~40 ms and tokenising the first block ~40 ms more, for
 * request examples that are headers and JSON. A grammar can enter an
 * embedded one only through its rules that include it; when each such rule
 * sits at the top of the grammar with a `begin` pattern, a block none of
 * whose lines that pattern matches anywhere never enters it, and is
 * tokenised the same with or without it (tests compare both with shiki's
 * output). A block that may enter one brings the whole language in first.
 * `null` when the language must be registered whole.
 */
function leanPlan(registrations: LanguageRegistration[], present: ReadonlySet<string>, engine: { createScanner(patterns: string[]): LeanLanguage['entries'] }): { own: LanguageRegistration; later: LeanLanguage } | null {
  const own = registrations.at(-1)!;
  const missing = new Set((own.embeddedLangs ?? []).filter((name) => !present.has(name)).map((name) => registrations.find((registration) => registration.name === name)?.scopeName));
  if (!missing.size || missing.has(undefined)) return null;
  // A language that injects itself into others changes their tokens wherever it is loaded: not without it.
  if (registrations.some((registration) => registration !== own && registration.injectTo?.length)) return null;
  const top = new Set<unknown>(own.patterns ?? []);
  const begins: string[] = [];
  let decidable = true;
  // Every include of a missing language; `parent` is given for the direct children of a top rule only.
  const visit = (rule: GrammarRule, parent?: GrammarRule): void => {
    const scope = rule.include?.split('#')[0];
    if (scope && missing.has(scope)) {
      // `\G` anchors a match where the last one ended: testing lines from their start could miss it.
      if (parent?.begin && !parent.begin.includes('\\G')) begins.push(parent.begin);
      else decidable = false;
    }
    for (const child of rule.patterns ?? []) visit(child, top.has(rule) ? rule : undefined);
    for (const child of Object.values(rule.repository ?? {})) visit(child);
    for (const captures of [rule.captures, rule.beginCaptures, rule.endCaptures, rule.whileCaptures]) for (const capture of Object.values(captures ?? {})) visit(capture);
  };
  for (const rule of [...(own.patterns ?? []), ...Object.values(own.repository ?? {}), ...Object.values(own.injections ?? {})]) visit(rule as GrammarRule);
  if (!decidable || !begins.length) return null;
  // shiki's own way to embed a language loaded later: its grammar is made again when one of these is loaded.
  const embeddedLangsLazy = [...(own.embeddedLangsLazy ?? []), ...(own.embeddedLangs ?? []).filter((name) => !present.has(name))];
  return { own: { ...own, embeddedLangs: undefined, embeddedLangsLazy }, later: { entries: engine.createScanner([...new Set(begins)]), embedded: registrations.slice(0, -1) } };
}

/** The parts of a TextMate rule that can hold an include. */
interface GrammarRule {
  include?: string;
  begin?: string;
  patterns?: GrammarRule[];
  repository?: Record<string, GrammarRule>;
  captures?: Record<string, GrammarRule>;
  beginCaptures?: Record<string, GrammarRule>;
  endCaptures?: Record<string, GrammarRule>;
  whileCaptures?: Record<string, GrammarRule>;
}

/**
 * Both themes, the light one first (and without CSS variables). No time limit
 * per line (shiki's default is 500 ms, for editors): on a busy machine the
 * first use of a big grammar can take that long, and the rest of the line
 * would come out in one colour; a build must not depend on load. A length
 * limit does not depend on load, and bounds the cost of a line.
 */
const TOKEN_OPTIONS = { themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light', tokenizeTimeLimit: 0, tokenizeMaxLineLength: MAX_HIGHLIGHTED_LINE } as const;

/** The parts of shiki's TextMate grammar that one-pass tokenising reads (shiki keeps them public on the object). */
interface TextMateGrammar {
  tokenizeLine(line: string, state: unknown, timeLimit: number): { tokens: { startIndex: number; scopes: string[] }[]; ruleStack: unknown };
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  themeProvider: { themeMatch(path: ScopePath): StyleAttributes | null; getDefaults(): StyleAttributes };
  _basicScopeAttributesProvider: { getDefaultAttributes(): { languageId: number; tokenType: number } };
  balancedBracketSelectors?: { matchesAlways: boolean; matchesNever: boolean } | null;
  _tokenTypeMatchers: unknown[];
}
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}
interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}
/** What TextMate keeps per token: language, standard token type, font style, colours (−1 / 0 / 8 leave a field as it was). */
type Metadata = [languageId: number, tokenType: number, fontStyle: number, foreground: number, background: number];

const NOT_SET_TYPE = 8;
const NOT_SET_FONT = -1;

function setMetadata([languageId, tokenType, fontStyle, foreground, background]: Metadata, language: number, type: number, font: number, fg: number, bg: number): Metadata {
  return [language !== 0 ? language : languageId, type !== NOT_SET_TYPE ? type : tokenType, font !== NOT_SET_FONT ? font : fontStyle, fg !== 0 ? fg : foreground, bg !== 0 ? bg : background];
}

/**
 * Tokens for both themes from one tokenisation. shiki's own codeToTokens
 * tokenises the code once per theme, although the grammar's scopes do not
 * depend on the theme; here the scopes of each token are matched against both
 * themes (TextMate's own rule: each scope of the stack, outermost first, may
 * override the style), and a token ends wherever its colours in either theme
 * would end. The same tokens as shiki's, byte for byte (tests compare them);
 * `null` for a grammar whose tokens depend on more than their scopes
 * (bracket or token-type overrides), which shiki then tokenises itself.
 */
function singlePass(core: HighlighterCore, code: string, language: string, memo: SinglePassMemo): TokensResult | null {
  const grammar = core.getLanguage(language) as unknown as TextMateGrammar;
  const brackets = grammar.balancedBracketSelectors;
  if (typeof grammar.tokenizeLine !== 'function' || !grammar.themeProvider || grammar._tokenTypeMatchers?.length || (brackets && !brackets.matchesAlways && !brackets.matchesNever)) return null;
  memo.frame ??= (({ tokens: _, ...frame }) => frame)(core.codeToTokens('', { lang: language, ...TOKEN_OPTIONS }));
  // The scopes of every token, tokenised once (the theme does not change them).
  const lines: { content: string; offset: number; scopes: string[] }[][] = [];
  let state: unknown = null;
  for (const [line, lineOffset] of shiki!.splitLines(code)) {
    if (line === '') {
      lines.push([]);
      continue;
    }
    if (line.length >= MAX_HIGHLIGHTED_LINE) {
      lines.push([{ content: line, offset: lineOffset, scopes: [] }]);
      continue;
    }
    const result = grammar.tokenizeLine(line, state, 0);
    const tokens: { content: string; offset: number; scopes: string[] }[] = [];
    result.tokens.forEach((token, i) => {
      const end = i + 1 < result.tokens.length ? result.tokens[i + 1]!.startIndex : line.length;
      if (end > token.startIndex) tokens.push({ content: line.slice(token.startIndex, end), offset: lineOffset + token.startIndex, scopes: token.scopes });
    });
    lines.push(tokens);
    state = result.ruleStack;
  }
  // Each token's style in each theme: the grammar matches against the theme shiki last set.
  const defaults = grammar._basicScopeAttributesProvider.getDefaultAttributes();
  const styles = THEMES.map((name) => {
    const { theme, colorMap } = core.setTheme(name);
    const replacements = shiki!.resolveColorReplacements(theme, {});
    const base = grammar.themeProvider.getDefaults();
    const cache = (memo.metadata[name] ??= new Map<string, Metadata>());
    return lines.map((line) =>
      line.map((token): Metadata | null => {
        if (!token.scopes.length) return null; // too long to tokenise: no colour
        const key = token.scopes.join(' ');
        let meta = cache.get(key);
        if (!meta) {
          meta = setMetadata([0, 0, 0, 0, 0], defaults.languageId, defaults.tokenType, base.fontStyle, base.foregroundId, base.backgroundId);
          let path: ScopePath | null = null;
          for (const scope of token.scopes) {
            path = { parent: path, scopeName: scope };
            const basic = grammar.getMetadataForScope(scope);
            const style = grammar.themeProvider.themeMatch(path);
            meta = setMetadata(meta, basic.languageId, basic.tokenType, style?.fontStyle ?? NOT_SET_FONT, style?.foregroundId ?? 0, style?.backgroundId ?? 0);
          }
          cache.set(key, meta);
        }
        return meta;
      }),
    ).map((line) => line.map((meta) => (meta ? { meta, color: shiki!.applyColorReplacements(colorMap[meta[3]]!, replacements), fontStyle: meta[2] } : null)));
  });
  const tokens = lines.map((line, l) => {
    const merged: ThemedTokenWithVariants[] = [];
    let previous: string | undefined;
    line.forEach((token, t) => {
      const perTheme = styles.map((theme) => theme[l]![t]);
      // A token goes on while neither theme's style changes (TextMate joins such tokens).
      const signature = perTheme.every(Boolean) ? perTheme.map((style) => style!.meta.join(',')).join('|') : undefined;
      if (signature !== undefined && signature === previous) {
        merged.at(-1)!.content += token.content;
        return;
      }
      previous = signature;
      const variants: Record<string, TokenStyles> = {};
      perTheme.forEach((style, i) => (variants[VARIANTS[i]!] = style ? { color: style.color, fontStyle: style.fontStyle } : { color: '', fontStyle: 0 }));
      merged.push({ content: token.content, offset: token.offset, variants });
    });
    return merged.map((token) => shiki!.flatTokenVariants(token, VARIANTS, '--shiki-', 'light', 'css-vars'));
  });
  return { ...memo.frame, tokens };
}

const THEMES = ['github-light', 'github-dark'] as const;
const VARIANTS = ['light', 'dark'];

/** What one-pass tokenising keeps between blocks: the `<pre>` frame, and styles by scope stack per theme. */
interface SinglePassMemo {
  frame?: Omit<TokensResult, 'tokens'>;
  metadata: Record<string, Map<string, Metadata>>;
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
  // shiki is loaded on first need: `check`, and a reference without code to colour, never need it.
  let core: Core | undefined;
  let loading: Promise<Core> | undefined;
  const loaded = new Set<string>();
  // Blocks highlighted ahead of rendering, by language and code.
  const done = new Map<string, string>();
  return {
    async prepare(languages, sources) {
      const names = [...languages].map(canonicalLanguage).filter((name) => !PLAIN.has(name));
      if (!names.length) return;
      const here = await (loading ??= createCore().then((created) => (core = created)));
      await here.load(names);
      for (const name of names) loaded.add(name);
      const workers = Math.min(availableParallelism() - 1, 3);
      // Parsing every page for its blocks costs a tenth of a small build: only when there may be enough of them to share out.
      if (!sources || workers < 1 || mostBlocksIn(sources) < PARALLEL_BLOCKS || !existsSync(WORKER_FILE)) return;
      const blocks = codeBlocks(sources).filter(([language, code]) => loaded.has(language) && !done.has(keyOf(language, code)));
      if (blocks.length < PARALLEL_BLOCKS) return;
      const html = await highlightInParallel(blocks, { workers, languages: [...loaded], workerFile: WORKER_FILE, toHtml: (language, code) => here.toHtml(code, language) });
      blocks.forEach(([language, code], i) => {
        if (html[i] != null) done.set(keyOf(language, code), html[i]);
      });
    },
    highlight(code, language) {
      const name = canonicalLanguage(language);
      if (!core || !loaded.has(name)) return null;
      // Each block is rendered once per build: its HTML is let go once handed over.
      const key = keyOf(name, code);
      const ready = done.get(key);
      if (ready === undefined) return core.toHtml(code, name);
      done.delete(key);
      return ready;
    },
  };
}

type Core = Awaited<ReturnType<typeof createCore>>;

/** The worker entry, bundled beside the CLI (dist/highlight-worker.js); absent when running from source. */
const WORKER_FILE = fileURLToPath(new URL('./highlight-worker.js', import.meta.url));

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
  options: { workers: number; languages: string[]; workerFile: string; toHtml: (language: string, code: string) => string | null },
): Promise<(string | null)[]> {
  const { ordered, order, runs } = runsByLanguage(blocks, Math.ceil(blocks.length / ((options.workers + 1) * 2)));
  const html: (string | null)[] = new Array<string | null>(blocks.length).fill(null);
  const place = (start: number, values: (string | null)[]) => values.forEach((value, i) => (html[order[start + i]!] = value));
  const next = new Int32Array(new SharedArrayBuffer(4));
  const threads = Array.from({ length: options.workers }, () => {
    const worker = new Worker(options.workerFile, { workerData: { blocks: ordered, runs, languages: options.languages, next } });
    return new Promise<void>((resolve) => {
      worker.on('message', (message: { start: number; html: (string | null)[] }) => place(message.start, message.html));
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
  send: (message: { start: number; html: (string | null)[] }) => void,
): Promise<void> {
  const core = await createCore();
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
      const key = keyOf(language, token.content);
      if (PLAIN.has(language) || seen.has(key)) continue;
      seen.add(key);
      blocks.push([language, token.content]);
    }
  }
  return blocks;
}
