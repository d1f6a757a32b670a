// A body used by many operations is one view, built once (schema-view.ts,
// operation-view.ts), and a self-contained document is read without
// swagger-parser's walk for other files (local-refs.ts).
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchemaView } from '../../templates/api/model.js';
import { onlyLocalRefs } from '../../cli/openapi/local-refs.js';
import { operationsOf, property, referenceOf, responseSchema } from './openapi-fixture.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shared bodies', () => {
  it('gives every operation using a component the same tree, and a shared response the same examples', async () => {
    const { view } = await referenceOf('shared-bodies.yaml');
    const operations = operationsOf(view);
    const [list, get] = [operations.get('listOrders')!, operations.get('getOrder')!];
    expect(responseSchema(list, '200')).toBe(responseSchema(get, '200'));
    expect(responseSchema(list, '404')).toBe(responseSchema(get, '404'));
    const notFound = (operation: typeof list) => operation.responses.find((r) => r.status === '404')!.media[0]!;
    expect(notFound(list).examples).toBe(notFound(get).examples);
    expect(notFound(list).examples[0]!.text).toContain('"message": "not found"');
  });

  it('builds a tree again where its anonymous recursion links back to the operation it is in', async () => {
    const { view } = await referenceOf('shared-bodies.yaml');
    const operations = operationsOf(view);
    const backLink = (operationId: string) => {
      const entry = property(responseSchema(operations.get(operationId)!, '200'), 'entry');
      return property(entry, 'inner') as Extract<SchemaView, { kind: 'link' }>;
    };
    const [a, b] = [backLink('getFolderA'), backLink('getFolderB')];
    expect(a).toMatchObject({ kind: 'link', recursive: true, href: `#${operations.get('getFolderA')!.id}` });
    expect(b).toMatchObject({ kind: 'link', recursive: true, href: `#${operations.get('getFolderB')!.id}` });
  });
});

describe('onlyLocalRefs', () => {
  it('is true when every $ref, in any spelling of the key, points into the document', () => {
    expect(onlyLocalRefs('{"paths":{},"a":{"$ref":"#/components/schemas/A"},"b":{"$ref" : "#/x"}}')).toBe(true);
    expect(onlyLocalRefs("a:\n  $ref: '#/components/schemas/A'\nb:\n  \"$ref\": \"#/b\"\nc: {$ref: '#/c'}\n")).toBe(true);
    expect(onlyLocalRefs('openapi: 3.0.3\npaths: {}\n')).toBe(true);
  });

  it('is false for a $ref to another file or a URL, or one it cannot read', () => {
    expect(onlyLocalRefs("a:\n  $ref: './common.yaml#/Money'\n")).toBe(false);
    expect(onlyLocalRefs('{"a":{"$ref":"https://example.com/a.json"}}')).toBe(false);
    // In prose, on the next line, or spelled with an escape: the full walk decides.
    expect(onlyLocalRefs("a:\n  $ref: '#/a'\n  description: Use a $ref here.\n")).toBe(false);
    expect(onlyLocalRefs('a:\n  $ref:\n    ./b.yaml\n')).toBe(false);
    expect(onlyLocalRefs('{"a":{"\\u0024ref":"./b.json"}}')).toBe(false);
  });

  it('spares a self-contained document the walk for other files, and not a document that names one', async () => {
    const resolve = vi.spyOn(SwaggerParser.prototype, 'resolve');
    const local = await referenceOf('shared-bodies.yaml');
    expect(resolve).not.toHaveBeenCalled();
    expect(local.reference.sources.map((s) => s.split('/').at(-1))).toEqual(['shared-bodies.yaml']);
    const external = await referenceOf('shop/shop.yaml');
    expect(resolve).toHaveBeenCalled();
    expect(external.reference.sources.map((s) => s.split('/').at(-1)).sort()).toEqual(['common.yaml', 'shop.yaml']);
  });
});
