// Diagnostics about an OpenAPI document split over files (issue #30, item 7):
// a broken link in a description points at the file and line it is written
// on, in a `|` block and in a folded plain scalar alike; the document is
// named one way whatever spelling the config uses; a `$ref` to a missing
// name suggests the closest one.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../cli/commands/check.js';
import type { Diagnostic } from '../../cli/diagnostics.js';
import { copyFixture, fixtureSite } from '../support/paths.js';

const where = (d: Diagnostic) => `${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.code}`;

describe('a document split over files', () => {
  it('puts a broken link of a description at its own file, line and column', async () => {
    const { diagnostics } = await check(fixtureSite('split-spec'));
    expect(diagnostics.map(where).sort()).toEqual([
      // A plain scalar folded from three lines: the link is on the third.
      `${path.join('openapi', 'resources', 'definitions.yml')}:10:18 broken-anchor`,
      // A `|` block: its text's lines are the file's.
      `${path.join('openapi', 'resources', 'droplets.yml')}:7:36 broken-anchor`,
    ]);
  });

  it('names the document one way, whether the config writes ./openapi/main.yaml or its absolute path', async () => {
    const { site } = await copyFixture('split-spec');
    const config = path.join(site, 'docs.config.ts');
    await writeFile(path.join(site, 'openapi/main.yaml'), `${await readFile(path.join(site, 'openapi/main.yaml'), 'utf8')}  /sizes:\n    get:\n      description: See [sizes](#operation/sizes).\n      responses:\n        '200':\n          description: Sizes.\n`);
    for (const spec of ['./openapi/main.yaml', path.join(site, 'openapi/main.yaml')]) {
      await writeFile(config, (await readFile(config, 'utf8')).replace(/spec: '[^']*'/, `spec: '${spec}'`));
      const { diagnostics } = await check(site);
      const files = new Set(diagnostics.map((d) => d.location?.file));
      expect([...files].sort()).toEqual([path.join('openapi', 'main.yaml'), path.join('openapi', 'resources', 'definitions.yml'), path.join('openapi', 'resources', 'droplets.yml')]);
    }
  });
});
