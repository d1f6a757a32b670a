// The spec rules find what they report through the document's own locator,
// which follows `$ref`s into the files a document is split over: a bad
// example written in a referenced file is reported at its line in that file
// (a warning: the minimal site keeps the default exampleValidation).
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../cli/commands/check.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';

const QUOTE = ['type: object', 'description: The ask and bid of one symbol.', 'required: [ask, bid]', 'properties:', '  ask: { type: number }', '  bid: { type: number }', 'example:', '  ask: 1.5', '  bid: cheap', ''].join('\n');

describe('spec rules on a document split over files', () => {
  it('report an example that does not match its schema in the file and at the line it is written', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('minimal'), site, { recursive: true });
    const spec = path.join(site, 'openapi/api.yaml');
    const source = await readFile(spec, 'utf8');
    // The Quote component moves to a file of its own.
    const start = source.indexOf('    Quote:\n');
    const end = source.indexOf('        bid:\n          type: number', start) + '        bid:\n          type: number'.length;
    expect(start).toBeGreaterThan(0);
    await writeFile(spec, `${source.slice(0, start)}    Quote:\n      $ref: './quote.yaml'${source.slice(end)}`);
    await writeFile(path.join(site, 'openapi/quote.yaml'), QUOTE);
    const { diagnostics } = await check(site);
    expect(diagnostics.filter((d) => d.code === 'openapi-example-invalid').map((d) => [d.severity, d.location])).toEqual([
      ['warning', { file: path.join('openapi', 'quote.yaml'), line: QUOTE.split('\n').indexOf('  bid: cheap') + 1, column: 3 }],
    ]);
  });
});
