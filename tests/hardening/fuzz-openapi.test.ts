// Fuzzed OpenAPI documents, each built into a small site in process:
// broken `$ref`s (missing members and files, malformed pointers, chains that
// loop), cycles, members of the wrong type, OpenAPI 3.1 features, deep and
// huge schemas, hostile strings, and YAML mangled as text. A built reference
// or errors at a line of the document come back, never an exception; and a
// valid document whose schemas refer to each other in a chain thousands long
// builds (the library's recursive dereference overflowed the stack on it).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { preview } from './checks.js';
import { reportFigure } from './figures.js';
import { BASIC_CONFIG, createScratchSite, problemsOf, type ScratchSite } from './fuzz-site.js';
import { createRandom, fuzzCount, fuzzSeed, mutate, type Random } from './random.js';

const SEED = fuzzSeed(0x5eed_0004);
const CASES = fuzzCount(12);
const fixtures = path.resolve(import.meta.dirname, '../fixtures');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const CONFIG = BASIC_CONFIG.replace("docs: { path: 'docs' }", "docs: { path: 'docs' }, openapi: { spec: 'openapi/api.yaml', route: '/api' }");
const DOCS = { 'docs/index.md': '---\ntitle: Home\n---\n\nThe [API](/api#operation/listOrders).\n' };

const HOSTILE = ['</script><script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<!--', ']]>', '{{7*7}}', '\u2028\u2029', 'javascript:alert(1)', '💥'.repeat(10), ''];

/** Members OpenAPI 3.1 (JSON Schema 2020-12) added, to splice into schemas. */
const SCHEMA_31: JsonObject[] = [
  { type: ['string', 'null'] },
  { const: 'fixed' },
  { examples: ['a', 'b'] },
  { $defs: { inner: { type: 'integer' } } },
  { prefixItems: [{ type: 'string' }, { type: 'number' }], type: 'array' },
  { if: { properties: { kind: { const: 'a' } } }, then: { required: ['a'] }, else: { required: ['b'] } },
  { contentMediaType: 'image/png', contentEncoding: 'base64', type: 'string' },
  { unevaluatedProperties: false, patternProperties: { '^x-': { type: 'string' } } },
  { exclusiveMinimum: 0, exclusiveMaximum: 10, type: 'number' },
  { $ref: '#/components/schemas/Order', description: 'A $ref with a sibling.' },
  { dependentRequired: { a: ['b'] }, minContains: 1, contains: { type: 'string' }, type: 'array' },
];

const BROKEN_REFS = [
  '#/components/schemas/Missing',
  '#/components/schemas/',
  '#/nowhere/at/all',
  '#',
  '',
  '#/components/schemas/%ZZ',
  '#/components/schemas/Order/properties/items/items',
  './missing-file.yaml#/Thing',
  './common.yaml#/Missing',
  'https://example.com/remote.yaml#/X',
  '#/paths/~1orders/get',
];

function junk(random: Random): Json {
  switch (random.int(0, 9)) {
    case 0: return null;
    case 1: return random.chance(0.5);
    case 2: return random.pick([0, -1, 1e308, 0.1, 2 ** 53 + 1]);
    case 3: return random.pick(HOSTILE);
    case 4: return 'x'.repeat(random.pick([10, 10_000, 200_000]));
    case 5: return [];
    case 6: return {};
    case 7: return { $ref: random.pick(BROKEN_REFS) };
    case 8: return structuredClone(random.pick(SCHEMA_31));
    default: return [junk(random), junk(random)];
  }
}

function containers(root: Json): (JsonObject | Json[])[] {
  const out: (JsonObject | Json[])[] = [];
  const pending: Json[] = [root];
  while (pending.length) {
    const node = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    out.push(node);
    pending.push(...(Array.isArray(node) ? node : Object.values(node)));
  }
  return out;
}

/** A schema nested `depth` levels through properties (inline, no $ref). */
function deepSchema(depth: number): JsonObject {
  let schema: JsonObject = { type: 'string', example: 'leaf' };
  for (let i = 0; i < depth; i++) schema = { type: 'object', properties: { next: schema } };
  return schema;
}

