// Two docs plugin instances in Chromium, served over HTTP
// (tests/fixtures/sites/docusaurus-docs-instances): the navbar's item of the
// "crew" instance opens its docs with its own sidebar, its category expands
// to its pages, and the navbar leads back to the main docs and their
// sidebar, all through the client router.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('docusaurus-docs-instances', '/');

describe('docs instances', () => {
  it('moves between the two instances’ docs, each in its own sidebar', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}docs/wicks`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const sidebarLinks = () => page.locator('aside.docs-sidebar a.menu-link').allTextContents();
    expect(await sidebarLinks()).toEqual(['The lamp', 'Trimming the wicks']);
    await page.locator('.navbar').getByRole('link', { name: 'Crew', exact: true }).click();
    await page.waitForURL(`${site.url}crew/intro`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Who keeps the light');
    await expect.poll(sidebarLinks).toEqual(['Who keeps the light', 'Watches']);
    // The category opens to the instance's pages, and its link is its generated index.
    await page.getByRole('button', { name: "Expand sidebar category 'Watches'" }).click();
    await expect.poll(sidebarLinks).toEqual(['Who keeps the light', 'Watches', 'Morning watch', 'Night watch']);
    await page.locator('aside.docs-sidebar').getByRole('link', { name: 'Morning watch' }).click();
    await page.waitForURL(`${site.url}crew/watches/morning`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Morning watch');
    await page.locator('.navbar').getByRole('link', { name: 'The lamp', exact: true }).click();
    await page.waitForURL(`${site.url}docs/`);
    await expect.poll(sidebarLinks).toEqual(['The lamp', 'Trimming the wicks']);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
