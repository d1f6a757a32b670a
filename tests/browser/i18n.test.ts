// Locales in the browser, on the built three-locale fixture (English, French,
// Arabic) served under /atlas/: the locale dropdown keeps path, query string
// and hash and loads the other locale in full; a page without a translation
// in a locale sends the dropdown to that locale's home; the Arabic pages are
// laid out right to left; search in a locale finds that locale's words; the
// interface text hydrates in the locale's words without a mismatch.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { serveFixture, type ServedSite } from '../support/served-sites.js';

const BASE = '/atlas/';
const browser = browserForFile();
let site: ServedSite;

beforeAll(async () => {
  site = await serveFixture('i18n', BASE);
});
afterAll(async () => {
  await site?.close();
});

const origin = () => new URL(site.url).origin;
const toggle = (page: Page) => page.locator('.navbar .navbar-dropdown-toggle');

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${origin()}${path}`);
  await waitForHydration(page);
}

/** Hovers the locale dropdown and reads its entries as `label → href`. */
async function dropdown(page: Page): Promise<Record<string, string>> {
  await toggle(page).hover();
  const links = page.locator('.navbar .navbar-dropdown-menu a');
  await links.first().waitFor();
  return Object.fromEntries(await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? ''])));
}

/** Marks the document, so that a test can tell a full page load (the mark is gone) from a client-side navigation. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { loadMark?: number }).loadMark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { loadMark?: number }).loadMark === 1);

describe('locale dropdown', () => {
  it('goes from /atlas/guide?q=1#anchor to /atlas/fr/guide?q=1#anchor and back, loading each locale in full', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${BASE}guide?q=1#anchor`);
    expect(await toggle(page).textContent()).toBe('English');
    expect(await dropdown(page)).toEqual({
      English: `${BASE}guide?q=1#anchor`,
      Français: `${BASE}fr/guide?q=1#anchor`,
      العربية: `${BASE}ar/guide?q=1#anchor`,
    });
    expect(await page.locator('.navbar-dropdown-menu a[aria-current="page"]').textContent()).toBe('English');

    await mark(page);
    await page.locator('.navbar-dropdown-menu').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${origin()}${BASE}fr/guide?q=1#anchor`);
    await waitForHydration(page);
    expect(await marked(page)).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('h1').textContent()).toBe('Guide');
    expect(await page.locator('#anchor').textContent()).toContain('Dessiner');
    expect(await toggle(page).textContent()).toBe('Français');

    await mark(page);
    expect((await dropdown(page)).English).toBe(`${BASE}guide?q=1#anchor`);
    await page.locator('.navbar-dropdown-menu').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${origin()}${BASE}guide?q=1#anchor`);
    await waitForHydration(page);
    expect(await marked(page)).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('follows the hash and page the router changed without a reload', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${BASE}fr/guide`);
    await page.locator('.toc').getByRole('link', { name: 'Colorier' }).click();
    await page.waitForURL(`${origin()}${BASE}fr/guide#colouring`);
    expect((await dropdown(page)).العربية).toBe(`${BASE}ar/guide#colouring`);
    // A client-side navigation within the locale: the dropdown links to the new page.
    await mark(page);
    await page.locator('.pagination-next').click();
    await page.waitForURL(`${origin()}${BASE}fr/concepts/advanced`);
    expect(await marked(page)).toBe(true);
    expect(await dropdown(page)).toEqual({ English: `${BASE}concepts/advanced`, Français: `${BASE}fr/concepts/advanced`, العربية: `${BASE}ar/concepts/advanced` });
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('stays open when clicked after the pointer opened it; a second click or Escape closes it', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${BASE}guide`);
    const box = (await toggle(page).boundingBox())!;
    const expanded = () => toggle(page).getAttribute('aria-expanded');
    // A real pointer: it moves onto the toggle (the dropdown opens), then presses and releases there.
    await page.mouse.move(box.x - 40, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await page.waitForFunction(() => document.querySelector('.navbar .navbar-dropdown-toggle')?.getAttribute('aria-expanded') === 'true');
    await page.mouse.down();
    await page.mouse.up();
    expect(await expanded()).toBe('true');
    expect(await page.locator('.navbar .navbar-dropdown-menu').isVisible()).toBe(true);
    // The second click closes it, though the pointer is still on it.
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelector('.navbar .navbar-dropdown-toggle')?.getAttribute('aria-expanded') === 'false');
    expect(await page.locator('.navbar .navbar-dropdown-menu').isVisible()).toBe(false);
    // Clicked open again, Escape closes it and leaves the focus on the toggle.
    await page.mouse.down();
    await page.mouse.up();
    expect(await expanded()).toBe('true');
    await page.keyboard.press('Escape');
    expect(await expanded()).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-dropdown-toggle'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('links to each locale’s home from a page that is not there (the 404 page)', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${origin()}${BASE}fr/404.html?q=1`);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe('Page introuvable');
    expect(await dropdown(page)).toEqual({ English: `${BASE}?q=1`, Français: `${BASE}fr/?q=1`, العربية: `${BASE}ar/?q=1` });
    await page.context().close();
  });
});

