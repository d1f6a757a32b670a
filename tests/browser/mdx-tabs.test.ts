// MDX tabs in Chromium, on the Docusaurus fixture served over HTTP: without
// JavaScript the default tab shows; hydrated, a click switches the panel,
// every set of the same groupId follows, the choice is remembered under
// `docusaurus.tab.<groupId>` and written to the set's query-string key,
// which selects the tab on arrival; arrow keys move along the tabs.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('docusaurus', '/');

/** The visible panel's value of each operating-system tab set on the page (the npm2yarn set left out). */
/** Hydrated, and the tabs script (loaded on pages with tabs) has run. */
async function ready(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.locator('html[data-tabs-ready]').waitFor({ state: 'attached' });
}

const shown = (page: Page) =>
  page.$$eval('[data-tabs][data-group-id="operating-systems"]', (sets) => sets.map((set) => [...set.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden && panel.offsetParent !== null).map((panel) => panel.dataset.value).join(',')));

describe('MDX tabs', () => {
  it('show the default tab without JavaScript, the others hidden', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site.url}docs/intro`);
    expect(await shown(page)).toEqual(['mac', 'linux']);
    expect(await page.getByText('Use Homebrew').isVisible()).toBe(true);
    expect(await page.getByText('Download the tarball').isVisible()).toBe(false);
    await page.context().close();
  });

  it('switch on click, keep the group in step, remember the choice and put it in the URL', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}docs/intro#pick-your-system`);
    await ready(page);
    await page.getByRole('tab', { name: 'Windows' }).first().click();
    await expect.poll(() => shown(page)).toEqual(['windows', 'windows']);
    expect(await page.getByText('Run the installer').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Windows' }).first().getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.operating-systems'))).toBe('windows');
    const url = new URL(page.url());
    expect(url.searchParams.get('os')).toBe('windows');
    expect(url.hash).toBe('#pick-your-system');
    // Remembered on the next visit; the npm2yarn set is a group of its own and stays on npm.
    await page.goto(`${site.url}docs/intro`);
    await ready(page);
    await expect.poll(() => shown(page)).toEqual(['windows', 'windows']);
    expect(await page.locator('[data-group-id="npm2yarn"] [aria-selected="true"]').textContent()).toBe('npm');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('take the tab from the query string, before a remembered choice; an unknown value changes nothing', async () => {
    const { page } = await openPage(browser);
    await page.addInitScript(() => localStorage.setItem('docusaurus.tab.operating-systems', 'windows'));
    await page.goto(`${site.url}docs/intro?os=linux`);
    await ready(page);
    // The query key belongs to the first set; the second follows the remembered group choice.
    await expect.poll(() => shown(page)).toEqual(['linux', 'windows']);
    await page.goto(`${site.url}docs/intro?os=<img src=x onerror=alert(1)>`);
    await ready(page);
    await expect.poll(() => shown(page)).toEqual(['windows', 'windows']);
    await page.context().close();
  });

  it('move with the arrow keys, as tabs do', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}docs/intro`);
    await ready(page);
    await page.locator('[data-group-id="npm2yarn"] [role="tab"]', { hasText: 'npm' }).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('[data-group-id="npm2yarn"] [aria-selected="true"]').textContent()).toBe('Yarn');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yarn');
    expect(await page.getByText('yarn add --dev lantern-cli').isVisible()).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => page.locator('[data-group-id="npm2yarn"] [aria-selected="true"]').textContent()).toBe('pnpm');
    await page.context().close();
  });
});
