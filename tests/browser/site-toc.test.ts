// The table of contents: the configured heading levels (2–3), and the entry
// of the heading in view highlighted while scrolling.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { browserForFile, DESKTOP, openPage, PHONE, waitForHydration } from '../support/browser.js';

const web = inject('webSite');
const manual = inject('manualSite');
const options = inject('chromeOptionsSite');

const browser = browserForFile();

const active = (page: Page) => page.locator('.toc a.active').allTextContents();

/** Scrolls the window so that the heading sits just below the navbar, as reading down to it does. */
async function scrollToHeading(page: Page, id: string, below = 70): Promise<void> {
  await page.evaluate(
    ({ id, below }) => {
      const heading = document.getElementById(id)!;
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - below);
    },
    { id, below },
  );
}

/** Where the article stands and how wide it is, as [x, width]. */
const articleBox = (page: Page) => page.locator('article.doc').evaluate((article) => [Math.round(article.getBoundingClientRect().x), Math.round(article.getBoundingClientRect().width)]);

describe('table of contents', () => {
  // The column follows the article in the HTML, and a slow phone paints what it has read so far: the article must not be
  // laid out full width first and narrowed (every line below it rewrapped, a layout shift) once the column is read.
  for (const viewport of [DESKTOP, PHONE]) {
    it(`keeps its column from the first paint: the article stands as it will before the column is read (${viewport.width} px)`, async () => {
      const { page } = await openPage(browser, { viewport });
      const url = `${web}guide/intro`;
      const html = await (await page.request.get(url)).text();
      const column = html.indexOf('<div class="toc-column">');
      expect(column).toBeGreaterThan(0);
      // The page as the browser has it when it paints before reading the column.
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, column) }));
      await page.goto(url);
      expect(await page.locator('.toc-column').count()).toBe(0);
      const early = await articleBox(page);
      await page.unroute(url);
      await page.goto(url);
      await waitForHydration(page);
      expect(await articleBox(page)).toEqual(early);
      await page.context().close();
    });
  }

  it('lists headings of levels 2 and 3 only', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${options}long`);
    await waitForHydration(page);
    const entries = await page.locator('.toc a').allTextContents();
    expect(entries).toEqual(['Section 1', 'Detail 1', 'Section 2', 'Detail 2', 'Section 3', 'Detail 3', 'Section 4', 'Detail 4']);
    // The level-4 heading exists on the page, just not in the table of contents.
    expect(await page.locator('.markdown h4', { hasText: 'Fine print' }).count()).toBe(1);
    await page.context().close();
  });

  it('highlights the entry of the heading in view while scrolling', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${options}long`);
    await waitForHydration(page);
    // Set by an effect once the page has hydrated.
    await expect.poll(() => active(page)).toEqual(['Section 1']);
    await scrollToHeading(page, 'section-3');
    await expect.poll(() => active(page)).toEqual(['Section 3']);
    await scrollToHeading(page, 'detail-2');
    await expect.poll(() => active(page)).toEqual(['Detail 2']);
    // A heading still well below the navbar is not yet the one being read.
    await scrollToHeading(page, 'section-4', 300);
    await expect.poll(() => active(page)).toEqual(['Detail 3']);
    // At the very bottom the last entry is active, even if its heading cannot reach the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => active(page)).toEqual(['Detail 4']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => active(page)).toEqual(['Section 1']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('following an entry makes it the highlighted one and looks different from the rest', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${options}long`);
    await waitForHydration(page);
    await page.locator('.toc a', { hasText: 'Section 2' }).click();
    await page.waitForURL(/#section-2$/);
    await expect.poll(() => active(page)).toEqual(['Section 2']);
    await page.mouse.move(5, 700); // away from the entries: hover looks like active
    const [on, off] = await Promise.all([
      page.locator('.toc a', { hasText: 'Section 2' }).evaluate((element) => getComputedStyle(element).color),
      page.locator('.toc a', { hasText: 'Section 3' }).evaluate((element) => getComputedStyle(element).color),
    ]);
    expect(on).not.toBe(off);
    await page.context().close();
  });

  it('a table of contents taller than the window keeps the highlighted entry in its own view', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto(`${manual}glossary`);
    await waitForHydration(page);
    const view = () =>
      page.evaluate(() => {
        const toc = document.querySelector('.toc')!;
        const link = toc.querySelector('.toc-link.active');
        if (!link) return { label: null, inside: false, overflows: toc.scrollHeight > toc.clientHeight };
        const [l, t] = [link.getBoundingClientRect(), toc.getBoundingClientRect()];
        return { label: link.textContent, inside: l.top >= t.top && l.bottom <= t.bottom, overflows: toc.scrollHeight > toc.clientHeight };
      });
    expect((await view()).overflows).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await view()).label).toBe('User session');
    expect(await view()).toMatchObject({ inside: true });
    await page.context().close();
  });
});
