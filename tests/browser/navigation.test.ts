// The engine in a real browser: hydration, client-side navigation, history,
// anchors, preload/load failures, crashes, and reading without JavaScript.
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';

const site = inject('webSite');
const browser = browserForFile();

/** Marks the window: the mark survives client-side navigation, not a reload. */
async function markWindow(page: import('playwright').Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __mark: number }).__mark = 42;
  });
}
const isMarked = (page: import('playwright').Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 42);

describe('navigation', () => {
  it('hydrates without console errors', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site);
    await waitForHydration(page);
    await page.waitForTimeout(200);
    expect(await page.locator('h1').textContent()).toBe('Fixture home');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('navigates client-side: URL, title and content change without a reload; back and forward work', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site);
    await waitForHydration(page);
    await markWindow(page);
    await page.locator('.docs-sidebar a', { hasText: 'Introduction' }).click();
    await page.waitForURL(`${site}guide/intro`);
    await expect.poll(() => page.title()).toBe('Introduction | Web Fixture');
    expect(await page.locator('h1').textContent()).toBe('Introduction');
    expect(await isMarked(page)).toBe(true);
    expect(await page.locator('.docs-sidebar a[aria-current="page"]').textContent()).toBe('Introduction');

    await page.goBack();
    await page.waitForURL(site);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Fixture home');
    await page.goForward();
    await page.waitForURL(`${site}guide/intro`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Introduction');
    expect(await isMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('scrolls a #hash target into view below the navbar', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site}guide/intro`);
    await waitForHydration(page);
    await page.locator('.markdown a', { hasText: 'advanced topics' }).click();
    await page.waitForURL(`${site}guide/advanced#deep-section`);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('deep-section')!.getBoundingClientRect().top))).toBeGreaterThanOrEqual(55);
    const top = await page.evaluate(() => document.getElementById('deep-section')!.getBoundingClientRect().top);
    expect(top).toBeLessThanOrEqual(75);
    await page.context().close();
  });

  it('restores the scroll position on back', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site}guide/advanced`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(100);
    // The sidebar is sticky: clicking in it does not scroll the window first.
    await page.locator('.docs-sidebar a', { hasText: 'Introduction' }).click();
    await page.waitForURL(`${site}guide/intro`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${site}guide/advanced`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.context().close();
  });

  it('loads the page in full when its data cannot be preloaded', async () => {
    const { page } = await openPage(browser);
    await page.route('**/page-data/guide/advanced.json', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${site}guide/intro`);
    await waitForHydration(page);
    await markWindow(page);
    await page.locator('.docs-sidebar a', { hasText: 'Advanced topics' }).click();
    await page.waitForURL(`${site}guide/advanced`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Advanced topics');
    expect(await isMarked(page)).toBe(false);
    await page.context().close();
  });

  it('shows an error box with Retry when a page fails to load, and Retry loads it', async () => {
    const { page } = await openPage(browser);
    await page.route('**/page-data/guide/advanced.json', (route) => route.abort('internetdisconnected'));
    await page.goto(`${site}guide/intro`);
    await waitForHydration(page);
    await page.locator('.docs-sidebar a', { hasText: 'Advanced topics' }).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('could not be loaded');
    await page.unroute('**/page-data/guide/advanced.json');
    await retry.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Advanced topics');
    await page.context().close();
  });

  it('shows "This page crashed." with the message and a Try again button when a page throws', async () => {
    const { page } = await openPage(browser);
    await page.route('**/page-data/guide/advanced.json', (route) =>
      // A page whose table of contents is not a list makes the page component throw.
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ kind: 'doc', route: '/guide/advanced', permalink: '/web-base/guide/advanced', title: 'Broken', html: '', toc: null, breadcrumbs: [], hideTableOfContents: false }) }),
    );
    await page.goto(`${site}guide/intro`);
    await waitForHydration(page);
    await page.locator('.docs-sidebar a', { hasText: 'Advanced topics' }).click();
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    expect(await page.locator('.page-error-message').textContent()).toMatch(/\S/);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    // The chrome survives the crash: navigating away works.
    await page.locator('.navbar a', { hasText: 'Guide' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Introduction');
    await page.context().close();
  });

  it('shows the progress bar and a spinner only when a page takes longer than 200 ms', async () => {
    const { page } = await openPage(browser);
    await page.route('**/page-data/guide/advanced.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.goto(`${site}guide/intro`);
    await waitForHydration(page);
    const clicked = Date.now();
    await page.locator('.docs-sidebar a', { hasText: 'Advanced topics' }).click();
    // Nothing shows at once…
    expect(await page.locator('.progress-bar').count()).toBe(0);
    // …then the bar and the spinner appear while the page is still loading.
    await page.locator('.progress-bar').waitFor({ state: 'attached' });
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(190);
    expect(await page.locator('h1').textContent()).toBe('Introduction');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Advanced topics');
    await expect.poll(() => page.locator('.progress-bar').count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
    await page.context().close();
  });

  it('reads and navigates with JavaScript disabled', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(site);
    expect(await page.locator('h1').textContent()).toBe('Fixture home');
    expect(await page.locator('.docs-sidebar a').count()).toBeGreaterThan(2);
    await page.locator('.docs-sidebar a', { hasText: 'Introduction' }).click();
    await page.waitForURL(`${site}guide/intro`);
    expect(await page.locator('h1').textContent()).toBe('Introduction');
    expect(await page.locator('.toc a').count()).toBe(3);
    await page.context().close();
  });

  it('answers unknown paths with the 404 page', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${site}no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await page.context().close();
  });
});
