// The base-URL banner: a site opened at a path outside its configured base
// URL cannot load its assets; the inline head script, which needs no bundle,
// says so and names the expected base URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningServer } from '../../cli/dev/static-server.js';
import { browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const web = servedFixtureForFile('web', '/web-base/');
/** The same build served at /elsewhere/: its pages load, its /web-base/ assets answer 404. */
let misplaced: RunningServer;

beforeAll(async () => {
  misplaced = await startStaticServer({ root: web.outDir, baseUrl: '/elsewhere/' });
});
afterAll(async () => {
  await misplaced?.close();
});

const banner = '#base-url-issue-banner';

describe('base URL banner', () => {
  for (const path of ['', 'guide/intro']) {
    it(`warns when the site is opened outside its base URL (/elsewhere/${path})`, async () => {
      const { page } = await openPage(browser);
      await page.goto(`${misplaced.url}${path}`);
      await page.locator(banner).waitFor();
      // The situation the banner is for: the stylesheet did not load (the body keeps the
      // browser's default margin) and neither did the bundle (the page never hydrated).
      expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('8px');
      expect(await page.evaluate(() => document.documentElement.classList.contains('no-js'))).toBe(true);
      const text = await page.locator(banner).textContent();
      expect(text).toContain('Your site did not load properly.');
      expect(text).toContain('"/web-base/"');
      expect(text).toContain(`/elsewhere/${path}`);
      expect(await page.locator(banner).getAttribute('role')).toBe('alert');
      // Styled without the stylesheet: a coloured, padded box at the top of the page.
      const look = await page.locator(banner).evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, padding: style.paddingTop, top: element.getBoundingClientRect().top };
      });
      expect(look.background).toBe('rgb(255, 243, 205)');
      expect(look.padding).toBe('16px');
      expect(look.top).toBeLessThanOrEqual(8);
      await page.context().close();
    });
  }

  it('shows on a phone too, and without JavaScript nothing is shown (the head script is JavaScript)', async () => {
    const phone = await openPage(browser, { viewport: PHONE });
    await phone.page.goto(misplaced.url);
    await phone.page.locator(banner).waitFor();
    // Within the page's width, the text wrapping rather than overflowing.
    const box = await phone.page.locator(banner).evaluate((element) => ({ right: element.getBoundingClientRect().right, overflow: element.scrollWidth > element.clientWidth }));
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
    expect(box.overflow).toBe(false);
    await phone.page.context().close();
    const noScript = await openPage(browser, { javaScriptEnabled: false });
    await noScript.page.goto(misplaced.url);
    expect(await noScript.page.locator(banner).count()).toBe(0);
    await noScript.page.context().close();
  });

  it('stays away when the site is opened under its base URL', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${web.url}guide/intro`);
    await waitForHydration(page);
    expect(await page.locator(banner).count()).toBe(0);
    await page.goto(web.url.slice(0, -1)); // the base URL without its trailing slash
    await waitForHydration(page);
    expect(await page.locator(banner).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
