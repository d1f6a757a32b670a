// Islands in Chromium, on the mdx-components fixture served over HTTP: the
// server's HTML shows the counter as it rendered it; hydrated, only the
// island components run, with the React of the page's runtime: the counter
// counts, its Markdown children stay, and BrowserOnly's children replace its
// fallback.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('mdx-components', '/lantern/');

describe('MDX islands', () => {
  it('show the server HTML without JavaScript', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site.url}docs/components`);
    expect(await page.locator('.counter button').textContent()).toBe('Clicked 3 times');
    expect(await page.locator('.width').textContent()).toBe('measuring…');
    await page.context().close();
  });

  it('hydrate the components that need the browser: state works, children stay, BrowserOnly renders', async () => {
    const { page, errors } = await openPage(browser);
    // Every script the page runs, to count the copies of React among them.
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await page.goto(`${site.url}docs/components`);
    await expect.poll(() => page.locator('.width').textContent()).toMatch(/^Width: \d+px$/);
    await page.locator('.counter button').click();
    await page.locator('.counter button').click();
    await expect.poll(() => page.locator('.counter button').textContent()).toBe('Clicked 5 times');
    expect(await page.locator('.counter-note em').textContent()).toBe('clicks');
    // The static components are untouched.
    expect(await page.locator('.total').first().textContent()).toBe('Total: 7.75 EUR');
    // One React for the page and its islands: the runtime's (the islands import it from the runtime's URL).
    expect((await Promise.all(scripts)).filter((code) => code.includes('react.transitional.element'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
