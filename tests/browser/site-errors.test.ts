// Error screens, styled and usable by keyboard: "This page crashed." with
// the message and "Try again", and a page that failed to load with Retry.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { DESKTOP, browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';
import { focusStop } from '../support/accessibility.js';

const web = inject('webSite');
const browser = browserForFile();

const BROKEN_PAGE = JSON.stringify({ kind: 'doc', route: '/guide/advanced', permalink: '/web-base/guide/advanced', title: 'Broken', html: '', toc: null, breadcrumbs: [], hideTableOfContents: false });

/** Follows the "advanced topics" link in the introduction's text (there at every width) with the keyboard. */
async function followAdvanced(page: Page): Promise<void> {
  await page.goto(`${web}guide/intro`);
  await waitForHydration(page);
  await page.locator('.markdown a', { hasText: 'advanced topics' }).focus();
  await page.keyboard.press('Enter');
}

const boxStyle = (page: Page) =>
  page.locator('.page-error').evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return { border: style.borderTopColor, padding: style.paddingTop, left: box.left, right: box.right };
  });

describe('error screens', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`a crashed page shows the message and Try again, takes focus, and is styled (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, { viewport });
      await page.route('**/page-data/guide/advanced.json', (route) => route.fulfill({ contentType: 'application/json', body: BROKEN_PAGE }));
      await followAdvanced(page);
      await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
      expect(await page.locator('.page-error-message').textContent()).toMatch(/\S/);
      // The crash box stands in for the page's main content: the skip link still has a target, and focus is there.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      expect(await page.locator('#main-content .page-error').count()).toBe(1);
      const style = await boxStyle(page);
      expect(style.border).toBe('rgb(217, 63, 63)');
      expect(style.padding).toBe('24px');
      expect(style.left).toBeGreaterThanOrEqual(0);
      expect(style.right).toBeLessThanOrEqual(viewport.width);
      // Keyboard: the next Tab reaches "Try again", with a visible focus ring.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try again');
      expect((await focusStop(page)).problem).toBeNull();
      const crashes = errors.filter((text) => text.includes('Page crashed')).length;
      expect(crashes).toBeGreaterThan(0);
      // Trying again renders the page again (it crashes again: its data is still broken).
      await page.keyboard.press('Enter');
      await expect.poll(() => errors.filter((text) => text.includes('Page crashed')).length).toBeGreaterThan(crashes);
      expect(await page.getByRole('heading', { name: 'This page crashed.' }).count()).toBe(1);
      await page.context().close();
    });

    it(`a page that failed to load shows Retry, focused and styled, and Retry by keyboard loads it (${viewport.width} px)`, async () => {
      const { page } = await openPage(browser, { viewport });
      await page.route('**/page-data/guide/advanced.json', (route) => route.abort('internetdisconnected'));
      await followAdvanced(page);
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      expect(await page.getByRole('alert').textContent()).toContain('This page could not be loaded.');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Retry');
      expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
      expect((await focusStop(page)).problem).toBeNull();
      const style = await boxStyle(page);
      expect(style.border).toBe('rgb(217, 63, 63)');
      expect(style.right).toBeLessThanOrEqual(viewport.width);
      await page.unroute('**/page-data/guide/advanced.json');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Advanced topics');
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      await page.context().close();
    });
  }
});
