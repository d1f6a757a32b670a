// The one pass over a JSON document that finds its descriptions and $refs
// (cli/openapi/json-notable.ts) replaced jsonc-parser's visitor: it must find
// the same, at the same offsets, and call not-JSON what the visitor called
// not-JSON. The visitor is the reference here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { visit } from 'jsonc-parser';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { notableValues } from '../../cli/openapi/json-notable.js';
import { jsonSource } from '../../cli/openapi/json-source.js';
import { repoRoot } from '../support/paths.js';

/** What jsonc-parser's visitor found, as json-source.ts read it before. */
function byVisitor(source: string) {
  const descriptions: { text: string; start: number; end: number; block: boolean; literal: boolean }[] = [];
  const refs: [string, number][] = [];
  let valid = true;
  let property: string | undefined;
  visit(
    source,
    {
      onObjectProperty: (name) => {
        property = name;
      },
      onLiteralValue: (value, offset, length) => {
        if (typeof value === 'string' && property === 'description') descriptions.push({ text: value, start: offset, end: offset + length, block: false, literal: false });
        else if (typeof value === 'string' && property === '$ref') refs.push([value, offset]);
        property = undefined;
      },
      onObjectBegin: () => {
        property = undefined;
      },
      onArrayBegin: () => {
        property = undefined;
      },
      onError: () => {
        valid = false;
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  return valid ? { descriptions, refs } : undefined;
}

/** A random JSON value with descriptions and $refs at every level, some written with escapes. */
function randomDocument(random: () => number, depth = 0): unknown {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const text = () => pick(['plain', 'with "quotes" and \\ backslash', 'line\nbreak\ttab', 'ünïcødé → ✓', '', 'a/b</script>', '\u2028 separator', 'emoji 😀']);
  if (depth > 4 || random() < 0.2) return pick([text(), 42, -0.5, 1e21, true, false, null]);
  if (random() < 0.3) return Array.from({ length: Math.floor(random() * 4) }, () => randomDocument(random, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = 0; i < 1 + Math.floor(random() * 5); i++) {
    const key = pick(['description', '$ref', 'summary', 'properties', 'items', 'descriptions', 'ref']);
    object[key] = key === 'description' || key === '$ref' ? (random() < 0.8 ? text() : randomDocument(random, depth + 1)) : randomDocument(random, depth + 1);
  }
  return object;
}

/** JSON.stringify's text with other white space and escapes, as other writers write JSON. */
function rewritten(json: string, random: () => number): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i]!;
    if (c === '"' && json[i - 1] !== '\\') inString = !inString;
    if (!inString && (c === ',' || c === ':' || c === '[' || c === '{') && random() < 0.3) out += c + ['\n  ', ' ', '\r\n', '\t'][Math.floor(random() * 4)];
    // A key or text letter written as an escape: "descr\u0069ption".
    else if (inString && c === 'i' && random() < 0.2) out += '\\u0069';
    else if (inString && c === '/' && random() < 0.5) out += '\\/';
    else out += c;
  }
  return out;
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe('descriptions and $refs of a JSON document', () => {
  it('are what jsonc-parser found, in real documents and thousands of generated ones', () => {
    const manual = parseYaml(readFileSync(path.join(repoRoot, 'openapi/broker-api.yaml'), 'utf8'));
    const texts = [JSON.stringify(manual), JSON.stringify(manual, null, 2), readFileSync(path.join(repoRoot, 'tests/fixtures/openapi/diff/same/orders.json'), 'utf8')];
    const random = seeded(7);
    for (let n = 0; n < 2000; n++) {
      const json = JSON.stringify({ openapi: '3.1.0', paths: randomDocument(random) }, null, n % 3 ? undefined : 2);
      texts.push(n % 2 ? rewritten(json, random) : json);
    }
    let found = 0;
    for (const text of texts) {
      const ours = notableValues(text);
      expect(ours, text.slice(0, 200)).toEqual(byVisitor(text));
      found += ours!.descriptions.length + ours!.refs.length;
    }
    expect(found).toBeGreaterThan(2000);
  });

  it('calls not-JSON what is not strict JSON, as jsonc-parser did', () => {
    const broken = [
      '{"a": 1,}',
      '[1, 2,]',
      '{"a": 1} // comment',
      '{/* c */ "a": 1}',
      "{'a': 1}",
      '{"a": 01}',
      '{"a": 1.}',
      '{"a": -}',
      '{"a": .5}',
      '{"a": NaN}',
      '{"a": "unterminated}',
      '{"a": "tab\there"}',
      '{"a": "bad \\x escape"}',
      '{"a": "bad \\u12G4"}',
      '{"a" 1}',
      '{"a": 1} {"b": 2}',
      '{"a": tru}',
      '{"a": [1 2]}',
      '{a: 1}',
      '',
      '   ',
      '{"description": "x"',
    ];
    for (const text of broken) {
      expect(byVisitor(text), text).toBeUndefined();
      expect(notableValues(text), text).toBeUndefined();
    }
  });

  it('reads a deeply nested document, and gives up on one deeper than the stack without throwing', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}{"description": "at the bottom"}${']'.repeat(depth)}`;
    expect([...jsonSource(nested(2000))!.descriptions()].map((d) => d.text)).toEqual(['at the bottom']);
    // jsonc-parser threw a RangeError there; the file is read as YAML instead.
    expect(() => byVisitor(nested(200_000))).toThrow(RangeError);
    expect(notableValues(nested(200_000))).toBeUndefined();
  });
});
