// `brokerdocs dev` on a copy of the Docusaurus fixture: an edit to a Markdown
// partial shows on the page that imports it (whose own source did not
// change), and an edit to sidebars.js changes the sidebar, as a config edit.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../cli/dev/dev-server.js';
import { copyFixture, eventually, openEventLog, type EventLog } from './dev-harness.js';

let root: string;
let site: string;
let server: DevServer;
let events: EventLog;
let origin: string;

beforeAll(async () => {
  ({ root, site } = await copyFixture('docusaurus'));
  server = await startDevServer({ siteDir: site, port: 0, watchTheme: false });
  origin = new URL(server.url).origin;
  events = await openEventLog(origin);
}, 60_000);

afterAll(async () => {
  events?.close();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const html = async (route: string) => (await fetch(`${origin}/${route}`)).text();
const edit = async (relative: string, update: (text: string) => string) => writeFile(path.join(site, relative), update(await readFile(path.join(site, relative), 'utf8')));

async function change(write: () => Promise<void>, until: () => Promise<boolean>): Promise<void> {
  await server.idle();
  const from = events.events.length;
  await write();
  await eventually(events, 'reload', from, until);
}

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
