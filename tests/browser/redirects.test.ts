// Client redirects in Chromium, served over HTTP under a base URL
// (tests/fixtures/sites/docusaurus-redirects): an old route's page sends the
// reader on to the new one, with their query, and with their #hash unless the
// rule names its own; a link in a doc or the navbar to an old route reaches
// the new page, the client router leaving it to the browser.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('docusaurus-redirects', '/harbour/');

describe('client redirects', () => {
  it('sends an old route, and a page’s route with .html, on to the page, keeping the reader’s query and hash', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}docs/guides/setup.html?station=north#top`);
    await page.waitForURL(`${site.url}docs/guides/setup?station=north#top`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Setting up a station');
    // The rule names an anchor: the reader's query is kept, the rule's anchor wins over theirs.
    await page.goto(`${site.url}start?tide=low#ignored`);
    await page.waitForURL(`${site.url}docs/intro?tide=low#first-steps`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Reading the tables');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows a doc’s link, and the navbar’s, to an old route to the page it moved to', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}docs/intro`);
    await page.locator('article').getByRole('link', { name: 'setup guide' }).click();
    await page.waitForURL(`${site.url}docs/guides/setup`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Setting up a station');
    // The navbar's link to an old route, alike.
    await page.locator('.navbar').getByRole('link', { name: 'Start here' }).click();
    await page.waitForURL(`${site.url}docs/intro#first-steps`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Reading the tables');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
