// The schema walker behind example checks, held to Ajv's verdicts: on every
// example of the manual's spec and on broken variants of each, both must
// agree on valid / invalid (with formats unchecked, as the walker leaves
// them). Plus the wording and paths of its reports, and where it is looser
// than JSON Schema on purpose.
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectExamples, type ExampleCase } from '../../cli/check/openapi-examples.js';
import { validateAgainstSchema } from '../../cli/check/schema-validator.js';
import { specPath, toJsonSchema } from '../manual/openapi-tools.js';

/** Broken variants of a value: each key removed, an extra key, each leaf of another type or out of range, arrays emptied. */
function variants(value: unknown, limit = 40): unknown[] {
  const out: unknown[] = [];
  const replaceAt = (root: unknown, path: (string | number)[], next: unknown | typeof REMOVE): unknown => {
    if (!path.length) return next;
    const [head, ...rest] = path;
    const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) };
    if (rest.length === 0 && next === REMOVE) delete copy[head!];
    else copy[head!] = replaceAt(copy[head!], rest, next);
    return copy;
  };
  const visit = (node: unknown, path: (string | number)[]) => {
    if (out.length >= limit) return;
    if (Array.isArray(node)) {
      out.push(replaceAt(value, path, []));
      if (node.length) out.push(replaceAt(value, path, [...node, node[0]]));
      node.slice(0, 2).forEach((item, i) => visit(item, [...path, i]));
    } else if (node !== null && typeof node === 'object') {
      out.push(replaceAt(value, path, { ...node, unexpectedProperty: 1 }));
      for (const key of Object.keys(node)) {
        out.push(replaceAt(value, [...path, key], REMOVE));
        visit((node as Record<string, unknown>)[key], [...path, key]);
      }
    } else {
      for (const other of [typeof node === 'string' ? 12 : 'text', null, -1e12, 1e12, 0.5, '', 'not-a-date', true]) out.push(replaceAt(value, path, other));
    }
  };
  visit(value, []);
  return out.slice(0, limit);
}
const REMOVE = Symbol('remove');

