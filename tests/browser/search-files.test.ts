// The manual's search index in two files (#31): a first search from a docs
// page answers from the first file alone and asks for the second, which
// later searches read (the API reference's sections among them); on a
// reference page the first search waits for both. The second file is held
// back by the test, so what shows before it arrives is what the first
// file gives.
import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';

const site = inject('manualSite');
const browser = browserForFile();
const FIRST = 'search-index-docs-default-current.json';
const MORE = 'search-index-more-docs-default-current.json';

/** Holds the second file's response until release() is called; lists the index files asked for. */
async function holdSecondFile(page: Page) {
  const requested: string[] = [];
  const held: Route[] = [];
  let released = false;
  page.on('request', (request) => {
    if (request.url().includes('search-index-')) requested.push(request.url().slice(site.length));
  });
  await page.route(`**/${MORE}`, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const titles = (page: Page) => page.getByRole('option').locator('.search-result-title').allTextContents();
const hrefs = (page: Page) => page.locator('.search-result a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));

describe('search index files', () => {
  it('answers a first search from a docs page with the first file, then reads the API reference from the second', async () => {
    const { page, errors } = await openPage(browser);
    const files = await holdSecondFile(page);
    await page.goto(`${site}integration-overview`);
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Search the documentation' });

    await box.fill('order');
    await page.getByRole('option').nth(7).waitFor();
    expect(files.requested).toEqual([FIRST, MORE]);
    expect((await hrefs(page)).every((href) => !href.includes('/rest-api-spec'))).toBe(true);

    // The next search waits for the second file, then shows the reference's sections too.
    await box.fill('placeOrder request body');
    await page.locator('.search-status').waitFor();
    expect(await page.getByRole('option').count()).toBe(8);
    await files.release();
    await expect.poll(async () => (await hrefs(page)).some((href) => href.includes('/rest-api-spec?_highlight=placeorder'))).toBe(true);
    expect(await titles(page)).toContain('PlaceOrderRequest');
    expect(files.requested).toEqual([FIRST, MORE]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads both files for the first search on a reference page', async () => {
    const { page, errors } = await openPage(browser);
    const files = await holdSecondFile(page);
    await page.goto(`${site}rest-api-spec`);
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('order');
    // "Loading search index…" after 300 ms, and no results while the second file is held.
    await page.locator('.search-status').waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    await files.release();
    await page.getByRole('option').nth(7).waitFor();
    expect(files.requested).toEqual([FIRST, MORE]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
