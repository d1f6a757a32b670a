// The reference body is rendered a piece at a time (each tag's entries and
// each schema apart), so a large document never has its whole React tree or
// output in memory at once. The pieces joined must be the markup of the
// whole <ApiReferenceBody>, byte for byte.
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { referenceBodyPieces, renderReferenceBody } from '../../cli/openapi/render.js';
import { ApiReferenceBody } from '../../templates/api/ApiReferenceBody.js';
import { referenceOf } from './openapi-fixture.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the reference body rendered in pieces', () => {
  it.each([
    ['the manual', 'openapi/broker-api.yaml', repoRoot],
    ['the shop fixture', 'shop/shop.yaml', undefined],
    ['circular schemas', 'circular.yaml', undefined],
    ['OpenAPI 3.1', 'v31.yaml', undefined],
  ])('is the whole body’s markup: %s', async (_, spec, siteDir) => {
    const { reference, view } = await referenceOf(spec, undefined, siteDir);
    const whole = renderToStaticMarkup(createElement(ApiReferenceBody, { view }));
    expect(whole.length).toBeGreaterThan(1000);
    expect(renderReferenceBody(view)).toBe(whole);
    expect(reference.page.html).toBe(whole);
  });

  it('puts each tag entry and each schema in a piece of its own', async () => {
    const { view } = await referenceOf('shop/shop.yaml');
    const pieces = referenceBodyPieces(view);
    const entries = view.tags.reduce((count, tag) => count + tag.operations.length, 0);
    // The introduction, then per tag its opening, entries and closing, then the schemas' likewise.
    expect(pieces).toHaveLength(1 + view.tags.length * 2 + entries + (view.schemas ? 2 + view.schemas.items.length : 0));
    expect(pieces.filter((piece) => piece === '</section>')).toHaveLength(view.tags.length + (view.schemas ? 1 : 0));
  });
});
