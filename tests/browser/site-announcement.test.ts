// The announcement bar: shown until closed, the dismissal stored, shown again
// for a new id, the legacy misspelt id migrated, a close button only when
// closeable, and no layout shift when stored state hides it.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { DESKTOP, browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';

const web = inject('webSite');
const options = inject('chromeOptionsSite');
const fixed = inject('chromeFixedSite');

const browser = browserForFile();

const DISMISS = 'docusaurus.announcement.dismiss';
const ID = 'docusaurus.announcement.id';

async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  // Only before the first load: later loads must see what the page itself stored.
  await page.context().addInitScript((seed) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, entries);
}

const storedValue = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const barVisible = (page: Page) => page.locator('.announcement-bar').isVisible();

/**
 * Watches for layout shifts that move things up or down (what a bar appearing
 * or vanishing above the navbar causes; a logo loading late shifts sideways and
 * is not this test's business), and records the navbar's top and the bar's
 * display at DOMContentLoaded, before the bundle runs.
 */
async function watchLayout(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Shift {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const record = window as unknown as { __layout: { shift: number; sources: string[]; navbarTopAtLoad: number | null; barDisplayAtLoad: string | null } };
    record.__layout = { shift: 0, sources: [], navbarTopAtLoad: null, barDisplayAtLoad: null };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const vertical = entry.sources.filter((source) => source.previousRect.y !== source.currentRect.y);
        if (entry.hadRecentInput || !vertical.length) continue;
        record.__layout.shift += entry.value;
        for (const source of vertical) record.__layout.sources.push(`${(source.node as Element | undefined)?.outerHTML?.slice(0, 80)}: y ${source.previousRect.y} → ${source.currentRect.y}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      record.__layout.navbarTopAtLoad = document.querySelector('.navbar')?.getBoundingClientRect().top ?? null;
      const bar = document.querySelector('.announcement-bar');
      record.__layout.barDisplayAtLoad = bar ? getComputedStyle(bar).display : null;
    });
  });
}
const layoutRecord = (page: Page) =>
  page.evaluate(() => {
    const { __layout } = window as unknown as { __layout: { shift: number; sources: string[]; navbarTopAtLoad: number | null; barDisplayAtLoad: string | null } };
    return { ...__layout, navbarTopNow: document.querySelector('.navbar')!.getBoundingClientRect().top };
  });

describe('announcement bar', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows until closed, remembers the dismissal, and stays away on reload and navigation (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, { viewport });
      await page.goto(web);
      await waitForHydration(page);
      expect(await barVisible(page)).toBe(true);
      expect(await page.locator('.announcement-bar').textContent()).toContain('Fixture announcement');
      expect(await storedValue(page, ID)).toBe('fixture-news');
      expect(await storedValue(page, DISMISS)).toBe('false');
      await page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Close' }).click();
      expect(await page.locator('.announcement-bar').count()).toBe(0);
      expect(await storedValue(page, DISMISS)).toBe('true');
      await page.locator('.markdown a', { hasText: 'introduction' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Introduction');
      expect(await page.locator('.announcement-bar').count()).toBe(0);
      await page.reload();
      await waitForHydration(page);
      expect(await page.locator('.announcement-bar').count()).toBe(0);
      expect(errors, errors.join('\n')).toEqual([]);
      await page.context().close();
    });

    it(`a dismissed bar is never visible and nothing shifts: the navbar is at the top from DOMContentLoaded on (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, { viewport });
      await seedStorage(page, { [ID]: 'fixture-news', [DISMISS]: 'true' });
      await watchLayout(page);
      await page.goto(`${web}guide/intro`);
      await waitForHydration(page);
      await page.waitForTimeout(300);
      const layout = await layoutRecord(page);
      expect(layout.barDisplayAtLoad).toBe('none');
      expect(layout.navbarTopAtLoad).toBe(0);
      expect(layout.navbarTopNow).toBe(0);
      expect(layout.shift, layout.sources.join('\n')).toBe(0);
      expect(await page.locator('.announcement-bar').count()).toBe(0);
      expect(errors, errors.join('\n')).toEqual([]);
      await page.context().close();
    });
  }

  it('an open bar does not shift the layout either: it is in the server HTML', async () => {
    const { page } = await openPage(browser);
    await watchLayout(page);
    await page.goto(`${web}guide/intro`);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    const layout = await layoutRecord(page);
    expect(layout.barDisplayAtLoad).not.toBe('none');
    expect(layout.navbarTopAtLoad).toBeGreaterThan(0);
    expect(layout.navbarTopNow).toBe(layout.navbarTopAtLoad);
    expect(layout.shift, layout.sources.join('\n')).toBe(0);
    await page.context().close();
  });

  it('shows again when the announcement id changes', async () => {
    const { page } = await openPage(browser);
    await seedStorage(page, { [ID]: 'last-years-news', [DISMISS]: 'true' });
    await page.goto(web);
    await waitForHydration(page);
    expect(await barVisible(page)).toBe(true);
    expect(await storedValue(page, ID)).toBe('fixture-news');
    expect(await storedValue(page, DISMISS)).toBe('false');
    await page.context().close();
  });

  it('migrates the legacy id "annoucement-bar" to "announcement-bar", keeping the dismissal', async () => {
    const { page } = await openPage(browser);
    await seedStorage(page, { [ID]: 'annoucement-bar', [DISMISS]: 'true' });
    await watchLayout(page);
    await page.goto(options);
    await waitForHydration(page);
    expect((await layoutRecord(page)).barDisplayAtLoad).toBe('none');
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    expect(await storedValue(page, ID)).toBe('announcement-bar');
    expect(await storedValue(page, DISMISS)).toBe('true');
    await page.context().close();
  });

  it('the legacy id does not hide an announcement with another id', async () => {
    const { page } = await openPage(browser);
    await seedStorage(page, { [ID]: 'annoucement-bar', [DISMISS]: 'true' });
    await page.goto(web);
    await waitForHydration(page);
    expect(await barVisible(page)).toBe(true);
    await page.context().close();
  });

  it('has a close button only when isCloseable', async () => {
    const { page } = await openPage(browser);
    await page.goto(fixed);
    await waitForHydration(page);
    expect(await barVisible(page)).toBe(true);
    expect(await page.locator('.announcement-bar').textContent()).toContain('A permanent announcement');
    expect(await page.locator('.announcement-bar button').count()).toBe(0);
    await page.goto(web);
    await waitForHydration(page);
    expect(await page.locator('.announcement-bar button[aria-label="Close"]').count()).toBe(1);
    await page.context().close();
  });

  it('a bar that cannot be closed shows from first paint even when the same id was dismissed before', async () => {
    const { page, errors } = await openPage(browser);
    await seedStorage(page, { [ID]: 'fixed-news', [DISMISS]: 'true' });
    await watchLayout(page);
    await page.goto(fixed);
    await waitForHydration(page);
    const layout = await layoutRecord(page);
    expect(layout.barDisplayAtLoad).not.toBe('none');
    expect(layout.shift, layout.sources.join('\n')).toBe(0);
    expect(await barVisible(page)).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('the close button is reachable by keyboard and closes on Enter', async () => {
    const { page } = await openPage(browser);
    await page.goto(web);
    await waitForHydration(page);
    // Skip link first, then the announcement's content link-free, so the close button is second.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Enter');
    // The key's click may reach the page after `press` returns on a busy machine: the same check, until it holds.
    await expect.poll(() => page.locator('.announcement-bar').count()).toBe(0);
    await page.context().close();
  });
});
