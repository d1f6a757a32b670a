// The navbar: with `hideOnScroll` hidden on scroll down, shown again on scroll
// up, near the top of the page and when keyboard focus enters it (without the
// option it stays put); and its dropdowns, usable by keyboard.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { DESKTOP, browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';

const web = inject('webSite');
const options = inject('chromeOptionsSite');

const browser = browserForFile();

/** Whether any of the navbar is on screen, once its slide (0.2 s) has finished. */
async function navbarShown(page: Page): Promise<boolean> {
  await page.waitForTimeout(300);
  return page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom > 1);
}

/** Scrolls with the mouse wheel, in small steps as a reader does. */
async function wheel(page: Page, deltaY: number): Promise<void> {
  const steps = Math.ceil(Math.abs(deltaY) / 100);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, Math.sign(deltaY) * 100);
    await page.waitForTimeout(30);
  }
}

describe('navbar hideOnScroll', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`hides on scroll down, reappears on scroll up and near the top (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, { viewport });
      await page.goto(`${options}long`);
      await waitForHydration(page);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      expect(await navbarShown(page)).toBe(true);
      await wheel(page, 800);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      expect(await navbarShown(page)).toBe(false);
      await wheel(page, -100);
      expect(await navbarShown(page)).toBe(true);
      await wheel(page, 400);
      expect(await navbarShown(page)).toBe(false);
      // Near the top it shows whichever way the page moved last.
      await page.evaluate(() => window.scrollTo(0, 30));
      expect(await navbarShown(page)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows again when keyboard focus moves into it', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${options}long`);
    await waitForHydration(page);
    await page.mouse.move(640, 400);
    await wheel(page, 800);
    expect(await navbarShown(page)).toBe(false);
    await page.locator('.navbar .navbar-brand').focus();
    expect(await navbarShown(page)).toBe(true);
    await page.context().close();
  });

  it('stays on screen while scrolling when the option is off', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${web}guide/advanced`);
    await waitForHydration(page);
    await page.mouse.move(640, 400);
    await wheel(page, 800);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    expect(await navbarShown(page)).toBe(true);
    expect(await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().top)).toBe(0);
    await page.context().close();
  });
});

describe('navbar dropdown', () => {
  it('opens by keyboard, says so in aria-expanded, lets Tab into its links, and closes on Escape', async () => {
    const { page } = await openPage(browser);
    await page.goto(options);
    await waitForHydration(page);
    const toggle = page.locator('.navbar .navbar-dropdown-toggle');
    const menu = page.locator('.navbar .navbar-dropdown-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    // Focus alone does not open it (aria-expanded would not tell the truth).
    expect(await menu.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('navbar-dropdown-link');
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('navbar-dropdown-toggle');
    await page.context().close();
  });
});
