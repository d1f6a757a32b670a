// Documents are validated with their `$ref`s resolved, as swagger-parser does:
// shared Swagger 2.0 parameters and `$ref`s with sibling keys in a document
// split over files are not refused, and what breaks the specification
// without stopping the page is a warning where the value is written.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, operationsOf, property, referenceOf, schemaOf } from './openapi-fixture.js';

const split = path.join(fixturesDir, 'resolved/split');

describe('validation with $refs resolved', () => {
  it('accepts Swagger 2.0 $ref parameters and responses, with and without sibling keys', async () => {
    const { reference, view } = await referenceOf('resolved/swagger-refs.yaml');
    expect(reference.diagnostics).toEqual([]);
    expect(reference.page.html).toContain('id="tag/default/operation/listDogs"');
    expect([...operationsOf(view).keys()]).toEqual(['listDogs']);
  });

  it('accepts a document split over files whose $refs have sibling keys, with a warning at each value the page reads past', async () => {
    const { reference, view } = await referenceOf('api.yaml', undefined, split);
    expect(reference.diagnostics.map((d) => [d.severity, d.code, `${d.location?.file}:${d.location?.line}`, d.message])).toEqual([
      [
        'warning',
        'openapi-invalid',
        'schemas.yaml:6',
        'Invalid OpenAPI document: /components/schemas/Dog/properties/collar/type (written at schemas.yaml#/Dog/properties/collar/type) must be equal to one of the allowed values: array, boolean, integer, number, object, string',
      ],
      [
        'warning',
        'openapi-invalid',
        'schemas.yaml:10',
        'Invalid OpenAPI document: /components/schemas/Dog/properties/owner/required (written at schemas.yaml#/Dog/properties/owner/required) must be array; ignored',
      ],
    ]);
    const dog = schemaOf(view, 'Dog');
    expect(property(dog, 'collar')).toMatchObject({ kind: 'scalar', type: 'null' });
    // `required: true` is dropped, so the object shows its properties.
    expect(property(property(dog, 'owner'), 'id')).toMatchObject({ type: 'integer' });
    // The sibling description of the path parameter's $ref wins over the shared one's.
    const parameter = operationsOf(view).get('getDog')!.parameters[0]!.parameters[0]!;
    expect(parameter.descriptionHtml).toContain('as registered');
    expect(reference.page.html).toContain('id="schema/Dog"');
  });
});
