// Text and fields of real documents the reference used to lose (issue #30,
// item 5): a `properties` map reached through a `$ref` inside `allOf`
// (DigitalOcean), Redoc's <SchemaDefinition> in a description
// (ideal-postcodes), words written as tags (`<Pay>`), and response `links`.
import { describe, expect, it } from 'vitest';
import { prepareDescriptionTags } from '../../cli/openapi/description-tags.js';
import { inlineReferencedProperties } from '../../cli/openapi/referenced-maps.js';
import { operationsOf, property, referenceOf } from './openapi-fixture.js';

const lost = referenceOf('lost-text/lost-text.yaml');
/** The body's introduction: from the page's start to the first tag. */
const introOf = (html: string) => html.slice(0, html.indexOf('<section id="tag/'));

describe('a properties map behind a $ref', () => {
  it('shows the map’s properties in a body whose allOf reaches them through `properties: { $ref }`, without a warning', async () => {
    const { reference, view } = await lost;
    const body = operationsOf(view).get('removeDroplets')!.requestBody!.media[0]!;
    const ids = property(body.schema!, 'droplet_ids');
    expect(ids).toMatchObject({ type: 'array', descriptionHtml: '<p>The IDs of the Droplets.</p>\n' });
    expect(body.schema!.kind === 'object' && body.schema!.properties[0]!.required).toBe(true);
    expect(JSON.parse(body.examples[0]!.text)).toEqual({ droplet_ids: [3164444] });
    expect(reference.diagnostics.filter((d) => d.code === 'openapi-invalid')).toEqual([]);
  });

  it('replaces only a bare $ref to a map of schemas, not a property named $ref or a schema', () => {
    const document = {
      maps: { ids: { id: { type: 'string' } }, schema: { type: 'object', properties: {} } },
      a: { properties: { $ref: '#/maps/ids' } },
      b: { properties: { $ref: '#/maps/schema' } },
      c: { properties: { $ref: '#/maps/ids', description: 'kept: not a bare reference' } },
    };
    expect(inlineReferencedProperties(document)).toBe(1);
    expect(document.a.properties).toBe(document.maps.ids);
    expect(document.b.properties).toEqual({ $ref: '#/maps/schema' });
    expect(document.c.properties).toEqual({ $ref: '#/maps/ids', description: 'kept: not a bare reference' });
  });
});

describe('tags in descriptions', () => {
  it('renders Redoc’s <SchemaDefinition> as the schema’s tree, in place', async () => {
    const intro = introOf((await lost).reference.page.html);
    expect(intro).toContain('<p>Every request is authenticated.</p>\n<div class="api-schema-definition"><div class="schema"><div class="schema-root"><span class="type">object (Postcode)</span></div>');
    expect(intro).toContain('<code class="prop-name">postcode</code>');
    expect(intro).not.toContain('SchemaDefinition');
  });

  it('shows words written as tags as text, keeps HTML and Markdown, and warns about none of them', async () => {
    const { reference } = await lost;
    expect(introOf(reference.page.html)).toContain('<p>Pay with &lt;Pay&gt; tokens; amounts are given as &lt;amount&gt; in cents, and a\n<strong>bold</strong> word stays bold.</p>');
    expect(reference.diagnostics.filter((d) => d.code === 'mdx-unsupported-component')).toEqual([]);
  });

  it.each([
    ['a component-like word', 'Pay with <Pay>.', 'Pay with &lt;Pay&gt;.'],
    ['HTML elements', 'A <b>bold</b> <br/> <a href="x">link</a>.', 'A <b>bold</b> <br/> <a href="x">link</a>.'],
    ['a closing tag', 'Ends </Widget> here', 'Ends &lt;/Widget&gt; here'],
    ['code spans and fences', 'Use `<Pay>` or\n\n```\n<Pay/>\n```\n', 'Use `<Pay>` or\n\n```\n<Pay/>\n```\n'],
    ['autolinks', 'See <https://example.com> or <a@example.com>.', 'See <https://example.com> or <a@example.com>.'],
    ['SecurityDefinitions', 'Auth:\n\n<SecurityDefinitions />\n', 'Auth:\n\n\n'],
    ['SchemaDefinition', '<SchemaDefinition schemaRef="#/components/schemas/a~1b" showReadOnly={true} />', '<div data-schema-definition="a/b"></div>'],
  ])('%s', (_, text, expected) => {
    expect(prepareDescriptionTags(text)).toBe(expected);
  });
});

describe('response links', () => {
  it('lists each link with its target operation, parameters and description', async () => {
    const { reference, view } = await lost;
    const [ok] = operationsOf(view).get('getPostcode')!.responses;
    expect(ok!.links).toEqual([
      { name: 'GetAddresses', target: { label: 'listAddresses', href: '#operation/listAddresses' }, descriptionHtml: '<p>The addresses at this postcode.</p>\n', parameters: [{ name: 'postcode', value: '$response.body#/postcode' }] },
      { name: 'Nearby', target: { label: 'GET /postcodes/{code}', href: '#operation/getPostcode' }, descriptionHtml: undefined, parameters: [] },
    ]);
    expect(reference.page.html).toContain('<p class="api-subpart-title">Links</p><ul class="props api-links"><li class="prop"><div class="prop-head"><code class="prop-name">GetAddresses</code><span class="type"><a href="#operation/listAddresses">listAddresses</a></span></div>');
    expect(reference.page.html).toContain('<code>postcode</code> = <code>$response.body#/postcode</code>');
  });
});