function mutateDocument(random: Random, document: JsonObject): void {
  const schemas = ((document.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  const names = Object.keys(schemas);
  for (let i = random.int(1, 4); i > 0; i--) {
    const target = random.pick(containers(document));
    const keys: (string | number)[] = Array.isArray(target) ? target.map((_, index) => index) : Object.keys(target);
    const set = (key: string | number, value: Json) => ((target as Record<string | number, Json>)[key] = value);
    switch (random.int(0, 8)) {
      case 0: // a member of the wrong kind
        if (keys.length) set(random.pick(keys), junk(random));
        break;
      case 1: // a broken $ref
        if (keys.length) set(random.pick(keys), { $ref: random.pick(BROKEN_REFS) });
        break;
      case 2: // a cycle: a schema that contains itself, or $refs that only lead to each other
        if (names.length) {
          const name = random.pick(names);
          if (random.chance(0.5)) schemas[name] = { type: 'object', properties: { self: { $ref: `#/components/schemas/${name}` }, list: { type: 'array', items: { $ref: `#/components/schemas/${name}` } } } };
          else {
            schemas.LoopA = { $ref: '#/components/schemas/LoopB' };
            schemas.LoopB = { $ref: '#/components/schemas/LoopA' };
            if (keys.length) set(random.pick(keys), { $ref: '#/components/schemas/LoopA' });
          }
        }
        break;
      case 3: // OpenAPI 3.1 members in a schema
        document.openapi = '3.1.0';
        if (names.length) schemas[random.pick(names)] = { ...(schemas[random.pick(names)] as JsonObject), ...structuredClone(random.pick(SCHEMA_31)) };
        break;
      case 4: // deep inline nesting
        if (names.length) schemas[random.pick(names)] = deepSchema(random.pick([50, 500, 1500]));
        break;
      case 5: // a huge enum or many properties
        if (names.length) schemas[random.pick(names)] = random.chance(0.5) ? { type: 'string', enum: Array.from({ length: 20_000 }, (_, k) => `value${k}`) } : { type: 'object', properties: Object.fromEntries(Array.from({ length: 5_000 }, (_, k) => [`p${k}`, { type: 'integer' }])) };
        break;
      case 6: // hostile names where the reference shows them
        if (!Array.isArray(target) && keys.length) {
          const key = random.pick(keys) as string;
          const value = target[key];
          delete target[key];
          target[random.pick(HOSTILE) || 'empty'] = value ?? null;
        }
        break;
      case 7: // a member removed
        if (!Array.isArray(target) && keys.length) delete target[random.pick(keys) as string];
        break;
      default: // strings made hostile
        if (keys.length) {
          const key = random.pick(keys);
          if (typeof (target as Record<string | number, Json>)[key] === 'string') set(key, `${random.pick(HOSTILE)}${(target as Record<string | number, Json>)[key] as string}`);
        }
    }
  }
}

/** YAML, or JSON when the document nests deeper than the YAML writer's stack allows. */
function yamlOrJson(document: JsonObject): string {
  try {
    return stringify(document, { aliasDuplicateObjects: false });
  } catch {
    return JSON.stringify(document);
  }
}

describe('fuzzing the OpenAPI document', () => {
  let site: ScratchSite;
  const stats = { cases: 0, built: 0, refused: 0, slowestMs: 0 };
  const bases: { name: string; text: string; common?: string }[] = [];

  afterAll(() => {
    reportFigure('fuzz-openapi', { cases: stats.cases, seed: SEED }, `${stats.cases} OpenAPI documents built (seed ${SEED}): ${stats.built} references, ${stats.refused} refused with errors at a line of the document; slowest ${(stats.slowestMs / 1000).toFixed(1)} s`);
  });

  const build = async (api: string, label: string, failures: string[], common?: string) => {
    site ??= await createScratchSite('fuzz-openapi');
    const files: Record<string, string> = { ...DOCS, 'docs.config.ts': CONFIG, 'openapi/api.yaml': api };
    if (common !== undefined) files['openapi/common.yaml'] = common;
    const result = await site.buildWith(files);
    stats.cases++;
    stats.slowestMs = Math.max(stats.slowestMs, result.ms);
    if (result.kind === 'built') stats.built++;
    else stats.refused++;
    for (const problem of problemsOf(result)) failures.push(`${label}: ${problem}\ndocument: ${preview(api, 500)}`);
    return result;
  };

  it('builds each unmutated base document', { timeout: 120_000 }, async () => {
    bases.push(
      { name: 'shop', text: await readFile(path.join(fixtures, 'openapi/shop/shop.yaml'), 'utf8'), common: await readFile(path.join(fixtures, 'openapi/shop/common.yaml'), 'utf8') },
      { name: 'v31', text: await readFile(path.join(fixtures, 'openapi/v31.yaml'), 'utf8') },
      { name: 'circular', text: await readFile(path.join(fixtures, 'openapi/circular.yaml'), 'utf8') },
      { name: 'minimal', text: await readFile(path.join(fixtures, 'sites/minimal/openapi/api.yaml'), 'utf8') },
    );
    const failures: string[] = [];
    for (const base of bases) {
      const result = await build(base.text, base.name, failures, base.common);
      if (result.kind !== 'built') failures.push(`${base.name} did not build: ${preview(result.kind === 'failed' ? result.diagnostics : result.message, 600)}`);
    }
    expect(failures).toEqual([]);
  });

  it(`builds ${CASES} mutated documents: a reference, or errors at a line of the document`, { timeout: 60_000 + CASES * 5_000 }, async () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    for (let i = 0; i < CASES && failures.length < 3; i++) {
      const base = random.pick(bases);
      let text: string;
      if (random.chance(0.2)) {
        text = mutate(random, base.text, random.int(1, 6), ['$ref: ', '#/components/', ': ', '\n  ', '- ', '{', '[', '"', '&a ', '*a', '\t', '!!binary', '? ', '|\n']);
      } else {
        const document = parse(base.text, { maxAliasCount: -1 }) as JsonObject;
        mutateDocument(random, document);
        text = random.chance(0.3) ? JSON.stringify(document) : yamlOrJson(document);
      }
      await build(text, `case ${i} from ${base.name} (seed ${SEED})`, failures, base.common);
    }
    expect(failures).toEqual([]);
  });

  it('builds a valid document whose 6,000 schemas refer to each other in one chain', { timeout: 120_000 }, async () => {
    const count = 6_000;
    const schemas: JsonObject = {};
    for (let i = 0; i < count; i++) {
      schemas[`Link${i}`] = { type: 'object', description: `Link ${i}.`, properties: { value: { type: 'string', example: `v${i}` }, ...(i + 1 < count ? { next: { $ref: `#/components/schemas/Link${i + 1}` } } : {}) } };
    }
    const document = {
      openapi: '3.0.3',
      info: { title: 'Chain', version: '1' },
      paths: { '/chain': { get: { operationId: 'listOrders', responses: { '200': { description: 'The chain.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Link0' } } } } } } } },
      components: { schemas },
    };
    const failures: string[] = [];
    const result = await build(JSON.stringify(document), 'chain', failures);
    expect(failures).toEqual([]);
    expect(result.kind === 'failed' ? result.diagnostics : []).toEqual([]);
    expect(result.kind).toBe('built');
  });
});
