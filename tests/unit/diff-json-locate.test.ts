// cli/diff/json-locate.ts: the line of a JSON pointer found by scanning a JSON
// file's text agrees with the build's locator (which parses it with source
// ranges), `$ref`s followed; a `$ref` to another file is left to that locator.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJsonLocator } from '../../cli/diff/json-locate.js';
import { createSourceLocator } from '../../cli/openapi/locate.js';
import { repoRoot } from '../support/paths.js';

const file = path.join(repoRoot, 'tests/fixtures/openapi/diff/same/orders.json');

describe('createJsonLocator', () => {
  const json = createJsonLocator(readFileSync(file, 'utf8'), 'orders.json');
  const yaml = createSourceLocator(path.dirname(file), file);

  it.each([
    '/openapi',
    '/paths/~1orders/get/parameters/0/schema/enum',
    // Through `$ref`s: the array's items, then the allOf part, then its property.
    '/paths/~1orders/get/responses/200/content/application~1json/schema/items/allOf/1/properties/legs/items/allOf/1/properties/id',
    '/paths/~1orders/post/requestBody/content/application~1json/schema/properties/limitPrice',
    '/components/schemas/Error/properties/s/enum',
    // A member that is not there: the deepest one that is.
    '/paths/~1orders/post/responses/201/content/application~1json/schema/allOf/1/properties/nothing',
  ])('%s', (pointer) => {
    const line = json(pointer)?.line;
    expect(line).toBeGreaterThan(1);
    expect(line).toBe(yaml.pointer(pointer)?.line);
  });

  it('leaves a $ref to another file to the other locator', () => {
    const locate = createJsonLocator('{"paths": {"/a": {"$ref": "paths.json#/a"}}}', 'x.json');
    expect(locate('/paths/~1a/get')).toBeUndefined();
    expect(locate('/paths')).toEqual({ file: 'x.json', line: 1 });
  });
});
