// The API reference as Markdown, from a dereferenced document (plain objects,
// shared by identity where `$ref`s were, a cycle included).
import { describe, expect, it } from 'vitest';
import { apiMarkdown } from '../../cli/llms/api.js';
import { securityText } from '../../cli/llms/operation.js';
import { describeSchema, fieldsOf, typeLabel } from '../../cli/llms/schema.js';
import { createAllOfMerger } from '../../cli/openapi/all-of.js';
import type { OpenApiDocument, SchemaObject } from '../../cli/openapi/document.js';

const ErrorSchema = { type: 'object', required: ['s', 'errmsg'], properties: { s: { type: 'string', enum: ['error'] }, errmsg: { type: 'string', description: 'Why | what.' } } };
const Tag = { type: 'object', properties: { label: { type: 'string', description: 'Shown\nto users.' } } };
const Item = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' }, tags: { type: 'array', minItems: 1, items: Tag }, side: { type: 'string', enum: ['buy', 'sell'], default: 'buy' } } };
const Node: Record<string, unknown> = { type: 'object', properties: { name: { type: 'string' } } };
(Node.properties as Record<string, unknown>).children = { type: 'array', items: Node };

const document = {
  openapi: '3.0.3',
  info: { title: 'Shop API', version: '3.0.0', description: 'Read the [guide](/guide) and [this](#operation/listItems).\n\n# Rules\n\nBe nice.' },
  security: [{ Bearer: [] }],
  tags: [{ name: 'Items', description: 'Everything about items. More here.' }, { name: 'Market Data', description: 'Prices.' }],
  paths: {
    '/items': {
      parameters: [{ name: 'locale', in: 'query', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'listItems',
        tags: ['Items'],
        summary: 'List items',
        parameters: [{ name: 'locale', in: 'query', description: 'Overrides the path-level one.', schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'Items or an error.',
            content: { 'application/json': { schema: { oneOf: [{ type: 'object', properties: { s: { type: 'string', enum: ['ok'] }, d: { type: 'array', items: Item } } }, ErrorSchema] }, example: { s: 'ok', d: [] } } },
          },
        },
      },
      post: {
        operationId: 'createItem',
        tags: ['Items', 'Market Data'],
        summary: 'Create an item',
        security: [{}, { OAuth: ['write', 'admin'] }],
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: { allOf: [Item, { type: 'object', required: ['side'], properties: { note: { type: 'string' } } }] }, example: { id: 'a b', side: 'sell' } } },
        },
        responses: { default: { description: 'Whatever.' } },
      },
    },
    '/tree': { get: { operationId: 'tree', deprecated: true, responses: { '200': { description: 'The tree.', content: { 'application/json': { schema: Node } } } } } },
  },
  components: { schemas: { Error: ErrorSchema, Tag, Item, Node }, securitySchemes: { Bearer: { type: 'http', scheme: 'bearer', description: 'A token.' } } },
};

const merge = createAllOfMerger();
const context = {
  names: new Map<object, string>([[ErrorSchema, 'Error'], [Tag, 'Tag'], [Item, 'Item'], [Node, 'Node']]),
  absolutize: (written: string) => (written.startsWith('http') ? written : `https://x.test${written}`),
  mergeAllOf: (schema: Record<string, unknown>) => merge(schema as SchemaObject).schema as Record<string, unknown>,
};

const result = apiMarkdown({
  // A plain object, as a lenient load may hand over: read with type guards.
  document: document as unknown as OpenApiDocument,
  title: 'Shop reference',
  route: '/api',
  referenceUrl: 'https://x.test/base/api',
  specUrl: 'https://x.test/base/shop.yaml',
  urlOf: (file) => `https://x.test/base/${file}`,
  absolutize: (written) => (written.startsWith('#') ? `https://x.test/base/api${written}` : `https://x.test/base${written}`),
});

