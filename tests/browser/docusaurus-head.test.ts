// A Docusaurus config's head tags in Chromium, served over HTTP
// (tests/fixtures/sites/docusaurus-head): the site's own script, another
// site's script and stylesheet (answered here, the network being
// unreachable) and the inline scripts all run under the page's
// Content-Security-Policy, with no violation reported.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('docusaurus-head', '/keep/');

describe('the config’s head tags', () => {
  it('run under the page’s Content-Security-Policy', async () => {
    const { page, errors } = await openPage(browser);
    // Another site's files, answered as that site would.
    await page.route('https://cdn.example.org/widget.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.widgetSite = document.currentScript.dataset.site;' }));
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.googleTagLoaded = true;' }));
    await page.route('https://fonts.example.org/**', (route) => route.fulfill({ contentType: 'text/css', body: ':root { --lantern-font: 1; }' }));
    await page.goto(site.url);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { widgetSite?: string }).widgetSite)).toBe('lamp');
    const state = await page.evaluate(() => {
      const w = window as unknown as { lanternLoaded?: boolean; googleTagLoaded?: boolean; dataLayer?: unknown[] };
      return {
        lantern: w.lanternLoaded,
        googleTag: w.googleTagLoaded,
        lit: document.documentElement.dataset.lit,
        dataLayer: w.dataLayer?.length,
        font: getComputedStyle(document.documentElement).getPropertyValue('--lantern-font').trim(),
      };
    });
    expect(state).toEqual({ lantern: true, googleTag: true, lit: 'yes', dataLayer: 2, font: '1' });
    // A refused script or stylesheet would be a console error naming the policy.
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
