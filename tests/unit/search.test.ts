// Search at build time: section-level documents with the specified fields,
// API entries, identifier tokenisation, boosts, and the client's query rules
// (typo tolerance among them).
import { beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../cli/search/documents.js';
import { buildSearchIndex, FIELD_BOOSTS } from '../../cli/search/outputs.js';
import { expandIdentifiers, identifierParts } from '../../cli/search/tokens.js';
import { docsScopes, type SiteModel } from '../../cli/site.js';
import { FUZZY_MIN_LENGTH, markTerms, queryIndexes, queryTerms, resultHref, snippet } from '../../runtime/search-client.js';
import { fixtureSite } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

let model: SiteModel;
beforeAll(async () => {
  model = await loadFixture(fixtureSite('web'));
});

/** The sections a query finds, best first, the way the browser client queries the written files. */
function query(text: string) {
  return queryIndexes(buildSearchIndex(docsScopes(model)[0]!), queryTerms(text));
}

describe('search documents', () => {
  it('has one document per page and one per h2/h3 section, with every field', () => {
    const { documents } = searchDocuments(docsScopes(model)[0]!);
    const intro = documents.filter((d) => d.pageTitle === 'Introduction');
    expect(intro.map((d) => d.sectionTitle ?? null)).toEqual([null, 'Install the thing', 'Configure the token', 'Token lifetime']);
    const section = intro.find((d) => d.sectionTitle === 'Configure the token')!;
    expect(section).toMatchObject({
      title: 'Configure the token',
      pageTitle: 'Introduction',
      sectionRoute: '/web-base/guide/intro#configure',
      type: 'docs',
      tags: ['start'],
      sidebarParentCategories: ['Guide'],
    });
    expect(section.content).toContain('fixtureToken');
    expect(intro[0]!.sectionRoute).toBe('/web-base/guide/intro');
  });

  it('indexes the API reference as type "other", linking to operation anchors', () => {
    const { documents } = searchDocuments(docsScopes(model)[0]!);
    const operation = documents.find((d) => d.type === 'other' && d.sectionRoute.endsWith('operation/getWidgets'));
    expect(operation).toBeDefined();
    expect(operation!.sectionRoute).toBe('/web-base/api#tag/Widgets/operation/getWidgets');
  });
});

describe('tokens', () => {
  it('splits identifiers into parts and keeps them whole', () => {
    expect(identifierParts('supportTrackLatency')).toEqual(['support', 'Track', 'Latency']);
    expect(identifierParts('symbol_info')).toEqual(['symbol', 'info']);
    expect(expandIdentifiers('see bar-transform')).toBe('see bar-transform bar transform');
  });

  it('takes query words lower-cased without surrounding punctuation, capped at 512 characters', () => {
    expect(queryTerms('  Foo, (bar-baz)! ')).toEqual(['foo', 'bar-baz']);
    expect(queryTerms('x'.repeat(600))[0]).toHaveLength(512);
  });

  it('shows a result as its section URL with the terms, and its title and snippet split at the terms', () => {
    expect(resultHref('/docs/orders#order-states', ['fill', 'a&b'])).toBe('/docs/orders?_highlight=fill&_highlight=a%26b#order-states');
    expect(resultHref('/docs/orders', [])).toBe('/docs/orders');
    // Any case; odd parts are the matches; characters special to regular expressions are matched as written.
    expect(markTerms('Order fills and partial FILLS', ['fills'])).toEqual(['Order ', 'fills', ' and partial ', 'FILLS', '']);
    expect(markTerms('a+b (c)', ['a+b', '(c)'])).toEqual(['', 'a+b', ' ', '(c)', '']);
    expect(markTerms('no terms', [])).toEqual(['no terms']);
    const long = `${'x'.repeat(100)} needle ${'y'.repeat(200)}`;
    const around = snippet(long, ['needle']);
    expect(around.startsWith('…') && around.endsWith('…')).toBe(true);
    expect(around).toContain('needle');
    expect(around.length).toBe(162);
    expect(snippet('short text', ['short'])).toBe('short text');
  });
});

describe('index', () => {
  it('uses the specified field boosts', () => {
    expect(FIELD_BOOSTS).toEqual({ title: 5, content: 1, tags: 3, sidebarParentCategories: 2 });
  });

  it('finds identifiers whole, by their parts and by prefix', () => {
    const top = (text: string) => query(text)[0]?.document.sectionRoute;
    expect(top('countback')).toBe('/web-base/guide/advanced#deep-section');
    expect(top('supportTrackLatency')).toBe('/web-base/guide/intro#configure');
    expect(top('latency')).toBe('/web-base/guide/intro#configure');
    expect(top('countb')).toBe('/web-base/guide/advanced#deep-section');
  });

  it('ranks a title match above a content match', () => {
    expect(query('lifetime')[0]!.document.title).toBe('Token lifetime');
  });
});

describe('typo tolerance', () => {
  let typos: SiteModel;
  beforeAll(async () => {
    typos = await loadFixture(fixtureSite('search-typos'));
  });
  const sections = (text: string) => queryIndexes(buildSearchIndex(docsScopes(typos)[0]!), queryTerms(text)).map((result) => result.document.sectionRoute);

  it('finds a word of 5+ letters misspelt by one edit: a letter missing, extra, wrong or two swapped', () => {
    for (const typo of ['countbak', 'counttback', 'countbeck', 'conutback']) expect(query(typo)[0]?.document.sectionRoute, typo).toBe('/web-base/guide/advanced#deep-section');
    expect(query('lifetyme')[0]?.document.title).toBe('Token lifetime');
    expect(sections('depoot').sort()).toEqual(['/#parcel-routing', '/shipping#depots']);
  });

  it('does not stretch a shorter word, nor a word two edits away', () => {
    expect(FUZZY_MIN_LENGTH).toBe(5);
    expect(query('tken')).toEqual([]);
    expect(query('cuntbak')).toEqual([]);
    expect(sections('depo').sort()).toEqual(['/#parcel-routing', '/shipping#depots']);
    expect(sections('dpot')).toEqual([]);
  });

  it('marks the word a typo reached, in the result and on the page it links to', () => {
    const [depots] = queryIndexes(buildSearchIndex(docsScopes(typos)[0]!), queryTerms('Depoot'));
    expect(depots!.document.sectionRoute).toBe('/shipping#depots');
    expect(depots!.terms).toEqual(['depoot', 'depot']);
    expect(depots!.title).toEqual(['', 'Depot', 's']);
    expect(depots!.href).toBe('/shipping?_highlight=depoot&_highlight=depot#depots');
    // A word found as written, or by its prefix, adds nothing.
    expect(query('countback')[0]!.terms).toEqual(['countback']);
    expect(query('countb')[0]!.terms).toEqual(['countb']);
  });

  it('ranks an exact match above a match one edit away', () => {
    // batch, match and latch are one letter apart, each in its own section.
    expect(sections('match')).toEqual(['/#match-rules', '/#batch-totals', '/#latch-state']);
    expect(sections('batch')[0]).toBe('/#batch-totals');
    expect(sections('latch')[0]).toBe('/#latch-state');
    expect(sections('batch')).toHaveLength(3);
  });
});
