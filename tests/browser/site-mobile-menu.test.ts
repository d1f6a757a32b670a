// The mobile menu (window width ≤ 996 px): a hamburger opens a drawer whose
// primary menu holds the navbar items and whose secondary menu holds the docs
// sidebar; page scrolling is hidden while it is open; it closes on Escape,
// back navigation, following a link and growing to desktop; focus moves into
// it, stays inside, and returns to the toggle.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { DESKTOP, browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';

const web = inject('webSite');
const options = inject('chromeOptionsSite');

const browser = browserForFile();

const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const focused = (page: Page) => page.evaluate(() => ({ label: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '', inMenu: Boolean(document.activeElement?.closest('#mobile-menu')) }));
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function openMenu(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await toggle(page).click();
  await menu(page).waitFor();
}

describe('mobile menu', () => {
  it('at 375 px the navbar items give way to a hamburger; at 1280 px there is none', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${web}guide/intro`);
    await waitForHydration(page);
    expect(await toggle(page).isVisible()).toBe(true);
    expect(await page.locator('.navbar .navbar-items-left').isVisible()).toBe(false);
    expect(await page.locator('.docs-sidebar').isVisible()).toBe(false);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    await page.setViewportSize(DESKTOP);
    expect(await toggle(page).isVisible()).toBe(false);
    expect(await page.locator('.navbar .navbar-items-left').isVisible()).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('opens with the docs sidebar as the secondary menu, "Back to main menu" leads to the navbar items, focus moves in', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await openMenu(page, `${web}guide/intro`);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await focused(page)).toEqual({ label: 'Close navigation bar', inMenu: true });
    const secondary = menu(page).getByRole('navigation', { name: 'Docs sidebar (mobile)' });
    expect(await secondary.isVisible()).toBe(true);
    expect(await secondary.locator('a[aria-current="page"]').textContent()).toBe('Introduction');
    await menu(page).getByRole('button', { name: '← Back to main menu' }).click();
    const primary = menu(page).getByRole('navigation', { name: 'Main (mobile)' });
    expect(await primary.locator('a').allTextContents()).toEqual(['Guide', 'API']);
    expect(await secondary.count()).toBe(0);
    // Focus follows into the menu just shown.
    expect(await focused(page)).toEqual({ label: 'Guide', inMenu: true });
    await menu(page).getByRole('button', { name: 'Docs menu →' }).click();
    expect(await secondary.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hides page scrolling while open and restores it on close', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${web}guide/advanced`);
    await waitForHydration(page);
    expect(await bodyOverflow(page)).toBe('visible');
    await toggle(page).click();
    expect(await bodyOverflow(page)).toBe('hidden');
    // The wheel over the backdrop does not move the page behind.
    await page.mouse.move(360, 500);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    expect(await bodyOverflow(page)).toBe('visible');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('closes on Escape and focus returns to the toggle', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await openMenu(page, `${web}guide/intro`);
    await page.keyboard.press('Escape');
    expect(await menu(page).count()).toBe(0);
    expect(await focused(page)).toEqual({ label: 'Toggle navigation bar', inMenu: false });
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('closes with its close button and with a click on the backdrop', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await openMenu(page, `${web}guide/intro`);
    await menu(page).getByRole('button', { name: 'Close navigation bar' }).click();
    expect(await menu(page).count()).toBe(0);
    expect(await focused(page)).toEqual({ label: 'Toggle navigation bar', inMenu: false });
    await toggle(page).click();
    await page.mouse.click(360, 400); // right of the 300 px panel
    expect(await menu(page).count()).toBe(0);
    await page.context().close();
  });

  it('closes on following a link, also a link to the page already shown', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await openMenu(page, `${web}guide/intro`);
    await menu(page).getByRole('link', { name: 'Advanced topics' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Advanced topics');
    expect(await menu(page).count()).toBe(0);
    expect(await bodyOverflow(page)).toBe('visible');
    await toggle(page).click();
    await menu(page).getByRole('link', { name: 'Advanced topics' }).click();
    expect(await menu(page).count()).toBe(0);
    expect(await bodyOverflow(page)).toBe('visible');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes on back navigation', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto(web);
    await waitForHydration(page);
    await page.locator('.markdown a', { hasText: 'introduction' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Introduction');
    await toggle(page).click();
    await menu(page).waitFor();
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Fixture home');
    expect(await menu(page).count()).toBe(0);
    expect(await bodyOverflow(page)).toBe('visible');
    // Also when back only changes the #hash and the page stays the same.
    await page.goto(`${web}#what-is-here`);
    await toggle(page).click();
    await menu(page).waitFor();
    await page.goBack();
    await page.waitForURL(web);
    expect(await menu(page).count()).toBe(0);
    await page.context().close();
  });

  it('closes when the window grows to desktop width', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await openMenu(page, `${web}guide/intro`);
    await page.setViewportSize({ width: 996, height: 740 });
    await page.waitForTimeout(100);
    expect(await menu(page).isVisible()).toBe(true);
    await page.setViewportSize({ width: 997, height: 740 });
    await expect.poll(() => menu(page).count()).toBe(0);
    // The drawer goes at the commit; the body's overflow comes back in the effect's cleanup, which may run a frame later.
    await expect.poll(() => bodyOverflow(page)).toBe('visible');
    await page.context().close();
  });

  it('keeps Tab and Shift+Tab inside the open menu', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await openMenu(page, `${web}guide/intro`);
    const stops = new Set<string>();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inMenu, `Tab ${i + 1} left the menu for ${now.label}`).toBe(true);
      stops.add(now.label);
    }
    // It went round: the close button came back, so every item was reachable.
    expect(stops.has('Close navigation bar')).toBe(true);
    expect(stops.has('Introduction')).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).inMenu).toBe(true);
    }
    await page.context().close();
  });

  it('labels the docs version dropdown "Versions" in the mobile menu', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await openMenu(page, options);
    // The options home is a doc page: go back to the main menu to see the navbar items.
    await menu(page).getByRole('button', { name: '← Back to main menu' }).click();
    const versions = menu(page).getByRole('list', { name: 'Versions' });
    expect(await versions.isVisible()).toBe(true);
    expect(await versions.getByRole('link').count()).toBeGreaterThan(0);
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => menu(page).count()).toBe(0);
    // On desktop the dropdown is labelled with the version shown.
    const dropdown = page.locator('.navbar .navbar-dropdown-toggle');
    expect(await dropdown.isVisible()).toBe(true);
    expect(await dropdown.textContent()).not.toBe('Versions');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
