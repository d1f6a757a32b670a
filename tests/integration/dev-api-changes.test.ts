// `brokerdocs dev` on a copy of the api-changes fixture: the changes page and
// the badges follow an edit of the current document, and a page edit keeps
// them (the versions are compared again only when the spec changed).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSession, type DevSession } from '../support/dev.js';

let dev: DevSession;

beforeAll(async () => {
  dev = await startDevSession('api-changes');
}, 60_000);

afterAll(() => dev?.close());

const page = async (route: string) => (await fetch(`${dev.origin}/changes-base/${route}`)).text();
const shows = (route: string, text: string) => async () => (await page(route)).includes(text);
const edit = async (relative: string, update: (text: string) => string) => {
  const file = path.join(dev.site, relative);
  await writeFile(file, update(await readFile(file, 'utf8')));
};

describe('dev: API changes', () => {
  it('serves the changes page and the badges', async () => {
    expect(await page('api/changes')).toContain('id="changes-listFills"');
    expect(await page('api')).toContain('<span class="badge badge-new">new in 1.1</span>');
  });

  it('keeps them through a page edit, and follows an edit of the spec', async () => {
    await dev.change(() => edit('docs/intro.md', (text) => `${text}\nEdited while serving.\n`), shows('', 'Edited while serving.'));
    expect(await page('api/changes')).toContain('id="changes-listFills"');
    await dev.change(
      () => edit('openapi/api.yaml', (text) => text.replace('components:\n', '  /positions:\n    get:\n      operationId: listPositions\n      tags: [Orders]\n      responses: { "200": { description: The positions } }\ncomponents:\n')),
      shows('api/changes', 'id="changes-listPositions"'),
    );
    expect(await page('api')).toMatch(/id="tag\/Orders\/operation\/listPositions".*?new in 1\.1/s);
  });
});
