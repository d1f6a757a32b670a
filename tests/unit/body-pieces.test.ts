// A split reference's page keeps its body as the pieces it was made of
// (cli/body-pieces.ts): its markup, page data and cache key are made from
// them, the same as from the whole body, without a copy of the body; a page
// whose body was replaced is read from its html.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyPiecesOf, releaseBody, withBodyPieces } from '../../cli/body-pieces.js';
import { openPageCache } from '../../cli/render/page-cache.js';
import { pageDataParts } from '../../cli/render/page-data.js';
import { renderPageMarkup, renderPageMarkupParts } from '../../cli/render/render-page.js';
import type { DocPage, PageData } from '../../templates/contracts/types.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

const pieces = ['<p class="api-part-of"><a href="/api">API</a></p>', '<section id="operation/a"><a href="', '/api/schemas#schema/Order', '">Order</a> “quoted” \\ </section>'];

describe('a body kept in pieces', async () => {
  const model = await loadFixture(fixtureSite('web'));
  const doc = model.pages.find((page): page is DocPage => page.kind === 'doc')!;
  const page = withBodyPieces<DocPage>({ ...doc }, pieces);

  it('is its pieces concatenated, and gives them back as they are', () => {
    expect(page.html).toBe(pieces.join(''));
    const given = bodyPiecesOf(page);
    expect(given).toHaveLength(pieces.length);
    given.forEach((piece, i) => expect(piece).toBe(pieces[i]));
  });

  it('is rendered, written as page data and keyed in the cache as the whole body would be', async () => {
    const whole: PageData = { ...doc, html: pieces.join('') };
    const parts = renderPageMarkupParts(model.site, page);
    // The pieces themselves, between the markup before and after them: no joined copy.
    expect(parts).toHaveLength(pieces.length + 2);
    expect(parts.slice(1, -1)).toEqual(pieces);
    expect(parts.join('')).toBe(renderPageMarkup(model.site, whole));
    expect([...pageDataParts(page)].join('')).toBe(JSON.stringify(whole));
    const cache = await openPageCache(path.join(await temporaryDir('brokerdocs-body-pieces-'), 'cache'), { tool: 'tool', config: 'config' });
    expect(cache.keyOf('site', page, {}, true)).toBe(cache.keyOf('site', whole, {}, true));
  });

  it('is left out of JSON, and followed by a spread only while the body is the same', () => {
    expect(JSON.parse(JSON.stringify(page))).toEqual({ ...doc, html: pieces.join('') });
    const renamed: DocPage = { ...page, title: 'Renamed' };
    expect(bodyPiecesOf(renamed)).toHaveLength(pieces.length);
    // A body replaced after the pieces were set is the page's body: the pieces no longer are.
    expect(bodyPiecesOf({ ...page, html: '<p>Replaced</p>' })).toEqual(['<p>Replaced</p>']);
  });

  it('is let go of whole once written', () => {
    const written = withBodyPieces<DocPage>({ ...doc }, pieces);
    releaseBody(written);
    expect(written.html).toBe('');
    expect(bodyPiecesOf(written)).toEqual(['']);
    expect(Object.getOwnPropertySymbols(written)).toEqual([]);
  });
});
