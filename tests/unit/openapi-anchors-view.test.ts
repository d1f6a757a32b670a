// Neither `check` nor `build` reads the API reference's anchors off its
// body; both take them from the view model (anchorsOfView). They must be
// exactly the ids of the rendered body, or links would be judged wrongly.
import { describe, expect, it } from 'vitest';
import { anchorsOf, anchorsOfView } from '../../cli/openapi/render.js';
import { REFERENCE_DOCUMENTS, referenceOf } from './openapi-fixture.js';
import { repoRoot } from '../support/paths.js';


describe('anchors of the view model', () => {
  it.each([...REFERENCE_DOCUMENTS, ['code samples in tabs', 'code-samples.yaml', undefined], ['generated samples', 'samples/pods.yaml', undefined]] as const)('are the ids of the rendered body: %s', async (_, spec, siteDir) => {
    const { reference, view } = await referenceOf(spec, undefined, siteDir);
    const rendered = anchorsOf(reference.page.html);
    expect(rendered.size).toBeGreaterThan(5);
    expect([...anchorsOfView(view)].sort()).toEqual([...rendered].sort());
    expect(reference.anchors).toEqual(anchorsOfView(view));
  });

  it('include the ids of an operation\'s sample tabs', async () => {
    const { reference, view } = await referenceOf('code-samples.yaml');
    const tabs = [...anchorsOf(reference.page.html)].filter((id) => id.includes('/sample/'));
    expect(tabs.length).toBeGreaterThan(1);
    for (const id of tabs) expect(anchorsOfView(view)).toContain(id);
  });

  it('include the headings of descriptions, and the older operation anchors', async () => {
    const { view } = await referenceOf('openapi/broker-api.yaml', undefined, repoRoot);
    const anchors = anchorsOfView(view);
    expect(anchors).toContain('operation/placeOrder');
    expect(anchors).toContain('tag/Orders/operation/placeOrder');
    expect([...anchors].some((id) => !id.includes('/'))).toBe(true);
  });
});
