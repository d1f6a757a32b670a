// "Copy page as Markdown" in Chromium, on the built manual: the click (or the
// keyboard) puts exactly the page's .md on the clipboard and says so; after a
// client-side navigation it copies the new page; without JavaScript it is hidden.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { describeViolations, seriousViolations } from '../support/accessibility.js';

const site = inject('manualSite');
const browser = browserForFile();

const withClipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const served = (page: Page, path: string) => page.evaluate(async (url) => (await fetch(url)).text(), `${site}${path}`);
const button = (page: Page) => page.getByRole('button', { name: /^(Copy page as Markdown|Copied|Copy failed)$/ });

describe('copy page as Markdown', () => {
  it('puts the page Markdown on the clipboard, shows "Copied", then reads as before', async () => {
    const { page, errors } = await openPage(browser, withClipboard);
    await page.goto(`${site}data/history`);
    await waitForHydration(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await expect.poll(() => button(page).textContent()).toBe('Copy page as Markdown');
    const violations = (await seriousViolations(page)).filter((v) => v.nodes.some((node) => node.includes('copy-page')));
    expect(violations, describeViolations(violations)).toEqual([]);

    await button(page).click();
    await expect.poll(() => button(page).textContent()).toBe('Copied');
    const copied = await clipboard(page);
    expect(copied).toBe(await served(page, 'data/history.md'));
    expect(copied.startsWith('# History\n\n`GET /history`')).toBe(true);
    expect(copied).not.toMatch(/^description:/m);

    await expect.poll(() => button(page).textContent(), { timeout: 5000 }).toBe('Copy page as Markdown');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard', async () => {
    const { page, errors } = await openPage(browser, withClipboard);
    await page.goto(`${site}data-tests/`);
    await waitForHydration(page);
    await button(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button(page).textContent()).toBe('Copied');
    expect(await clipboard(page)).toBe(await served(page, 'data-tests/index.md'));
    // Focus stays on the button, so it can be pressed again.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('copy-page');
    await page.evaluate(() => navigator.clipboard.writeText('cleared'));
    await page.keyboard.press('Space');
    await expect.poll(() => clipboard(page)).toBe(await served(page, 'data-tests/index.md'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('copies the new page after a client-side navigation', async () => {
    const { page, errors } = await openPage(browser, withClipboard);
    await page.goto(`${site}data/history`);
    await waitForHydration(page);
    await button(page).click();
    await expect.poll(() => button(page).textContent()).toBe('Copied');
    await page.locator('.docs-sidebar a', { hasText: 'Glossary' }).click();
    await page.waitForURL(`${site}glossary`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Glossary');
    // The feedback belonged to the previous page.
    expect(await button(page).textContent()).toBe('Copy page as Markdown');
    await button(page).click();
    await expect.poll(() => button(page).textContent()).toBe('Copied');
    const copied = await clipboard(page);
    expect(copied.startsWith('# Glossary\n')).toBe(true);
    expect(copied).toBe(await served(page, 'glossary.md'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says "Copy failed" and leaves the clipboard alone when the Markdown cannot be fetched, then tries again', async () => {
    const { page } = await openPage(browser, withClipboard);
    await page.route('**/*.md', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(`${site}faq`);
    await waitForHydration(page);
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await button(page).click();
    await expect.poll(() => button(page).textContent()).toBe('Copy failed');
    expect(await clipboard(page)).toBe('untouched');
    await page.unroute('**/*.md');
    await button(page).click();
    await expect.poll(() => button(page).textContent()).toBe('Copied');
    expect(await clipboard(page)).toBe(await served(page, 'faq.md'));
    await page.context().close();
  });

  it('is hidden without JavaScript, and absent from the API reference', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site}data/history`);
    expect(await page.locator('.copy-page').count()).toBe(1);
    expect(await page.locator('.copy-page').isVisible()).toBe(false);
    await page.goto(`${site}rest-api-spec`);
    expect(await page.locator('.copy-page').count()).toBe(0);
    await page.context().close();
  });
});
