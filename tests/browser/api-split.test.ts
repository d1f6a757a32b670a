// A reference split per tag in Chromium (tests/fixtures/sites/api-split): a
// link written for the single page (`/api#operation/addPet`) lands on the
// tag's page at that operation; without JavaScript the overview says where
// to go; the overview's list leads to a tag's page and Back returns to it.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('api-split', '/split/');

const topOf = (page: import('playwright').Page, id: string) => page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN, id);

describe('a reference split per tag', () => {
  it('sends #operation/addPet on the overview to the tag page, at that operation below the navbar', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}api#operation/addPet`);
    await page.waitForURL(`${site.url}api/pets--owners#operation/addPet`);
    await waitForHydration(page);
    await expect.poll(() => topOf(page, 'operation/addPet')).toBeGreaterThanOrEqual(0);
    expect(await topOf(page, 'operation/addPet')).toBeLessThan(140);
    expect(await page.locator('h1, h2').first().textContent()).toContain('Pets & Owners');
    // The overview was replaced, not added to the history: Back leaves the reference.
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("sends Redoc's canonical anchor and a schema's on too, and leaves the overview's own anchors alone", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}api#tag/Orders/operation/listOrders`);
    await page.waitForURL(`${site.url}api/orders#tag/Orders/operation/listOrders`);
    await page.goto(`${site.url}api#schema/Order`);
    await page.waitForURL(`${site.url}api/schemas#schema/Order`);
    await page.goto(`${site.url}api#section/Authentication`);
    await waitForHydration(page);
    expect(page.url()).toBe(`${site.url}api#section/Authentication`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript, keeps the reader on the overview with a note and a link to each tag', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site.url}api#operation/addPet`);
    expect(page.url()).toBe(`${site.url}api#operation/addPet`);
    expect(await page.locator('.api-split-note').textContent()).toContain('Without JavaScript, a link to an operation or schema that used to be on this page stops here');
    expect(await page.locator('.api-tag-list a', { hasText: 'Pets & Owners' }).getAttribute('href')).toBe('/split/api/pets--owners');
    await page.context().close();
  });

  it("follows a doc's old link to the overview through to the tag page", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.url);
    await waitForHydration(page);
    await page.locator('main a', { hasText: 'add a pet' }).click();
    await page.waitForURL(`${site.url}api/pets--owners#operation/addPet`);
    await expect.poll(() => topOf(page, 'operation/addPet')).toBeGreaterThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not preload the overview on hover (it has no page data), and preloads a tag page', async () => {
    const { page, errors } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}api/orders`);
    await waitForHydration(page);
    await page.locator('.api-menu a', { hasText: 'Pets & Owners' }).hover();
    await expect.poll(() => requested).toContain('/split/page-data/api/pets--owners.json');
    await page.locator('.api-part-of a').hover();
    await page.locator('.navbar a', { hasText: 'API' }).first().hover();
    await page.waitForTimeout(300);
    expect(requested.filter((url) => url.startsWith('/split/page-data/api.json'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('goes from the overview to a tag page and back', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}api`);
    await waitForHydration(page);
    await page.locator('.api-tag-list a', { hasText: 'Orders' }).first().click();
    await page.waitForURL(`${site.url}api/orders`);
    await expect.poll(() => page.locator('[id="tag/Orders/operation/placeOrder"]').count()).toBe(1);
    // The menu: this tag's operations; the other tags lead to their pages.
    expect(await page.locator('.api-menu a.api-menu-operation').count()).toBe(4);
    expect(await page.locator('.api-menu a', { hasText: 'Pets & Owners' }).getAttribute('href')).toBe('/split/api/pets--owners');
    await page.goBack();
    await page.waitForURL(`${site.url}api`);
    await expect.poll(() => page.locator('.api-tag-list li').count()).toBe(5);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
