// Docs' tags in Chromium, served over HTTP under a base URL
// (tests/fixtures/sites/docusaurus-doc-tags): from a doc's tag to the page of
// the docs with that tag, on to every tag and back into a doc, through the
// client router; the tags sit in a row under the doc's text.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('docusaurus-doc-tags', '/log/');

describe('docs tags', () => {
  it('goes from a doc’s tag to its docs, to every tag, and into another doc', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}docs/charts`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    // The tags are one row, below the doc's text.
    const tags = page.locator('article footer.doc-tags a');
    expect(await tags.allTextContents()).toEqual(['Tides', 'Charts']);
    const [first, second] = [await tags.nth(0).boundingBox(), await tags.nth(1).boundingBox()];
    expect(Math.abs(first!.y + first!.height / 2 - (second!.y + second!.height / 2))).toBeLessThan(first!.height / 2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(first!.y).toBeGreaterThan((await page.locator('article .markdown p').last().boundingBox())!.y);
    await tags.nth(0).click();
    await page.waitForURL(`${site.url}docs/topics/tides`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('2 docs tagged with "Tides"');
    expect(await page.locator('article .markdown li a').allTextContents()).toEqual(['Reading charts', 'The tide clock']);
    await page.getByRole('link', { name: 'View all tags' }).click();
    await page.waitForURL(`${site.url}docs/topics`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Tags');
    await page.getByRole('link', { name: 'Charts', exact: true }).click();
    await page.waitForURL(`${site.url}docs/topics/sea-charts`);
    await page.getByRole('link', { name: 'Reading charts' }).click();
    await page.waitForURL(`${site.url}docs/charts`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Reading charts');
    // Every step went through the client router: the window is the one the reader started in.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
