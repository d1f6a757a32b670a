// A page body kept as the pieces it was made of (a split API reference's
// page: slices of its entries' markup and the links relinked between them),
// so that writing, hashing and escaping it go piece by piece and never make
// a copy of the whole body. Its `html` is the same text, concatenated: V8
// keeps that as a tree of the pieces (a cons string) until something reads it
// whole, which then copies it (GitHub's reference: 47 MB over 60 pages).
//
// The pieces ride on the page under a symbol: copied by a spread, left out
// by JSON and by the structured clone that sends pages to workers. A page
// whose `html` was replaced after its pieces were set (a spread with a new
// `html`) is read from its `html`: the pieces count only while they are the
// body's.

const PIECES = Symbol('body pieces');

interface WithPieces {
  html: string;
  [PIECES]?: { html: string; pieces: readonly string[] };
}

/** `page` with its body made of `pieces` (its `html` their concatenation, which copies no text). */
export function withBodyPieces<T extends { html: string }>(page: Omit<T, 'html'>, pieces: readonly string[]): T {
  let html = '';
  for (const piece of pieces) html += piece;
  return { ...page, html, [PIECES]: { html, pieces } } as unknown as T;
}

/** The body of `page` in consecutive pieces: its pieces while they are its body, else its `html` whole. */
export function bodyPiecesOf(page: { html: string }): readonly string[] {
  const kept = (page as WithPieces)[PIECES];
  // The same string (compared by reference first, so at no cost when it is): a replaced body is not its pieces.
  return kept !== undefined && kept.html === page.html ? kept.pieces : [page.html];
}

/** Lets go of the body of `page` (written, and needed no more), pieces and all. */
export function releaseBody(page: { html: string }): void {
  page.html = '';
  delete (page as WithPieces)[PIECES];
}
