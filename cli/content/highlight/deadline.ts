// The time a code block may take to tokenise. A grammar's pattern can
// backtrack for minutes on one unlucky line; a build must not wait on it.
// A block over the limit twice (the second try has the grammar's patterns
// compiled) comes out plain, and the renderer warns at its line.

/** Milliseconds a block may take to tokenise before it comes out plain. */
export const HIGHLIGHT_DEADLINE_MS = 2000;

/** A block given up on (a plain object, so that it crosses from a worker thread as it is). */
export interface TooSlow {
  tooSlow: true;
}

export const TOO_SLOW: TooSlow = { tooSlow: true };

/** What highlighting a block gives: its HTML, `null` for a language without a grammar, or TOO_SLOW. */
export type HighlightResult = string | null | TooSlow;

export const isTooSlow = (result: unknown): result is TooSlow => typeof result === 'object' && result !== null && (result as Partial<TooSlow>).tooSlow === true;
