// The dev client in Chromium: a saved edit reloads the open page at the same
// scroll position; the overlay lists problems with their location, shows
// diagnostic text as text (never as HTML), and goes away once fixed; a change
// to another page makes the next click a full load.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../cli/dev/dev-server.js';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { openEventLog } from '../support/dev.js';
import { copyFixture } from '../support/paths.js';

let root: string;
let site: string;
let server: DevServer;
const browser = browserForFile();
const longPage = (extra = '') =>
  `# A long page\n\n${Array.from({ length: 80 }, (_, i) => `## Section ${i + 1}\n\nParagraph ${i + 1} of a page long enough to scroll.\n`).join('\n')}${extra}`;

beforeAll(async () => {
  ({ root, site } = await copyFixture('minimal'));
  await writeFile(path.join(site, 'docs/guide/long.md'), longPage());
  server = await startDevServer({ siteDir: site, port: 0, watchTheme: false });
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const file = (relative: string) => path.join(site, relative);

async function open(route: string): Promise<{ page: Page; errors: string[] }> {
  const tracked = await openPage(browser);
  await tracked.page.goto(`${server.url}${route}`);
  await waitForHydration(tracked.page);
  // The dev client marks the page once the server has greeted it.
  await tracked.page.locator('html[data-dev-connected]').waitFor({ state: 'attached' });
  return tracked;
}

describe('dev client', () => {
  // Each test starts once the server has finished building what the last one changed.
  beforeEach(() => server.idle());

  it('reloads the open page after a save and keeps its scroll position', async () => {
    const { page, errors } = await open('guide/long');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    await writeFile(file('docs/guide/long.md'), longPage('\nA paragraph added while reading.\n'));
    await page.getByText('A paragraph added while reading.').waitFor({ state: 'attached', timeout: 10_000 });
    await page.waitForFunction(() => window.scrollY === 1500, undefined, { timeout: 5_000 });
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('shows problems in an overlay as text, with their location, and removes it once they are fixed', async () => {
    const { page } = await open('guide/getting-started');
    // The warning comes from another page, so the open page's own HTML never changes: a warning
    // must not reload it, neither when it appears nor when it goes away.
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    const other = 'docs/reference/glossary.md';
    const source = await readFile(file(other), 'utf8');
    // A heading id that looks like markup, used twice: the overlay must print the warning's text, not parse it.
    const hostile = '<img/src=x/onerror=window.__overlayInjected=1>';
    await writeFile(file(other), `${source}\n## One {#${hostile}}\n\n## Two {#${hostile}}\n`);
    try {
      const overlay = page.locator('#__brokerdocs-overlay', { hasText: 'is already used on this page' });
      await overlay.waitFor({ timeout: 10_000 });
      const text = await overlay.innerText();
      expect(text).toContain('1 warning');
      expect(text).toContain(`Heading id "${hostile}" is already used on this page`);
      expect(text).toContain(other);
      expect(await overlay.locator('img').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __overlayInjected?: number }).__overlayInjected)).toBeUndefined();
    } finally {
      await writeFile(file(other), source);
    }
    await page.waitForFunction(() => !document.getElementById('__brokerdocs-overlay'), undefined, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    await page.context().close();
  });

  it('says the build failed when errors keep the last good pages on screen', async () => {
    const { page } = await open('guide/getting-started');
    const source = await readFile(file('docs/guide/getting-started.md'), 'utf8');
    await writeFile(file('docs/guide/getting-started.md'), `${source}\nSee [a page that is not there](nowhere.md).\n`);
    try {
      const overlay = page.locator('#__brokerdocs-overlay', { hasText: 'nowhere.md' });
      await overlay.waitFor({ timeout: 10_000 });
      const text = await overlay.innerText();
      expect(text).toContain('Build failed: 1 error');
      expect(text).toContain('The pages shown are from the last successful build.');
      expect(text).toMatch(/docs\/guide\/getting-started\.md:\d+:\d+/);
      expect(await page.locator('.markdown').innerText()).not.toContain('a page that is not there');
      // Closed, it stays closed for the same problems, even after a reload.
      await overlay.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'detached' });
      await page.reload();
      await page.locator('html[data-dev-connected]').waitFor({ state: 'attached' });
      expect(await overlay.count()).toBe(0);
    } finally {
      await writeFile(file('docs/guide/getting-started.md'), source);
    }
    await page.context().close();
  });

  it('loads the next page in full after another page changed, so the router shows no stale data', async () => {
    const { page } = await open('');
    await page.locator('a[href="/docs-base/guide/getting-started"]').first().hover(); // preloads its data
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    const events = await openEventLog(new URL(server.url).origin);
    const from = events.events.length;
    const source = await readFile(file('docs/guide/getting-started.md'), 'utf8');
    await writeFile(file('docs/guide/getting-started.md'), `${source}\nEdited while another page was open.\n`);
    await events.waitFor('reload', (data) => data.pages !== 'all' && data.pages.includes('/docs-base/guide/getting-started'), { from });
    events.close();
    // The home page did not change: given the time to react, it stays as it is.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    await page.locator('a[href="/docs-base/guide/getting-started"]').first().click();
    await page.getByText('Edited while another page was open.').waitFor({ state: 'attached', timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBeUndefined();
    await page.context().close();
  });
});