describe('validateAgainstSchema agrees with Ajv', () => {
  let cases: ExampleCase[];
  beforeAll(async () => {
    cases = collectExamples(await SwaggerParser.validate(specPath));
  });

  it('on every example of the manual and on broken variants of each', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const memo = new Map<object, unknown>();
    const disagreements: string[] = [];
    let invalidSeen = 0;
    let compared = 0;
    for (const example of cases) {
      const validate = ajv.compile(toJsonSchema(example.schema, memo) as object);
      for (const candidate of [example.value, ...variants(example.value)]) {
        const ajvSays = validate(candidate) as boolean;
        const weSay = validateAgainstSchema(example.schema, candidate).length === 0;
        compared++;
        if (!ajvSays) invalidSeen++;
        if (ajvSays !== weSay) disagreements.push(`${example.where}: Ajv ${ajvSays ? 'accepts' : 'rejects'} ${JSON.stringify(candidate).slice(0, 200)}`);
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // The comparison means something only if many variants are in fact invalid.
    expect(cases.length).toBeGreaterThan(200);
    expect(invalidSeen).toBeGreaterThan(compared / 2);
  });
});

describe('validateAgainstSchema reports', () => {
  const order = {
    type: 'object',
    required: ['id', 'qty'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', minLength: 1 },
      qty: { type: 'number', minimum: 0, exclusiveMinimum: true },
      side: { type: 'string', enum: ['buy', 'sell'] },
      price: { type: 'number', nullable: true },
      tags: { type: 'array', items: { type: 'string', pattern: '^[a-z]+$' }, uniqueItems: true },
      time: { type: 'string', format: 'date-time' },
    },
  };

  it('nothing for a matching value, with OpenAPI 3.0 nullable', () => {
    expect(validateAgainstSchema(order, { id: 'a', qty: 1, price: null, tags: ['x'], time: '2025-01-01T00:00:00Z' })).toEqual([]);
  });

  it('each problem with its path in the value', () => {
    const problems = validateAgainstSchema(order, { qty: 0, side: 'hold', tags: ['x', 'x', 'Y'], time: 'yesterday', extra: true });
    expect(problems.map((p) => `${p.path.join('/') || '(root)'}: ${p.message}`)).toMatchInlineSnapshot(`
      [
        "(root): must have required property 'id'",
        "qty: must be > 0",
        "side: must be equal to one of the allowed values: "buy", "sell"; found "hold"",
        "tags: must NOT have duplicate items (items ## 0 and 1 are identical)",
        "tags/2: must match pattern "^[a-z]+$"",
        "extra: is not a property of this schema (additionalProperties is false)",
      ]
    `);
  });

  it('no format: a relative URI or a plain date passes where the format says otherwise', () => {
    const link = { type: 'object', properties: { href: { type: 'string', format: 'uri' }, at: { type: 'string', format: 'date-time' } } };
    expect(validateAgainstSchema(link, { href: '/v1/orders/7', at: '2025-01-01' })).toEqual([]);
    // The type is still checked.
    expect(validateAgainstSchema(link, { href: 7 }).map((p) => p.message)).toEqual(['must be string, found 7']);
  });

  it('a value several oneOf branches accept: fine without a discriminator, an error with one', () => {
    const cat = { type: 'object', properties: { kind: { type: 'string' }, name: { type: 'string' } } };
    const dog = { type: 'object', properties: { kind: { type: 'string' }, barks: { type: 'boolean' } } };
    const pet = { kind: 'cat', name: 'Tom' };
    expect(validateAgainstSchema({ oneOf: [cat, dog] }, pet)).toEqual([]);
    expect(validateAgainstSchema({ oneOf: [cat, dog], discriminator: { propertyName: 'kind' } }, pet).map((p) => p.message)).toEqual(['must match exactly one schema in oneOf, but matches 2']);
  });

  it('the closest branch when no branch of oneOf matches', () => {
    const schema = { oneOf: [{ type: 'object', required: ['s'], properties: { s: { enum: ['ok'] } } }, { type: 'string' }] };
    expect(validateAgainstSchema(schema, { s: 'error' })).toMatchInlineSnapshot(`
      [
        {
          "keyword": "oneOf",
          "message": "must match exactly one schema in oneOf",
          "path": [],
          "schemaPath": [
            "oneOf",
          ],
        },
        {
          "keyword": "enum",
          "message": "must be equal to one of the allowed values: "ok"; found "error"",
          "path": [
            "s",
          ],
          "schemaPath": [
            "oneOf",
            0,
            "properties",
            "s",
            "enum",
          ],
        },
      ]
    `);
  });
});

describe('validateAgainstSchema on recursive schemas', () => {
  it('follows a schema that refers to itself through its values, and stops one that loops on the same value', () => {
    const tree: Record<string, unknown> = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
    (tree.properties as Record<string, unknown>).children = { type: 'array', items: tree };
    expect(validateAgainstSchema(tree, { name: 'a', children: [{ name: 'b', children: [{ children: [] }] }] })).toEqual([
      {
        path: ['children', 0, 'children', 0],
        message: "must have required property 'name'",
        keyword: 'required',
        property: 'name',
        // The schema path goes through the recursion as the value does.
        schemaPath: ['properties', 'children', 'items', 'properties', 'children', 'items', 'required'],
      },
    ]);
    const loop: Record<string, unknown> = { type: 'string', minLength: 2 };
    loop.allOf = [loop];
    loop.anyOf = [loop, { type: 'string' }];
    expect(validateAgainstSchema(loop, 'a')).toEqual([{ path: [], message: 'must NOT have fewer than 2 characters', keyword: 'minLength', schemaPath: ['minLength'] }]);
  });
});
