// A Docusaurus sidebars file read as it is: each file kind (TypeScript with a
// type import, JSON), the shorthand at both levels, ref items, unknown keys
// dropped, and what cannot be built left out with a warning.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSidebarsFile, readVersionSidebars } from '../../cli/config/sidebars-file.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-sidebars-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const read = async (name: string, text: string) => {
  const site = await mkdtemp(path.join(dir, 'site-'));
  await writeFile(path.join(site, name), text);
  return { found: findSidebarsFile(site), ...(await readVersionSidebars(site, path.join(site, name))) };
};

describe('a Docusaurus sidebars file', () => {
  it('in TypeScript, with a type import and a shorthand inside a category', async () => {
    const { found, sidebars, diagnostics } = await read(
      'sidebars.ts',
      "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\nconst sidebars: SidebarsConfig = {\n  docs: [{ type: 'category', label: 'Guides', items: { Basics: ['intro'], More: [{ type: 'ref', id: 'Other/Page' }] } }],\n};\nexport default sidebars;\n",
    );
    expect(path.basename(found!)).toBe('sidebars.ts');
    expect(diagnostics).toEqual([]);
    expect(sidebars).toEqual({
      docs: [{ type: 'category', label: 'Guides', items: [{ type: 'category', label: 'Basics', items: ['intro'] }, { type: 'category', label: 'More', items: [{ type: 'doc', id: 'Other/Page' }] }] }],
    });
  });

  it('in JSON, dropping keys it has no use for and keeping html items', async () => {
    const { sidebars, diagnostics } = await read(
      'sidebars.json',
      JSON.stringify({ main: [{ type: 'doc', id: 'a', className: 'x', customProps: { y: 1 } }, { type: 'html', value: '<hr>', defaultStyle: true, className: 'rule' }, { type: 'link', label: 'Home', href: '/', key: 'k' }] }),
    );
    expect(sidebars).toEqual({ main: [{ type: 'doc', id: 'a' }, { type: 'html', value: '<hr>', defaultStyle: true }, { type: 'link', label: 'Home', href: '/' }] });
    expect(diagnostics).toEqual([]);
  });

  it('with shorthand categories nested in shorthand categories (babel), at any depth', async () => {
    const { sidebars, diagnostics } = await read('sidebars.js', "module.exports = { docs: { 'TC39 Proposals': { 'Stage 3': ['a'], 'Stage 2': { Older: ['b'] } } } };\n");
    expect(diagnostics).toEqual([]);
    expect(sidebars).toEqual({
      docs: [
        {
          type: 'category',
          label: 'TC39 Proposals',
          items: [
            { type: 'category', label: 'Stage 3', items: ['a'] },
            { type: 'category', label: 'Stage 2', items: [{ type: 'category', label: 'Older', items: ['b'] }] },
          ],
        },
      ],
    });
  });

  it('with a mistake, an error naming the file', async () => {
    const { diagnostics } = await read('sidebars.js', "module.exports = { main: [{ type: 'doc' }] };\n");
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.location?.file}`)).toEqual(['error sidebars-invalid sidebars.js']);
  });
});
