// "Did you mean" for broken links: the existing route, anchor or file nearest
// to what was written, or nothing when no candidate is plausibly a typo of it.

/**
 * The closest route. A route ending in the same page name wins over one that
 * is merely a few letters away (`/history` → `/data/history`, not `/faq`).
 */
export function suggestRoute(route: string, routes: readonly string[]): string | undefined {
  const last = lastSegment(route);
  const sameName = routes.filter((candidate) => last !== '' && lastSegment(candidate) === last);
  if (sameName.length) return nearest(route, sameName, Infinity);
  // Routes share long prefixes (`/guide/…`): only the page name's length says how many edits are a typo.
  return nearest(route, routes, tolerance(last));
}

/**
 * The closest anchor. API reference anchors (`operation/x`, `tag/t/operation/x`,
 * `tag/t`, `schema/s`) are compared with anchors of the same shape only, by
 * the name they carry, so an operationId typo suggests the operation.
 */
export function suggestAnchor(anchor: string, anchors: ReadonlySet<string>): string | undefined {
  // The same broken anchor is often written many times (GitHub's reference names one 3 times), each compared with ~10,000 anchors.
  let known = suggestedAnchors.get(anchors);
  if (!known) suggestedAnchors.set(anchors, (known = new Map()));
  if (!known.has(anchor)) known.set(anchor, closestAnchor(anchor, anchors));
  return known.get(anchor);
}

/** What suggestAnchor found, by the page's anchors (held while the page's anchors are) and the anchor written. */
const suggestedAnchors = new WeakMap<ReadonlySet<string>, Map<string, string | undefined>>();

function closestAnchor(anchor: string, anchors: ReadonlySet<string>): string | undefined {
  const shape = shapeOf(anchor);
  if (shape) {
    const sameShape = [...anchors].filter((candidate) => shapeOf(candidate)?.kind === shape.kind);
    const byName = new Map(sameShape.map((candidate) => [shapeOf(candidate)!.name, candidate]));
    const name = nearest(shape.name, [...byName.keys()], tolerance(shape.name));
    if (name !== undefined) return byName.get(name);
  }
  // Redoc 3's `/<tag>/<operation>` aliases (openapi/anchors.ts) are only suggested for an anchor written that way.
  const candidates = anchor.startsWith('/') ? [...anchors] : [...anchors].filter((candidate) => !candidate.startsWith('/'));
  return nearest(anchor, candidates, tolerance(anchor));
}

/**
 * The closest file name (`gettting-started.md` → `getting-started.md`),
 * compared without the extension, which every candidate shares.
 */
export function suggestFileName(name: string, names: readonly string[]): string | undefined {
  const stem = (file: string) => file.replace(/\.[^.]*$/, '');
  const byStem = new Map(names.map((candidate) => [stem(candidate), candidate]));
  const found = nearest(stem(name), [...byStem.keys()], tolerance(stem(name)));
  return found === undefined ? undefined : byStem.get(found);
}

function shapeOf(anchor: string): { kind: string; name: string } | undefined {
  const long = /^tag\/([^/]+)\/operation\/(.+)$/.exec(anchor);
  if (long) return { kind: 'tag-operation', name: long[2]! };
  const short = /^(operation|tag|schema|section)\/(.+)$/.exec(anchor);
  return short ? { kind: short[1]!, name: short[2]! } : undefined;
}

function lastSegment(route: string): string {
  return route.replace(/\/+$/, '').split('/').pop()!.toLowerCase();
}

/** How many edits still read as a typo of `value`. */
function tolerance(value: string): number {
  return Math.max(2, Math.floor(value.length / 2));
}

/**
 * The candidate with the fewest edits, if few enough; failing that, one that
 * extends or shortens `value` (`#next` → `#next-steps`), which reads as the
 * same name even when many letters differ.
 */
function nearest(value: string, candidates: readonly string[], maxDistance: number): string | undefined {
  const close = closestBy(value, candidates, maxDistance);
  if (close !== undefined) return close;
  const lower = value.toLowerCase();
  const related = candidates.filter((candidate) => {
    const other = candidate.toLowerCase();
    return lower.length >= 3 && other.length >= 3 && (other.startsWith(lower) || lower.startsWith(other));
  });
  return closestBy(value, related, Infinity);
}

function closestBy(value: string, candidates: readonly string[], maxDistance: number): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = value.toLowerCase();
  const letters = letterCounts(lower);
  for (const candidate of candidates) {
    // Two strings are at least their difference in length apart, and at least as far as their letters differ: a
    // candidate that cannot win is not measured (a broken anchor in GitHub's reference is compared with ~10,000 anchors).
    const other = candidate.toLowerCase();
    const limit = Math.min(bestDistance, maxDistance);
    if (Math.abs(other.length - lower.length) > limit || lettersApart(letters, other) > limit) continue;
    const distance = editDistanceWithin(lower, other, limit);
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= maxDistance ? best : undefined;
}

/** How often each letter occurs in `text`, letters counted by their code modulo 128 (see lettersApart). */
function letterCounts(text: string): Int32Array {
  const counts = new Int32Array(128);
  for (let i = 0; i < text.length; i++) counts[text.charCodeAt(i) & 127]!++;
  return counts;
}

/**
 * A lower bound of the edit distance of the text counted in `counts` and
 * `other`: each edit changes at most one letter's surplus and one letter's
 * shortfall, so it takes at least as many edits as the larger of the two
 * totals. Letters sharing a slot (codes 128 apart) only make the bound lower,
 * never wrong. Linear, where the distance itself is quadratic.
 */
function lettersApart(counts: Int32Array, other: string): number {
  scratch.set(counts);
  for (let i = 0; i < other.length; i++) scratch[other.charCodeAt(i) & 127]!--;
  let surplus = 0;
  let shortfall = 0;
  for (let i = 0; i < 128; i++) {
    const count = scratch[i]!;
    if (count > 0) surplus += count;
    else shortfall -= count;
  }
  return surplus > shortfall ? surplus : shortfall;
}

const scratch = new Int32Array(128);

/**
 * The edit distance of `a` and `b` when it is at most `limit`, else some
 * number above `limit`: a row whose every cell is over the limit ends the
 * count, since the cells below it can only be larger.
 */
function editDistanceWithin(a: string, b: string, limit: number): number {
  // One row, reused: a broken anchor into GitHub's reference is measured against ~10,000 anchors, each a row of its own before.
  if (row.length <= b.length) row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    let smallest = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      const replaced = diagonal + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const shorter = (above < row[j - 1]! ? above : row[j - 1]!) + 1;
      const cell = replaced < shorter ? replaced : shorter;
      row[j] = cell;
      diagonal = above;
      if (cell < smallest) smallest = cell;
    }
    if (smallest > limit) return smallest;
  }
  return row[b.length]!;
}

let row = new Int32Array(64);
