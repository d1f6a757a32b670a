// `brokerdocs dev` on a copy of the mdx-components fixture: an edit to a
// component the page imports (outside the docs folder) renders the page
// again with the new code, and the browser is told to reload.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSession, type DevSession } from '../support/dev.js';

let dev: DevSession;

beforeAll(async () => {
  dev = await startDevSession('mdx-components');
}, 60_000);

afterAll(() => dev?.close());

const html = async (route: string) => (await fetch(`${dev.origin}/lantern/${route}`)).text();

describe('dev on a site with components of its own', () => {
  it('renders the page again when a component it imports changes', async () => {
    expect(await html('docs/components')).toContain('Total: <!-- -->7.75<!-- --> EUR');
    const file = path.join(dev.site, 'src/components/Total.jsx');
    await dev.change(
      async () => writeFile(file, (await readFile(file, 'utf8')).replace('EUR', 'euros')),
      async () => (await html('docs/components')).includes('Total: <!-- -->7.75<!-- --> euros'),
    );
  });
});
