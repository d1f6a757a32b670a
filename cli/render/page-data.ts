// The page-data file the router fetches on client-side navigation: the page
// as JSON, written in parts so a large body (the API reference of a large
// document) is escaped a slice at a time instead of into one more copy.
import { stringSlices } from '../large-strings.js';
import { bodyPiecesOf } from '../body-pieces.js';
import type { PageData } from '../../templates/contracts/types.js';
import { BODY_SLOT } from './render-page.js';

/** `JSON.stringify(page)`, in consecutive parts. */
export function* pageDataParts(page: PageData): Generator<string> {
  const [before, after] = JSON.stringify({ ...page, html: BODY_SLOT }).split(JSON.stringify(BODY_SLOT));
  yield before!;
  yield '"';
  // A slice's JSON is its escaped characters between quotes: the slices' escapes in a row are the whole body's.
  for (const piece of bodyPiecesOf(page)) for (const slice of stringSlices(piece)) yield JSON.stringify(slice).slice(1, -1);
  yield '"';
  yield after!;
}
