// Cross-site scripting payloads in Chromium: none runs. The payloads reach
// the page through front matter (titles, sidebar labels, descriptions,
// keywords, pagination labels, category labels), the config (navbar, footer,
// announcement id read by the inline head script), OpenAPI text and example
// values, the `_highlight` query parameter, the search box, and the page data
// the client router fetches on navigation (`</script>` and `<!--` inside the
// JSON must not break out). Each payload sets `window.__xss` or opens a
// dialog if it runs.
//
// The site is tested twice: as built, under its Content-Security-Policy, and
// with the policy taken out, so that escaping alone is shown to hold (with
// the policy on, nothing even tries: no violation is reported). Raw HTML in
// OpenAPI descriptions is Markdown's, trusted by design: there only the
// policy stops the payloads, and the test counts what it blocked.
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningServer } from '../../cli/dev/static-server.js';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { temporaryDir } from '../support/paths.js';
import { reportFigure } from './figures.js';
import { buildHostileSite, PAGES, RAW_HTML_PAYLOADS, SEARCH_WORD } from './hostile-site.js';
import { PAYLOADS } from './payloads.js';

interface Visit {
  page: Page;
  dialogs: string[];
  errors: string[];
}

const browser = browserForFile();
const servers: RunningServer[] = [];
const stats = { pageLoads: 0, searches: 0, navigations: 0, blockedByPolicy: 0 };

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  reportFigure(
    'xss',
    { payloads: PAYLOADS.length, pageLoads: stats.pageLoads },
    `${PAYLOADS.length} payloads, ${stats.pageLoads} page loads, ${stats.searches} searches, ${stats.navigations} client-side navigations with and without the CSP: none ran; ${stats.blockedByPolicy} raw-HTML attempts in OpenAPI descriptions blocked by the CSP`,
  );
});

async function serve(outDir: string): Promise<string> {
  const server = await startStaticServer({ root: outDir, baseUrl: '/hostile/' });
  servers.push(server);
  return server.url;
}

/** A copy of a built site with the <meta> policy taken out of every page. */
async function withoutPolicy(outDir: string): Promise<string> {
  const copy = path.join(await temporaryDir('brokerdocs-no-csp-'), 'build');
  await cp(outDir, copy, { recursive: true });
  const pages = (await readdir(copy, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const html = await readFile(path.join(copy, file), 'utf8');
    const stripped = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    if (stripped === html) throw new Error(`${file} has no policy to take out`);
    await writeFile(path.join(copy, file), stripped);
  }
  return copy;
}

async function open(): Promise<Visit> {
  const { page, errors } = await openPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return { page, dialogs, errors };
}

/** What ran on the page so far: the flag a payload sets, and the CSP violations reported. */
async function executions(visit: Visit): Promise<{ flag: unknown; violations: string[] }> {
  // Image errors, focus and toggle events fire after load: give them a moment.
  await visit.page.waitForTimeout(150);
  return visit.page.evaluate(() => ({ flag: (window as unknown as { __xss?: unknown }).__xss, violations: (window as unknown as { __violations?: string[] }).__violations ?? [] }));
}

async function load(visit: Visit, url: string): Promise<void> {
  await visit.page.goto(url);
  await waitForHydration(visit.page);
  stats.pageLoads++;
}

/** Every page of the hostile site, the 404 page, `_highlight` batches, search and client-side navigation; returns what ran. */
async function attack(site: string, highlightRoutes: readonly string[]): Promise<{ ran: string[]; violations: string[] }> {
  const ran: string[] = [];
  const violations: string[] = [];
  const check = async (visit: Visit, where: string) => {
    const result = await executions(visit);
    if (result.flag !== undefined) ran.push(`${where}: window.__xss = ${String(result.flag)}`);
    for (const dialog of visit.dialogs.splice(0)) ran.push(`${where}: ${dialog}`);
    violations.push(...result.violations.splice(0).map((v) => `${where}: ${v}`));
    await visit.page.evaluate(() => ((window as unknown as { __violations: string[] }).__violations.length = 0));
  };

  const visit = await open();
  const routes = [...Array.from({ length: PAGES }, (_, i) => (i < 3 ? `page-${i}` : `folder/page-${i}`)), 'api', 'no-such-page'];
  for (const route of routes) {
    await load(visit, `${site}${route}`);
    await check(visit, route);
  }
  // Search terms come back in the URL of the page a result leads to.
  for (let i = 0; i < PAYLOADS.length; i += 10) {
    const query = PAYLOADS.slice(i, i + 10).map((p) => `_highlight=${encodeURIComponent(p)}`).join('&');
    for (const route of highlightRoutes) {
      await load(visit, `${site}${route}?${query}&_highlight=${SEARCH_WORD}`);
      await check(visit, `${route}?_highlight (payloads ${i}–${i + 9})`);
    }
  }
  // The search box: the word every page carries, then each payload as a query.
  await load(visit, `${site}page-0`);
  const box = visit.page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill(SEARCH_WORD);
  await visit.page.getByRole('option').first().waitFor();
  expect(await visit.page.getByRole('option').count()).toBeGreaterThan(3);
  stats.searches++;
  for (const payload of PAYLOADS) {
    await box.fill(payload);
    await visit.page.locator('.search-results, .search-no-results').first().waitFor();
    stats.searches++;
  }
  await check(visit, 'search box');
  // Choosing a result navigates in the page with the terms in the URL.
  await box.fill(SEARCH_WORD);
  await visit.page.getByRole('option').first().waitFor();
  await box.press('Enter');
  await visit.page.waitForURL(/_highlight=/);
  await check(visit, 'search result');
  // Client-side navigation: the router fetches each page's data and renders it.
  await load(visit, `${site}page-0`);
  for (let i = 1; i < PAGES; i++) {
    const target = i < 3 ? `page-${i}` : `folder/page-${i}`;
    await visit.page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      document.querySelector('main')!.append(link);
      link.click();
    }, `${site}${target}`);
    await visit.page.waitForURL(`${site}${target}`);
    await visit.page.locator('h1').first().waitFor();
    stats.navigations++;
  }
  await check(visit, 'client-side navigation');
  await visit.page.context().close();
  return { ran, violations };
}

