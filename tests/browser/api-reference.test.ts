// The manual's API reference in Chromium: deep links land below the navbar,
// nested schemas expand natively, the download serves the spec, the menu
// navigates, and the page fits a phone.
import { describe, expect, inject, it } from 'vitest';
import { PHONE, browserForFile, openPage, waitForHydration } from '../support/browser.js';

const site = inject('manualSite');
const browser = browserForFile();

/** Distance from the top of the window to an element, in CSS pixels. */
const topOf = (page: import('playwright').Page, id: string) => page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN, id);

describe('API reference page', () => {
  it('opens a deep link #operation/getAccounts scrolled to that operation, below the navbar', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site}rest-api-spec#operation/getAccounts`);
    await waitForHydration(page);
    await expect.poll(() => topOf(page, 'operation/getAccounts')).toBeGreaterThanOrEqual(0);
    const top = await topOf(page, 'operation/getAccounts');
    expect(top).toBeLessThan(140);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lands on the canonical Redoc anchor too, also without JavaScript', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site}rest-api-spec#tag/Orders/operation/placeOrder`);
    const top = await topOf(page, 'tag/Orders/operation/placeOrder');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(140);
    await page.context().close();
  });

  it('expands a nested schema with a native <details> element', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site}rest-api-spec#operation/authorize`);
    await waitForHydration(page);
    // The 200 response of authorize nests the AccessToken object under `d`.
    const nested = page.locator('[id="tag/Authentication/operation/authorize"] details.schema-object').first();
    expect(await nested.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await nested.locator('summary').first().click();
    expect(await nested.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await nested.locator('.prop-name').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('serves the OpenAPI document from the Download link', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site}rest-api-spec`);
    const href = await page.locator('a.api-download-link').getAttribute('href');
    expect(href).toBe('/broker-api-docs/broker-api.yaml');
    const response = await page.request.get(new URL(href!, site).href);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^openapi: 3\.0\.3/m);
    expect(text).toContain('version: 1.9.2');
    await page.context().close();
  });

  it('follows a menu entry to its operation without reloading', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site}rest-api-spec`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __mark: number }).__mark = 1;
    });
    await page.locator('.api-menu a', { hasText: 'Place an order' }).first().click();
    await expect.poll(() => page.evaluate(() => decodeURIComponent(window.location.hash))).toContain('operation/placeOrder');
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1);
    await page.context().close();
  });

  it('shows long schema examples indented at 360 px, each line whole (no number broken across lines)', async () => {
    const { page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${site}rest-api-spec`);
    await waitForHydration(page);
    // Nested schemas are collapsed: open them all, so that every example is laid out.
    await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
    const blocks = await page.locator('.facts .fact-example code').evaluateAll((codes) =>
      codes.map((code) => {
        // The heights of copies of this block holding one and two short lines give a line's height, whatever the padding.
        const heightOf = (text: string) => {
          const probe = code.cloneNode() as HTMLElement;
          probe.textContent = text;
          code.parentElement!.append(probe);
          const height = probe.getBoundingClientRect().height;
          probe.remove();
          return height;
        };
        const one = heightOf('0');
        const line = heightOf('0\n0') - one;
        return { lines: (code.textContent ?? '').split('\n').length, rendered: 1 + Math.round((code.getBoundingClientRect().height - one) / line) };
      }),
    );
    expect(blocks.length).toBeGreaterThan(10);
    for (const block of blocks) expect(block.rendered).toBe(block.lines);
    expect(blocks.every((block) => block.lines > 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('starts its menu with the security schemes’ section and the tag of the same name under its display name', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site}rest-api-spec`);
    const tags = await page.locator('.api-menu .api-menu-tag').allTextContents();
    expect(tags.slice(0, 2)).toEqual(['Authentication', 'Sessions']);
    expect(await page.locator('.api-menu .api-menu-tag').nth(1).getAttribute('href')).toBe('#tag/Authentication');
    await page.context().close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${site}rest-api-spec`);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
