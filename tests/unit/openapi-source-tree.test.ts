// cli/openapi/json-source.ts: a JSON file read by its strict pass gives the
// source locator the same answers (offsets, lines, columns, keys, scalars,
// `$ref`s, descriptions) as reading the same text with `yaml`
// (yaml-source.ts) did; what is not strict JSON is left to `yaml`.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSource } from '../../cli/openapi/json-source.js';
import { createSourceLocator } from '../../cli/openapi/locate.js';
import type { SourceTree } from '../../cli/openapi/source-tree.js';
import { yamlSource } from '../../cli/openapi/yaml-source.js';
import { repoRoot, temporaryDir } from '../support/paths.js';

const written = `{
  "openapi": "3.0.3",
  "info": { "title": "Lockers — café", "version": "1.0", "description": "Rent a locker.\\nSee [the guide](/guide#rent) and \\"quotes\\" \\u00e9." },
  "paths": {
    "/lockers/{id}": {
      "get": {
        "description": "One locker, by [id](#schema/Locker).",
        "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "integer", "minimum": 1.5 } }],
        "responses": { "200": { "description": "The locker", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Locker" } } } } }
      }
    }
  },
  "components": {
    "schemas": {
      "Locker": {
        "type": "object",
        "properties": {
          "description": { "type": "string", "description": "What the renter wrote", "nullable": null },
          "size": { "enum": ["S", "M"], "description": "One locker, by [id](#schema/Locker)." }
        }
      }
    }
  }
}
`;

/** What a tree says at a pointer (no `$ref` followed), in the terms the locator reads. */
function answersAt(tree: SourceTree, segments: string[]) {
  let node = tree.root;
  let at = tree.start(node);
  for (const segment of segments) {
    const child = tree.child(tree.deAlias(node), segment);
    if (!child) return { at, missing: segment };
    at = child.at ?? at;
    node = child.value;
  }
  return { at, line: tree.linePos(at ?? 0), keys: tree.keys(node), scalar: tree.scalar(node), ref: tree.refOf(node) };
}

const POINTERS = [
  [],
  ['info', 'title'],
  ['info', 'description'],
  ['paths', '/lockers/{id}', 'get', 'parameters', '0', 'schema', 'minimum'],
  ['paths', '/lockers/{id}', 'get', 'parameters', '0', 'required'],
  ['paths', '/lockers/{id}', 'get', 'responses', '200', 'content', 'application/json', 'schema'],
  ['components', 'schemas', 'Locker', 'properties', 'description', 'nullable'],
  ['components', 'schemas', 'Locker', 'properties', 'size', 'enum', '1'],
  ['components', 'schemas', 'Locker', 'nothing'],
  ['paths', '/lockers/{id}', 'get', 'parameters', '7'],
];

function everything(tree: SourceTree) {
  const refs: [string, number][] = [];
  tree.visitRefs((value, at) => refs.push([value, at]));
  return { pointers: POINTERS.map((segments) => answersAt(tree, segments)), refs, descriptions: [...tree.descriptions()] };
}

describe('jsonSource', () => {
  it('answers as the YAML reading of the same text does', () => {
    const json = jsonSource(written)!;
    expect(json).toBeDefined();
    const answers = everything(json);
    expect(answers).toEqual(everything(yamlSource(written)));
    // And the answers are the real places: the description of `info` at line 3, its text unescaped.
    const description = answers.descriptions[0]!;
    expect(description.text).toBe('Rent a locker.\nSee [the guide](/guide#rent) and "quotes" é.');
    expect(json.linePos(description.start)).toEqual({ line: 3, col: written.split('\n')[2]!.indexOf('"Rent') + 1 });
    expect(answers.descriptions.map((d) => d.text)).toContain('What the renter wrote');
    expect(answers.refs).toEqual([['#/components/schemas/Locker', written.indexOf('"#/components')]]);
  });

  it('answers as the YAML reading does on a fixture document', () => {
    const text = readFileSync(path.join(repoRoot, 'tests/fixtures/openapi/diff/same/orders.json'), 'utf8');
    const json = everything(jsonSource(text)!);
    expect(json.refs.length).toBeGreaterThan(3);
    expect(json).toEqual(everything(yamlSource(text)));
  });

  it.each([
    ['YAML', 'openapi: 3.0.3\ninfo: { title: x }\n'],
    ['a comment', '{ "openapi": "3.0.3" // the version\n}'],
    ['a trailing comma', '{ "openapi": "3.0.3", }'],
    ['a flow mapping that is YAML', '{ openapi: 3.0.3 }'],
  ])('leaves %s to the YAML reading', (_, text) => {
    expect(jsonSource(text)).toBeUndefined();
  });
});

describe('createSourceLocator: descriptions in a document split over files', () => {
  it('finds a description in the file that writes it, also when that file escapes its longest word', async () => {
    const dir = await temporaryDir();
    const main = path.join(dir, 'main.yaml');
    const plain = path.join(dir, 'plain.yaml');
    const escaped = path.join(dir, 'escaped.yaml');
    await writeFile(main, 'openapi: 3.0.3\ninfo: { title: x, version: "1" }\npaths:\n  /a: { $ref: "plain.yaml" }\n  /b: { $ref: "escaped.yaml" }\n');
    await writeFile(plain, 'get:\n  responses:\n    "200":\n      description: See [the settings](#operation/getAccountSettings).\n');
    // The same words, with the S of Settings written as an escape: the file is not picked by its text, and is still found.
    await writeFile(escaped, 'get:\n  responses:\n    "200":\n      description: OK\n    "404":\n      description: "Read [the rules](#operation/getLockerRules\\u0053ettings)."\n');
    const locator = createSourceLocator(dir, main, () => [main, plain, escaped]);
    expect(locator.descriptionLine('See [the settings](#operation/getAccountSettings).')).toEqual({ file: 'plain.yaml', line: 4 });
    expect(locator.descriptionLine('Read [the rules](#operation/getLockerRulesSettings).')).toEqual({ file: 'escaped.yaml', line: 6 });
    expect(locator.descriptionLine('OK')).toEqual({ file: 'escaped.yaml', line: 4 });
    expect(locator.descriptionLine('Written nowhere')).toBeUndefined();
  });
});
