// The reference body is rendered a part at a time (the introduction, each
// tag's entries and each schema apart), so a large document never has its
// whole view model, React tree or output in memory at once. The parts joined
// must be the markup of the whole <ApiReferenceBody>, byte for byte.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiReferenceBody } from '../../templates/api/ApiReferenceBody.js';
import { REFERENCE_DOCUMENTS, referenceOf } from './openapi-fixture.js';

describe('the reference body rendered a part at a time', () => {
  it.each(REFERENCE_DOCUMENTS)('is the whole body’s markup: %s', async (_, spec, siteDir) => {
    const { reference, view } = await referenceOf(spec, undefined, siteDir);
    const whole = renderToStaticMarkup(createElement(ApiReferenceBody, { view }));
    expect(whole.length).toBeGreaterThan(1000);
    expect(reference.page.html).toBe(whole);
  });
});
