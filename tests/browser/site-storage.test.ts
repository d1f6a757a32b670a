// Browser storage that fails: when localStorage is unavailable the site warns
// once and behaves as with empty storage; when single reads or writes fail
// they are logged and nothing crashes.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';

const web = inject('webSite');
const browser = browserForFile();

/** Console messages of one type, and uncaught exceptions. */
function recordConsole(page: Page): { warnings: string[]; errors: string[]; uncaught: string[] } {
  const record = { warnings: [] as string[], errors: [] as string[], uncaught: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'warning') record.warnings.push(message.text());
    if (message.type() === 'error') record.errors.push(message.text());
  });
  page.on('pageerror', (error) => record.uncaught.push(error.message));
  return record;
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

describe('browser storage', () => {
  for (const viewport of [undefined, PHONE]) {
    it(`unavailable storage: one console warning, then everything works as with empty storage${viewport ? ' (375 px)' : ''}`, async () => {
      const { page } = await openPage(browser, viewport ? { viewport } : {});
      // As in a sandboxed frame or with storage blocked: touching localStorage throws.
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const log = recordConsole(page);
      await page.goto(`${web}guide/intro`);
      await waitForHydration(page);
      expect(await theme(page)).toBe('light');
      expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
      // The colour toggle and the announcement's close button work for this visit.
      await page.locator('.navbar .color-mode-toggle').click();
      expect(await theme(page)).toBe('dark');
      await page.locator('.announcement-close').click();
      expect(await page.locator('.announcement-bar').count()).toBe(0);
      await page.locator('.markdown a', { hasText: 'advanced topics' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Advanced topics');
      expect(await theme(page)).toBe('dark');
      expect(log.warnings.filter((text) => /storage/i.test(text))).toHaveLength(1);
      expect(log.warnings[0]).toContain('Browser storage is not available');
      expect(log.errors).toEqual([]);
      expect(log.uncaught).toEqual([]);
      await page.context().close();
    });
  }

  it('a failing write is logged, the mode still changes, and nothing crashes', async () => {
    const { page } = await openPage(browser);
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'theme') throw new DOMException('Quota exceeded', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const log = recordConsole(page);
    await page.goto(web);
    await waitForHydration(page);
    await page.locator('.navbar .color-mode-toggle').click();
    expect(await theme(page)).toBe('dark');
    expect(log.errors.filter((text) => text.includes('Could not write "theme" to browser storage'))).toHaveLength(1);
    expect(log.warnings).toEqual([]);
    expect(log.uncaught).toEqual([]);
    await page.context().close();
  });

  it('a failing read is logged and acts as a missing value', async () => {
    const { page } = await openPage(browser);
    await page.context().addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'fixture-news');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        if (key === 'docusaurus.announcement.dismiss' && document.readyState !== 'loading') throw new DOMException('Read failed', 'UnknownError');
        return getItem.call(this, key);
      };
    });
    const log = recordConsole(page);
    await page.goto(web);
    await waitForHydration(page);
    await page.waitForTimeout(100);
    expect(log.errors.some((text) => text.includes('Could not read "docusaurus.announcement.dismiss" from browser storage'))).toBe(true);
    expect(log.uncaught).toEqual([]);
    // The failed read counts as "not dismissed": the bar is back.
    expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
    await page.context().close();
  });
});
