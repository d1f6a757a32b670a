// The suggestions' pruning (a candidate whose length or letters already put it
// further away than the best so far is not measured) must never change what is
// suggested: checked against a plain edit distance over random anchors.
import { describe, expect, it } from 'vitest';
import { suggestAnchor } from '../../cli/check/suggest.js';
// The plain, unbounded distance the diagnostics' hints use: the reference the pruned search must agree with.
import { editDistance } from '../../cli/diagnostics.js';

/** suggestAnchor's rule for an anchor of no API shape, written out without pruning. */
function expected(anchor: string, anchors: string[]): string | undefined {
  const within = (value: string, candidates: string[], max: number) => {
    let best: string | undefined;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
      const distance = editDistance(value.toLowerCase(), candidate.toLowerCase());
      if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate < best)) [best, bestDistance] = [candidate, distance];
    }
    return bestDistance <= max ? best : undefined;
  };
  const close = within(anchor, anchors, Math.max(2, Math.floor(anchor.length / 2)));
  if (close !== undefined) return close;
  const lower = anchor.toLowerCase();
  return within(anchor, anchors.filter((c) => lower.length >= 3 && c.length >= 3 && (c.toLowerCase().startsWith(lower) || lower.startsWith(c.toLowerCase()))), Infinity);
}

/** A small deterministic generator: the same anchors on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('suggestAnchor', () => {
  it('suggests what a plain edit distance finds, with the pruning that skips most candidates', () => {
    const next = random(7);
    // Few letters, so that many anchors are near each other; one outside ASCII and one 128 codes above a letter (ā, é) share its slot in the letter counts.
    const letters = 'abcde-é\u0101';
    const word = (length: number) => Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('');
    let compared = 0;
    for (let round = 0; round < 300; round++) {
      const anchors = Array.from({ length: 40 }, () => word(1 + Math.floor(next() * 12)));
      const broken = word(1 + Math.floor(next() * 12));
      if (anchors.includes(broken)) continue;
      expect(suggestAnchor(broken, new Set(anchors)), `${broken} among ${anchors.join(' ')}`).toBe(expected(broken, anchors));
      compared++;
    }
    expect(compared).toBeGreaterThan(250);
  });

  it("answers the same anchor written again on a page from what it found, and another page's anchors afresh", () => {
    const page = new Set(['operation/list-issues', 'operation/get-issue']);
    expect(suggestAnchor('operation/list-isues', page)).toBe('operation/list-issues');
    expect(suggestAnchor('operation/list-isues', page)).toBe('operation/list-issues');
    expect(suggestAnchor('operation/list-isues', new Set(['operation/list-issuez', 'operation/get-issue']))).toBe('operation/list-issuez');
  });
});
