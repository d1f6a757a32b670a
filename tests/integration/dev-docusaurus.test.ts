// `brokerdocs dev` on a copy of the Docusaurus fixture: an edit to a Markdown
// partial shows on the page that imports it (whose own source did not
// change), and an edit to sidebars.js changes the sidebar, as a config edit.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSession, type DevSession } from '../support/dev.js';

let dev: DevSession;

beforeAll(async () => {
  dev = await startDevSession('docusaurus');
}, 60_000);

afterAll(() => dev?.close());

const html = async (route: string) => (await fetch(`${dev.origin}/${route}`)).text();
const edit = async (relative: string, update: (text: string) => string) => writeFile(path.join(dev.site, relative), update(await readFile(path.join(dev.site, relative), 'utf8')));
const change = (write: () => Promise<void>, until: () => Promise<boolean>) => dev.change(write, until);

describe('dev on a Docusaurus folder', () => {
  it('shows an edited partial on the page that imports it', async () => {
    expect(await html('docs/guides/configure')).toContain('how long to keep entries');
    await change(
      () => edit('docs/guides/_shared-options.mdx', (text) => text.replace('how long to keep entries', 'how many days entries are kept')),
      async () => (await html('docs/guides/configure')).includes('how many days entries are kept'),
    );
    expect(await html('docs/guides/configure')).not.toContain('how long to keep entries');
  });

  it('takes an edited sidebars.js into the sidebar', async () => {
    await change(
      () => edit('sidebars.js', (text) => text.replace("label: 'Install'", "label: 'Installing Lantern'")),
      async () => (await html('docs/intro')).includes('Installing Lantern'),
    );
  });
});
