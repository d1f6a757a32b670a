// `check` does not render the API reference's body; it reads the body's
// anchors off the view model (anchorsOfView). They must be exactly the ids
// of the rendered body, or check and build would disagree about links.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOfView } from '../../cli/openapi/render.js';
import { referenceOf } from './openapi-fixture.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('anchors of the view model', () => {
  it.each([
    ['the manual', 'openapi/broker-api.yaml', repoRoot],
    ['the shop fixture', 'shop/shop.yaml', undefined],
    ['circular schemas', 'circular.yaml', undefined],
    ['OpenAPI 3.1', 'v31.yaml', undefined],
  ])('are the ids of the rendered body: %s', async (_, spec, siteDir) => {
    const { reference, view } = await referenceOf(spec, undefined, siteDir);
    expect(reference.anchors.size).toBeGreaterThan(5);
    expect([...anchorsOfView(view)].sort()).toEqual([...reference.anchors].sort());
  });

  it('include the headings of descriptions, and the older operation anchors', async () => {
    const { view } = await referenceOf('openapi/broker-api.yaml', undefined, repoRoot);
    const anchors = anchorsOfView(view);
    expect(anchors).toContain('operation/placeOrder');
    expect(anchors).toContain('tag/Orders/operation/placeOrder');
    expect([...anchors].some((id) => !id.includes('/'))).toBe(true);
  });
});
