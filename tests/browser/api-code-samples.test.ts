// x-codeSamples in Chromium: the samples of an operation are tabs that
// switch with a click; a language chosen on one operation is chosen on
// every operation that has it, and is remembered for the next visit.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningServer } from '../../cli/dev/static-server.js';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { builtSpecSiteForFile } from '../support/spec-site.js';

const browser = browserForFile();
// Chromium asks for /favicon.ico; a 404 would be a console error.
const built = builtSpecSiteForFile('code-samples.yaml', async (site) => {
  await mkdir(path.join(site, 'static'), { recursive: true });
  await writeFile(path.join(site, 'static/favicon.ico'), '');
});
let server: RunningServer;

beforeAll(async () => {
  if (built.run.status !== 0) throw new Error(built.run.stderr);
  server = await startStaticServer({ root: path.join(built.site, 'build'), baseUrl: '/' });
});
afterAll(async () => {
  await server?.close();
});

/** The label of the shown tab of each operation's samples, in page order. */
const shownTabs = (page: import('playwright').Page) =>
  page.$$eval('[data-group-id="api-code-samples"]', (sets) => sets.map((set) => set.querySelector('[role="tabpanel"]:not([hidden])')?.getAttribute('data-value') ?? null));

describe('x-codeSamples tabs', () => {
  it('switch with a click, keep every operation with the language in step, and are remembered', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}api`);
    await waitForHydration(page);
    await page.waitForSelector('html[data-tabs-ready]');
    expect(await shownTabs(page)).toEqual(['JavaScript', 'Go', 'Ruby (net/http)']);

    await page.locator('#tag\\/Parcels\\/operation\\/listParcels\\/sample\\/1').click();
    expect(await shownTabs(page)).toEqual(['Python (requests)', 'Go', 'Ruby (net/http)']);
    expect(await page.locator('#tag\\/Parcels\\/operation\\/listParcels\\/sample\\/1\\/panel').textContent()).toContain('import requests');

    // Both later operations have a curl tab: choosing it on one chooses it on the other.
    await page.locator('#tag\\/Parcels\\/operation\\/createParcel\\/sample\\/1').click();
    expect(await shownTabs(page)).toEqual(['Python (requests)', 'curl', 'curl']);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.api-code-samples'))).toBe('curl');

    await page.reload();
    await page.waitForSelector('html[data-tabs-ready]');
    expect(await shownTabs(page)).toEqual(['JavaScript', 'curl', 'curl']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
