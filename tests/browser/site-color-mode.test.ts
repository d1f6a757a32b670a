// Colour mode in a real browser: applied before first paint from `theme`,
// the system preference only when configured, toggled and stored, synced
// across tabs, the toggle hidden by disableSwitch, and code blocks and the
// API reference following the mode.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { DESKTOP, browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';

const web = inject('webSite');
const options = inject('chromeOptionsSite');
const fixed = inject('chromeFixedSite');

const browser = browserForFile();

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

/** Records the mode at DOMContentLoaded, before the bundle has run (module scripts run after it). */
async function recordModeAtDomContentLoaded(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __modeAtLoad: string | null }).__modeAtLoad = document.documentElement.getAttribute('data-theme');
    });
  });
}
const modeAtLoad = (page: Page) => page.evaluate(() => (window as unknown as { __modeAtLoad: string | null }).__modeAtLoad);

describe('colour mode', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`applies a stored dark mode before first paint, also on reload (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, { viewport });
      await page.context().addInitScript(() => localStorage.setItem('theme', 'dark'));
      await recordModeAtDomContentLoaded(page);
      await page.goto(`${web}guide/intro`);
      expect(await modeAtLoad(page)).toBe('dark');
      await waitForHydration(page);
      expect(await theme(page)).toBe('dark');
      // The dark palette is what is painted: the body background is the dark one.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(27, 27, 29)');
      await page.reload();
      expect(await modeAtLoad(page)).toBe('dark');
      await waitForHydration(page);
      await page.waitForTimeout(100);
      expect(errors, errors.join('\n')).toEqual([]);
      await page.context().close();
    });
  }

  it('without a stored choice uses the default mode and ignores the system when not configured to follow it', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark' });
    await recordModeAtDomContentLoaded(page);
    await page.goto(web);
    expect(await modeAtLoad(page)).toBe('light');
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });

  it('follows the system preference when respectPrefersColorScheme is on, until the reader chooses', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark' });
    await recordModeAtDomContentLoaded(page);
    await page.goto(options);
    expect(await modeAtLoad(page)).toBe('dark');
    await waitForHydration(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toBe('dark');
    // A choice wins over the system from then on.
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(100);
    expect(await theme(page)).toBe('light');
    expect(await stored(page)).toBe('light');
    await page.context().close();
  });

  it('toggles, stores the choice under `theme`, labels the current mode, and keeps it across navigation and reload', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${web}guide/intro`);
    await waitForHydration(page);
    const toggle = page.locator('.navbar .color-mode-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently light mode)');
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    expect(await stored(page)).toBe('dark');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    await page.locator('.docs-sidebar a', { hasText: 'Advanced topics' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Advanced topics');
    expect(await theme(page)).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await page.locator('.navbar .color-mode-toggle').click();
    expect(await theme(page)).toBe('light');
    expect(await stored(page)).toBe('light');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the toggle in the mobile menu and the one in the navbar show the same mode', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${web}guide/intro`);
    await waitForHydration(page);
    await page.locator('.navbar .color-mode-toggle').click();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const inMenu = page.locator('.mobile-menu .color-mode-toggle');
    expect(await inMenu.getAttribute('aria-label')).toContain('currently dark mode');
    await inMenu.click();
    expect(await theme(page)).toBe('light');
    expect(await page.locator('.navbar .color-mode-toggle').getAttribute('aria-label')).toContain('currently light mode');
    await page.context().close();
  });

  it('syncs across tabs through the storage event', async () => {
    const { page } = await openPage(browser);
    const other = await page.context().newPage();
    await Promise.all([page.goto(web), other.goto(`${web}guide/intro`)]);
    await Promise.all([waitForHydration(page), waitForHydration(other)]);
    await page.locator('.navbar .color-mode-toggle').click();
    await expect.poll(() => theme(other)).toBe('dark');
    expect(await other.locator('.navbar .color-mode-toggle').getAttribute('aria-label')).toContain('currently dark mode');
    // Clearing the choice elsewhere falls back to the default mode.
    await page.evaluate(() => localStorage.removeItem('theme'));
    await expect.poll(() => theme(other)).toBe('light');
    await page.context().close();
  });

  it('disableSwitch hides the toggle and keeps the default mode whatever is stored', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors } = await openPage(browser, { viewport });
      await page.context().addInitScript(() => localStorage.setItem('theme', 'light'));
      await recordModeAtDomContentLoaded(page);
      await page.goto(fixed);
      expect(await modeAtLoad(page)).toBe('dark');
      await waitForHydration(page);
      expect(await theme(page)).toBe('dark');
      expect(await page.locator('.color-mode-toggle').count()).toBe(0);
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        expect(await page.locator('.mobile-menu .color-mode-toggle').count()).toBe(0);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('code blocks switch to the dark theme colours', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${web}guide/intro`);
    await waitForHydration(page);
    // A token of a colour code.css names (a keyword: cli/content/highlight/html.ts), whose two colours come from there.
    const token = page.locator('.code-block .shiki .line > span.sk-keyword').first();
    const colours = () => token.evaluate((element) => ({ color: getComputedStyle(element).color, dark: getComputedStyle(element).getPropertyValue('--shiki-dark') }));
    // Text in the block's own colours is bare text in its line (cli/content/highlight/html.ts): it takes the <pre>'s.
    const bare = () =>
      page.evaluate(() => {
        const line = [...document.querySelectorAll('.code-block pre.shiki .line')].find((candidate) => [...candidate.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()));
        const pre = line?.closest('pre');
        if (!line || !pre) return undefined;
        return { color: getComputedStyle(line).color, light: pre.style.color, dark: pre.style.getPropertyValue('--shiki-dark') };
      });
    const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.trim().toLowerCase().slice(i, i + 2), 16)).join(', ')})`;
    const light = await colours();
    expect(light.color).toBe('rgb(215, 58, 73)');
    const bareLight = await bare();
    expect(bareLight).toBeDefined();
    expect(bareLight!.color).toBe(bareLight!.light);
    await page.locator('.navbar .color-mode-toggle').click();
    const dark = await colours();
    expect(dark.color).toBe(rgbOf(dark.dark));
    expect(dark.color).toBe('rgb(249, 117, 131)');
    const bareDark = await bare();
    expect(bareDark!.color).toBe(rgbOf(bareDark!.dark));
    expect(bareDark!.color).not.toBe(bareLight!.color);
    await page.context().close();
  });

  it('the API reference follows the mode', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${web}api`);
    await waitForHydration(page);
    const look = () => page.locator('.api-main').evaluate((element) => ({ text: getComputedStyle(element).color, background: getComputedStyle(document.body).backgroundColor }));
    const light = await look();
    await page.locator('.navbar .color-mode-toggle').click();
    const dark = await look();
    expect(dark.background).toBe('rgb(27, 27, 29)');
    expect(dark.text).not.toBe(light.text);
    expect(light.background).toBe('rgb(255, 255, 255)');
    await page.context().close();
  });
});
