// Docs versions in the browser, on the built versions fixture: the dropdown
// links to the same page in each version (else its main doc) keeping query
// and hash, and choosing one stores it as the preferred version; visiting a
// versioned page stores its version; pages outside every version send navbar
// doc links to the preferred version; an invalid stored value is removed; the
// banner links to the latest version; search asks the index of the page's version.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';
import { describeViolations, seriousViolations } from '../support/accessibility.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const KEY = 'docs-preferred-version-default';
const BASE = '/versions-base/';
const browser = browserForFile();
const site = servedFixtureForFile('versions', BASE);

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const toggle = (page: Page) => page.locator('.navbar .navbar-dropdown-toggle');
const docsLink = (page: Page) => page.locator('.navbar').getByRole('link', { name: 'Docs', exact: true });

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
}

/** Hovers the version dropdown and reads its entries as `label → href`. */
async function dropdown(page: Page): Promise<Record<string, string>> {
  await toggle(page).hover();
  const links = page.locator('.navbar .navbar-dropdown-menu a');
  await links.first().waitFor();
  const entries = await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']));
  return Object.fromEntries(entries);
}

describe('version dropdown', () => {
  it('links to the same page in each version, keeping the query string and hash; else to the version’s main doc', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, 'next/intro?ref=nav#getting-started');
    expect(await toggle(page).textContent()).toBe('Next');
    expect(await dropdown(page)).toEqual({
      Next: `${BASE}next/intro?ref=nav#getting-started`,
      '1.1': `${BASE}intro?ref=nav#getting-started`,
      '1.0 (legacy)': `${BASE}1.0/intro?ref=nav#getting-started`,
    });
    await visit(page, 'next/new-feature');
    expect(await dropdown(page)).toEqual({ Next: `${BASE}next/new-feature`, '1.1': BASE, '1.0 (legacy)': `${BASE}1.0/intro` });
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('follows a hash the router set without a reload, and choosing a version navigates there and stores it', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, 'intro');
    await page.locator('.toc').getByRole('link', { name: 'Getting started' }).click();
    await page.waitForURL(`${site.url}intro#getting-started`);
    expect((await dropdown(page))['1.0 (legacy)']).toBe(`${BASE}1.0/intro#getting-started`);
    await page.locator('.navbar .navbar-dropdown-menu').getByRole('link', { name: '1.0 (legacy)' }).click();
    await page.waitForURL(`${site.url}1.0/intro#getting-started`);
    expect(await stored(page)).toBe('1.0');
    expect(await toggle(page).textContent()).toBe('1.0 (legacy)');
    expect(await page.locator('.version-banner').textContent()).toContain('which is no longer actively maintained');
    expect(await page.locator('.navbar .navbar-dropdown-menu a[aria-current="page"]').textContent()).toBe('1.0 (legacy)');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('is a list labelled "Versions" in the mobile menu, with the same targets', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await visit(page, 'next/new-feature');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    await menu.getByRole('button', { name: '← Back to main menu' }).click();
    const versions = menu.getByRole('list', { name: 'Versions' });
    const entries = await versions.getByRole('link').evaluateAll((anchors) => anchors.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
    expect(entries).toEqual([`Next ${BASE}next/new-feature`, `1.1 ${BASE}`, `1.0 (legacy) ${BASE}1.0/intro`]);
    await versions.getByRole('link', { name: '1.1' }).click();
    await page.waitForURL(site.url);
    expect(await stored(page)).toBe('1.1');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });
});

describe('preferred version', () => {
  it('is stored on visiting a versioned page and sends navbar doc links from other pages there', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, 'rest-api-spec');
    // Nothing stored yet: the last version.
    expect(await stored(page)).toBe(null);
    expect(await docsLink(page).getAttribute('href')).toBe(`${BASE}intro`);
    await visit(page, '1.0/legacy');
    await expect.poll(() => stored(page)).toBe('1.0');
    for (const path of ['rest-api-spec', 'no-such-page']) {
      await visit(page, path);
      await expect.poll(() => docsLink(page).getAttribute('href'), { message: path }).toBe(`${BASE}1.0/intro`);
      expect(await toggle(page).textContent(), path).toBe('1.0 (legacy)');
      // No page of its own in any version: each entry is the version's main doc.
      expect(await dropdown(page), path).toEqual({ Next: `${BASE}next/`, '1.1': BASE, '1.0 (legacy)': `${BASE}1.0/intro` });
    }
    await docsLink(page).click();
    await page.waitForURL(`${site.url}1.0/intro`);
    await visit(page, 'next/intro');
    await expect.poll(() => stored(page)).toBe('current');
    // The one error is the 404 page's own status.
    expect(errors.filter((text) => !text.includes('404 (Not Found)')), errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('removes a stored value that is no longer a version', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, '0.9');
    }, KEY);
    await visit(page, 'rest-api-spec');
    await expect.poll(() => stored(page)).toBe(null);
    expect(await docsLink(page).getAttribute('href')).toBe(`${BASE}intro`);
    expect(await toggle(page).textContent()).toBe('1.1');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });
});

describe('version banner', () => {
  it('on unreleased docs, links to the same page in the latest version and makes it the preferred one', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, 'next/intro');
    const banner = page.locator('.version-banner');
    expect(await banner.textContent()).toBe('This is unreleased documentation for Versions Site Next version.For up-to-date documentation, see the latest version (1.1).');
    expect(await seriousViolations(page).then(describeViolations)).toBe('');
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${site.url}intro`);
    expect(await stored(page)).toBe('1.1');
    expect(await page.locator('.version-banner').count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });
});

describe('search per version', () => {
  it('asks the index of the version of the page, fetched once per version', async () => {
    const { page, errors } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => {
      // The first file of each tag (a tag's second file follows it: search.test.ts).
      if (request.url().includes('search-index-') && !request.url().includes('search-index-more-')) requests.push(request.url().slice(site.url.length));
    });
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    const results = async (text: string) => {
      await box.fill(text);
      await page.locator('.search-result, .search-no-results').first().waitFor();
      return page.getByRole('option').locator('.search-result-title').allTextContents();
    };

    await visit(page, 'next/intro');
    expect(await results('quasar')).toEqual(['Introduction']);
    await box.fill('pulsar');
    await page.locator('.search-no-results').waitFor();
    expect(await page.locator('.search-no-results').textContent()).toBe('No results for "pulsar"');
    expect(requests).toEqual(['search-index-docs-default-current.json']);

    await visit(page, '1.0/intro');
    expect(await results('fossil')).toEqual(expect.arrayContaining(['Legacy API']));
    // The API reference is outside every version's path: the last version's index.
    await visit(page, 'rest-api-spec');
    expect(await results('pulsar')).toEqual(['Introduction']);
    expect(requests).toEqual(['search-index-docs-default-current.json', 'search-index-docs-default-1.0.json', 'search-index-docs-default-1.1.json']);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });
});