describe('cross-site scripting', () => {
  let text: string;
  let raw: string;

  beforeAll(async () => {
    text = (await buildHostileSite('text')).outDir;
    raw = (await buildHostileSite('raw-html')).outDir;
  }, 120_000);

  it('runs none of the payloads on the site as built, and nothing even tries (no CSP violation)', { timeout: 180_000 }, async () => {
    const { ran, violations } = await attack(await serve(text), ['page-0', 'api']);
    expect(ran).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('runs none of the payloads with the CSP taken out: escaping alone holds', { timeout: 180_000 }, async () => {
    const { ran } = await attack(await serve(await withoutPolicy(text)), ['api']);
    expect(ran).toEqual([]);
  });

  it('sees a payload that does run (the checks above are not blind)', { timeout: 60_000 }, async () => {
    const copy = await withoutPolicy(text);
    const file = path.join(copy, 'page-0/index.html');
    await writeFile(file, (await readFile(file, 'utf8')).replace('<div id="__root">', '<img src="x" onerror="window.__xss = 99; alert(99)"><div id="__root">'));
    const site = await serve(copy);
    const visit = await open();
    await load(visit, `${site}page-0`);
    expect((await executions(visit)).flag).toBe(99);
    expect(visit.dialogs).toEqual(['alert: 99']);
    await visit.page.context().close();
  });

  it('serves the Markdown export as text/markdown with nosniff, never as HTML', async () => {
    const site = await serve(text);
    for (const file of ['page-0.md', 'api.md', 'llms.txt', 'llms-full.txt']) {
      const response = await fetch(`${site}${file}`);
      expect(response.headers.get('content-type'), file).not.toMatch(/html/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('blocks raw HTML payloads in OpenAPI descriptions with the CSP (they are Markdown, trusted by design)', { timeout: 60_000 }, async () => {
    const site = await serve(raw);
    const visit = await open();
    // No waiting for hydration: unclosed raw HTML (an open <style> in MathML) can swallow the rest of the page, scripts included.
    await visit.page.goto(`${site}api`, { waitUntil: 'load' });
    stats.pageLoads++;
    const result = await executions(visit);
    expect(result.flag).toBeUndefined();
    expect(visit.dialogs).toEqual([]);
    // The payloads did reach the page and were stopped by the policy, not by luck.
    expect(result.violations.filter((v) => v.startsWith('script-src')).length).toBeGreaterThan(3);
    stats.blockedByPolicy = result.violations.length;
    expect(RAW_HTML_PAYLOADS.length).toBeGreaterThan(20);
    await visit.page.context().close();
  });
});