describe('locale pages', () => {
  it('lays an Arabic page out right to left: the sidebar on the right, the table of contents on the left', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${BASE}ar/guide`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const sidebar = (await page.locator('.docs-sidebar').boundingBox())!;
    const article = (await page.locator('article.doc').boundingBox())!;
    const toc = (await page.locator('.toc').boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1);
    expect(toc.x + toc.width).toBeLessThanOrEqual(article.x + 1);
    // The previous page's link sits on the right (where reading starts), the next page's on the left.
    const previous = await page.locator('.pagination-prev').boundingBox();
    const next = (await page.locator('.pagination-next').boundingBox())!;
    expect(previous!.x).toBeGreaterThan(next.x);
    expect(await page.locator('.toc-title').textContent()).toBe('في هذه الصفحة');
    const shots = path.resolve(import.meta.dirname, '../.tmp');
    await mkdir(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'i18n-rtl.png') });
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('hydrates the French interface text without a mismatch, and marks the page French does not translate', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${BASE}fr/concepts/advanced`);
    expect(await page.locator('.toc-title').textContent()).toBe('Sur cette page');
    expect(await page.locator('.pagination-prev .pagination-sublabel').textContent()).toBe('Précédent');
    expect(await page.locator('.navbar-items-left .navbar-link').first().textContent()).toBe('Mode d’emploi');
    expect(await page.locator('[data-untranslated]').textContent()).toBe('Cette page n’est pas encore traduite : elle est affichée en anglais.');
    // The fallback page's links stay in the locale.
    expect(await page.locator('.markdown a[href*="guide"]').getAttribute('href')).toBe(`${BASE}fr/guide#anchor`);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });
});

describe('copy buttons in a locale', () => {
  it('copies a code block, loading the deferred script as the pointer reaches the button, and says so in French', async () => {
    const { page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const deferred: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/deferred-')) deferred.push(new URL(request.url()).pathname);
    });
    await visit(page, `${BASE}fr/guide`);
    // Read, not touched: the deferred script is not part of the visit.
    expect(deferred).toEqual([]);
    const copy = page.locator('.code-block .copy-code');
    expect(await copy.textContent()).toBe('Copier');
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('atlas draw --mountains');
    expect(deferred).toHaveLength(1);
    expect(deferred[0]).toMatch(new RegExp(`^${BASE}fr/assets/deferred-\\w+\\.js$`));
    await expect.poll(() => copy.textContent(), { timeout: 5000 }).toBe('Copier');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });
});

describe('search in a locale', () => {
  const search = async (page: Page, words: string) => {
    const box = page.getByRole('combobox');
    await box.fill(words);
    await page.locator('.search-result, .search-no-results').first().waitFor();
    return page.locator('.search-result a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  };

  it('finds the French page by a French word, and says so in French when nothing matches', async () => {
    const { page, errors } = await openPage(browser);
    const indexes: string[] = [];
    page.on('request', (request) => {
      // The first file of the tag (its second file follows it: search.test.ts).
      if (request.url().includes('search-index-') && !request.url().includes('search-index-more-')) indexes.push(new URL(request.url()).pathname);
    });
    await visit(page, `${BASE}fr/`);
    expect(await page.getByRole('combobox').getAttribute('placeholder')).toBe('Rechercher');
    const found = await search(page, 'tartiflette');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((href) => href.startsWith(`${BASE}fr/guide?_highlight=tartiflette`))).toBe(true);
    expect(indexes).toEqual([`${BASE}fr/search-index-default.json`]);
    expect(await search(page, 'خريطة')).toEqual([]);
    expect(await page.locator('.search-no-results').textContent()).toBe('Aucun résultat pour « خريطة »');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('finds the Arabic page by an Arabic word, and not in the English index', async () => {
    const { page } = await openPage(browser);
    await visit(page, `${BASE}ar/`);
    const found = await search(page, 'خريطة');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((href) => href.startsWith(`${BASE}ar/guide?_highlight=`))).toBe(true);
    await visit(page, `${BASE}`);
    expect(await search(page, 'خريطة')).toEqual([]);
    expect(await search(page, 'tartiflette')).toEqual([]);
    expect(await page.locator('.search-no-results').textContent()).toBe('No results for "tartiflette"');
    await page.context().close();
  });
});
