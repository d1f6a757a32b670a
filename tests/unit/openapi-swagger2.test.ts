// Swagger 2.0 documents are shown in full, converted to OpenAPI 3.0: request
// bodies from `in: body` and `formData`, response schemas, `definitions` as
// component schemas with their anchors, typed parameters, security schemes;
// diagnostics point into the 2.0 source.
import { describe, expect, it } from 'vitest';
import { checkOpenApiRules } from '../../cli/check/openapi-rules.js';
import { swagger2Pointer } from '../../cli/openapi/swagger2.js';
import { idsOf, operationsOf, property, referenceOf, responseSchema, schemaOf } from './openapi-fixture.js';

describe('a Swagger 2.0 document', () => {
  it('has request bodies from body and form parameters', async () => {
    const { reference, view } = await referenceOf('swagger2/kennel.yaml');
    expect(reference.diagnostics).toEqual([]);
    const operations = operationsOf(view);
    const addDog = operations.get('addDog')!;
    expect(addDog.requestBody).toMatchObject({ required: true, media: [{ type: 'application/json' }] });
    expect(property(addDog.requestBody!.media[0]!.schema!, 'name')).toMatchObject({ type: 'string' });
    const upload = operations.get('uploadPhoto')!.requestBody!.media[0]!;
    expect(upload.type).toBe('multipart/form-data');
    expect(property(upload.schema!, 'photo')).toMatchObject({ type: 'string', format: 'binary' });
    expect(property(upload.schema!, 'caption')).toMatchObject({ type: 'string' });
    // No body parameter is left among the parameters.
    expect(operations.get('uploadPhoto')!.parameters.map((g) => g.location)).toEqual(['path']);
    // A body the path declares is each operation's.
    const replace = operations.get('replaceNotes')!;
    expect(property(replace.requestBody!.media[0]!.schema!, 'text')).toMatchObject({ type: 'string' });
    expect(replace.parameters.map((g) => g.location)).toEqual(['path']);
  });

  it('has typed parameters, response schemas and examples', async () => {
    const { view } = await referenceOf('swagger2/kennel.yaml');
    const list = operationsOf(view).get('listDogs')!;
    const byName = new Map(list.parameters.flatMap((g) => g.parameters).map((p) => [p.name, p.schema]));
    expect(byName.get('breed')).toMatchObject({ kind: 'array', items: { type: 'string' } });
    expect(byName.get('limit')).toMatchObject({ type: 'integer', format: 'int32', default: '20', constraints: ['[1 .. 100]'] });
    expect(byName.get('X-Request-Id')).toMatchObject({ type: 'string' });
    expect(responseSchema(list, '200')).toMatchObject({ kind: 'array' });
    expect(list.responses[0]!.media[0]!.examples[0]).toMatchObject({ generated: false });
    expect(list.responses[0]!.media[0]!.examples[0]!.text).toContain('"Rex"');
    expect(list.sample?.text).toContain('https://kennel.example.com/v2/dogs');
  });

  it('lists definitions as schemas under their #schema/ anchors, and the security definitions', async () => {
    const { reference, view } = await referenceOf('swagger2/kennel.yaml');
    const ids = idsOf(reference.page.html);
    for (const id of ['schema/Dog', 'schema/Owner', 'tag/Dogs/operation/addDog', 'operation/uploadPhoto', 'section/Authentication/basicAuth', 'section/Authentication/oauth']) expect(ids, id).toContain(id);
    expect(property(schemaOf(view, 'Dog'), 'owner')).toMatchObject({ name: 'Owner' });
    const schemes = view.security!.schemes.map((s) => [s.name, s.typeLabel]);
    expect(schemes).toEqual([
      ['basicAuth', 'HTTP'],
      ['apiKey', 'API Key'],
      ['oauth', 'OAuth2'],
    ]);
    expect(view.security!.schemes[2]!.flows[0]).toMatchObject({ type: 'authorizationCode' });
  });

  it('reports spec rules at their lines in the 2.0 source', async () => {
    const { reference } = await referenceOf('swagger2/kennel.yaml');
    const rules = checkOpenApiRules({ document: reference.document, locator: reference.locator, file: 'swagger2/kennel.yaml' });
    expect(rules.map((d) => [d.code, d.message, d.location?.line])).toEqual([['openapi-unused-component', 'components.schemas.Leftover is never used', 138]]);
  });

  it('maps pointers of the converted document back to where 2.0 writes them', () => {
    expect(swagger2Pointer('/components/schemas/Dog/properties/age')).toBe('/definitions/Dog/properties/age');
    expect(swagger2Pointer('/paths/~1dogs/get/responses/200/content/application~1json/schema/items')).toBe('/paths/~1dogs/get/responses/200/schema/items');
    expect(swagger2Pointer('/paths/~1dogs/get/responses/200/content/application~1json/example/0')).toBe('/paths/~1dogs/get/responses/200/examples/application~1json/0');
    expect(swagger2Pointer('/components/securitySchemes/oauth')).toBe('/securityDefinitions/oauth');
  });
});