describe('API reference Markdown', () => {
  it('writes an overview and one file per tag, untagged operations last, with slugged file names', () => {
    expect(result.overview.path).toBe('api.md');
    expect(result.tags.map((tag) => [tag.title, tag.path])).toEqual([
      ['Items', 'api/items.md'],
      ['Market Data', 'api/market-data.md'],
      ['Other operations', 'api/other-operations.md'],
    ]);
    expect(result.tags.map((tag) => tag.summary)).toEqual(['Everything about items.', 'Prices.', '1 operation.']);
  });

  it('lists every operation with method and path in its tag files and in the overview', () => {
    const items = result.tags[0]!.markdown;
    expect(items).toContain('## List items\n\n`GET /items` · operation `listItems` · [in the reference](https://x.test/base/api#operation/listItems)');
    expect(items).toContain('## Create an item\n\n`POST /items`');
    expect(result.tags[1]!.markdown).toContain('`POST /items`');
    expect(result.tags[2]!.markdown).toContain('## tree\n\n`GET /tree`');
    expect(result.tags[2]!.markdown).toContain('**Deprecated.**');
    expect(result.overview.markdown).toContain('- `GET /items`: List items\n- `POST /items`: Create an item');
    expect(result.overview.markdown).toContain('- `GET /tree`: tree (deprecated)');
  });

  it('makes description links absolute and nests description headings under the page title', () => {
    expect(result.overview.markdown).toContain('Read the [guide](https://x.test/base/guide) and [this](https://x.test/base/api#operation/listItems).');
    expect(result.overview.markdown).toContain('\n## Rules\n');
    expect(result.overview.markdown).toContain('OpenAPI document: https://x.test/base/shop.yaml.');
  });

  it('merges path-level parameters, the operation winning on name and location', () => {
    const items = result.tags[0]!.markdown;
    expect(items).toContain('| `locale` | query | string | no | Overrides the path-level one. |');
    expect(items.match(/\| `locale` \|/g)).toHaveLength(2); // once per operation
  });

  it('writes bodies as field tables: options of oneOf, allOf merged, nested paths, constraints', () => {
    const items = result.tags[0]!.markdown;
    expect(items).toContain('One of the following:');
    expect(items).toContain('**Option 2: object (Error)**');
    expect(items).toContain('| `d[].tags[].label` | string | no | Shown to users. |');
    expect(items).toContain('| `errmsg` | string | yes | Why \\| what. |');
    // allOf: the second part makes `side` required and adds `note`.
    expect(items).toContain('| `side` | string | yes | One of `buy`, `sell`. Default: `buy`. |');
    expect(items).toContain('| `note` | string | no |');
    expect(items).toContain('```text\nid=a+b&side=sell\n```');
    expect(items).toContain('```json\n{\n  "s": "ok",\n  "d": []\n}\n```');
    expect(items).toContain('#### default (any other status)');
  });

  it('folds allOf as the HTML reference does: the schema’s own words first, a property written twice merged', () => {
    const part = { type: 'object', description: 'From the part.', properties: { side: { type: 'string', enum: ['buy', 'sell'], description: 'From the part.' } }, required: ['side'] };
    const schema = { allOf: [part], description: 'Its own.', properties: { side: { description: 'Its own.' }, note: { type: 'string' } } };
    expect(describeSchema(schema, context)).toBe('Its own.');
    expect(fieldsOf(schema, context).map((field) => [field.name, field.type, field.required, field.description])).toEqual([
      ['side', 'string', true, 'Its own. One of `buy`, `sell`.'],
      ['note', 'string', false, ''],
    ]);
  });

  it('stops at a circular schema', () => {
    expect(fieldsOf(Node, context).map((field) => [field.name, field.type])).toEqual([
      ['name', 'string'],
      ['children', 'array of object (Node)'],
    ]);
    expect(typeLabel({ oneOf: [{ type: 'string' }, { type: 'array', items: { oneOf: [{ type: 'string' }, Tag] } }] }, context)).toBe('string or array of (string or object (Tag))');
  });

  it('says how each operation is authorised', () => {
    expect(result.tags[0]!.markdown).toContain('Authorization: Bearer.');
    expect(securityText([{}, { OAuth: ['write', 'admin'] }])).toBe('OAuth (scopes: write, admin), or none');
    expect(securityText([{ A: [], B: [] }, { C: [] }])).toBe('A and B or C');
    expect(securityText([])).toBe('none');
  });
});

describe('the limits of a large document', () => {
  it('names a component nested past the named depth instead of expanding it, and caps the rows', () => {
    const limited = { ...context, limits: { fields: 3, namedDepth: 1 } };
    // Item is the body's own component (expanded); Tag inside it is one level deeper: named, not expanded.
    expect(fieldsOf(Item, limited).map((field) => [field.name, field.type])).toEqual([
      ['id', 'string (uuid)'],
      ['tags', 'array of object (Tag)'],
      ['side', 'string'],
    ]);
    expect(fieldsOf(Item, context).map((field) => field.name)).toContain('tags[].label');
    const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}`, { type: 'string' }])) };
    expect(fieldsOf(wide, limited).map((field) => field.name)).toEqual(['f0', 'f1', 'f2', '…']);
  });
});
