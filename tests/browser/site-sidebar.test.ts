// The docs sidebar: hideable on desktop (kept hidden across client-side
// navigation), categories that animate their height for a duration based on
// the content (none with reduced motion), the current page's category open,
// siblings closed only with autoCollapseCategories, and the active link
// highlighted and scrolled into view inside the sidebar, never the page.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { animationDuration } from '../../templates/components/Collapsible.js';
import { browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';

const web = inject('webSite');
const manual = inject('manualSite');
const options = inject('chromeOptionsSite');
const fixed = inject('chromeFixedSite');

const browser = browserForFile();

const sidebar = (page: Page) => page.locator('.docs-sidebar');
const category = (page: Page, label: string) => sidebar(page).locator('.menu-category', { has: page.locator('.menu-category-header', { hasText: label }) });
const expanded = (page: Page, label: string) => category(page, label).locator('[aria-expanded]').first().getAttribute('aria-expanded');

interface Frame {
  height: number;
  transition: string;
}

/** Clicks a category's toggle and records the panel's height and inline transition every frame for `ms`. */
async function clickAndRecord(page: Page, label: string, ms: number): Promise<{ frames: Frame[]; full: number }> {
  const panelId = await category(page, label).locator('[aria-controls]').first().getAttribute('aria-controls');
  await page.evaluate(
    ({ id, ms }) => {
      const record = window as unknown as { __frames: Frame[]; __recorded: boolean };
      record.__frames = [];
      record.__recorded = false;
      const started = performance.now();
      // Recorded for `ms` from the frame the animation starts in, not from the click: on a loaded machine the click
      // itself can take longer than the animation, which a window timed from before it then missed (CI did, once).
      // Without an animation (reduced motion) it stops after `ms` and 3 s more.
      let animating: number | undefined;
      const sample = () => {
        const panel = document.getElementById(id)!;
        record.__frames.push({ height: panel.getBoundingClientRect().height, transition: panel.style.transition });
        const now = performance.now();
        if (animating === undefined && panel.style.transition) animating = now;
        if (animating === undefined ? now - started < ms + 3000 : now - animating < ms) requestAnimationFrame(sample);
        else record.__recorded = true;
      };
      requestAnimationFrame(sample);
    },
    { id: panelId!, ms },
  );
  await category(page, label).locator('[aria-expanded]').first().click();
  await page.waitForFunction(() => (window as unknown as { __recorded: boolean }).__recorded, null, { timeout: 15_000 });
  const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
  const full = await page.evaluate((id) => document.getElementById(id)!.scrollHeight, panelId!);
  return { frames, full };
}

describe('docs sidebar', () => {
  it('collapses and expands on desktop, stays collapsed while navigating client-side, and keeps keyboard focus', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${web}guide/intro`);
    await waitForHydration(page);
    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    await collapse.focus();
    await page.keyboard.press('Enter');
    expect(await sidebar(page).locator('nav').count()).toBe(0);
    expect(await sidebar(page).evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(50);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Expand sidebar');
    // The content takes the room.
    expect(await page.locator('.docs-main').evaluate((element) => element.getBoundingClientRect().left)).toBeLessThan(50);
    await page.locator('.markdown a', { hasText: 'advanced topics' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Advanced topics');
    expect(await sidebar(page).locator('nav').count()).toBe(0);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect(await sidebar(page).locator('nav a[aria-current="page"]').textContent()).toBe('Advanced topics');
    expect(await sidebar(page).evaluate((element) => element.getBoundingClientRect().width)).toBe(300);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no collapse button when the sidebar is not hideable', async () => {
    const { page } = await openPage(browser);
    await page.goto(fixed);
    await waitForHydration(page);
    expect(await sidebar(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).count()).toBe(0);
    await page.context().close();
  });

  it("opens the current page's category and highlights its link", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${options}tall/page-05`);
    await waitForHydration(page);
    expect(await expanded(page, 'Tall')).toBe('true');
    expect(await expanded(page, 'Short')).toBe('false');
    const active = sidebar(page).locator('a[aria-current="page"]');
    expect(await active.textContent()).toBe('Tall page 5');
    const [activeBackground, plainBackground] = await Promise.all([
      active.evaluate((element) => getComputedStyle(element).backgroundColor),
      sidebar(page).locator('a', { hasText: 'Tall page 6' }).evaluate((element) => getComputedStyle(element).backgroundColor),
    ]);
    expect(activeBackground).not.toBe(plainBackground);
    // Navigating into a collapsed category opens it.
    await sidebar(page).getByRole('button', { name: 'Short' }).click();
    await sidebar(page).getByRole('link', { name: 'Short one' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Short one');
    expect(await expanded(page, 'Short')).toBe('true');
    await page.context().close();
  });

  it('animates a category open and shut, for longer the taller its content', async () => {
    const { page } = await openPage(browser);
    await page.goto(options);
    await waitForHydration(page);
    const short = await clickAndRecord(page, 'Short', 600);
    expect(await expanded(page, 'Short')).toBe('true');
    const shortTransition = short.frames.find((frame) => frame.transition)?.transition;
    expect(shortTransition).toBe(`height ${animationDuration(short.full)}ms ease-in-out`);
    // In between the panel passed through heights between shut and open, growing.
    const between = short.frames.filter((frame) => frame.height > 1 && frame.height < short.full - 1);
    expect(between.length).toBeGreaterThan(1);
    expect(between.every((frame, i) => i === 0 || frame.height >= between[i - 1]!.height)).toBe(true);
    // Finished: no inline styles left behind, full height.
    expect(short.frames.at(-1)!.transition).toBe('');
    expect(short.frames.at(-1)!.height).toBeCloseTo(short.full, -0.5);

    const tall = await clickAndRecord(page, 'Tall', 800);
    expect(tall.full).toBeGreaterThan(short.full * 3);
    const tallTransition = tall.frames.find((frame) => frame.transition)?.transition;
    expect(tallTransition).toBe(`height ${animationDuration(tall.full)}ms ease-in-out`);
    expect(animationDuration(tall.full)).toBeGreaterThan(animationDuration(short.full));

    // Closing animates too, down to nothing; the children then leave the DOM.
    const closing = await clickAndRecord(page, 'Tall', 800);
    expect(closing.frames.some((frame) => frame.height > 1 && frame.height < tall.full - 1)).toBe(true);
    expect(await category(page, 'Tall').locator('.collapsible a').count()).toBe(0);
    await page.context().close();
  });

  it('does not animate when the reader prefers reduced motion', async () => {
    const { page } = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(options);
    await waitForHydration(page);
    const tall = await clickAndRecord(page, 'Tall', 300);
    expect(tall.frames.some((frame) => frame.transition !== '')).toBe(false);
    const afterClick = tall.frames.filter((frame) => frame.height > 0);
    expect(afterClick.length).toBeGreaterThan(0);
    expect(afterClick.every((frame) => Math.abs(frame.height - tall.full) <= 1)).toBe(true);
    await page.context().close();
  });

  it('with autoCollapseCategories, opening a category closes its open siblings', async () => {
    const { page } = await openPage(browser);
    await page.goto(options);
    await waitForHydration(page);
    await sidebar(page).getByRole('button', { name: 'Short' }).click();
    expect(await expanded(page, 'Short')).toBe('true');
    await sidebar(page).getByRole('button', { name: 'Tall' }).click();
    expect(await expanded(page, 'Tall')).toBe('true');
    expect(await expanded(page, 'Short')).toBe('false');
    await sidebar(page).getByRole('button', { name: "Expand sidebar category 'Linked'" }).click();
    expect(await expanded(page, 'Linked')).toBe('true');
    expect(await expanded(page, 'Tall')).toBe('false');
    await page.context().close();
  });

  it('without it, categories stay open when another opens', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${web}guide/intro`);
    await waitForHydration(page);
    expect(await expanded(page, 'Guide')).toBe('true');
    expect(await expanded(page, 'Reference')).toBe('false');
    await sidebar(page).getByRole('button', { name: 'Reference' }).click();
    expect(await expanded(page, 'Reference')).toBe('true');
    expect(await expanded(page, 'Guide')).toBe('true');
    await page.context().close();
  });

  it('scrolls the active link into view inside the sidebar, without scrolling the page', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto(`${manual}faq`);
    await waitForHydration(page);
    await page.waitForTimeout(100);
    const view = () =>
      page.evaluate(() => {
        const link = document.querySelector('.docs-sidebar a[aria-current="page"]')!;
        const menu = document.querySelector('.docs-sidebar > .menu')!;
        const [l, m] = [link.getBoundingClientRect(), menu.getBoundingClientRect()];
        return { inside: l.top >= m.top && l.bottom <= m.bottom, menuScroll: menu.scrollTop, windowScroll: window.scrollY, label: link.textContent };
      });
    const loaded = await view();
    expect(loaded).toMatchObject({ inside: true, windowScroll: 0, label: 'FAQ' });
    expect(loaded.menuScroll).toBeGreaterThan(0);
    // After a client-side navigation to the top of the list it follows.
    await page.locator('.docs-sidebar a', { hasText: 'Home' }).first().click();
    await expect.poll(async () => (await view()).label).toBe('Home');
    expect(await view()).toMatchObject({ inside: true, windowScroll: 0 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('in the mobile menu the active link is scrolled into view as well', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${manual}faq`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.waitForTimeout(300);
    const inside = await page.evaluate(() => {
      const link = document.querySelector('#mobile-menu a[aria-current="page"]')!;
      const scroller = document.querySelector('.mobile-menu-items')!;
      const [l, s] = [link.getBoundingClientRect(), scroller.getBoundingClientRect()];
      return l.top >= s.top && l.bottom <= s.bottom && scroller.scrollTop > 0;
    });
    expect(inside).toBe(true);
    await page.context().close();
  });
});
