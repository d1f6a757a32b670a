// A large OpenAPI 3.0 document of a chosen size, for the memory test of
// `npm run fuzz`: operations under 80 tags with Markdown descriptions,
// parameters, form and JSON bodies, examples and error responses; component
// schemas of a dozen described properties that refer to a few others
// (chains, trees and cycles, as real APIs have). Deterministic: the same
// size gives the same document. Plain JavaScript, so the fuzz runner can
// write it without a TypeScript loader.

const TAGS = 80;

/** Text of `words` words from a fixed vocabulary, varied by `seed`. */
function prose(seed, words) {
  const vocabulary = ['account', 'order', 'position', 'quote', 'instrument', 'the', 'a', 'is', 'returned', 'when', 'broker', 'server', 'stream', 'value', 'time', 'in', 'seconds', 'of', 'each', 'request', 'must', 'be', 'sent', 'with', 'token', 'and', 'an', 'error', 'otherwise', 'field'];
  const out = [];
  let state = seed * 2654435761;
  for (let i = 0; i < words; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out.push(vocabulary[state % vocabulary.length]);
  }
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function schema(i, schemas) {
  const ref = (j) => ({ $ref: `#/components/schemas/Model${j % schemas}` });
  const properties = {};
  for (let p = 0; p < 12; p++) {
    const kind = (i + p) % 6;
    properties[`field${p}`] =
      kind === 0 ? { type: 'string', description: prose(i * 31 + p, 18), example: `value-${i}-${p}` }
      : kind === 1 ? { type: 'number', format: 'double', minimum: 0, description: prose(i * 37 + p, 14) }
      : kind === 2 ? { type: 'string', enum: ['new', 'working', 'filled', 'cancelled', 'rejected'], description: prose(i * 41 + p, 10) }
      : kind === 3 ? { type: 'integer', format: 'int64', description: `${prose(i * 43 + p, 12)} Unix time in seconds.` }
      : kind === 4 ? { type: 'array', items: { type: 'string' }, description: prose(i * 47 + p, 9) }
      : { type: 'boolean', default: false, description: prose(i * 53 + p, 8) };
  }
  // One schema in three names another, one in ten a list of another: chains and a few cycles, but no fan-out at every level.
  if (i % 3 === 0) properties.related = ref(i + 1);
  if (i % 10 === 0) properties.children = { type: 'array', items: ref(i * 7 + 3) };
  return { type: 'object', description: `${prose(i, 40)}\n\n${prose(i + 1, 30)}`, required: ['field0', 'field1'], properties };
}

/** An example that matches Model`m` (its properties' kinds follow from m). */
function example(m) {
  const values = [`value-${m}`, m * 1.5, 'working', 1700000000 + m, ['a', 'b'], true];
  return Object.fromEntries(Array.from({ length: 6 }, (_, p) => [`field${p}`, values[(m + p) % 6]]));
}

function operation(i, schemas) {
  const model = `#/components/schemas/Model${i % schemas}`;
  const write = i % 2 === 1;
  return {
    operationId: `operation${i}`,
    tags: [`Area ${i % TAGS}`],
    summary: `Operation ${i}: ${prose(i, 5).slice(0, -1)}`,
    description: `${prose(i * 3, 60)}\n\n${prose(i * 3 + 1, 45)}\n\n- ${prose(i * 3 + 2, 12)}\n- ${prose(i * 3 + 3, 12)}`,
    parameters: [
      { name: 'accountId', in: 'path', required: true, description: prose(i + 7, 12), schema: { type: 'string' }, example: `A${i}` },
      { name: 'locale', in: 'query', description: prose(i + 8, 10), schema: { type: 'string', enum: ['en', 'de', 'fr', 'ja'] } },
      { name: 'maxCount', in: 'query', description: prose(i + 9, 10), schema: { type: 'integer', minimum: 1, maximum: 500 } },
    ],
    ...(write
      ? { requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { $ref: model } } } } }
      : {}),
    responses: {
      200: {
        description: prose(i + 11, 12),
        content: {
          'application/json': {
            schema: { type: 'object', required: ['s'], properties: { s: { type: 'string', enum: ['ok'] }, d: { $ref: model } } },
            example: { s: 'ok', d: example(i % schemas) },
          },
        },
      },
      400: { description: prose(i + 12, 10), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
    security: [{ Bearer: [] }],
  };
}

/** A document whose JSON is about `bytes` long. */
export function largeSpec(bytes) {
  // Measured: an operation with its share of the schemas comes to about 3.6 KB of JSON.
  const operations = Math.max(10, Math.round(bytes / 3600));
  const schemas = Math.max(5, Math.round(operations / 2));
  const paths = {};
  for (let i = 0; i < operations; i++) paths[`/accounts/{accountId}/area${i % TAGS}/resource${i}`] = { [i % 2 === 1 ? 'post' : 'get']: operation(i, schemas) };
  const components = {
    schemas: { Error: { type: 'object', required: ['s', 'errmsg'], properties: { s: { type: 'string', enum: ['error'] }, errmsg: { type: 'string', description: 'Message for the user.' } } } },
    securitySchemes: { Bearer: { type: 'http', scheme: 'bearer', description: 'The token from the authorize call.' } },
  };
  for (let i = 0; i < schemas; i++) components.schemas[`Model${i}`] = schema(i, schemas);
  return {
    openapi: '3.0.3',
    info: { title: 'Large API', version: '1.0.0', description: prose(1, 200) },
    servers: [{ url: 'https://api.example.com/v1' }],
    tags: Array.from({ length: TAGS }, (_, i) => ({ name: `Area ${i}`, description: prose(i + 100, 30) })),
    paths,
    components,
  };
}
