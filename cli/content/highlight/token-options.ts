// How shiki tokenises for both themes at once; shared by the core and the
// one-pass tokeniser, which must produce the same tokens.
/**
 * Longer lines come out uncoloured. Grammars can be quadratic or worse in the
 * length of a line (an unclosed string in bash is one such case), and no one
 * reads a line this long for its colours.
 */
export const MAX_HIGHLIGHTED_LINE = 2000;


/**
 * Both themes, the light one first (and without CSS variables). No time limit
 * per line (shiki's default is 500 ms, for editors): on a busy machine the
 * first use of a big grammar can take that long, and the rest of the line
 * would come out in one colour; a build must not depend on load. A length
 * limit does not depend on load, and bounds the cost of a line.
 */
export const TOKEN_OPTIONS = { themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light', tokenizeTimeLimit: 0, tokenizeMaxLineLength: MAX_HIGHLIGHTED_LINE } as const;
