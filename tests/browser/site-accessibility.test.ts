// Accessibility of the chrome: axe-core finds no serious or critical
// violations (contrast AA included) on a doc page, the API page, the 404
// page and with the mobile menu open, in both colour modes; every focus stop
// shows a visible focus ring; the skip link comes first and moves focus to
// the main content; hydration stays clean in every stored state.
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright';
import { DESKTOP, browserForFile, openPage, PHONE, waitForHydration } from '../support/browser.js';
import { describeViolations, focusStop, seriousViolations, tabThrough } from '../support/accessibility.js';

const web = inject('webSite');
const manual = inject('manualSite');
const browser = browserForFile();

type Mode = 'light' | 'dark';

/** Opens a page in a colour mode (stored as a reader's choice would be) and waits for hydration. */
async function openIn(mode: Mode, url: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const tracked = await openPage(browser, options);
  await tracked.page.context().addInitScript((value) => localStorage.setItem('theme', value), mode);
  await tracked.page.goto(url);
  await waitForHydration(tracked.page);
  expect(await tracked.page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(mode);
  return tracked;
}

const pages: [string, () => string][] = [
  ['a doc page of the manual', () => `${manual}data/history`],
  ['the manual home', () => manual],
  ['the API reference', () => `${manual}rest-api-spec`],
  ['the 404 page', () => `${manual}no/such/page`],
  ['a fixture doc page with code, admonition and table', () => `${web}guide/intro`],
];

describe('axe-core: no serious or critical violations', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [name, url] of pages) {
      it(`${name}, ${mode} mode`, async () => {
        const { page } = await openIn(mode, url());
        const violations = await seriousViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await page.context().close();
      });
    }

    it(`the open mobile menu, both its menus, ${mode} mode`, async () => {
      const { page } = await openIn(mode, `${manual}data/history`, { viewport: PHONE });
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      let violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    });

    it(`a phone-width doc page and the crash screen, ${mode} mode`, async () => {
      const { page } = await openIn(mode, `${manual}trading/configuring`, { viewport: PHONE });
      let violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      const broken = { kind: 'doc', route: '/trading/concepts', permalink: '/broker-api-docs/trading/concepts', title: 'Broken', html: '', toc: null, breadcrumbs: [], hideTableOfContents: false };
      await page.route('**/page-data/trading/concepts.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(broken) }));
      await page.locator('.markdown a[href$="/trading/concepts"]').first().click();
      await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
      violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('keyboard', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`the skip link is the first focus stop, visible, and moves focus to the main content (${viewport.width} px)`, async () => {
      const { page } = await openPage(browser, { viewport });
      await page.goto(`${manual}data/history`);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const first = await focusStop(page);
      expect(first.element).toContain('Skip to main content');
      expect(first.problem).toBeNull();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      // The next stop is inside the main content, past the navbar and sidebar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
      await page.context().close();
    });
  }

  it('the skip link works without JavaScript too', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${manual}data/history`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
    await page.context().close();
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`every focus stop of a doc page shows a visible focus ring (${mode}, ${viewport.width} px)`, async () => {
        const { page } = await openIn(mode, `${manual}trading/ui-elements/`, { viewport });
        const stops = await tabThrough(page, 70);
        const problems = stops.filter((stop) => stop.problem);
        expect(problems.map((stop) => `${stop.element}: ${stop.problem}`)).toEqual([]);
        await page.context().close();
      });
    }

    it(`every focus stop in the open mobile menu shows a visible focus ring (${mode})`, async () => {
      const { page } = await openIn(mode, `${manual}trading/ui-elements/`, { viewport: PHONE });
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.waitForTimeout(300); // the drawer slides in for 0.2 s
      const stops = await tabThrough(page, 40);
      expect(stops.filter((stop) => stop.problem).map((stop) => `${stop.element}: ${stop.problem}`)).toEqual([]);
      await page.context().close();
    });

    it(`the API reference and the 404 page show focus rings too (${mode})`, async () => {
      for (const url of [`${manual}rest-api-spec`, `${manual}no/such/page`]) {
        const { page } = await openIn(mode, url);
        const stops = await tabThrough(page, 30);
        expect(stops.filter((stop) => stop.problem).map((stop) => `${url} ${stop.element}: ${stop.problem}`)).toEqual([]);
        await page.context().close();
      }
    });
  }
});

describe('hydration', () => {
  const states: [string, Record<string, string>][] = [
    ['empty storage', {}],
    ['dark mode, announcement dismissed', { theme: 'dark', 'docusaurus.announcement.id': 'interface-1-9-2', 'docusaurus.announcement.dismiss': 'true' }],
  ];
  for (const [state, entries] of states) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`is free of mismatches with ${state} (${viewport.width} px)`, async () => {
        const { page, errors } = await openPage(browser, { viewport });
        await page.context().addInitScript((seed) => {
          for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
        }, entries);
        for (const path of ['', 'data/history', 'rest-api-spec', 'no/such/page']) {
          await page.goto(`${manual}${path}`);
          await waitForHydration(page);
          await page.waitForTimeout(150);
        }
        // The 404 page answers with status 404, which the browser logs as a failed resource.
        expect(errors.filter((text) => !text.includes('404 (Not Found)')), errors.join('\n')).toEqual([]);
        await page.context().close();
      });
    }
  }
});
