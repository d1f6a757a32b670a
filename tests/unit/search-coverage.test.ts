// The search client weighs a result's score by how much of the query it
// matched (runtime/search-coverage.ts): a section holding most of a
// question's words outranks sections that each hold one of them in a title.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../cli/search/outputs.js';
import { docsScopes, type SiteModel } from '../../cli/site.js';
import { queryIndexes, queryTerms } from '../../runtime/search-client.js';
import { answers, coverageWeight, withinOneEdit } from '../../runtime/search-coverage.js';
import { fixtureSite } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

let model: SiteModel;
beforeAll(async () => {
  model = await loadFixture(fixtureSite('search-coverage'));
});

const sections = (text: string, partial = false) => queryIndexes(buildSearchIndex(docsScopes(model)[0]!), queryTerms(text), { partial }).map((result) => result.document.sectionRoute);

describe('ranking by how much of the query a result matched', () => {
  it('puts the section with most of the words above sections with one word in their title', () => {
    expect(sections('courier without live tracking')[0]).toBe('/#status-messages');
  });

  it('ranks by lunr score alone over a partial index (a first file), where title hits win', () => {
    expect(sections('courier without live tracking', true)[0]).not.toBe('/#status-messages');
  });

  it('leaves a one-word query as it was', () => {
    expect(sections('tracking')).toEqual(sections('tracking', true));
  });
});

describe('coverageWeight', () => {
  const word = (term: string, stems = [term]) => ({ term, stems });

  it('is the share of the query words matched, squared, stop words left out', () => {
    const query = [word('courier'), word('without'), word('live'), word('track', ['track']), word('is', [])];
    expect(coverageWeight(new Set(['courier', 'live', 'track']), query, true)).toBeCloseTo(0.5625);
    expect(coverageWeight(new Set(['courier', 'without', 'live', 'track']), query, true)).toBe(1);
    expect(coverageWeight(new Set(['courier']), query.slice(0, 2), true)).toBe(0.25);
    expect(coverageWeight(new Set(['issu']), [word('is', [])], true)).toBe(1);
  });

  it('counts a word matched by its stem, as a prefix, or one edit from its stem when typos are on', () => {
    expect(answers('track', word('tracking', ['track']), true)).toBe(true);
    expect(answers('trackingnumb', word('tracking', ['track']), false)).toBe(true);
    expect(answers('trakc', word('tracks', ['track']), true)).toBe(true);
    expect(answers('trakc', word('tracks', ['track']), false)).toBe(false);
    // Typos reach only words of 5 letters or more, as the query's clauses do.
    expect(answers('lave', word('live'), true)).toBe(false);
  });
});

describe('withinOneEdit', () => {
  it('allows one letter replaced, added, dropped, or two neighbours swapped', () => {
    for (const [a, b] of [['depot', 'depot'], ['depot', 'depat'], ['depot', 'depots'], ['depot', 'dept'], ['depot', 'edpot'], ['depot', 'depto'], ['a', ''], ['aa', 'a']]) expect(withinOneEdit(a!, b!), `${a} ${b}`).toBe(true);
  });

  it('refuses two edits', () => {
    for (const [a, b] of [['depot', 'dpeto'], ['depot', 'depotss'], ['depot', 'dpt'], ['depot', 'tepod'], ['ab', 'cd']]) expect(withinOneEdit(a!, b!), `${a} ${b}`).toBe(false);
  });
});
