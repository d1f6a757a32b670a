// A Docusaurus site's blog in Chromium, served over HTTP
// (tests/fixtures/sites/docusaurus-blog): from the navbar to the list page,
// to an older page of it, into a post by its "Read more" link and on to a
// tag's page through the client router, the sidebar of recent posts marking
// where the reader is; the author's picture sits beside the name; an
// author's name leads to their page and on to every author.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('docusaurus-blog', '/');

describe('the blog', () => {
  it('goes from the list pages into a post and on to a tag’s posts, the sidebar of recent posts on each', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}docs/intro`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('.navbar').getByRole('link', { name: 'Log' }).click();
    await page.waitForURL(`${site.url}blog`);
    await expect.poll(() => page.locator('h2.blog-preview-title').allTextContents()).toEqual(['Storm report', 'Winter stock']);
    expect(await page.locator('.docs-sidebar .blog-sidebar-title').textContent()).toBe('Latest entries');
    await page.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL(`${site.url}blog/page/2`);
    await expect.poll(() => page.locator('h2.blog-preview-title').allTextContents()).toEqual(['The night shift', 'First light']);
    await page.getByRole('link', { name: 'Read more: First light' }).click();
    await page.waitForURL(`${site.url}blog/2024/03/01/first-light`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('First light');
    // The text below the truncate marker is on the post's page.
    await expect.poll(() => page.locator('#trimming-the-wick').count()).toBe(1);
    // The picture of the author is beside the name, on one line.
    const picture = await page.locator('.blog-author-image').first().boundingBox();
    const name = await page.locator('.blog-author-name').first().boundingBox();
    expect(picture!.x + picture!.width).toBeLessThanOrEqual(name!.x);
    expect(Math.abs(picture!.y + picture!.height / 2 - (name!.y + name!.height / 2))).toBeLessThan(picture!.height);
    await page.getByRole('link', { name: 'Season start' }).click();
    await page.waitForURL(`${site.url}blog/tags/season-start`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('One post tagged with "Season start"');
    // Every step went through the client router: the window is the one the reader started in.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('goes from a post to its author’s page and on to every author, the author’s profiles beside the name', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}blog/storms/june`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    // The profiles sit in the author's column, under the name, not across the picture.
    const name = await page.locator('.blog-author-name').first().boundingBox();
    const github = await page.getByRole('link', { name: 'GitHub' }).boundingBox();
    expect(github!.y).toBeGreaterThan(name!.y);
    expect(Math.abs(github!.x - name!.x)).toBeLessThan(2);
    await page.locator('article').getByRole('link', { name: 'Mara Quell' }).click();
    await page.waitForURL(`${site.url}blog/authors/mara`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Mara Quell');
    await expect.poll(() => page.locator('h2.blog-preview-title').allTextContents()).toEqual(['Storm report', 'First light']);
    await page.getByRole('link', { name: 'View all authors' }).click();
    await page.waitForURL(`${site.url}blog/authors`);
    await expect.poll(() => page.locator('.blog-authors-list .blog-author-name').allTextContents()).toEqual(['Mara Quell', 'Tobin Reef', 'Ansel Dunmore']);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('marks the post being read in the sidebar of recent posts', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}blog/2024/05/20/winter-stock`);
    const active = page.locator('.docs-sidebar [aria-current="page"]');
    await expect.poll(() => active.textContent()).toBe('Winter stock');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
