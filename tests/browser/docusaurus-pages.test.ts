// The pages of a Docusaurus site's src/pages in Chromium, served over HTTP
// (tests/fixtures/sites/docusaurus-pages): the home page's CSS module and
// Infima's grid classes lay it out, its link leads into the docs and the navbar title back home through the
// client router, and a page whose component has state works once hydrated.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('docusaurus-pages', '/');

/** The hero's top padding: 4rem (64px) from the page's CSS module, nothing without it. */
const heroPadding = (page: import('playwright').Page) => page.locator('header.hero').evaluate((element) => getComputedStyle(element).paddingTop);

describe('src/pages', () => {
  it('shows the home page styled by its CSS module, and goes to the docs and back through the client router', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.url);
    expect(await page.locator('h1.hero__title').textContent()).toBe('Lanterns');
    expect(await heroPadding(page)).toBe('64px');
    expect(await page.title()).toBe('Welcome to Lanterns | Lanterns');
    // Infima's grid: the three features side by side, a third of the row each.
    const columns = await page.locator('.row > .col').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, width }) => ({ top: Math.round(top), width: Math.round(width) })));
    expect(columns).toHaveLength(3);
    expect(new Set(columns.map(({ top }) => top)).size).toBe(1);
    const row = await page.locator('.row').evaluate((element) => element.getBoundingClientRect().width);
    for (const { width } of columns) expect(width / row).toBeCloseTo(1 / 3, 2);
    await page.getByRole('link', { name: 'Start in five minutes' }).click();
    await page.waitForURL(`${site.url}docs/intro`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Getting started');
    // Back home by the navbar title: the router swaps the body in, and the page's stylesheet comes with it.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('.navbar a.navbar-brand').click();
    await page.waitForURL(site.url);
    await expect.poll(() => page.locator('h1.hero__title').textContent()).toBe('Lanterns');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await expect.poll(() => heroPadding(page)).toBe('64px');
    await expect.poll(() => page.title()).toBe('Welcome to Lanterns | Lanterns');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates a page whose component has state: the button changes what it shows', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}trimmer`);
    expect(await page.getByTestId('wick').textContent()).toBe('10');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Trim one millimetre' }).click();
        return Number(await page.getByTestId('wick').textContent());
      })
      .toBeLessThan(10);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
