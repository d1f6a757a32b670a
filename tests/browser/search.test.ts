// Search in the browser: the index is fetched only on first use, results
// come from the right sections, the keyboard works, the target page marks the
// terms, and neither a failed index nor a crafted URL can break the page.
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';

const site = inject('webSite');
const browser = browserForFile();

const UNAVAILABLE = 'Search is unavailable right now; your next search tries again.';

describe('search', () => {
  it('loads the index on first use only, then finds a section and lands on it with the terms marked', async () => {
    const { page, errors } = await openPage(browser);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index-')) indexRequests.push(request.url());
    });
    await page.goto(`${site}guide/intro`);
    await waitForHydration(page);
    expect(indexRequests).toEqual([]);

    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.fill('countback');
    const options = page.getByRole('option');
    await options.first().waitFor();
    // Fewer than 8 sections in the first file name the word: the search reads the second file too.
    expect(indexRequests).toEqual([`${site}search-index-default.json`, `${site}search-index-more-default.json`]);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    expect(await options.first().locator('.search-result-title').textContent()).toBe('Deep section');
    expect(await options.first().locator('mark').first().textContent()).toBe('countback');

    await box.press('Enter');
    await page.waitForURL(`${site}guide/advanced?_highlight=countback#deep-section`);
    await expect.poll(() => page.locator('.markdown mark.search-highlight').count()).toBeGreaterThan(0);
    expect(await page.locator('.markdown mark.search-highlight').first().textContent()).toBe('countback');

    // A second search reuses both files.
    await box.fill('token');
    await options.first().waitFor();
    expect(indexRequests).toHaveLength(2);

    await page.getByRole('button', { name: 'Clear highlights' }).click();
    expect(await page.locator('mark.search-highlight').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves the active result with the arrow keys and opens with the keyboard shortcut', async () => {
    const { page } = await openPage(browser);
    await page.goto(site);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    // One input event: typed key by key, the results of 'tok' could arrive after the arrow key and reset the active result.
    await page.keyboard.insertText('token');
    const options = page.getByRole('option');
    await options.nth(1).waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    expect(await options.count()).toBeLessThanOrEqual(8);
    await page.keyboard.press('Escape');
    expect(await page.locator('.search-panel').isHidden()).toBe(true);
    await page.context().close();
  });

  it('says search is unavailable, not that nothing matched, when the index cannot be fetched, without errors', async () => {
    const { page, errors } = await openPage(browser);
    await page.route('**/search-index-default.json', (route) => route.abort('failed'));
    await page.goto(site);
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('token');
    await page.locator('.search-unavailable').waitFor();
    expect(await page.locator('.search-unavailable').textContent()).toBe(UNAVAILABLE);
    expect(await page.locator('.search-no-results').count()).toBe(0);
    // Screen readers hear it too.
    expect(await page.getByRole('status').filter({ hasText: 'Search is unavailable' }).count()).toBe(1);
    // The aborted request itself is logged by the browser; nothing else is.
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED') && !e.startsWith('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });

  for (const failure of ['a network error', 'HTTP 500'] as const) {
    it(`fetches the index again on the next search after ${failure}, then keeps it`, async () => {
      const { page } = await openPage(browser);
      let requests = 0;
      await page.route('**/search-index-default.json', (route) => {
        requests++;
        if (requests > 1) return route.continue();
        return failure === 'HTTP 500' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.abort('failed');
      });
      await page.goto(site);
      await waitForHydration(page);
      const box = page.getByRole('combobox', { name: 'Search the documentation' });
      await box.fill('token');
      await page.locator('.search-unavailable').waitFor();
      expect(await page.locator('.search-unavailable').textContent()).toBe(UNAVAILABLE);
      expect(requests).toBe(1);

      // The same words again: this time the index arrives and answers.
      await box.fill('');
      await box.fill('token');
      const options = page.getByRole('option');
      await options.first().waitFor();
      expect(requests).toBe(2);
      expect(await page.locator('.search-unavailable').count()).toBe(0);
      expect(await options.first().locator('mark').first().textContent()).toMatch(/token/i);

      // Once loaded, it is kept.
      await box.fill('countback');
      await expect.poll(() => options.first().locator('.search-result-title').textContent()).toBe('Deep section');
      expect(requests).toBe(2);
      await page.context().close();
    });
  }

  it('keeps a crafted _highlight value as text', async () => {
    const { page } = await openPage(browser);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const payload = '<img src=x onerror=alert(1)>';
    await page.goto(`${site}guide/intro?_highlight=${encodeURIComponent(payload)}&_highlight=token`);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    // The page shows the payload as code text: it is marked as text, never parsed.
    expect(await page.locator('.markdown img').count()).toBe(0);
    const marks = await page.locator('mark.search-highlight').allTextContents();
    expect(marks).toContain(payload);
    expect(marks.some((text) => /token/i.test(text))).toBe(true);
    expect(dialogs).toBe(0);
    await page.context().close();
  });
});
