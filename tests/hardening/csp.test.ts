// The Content-Security-Policy of built pages, in Chromium: the manual and
// the web fixture load, hydrate, search and navigate under it with no
// violation and no console error, in `serve` (which sends the policy as a
// header too) and in `dev`. An inline script slipped into a page is blocked
// and reported, so the policy is in force and not merely present.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../cli/dev/dev-server.js';
import { startStaticServer, type RunningServer } from '../../cli/dev/static-server.js';
import { build } from '../../cli/commands/build.js';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { copyFixture, fixtureSite, repoRoot, temporaryDir } from '../support/paths.js';
import { reportFigure } from './figures.js';

const browser = browserForFile();
const servers: RunningServer[] = [];
let dev: DevServer | undefined;
const stats = { pages: 0 };

async function buildAndServe(siteDir: string, baseUrl: string): Promise<{ url: string; outDir: string }> {
  const outDir = path.join(await temporaryDir('brokerdocs-csp-'), 'build');
  const result = await build(siteDir, { outDir });
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  const server = await startStaticServer({ root: outDir, baseUrl });
  servers.push(server);
  return { url: server.url, outDir };
}

/** A page that records CSP violations from its first script on. */
async function openWatched(): Promise<{ page: Page; errors: string[]; violations: () => Promise<string[]> }> {
  const { page, errors } = await openPage(browser);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  return { page, errors, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
}

/** Internal links of the page, as absolute URLs under `base`. */
async function pageLinks(page: Page, base: string): Promise<string[]> {
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href.split('#')[0]!));
  return [...new Set(hrefs.filter((href) => href.startsWith(base) && !/\.(md|txt|yaml|json|xml)$/.test(href)))];
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await dev?.close();
  reportFigure('csp', { pages: stats.pages }, `${stats.pages} pages of the manual and fixtures loaded, hydrated and navigated under the CSP with no violation; an injected inline script was blocked`);
});

describe('Content-Security-Policy', () => {
  it('every page of the manual loads, hydrates and navigates with no violation, and serve sends the policy as a header', { timeout: 240_000 }, async () => {
    const { url } = await buildAndServe(repoRoot, '/broker-api-docs/');
    const response = await fetch(url);
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#39;/g, "'");
    expect(meta).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(meta).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('content-security-policy')).toBe(meta);

    const { page, errors, violations } = await openWatched();
    await page.goto(url);
    await waitForHydration(page);
    // The inline head script ran (its hash matched): it set the colour scheme.
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('light');
    const pages = await pageLinks(page, url);
    expect(pages.length).toBeGreaterThan(20);
    for (const link of pages) {
      await page.goto(link);
      await waitForHydration(page);
      stats.pages++;
    }
    expect(await violations()).toEqual([]);

    // Client-side navigation: a marker on window survives, so no page reloaded.
    await page.goto(`${url}data/history`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    await page.locator('nav.menu a[href$="/glossary"]').first().click();
    await page.waitForURL(`${url}glossary`);
    await page.locator('h1', { hasText: 'Glossary' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    // Search fetches its index and answers.
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('countback');
    await page.getByRole('option').first().waitFor();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('blocks and reports an inline script and an event handler slipped into a page', { timeout: 60_000 }, async () => {
    const { url, outDir } = await buildAndServe(fixtureSite('web'), '/web-base/');
    const tampered = path.join(path.dirname(outDir), 'tampered');
    await cp(outDir, tampered, { recursive: true });
    const file = path.join(tampered, 'index.html');
    await writeFile(file, (await readFile(file, 'utf8')).replace('<div id="__root">', '<script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><div id="__root">'));
    const server = await startStaticServer({ root: tampered, baseUrl: '/web-base/' });
    servers.push(server);
    const { page, violations } = await openWatched();
    await page.goto(server.url);
    await waitForHydration(page);
    await page.waitForTimeout(150);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const seen = await violations();
    expect(seen.filter((v) => v.startsWith('script-src')).length).toBeGreaterThanOrEqual(2);
    // The untampered site, for comparison: no violation at all.
    await page.goto(url);
    await waitForHydration(page);
    stats.pages += 2;
    expect((await violations()).length).toBe(0);
    await page.context().close();
  });

  it('dev serves the same policy, and its pages, reload client and overlay run under it', { timeout: 120_000 }, async () => {
    const { site } = await copyFixture('web');
    dev = await startDevServer({ siteDir: site, port: 0, watchTheme: false });
    const { page, errors, violations } = await openWatched();
    await page.goto(dev.url);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'))).toMatch(/script-src 'self' 'sha256-/);
    for (const link of await pageLinks(page, dev.url)) {
      await page.goto(link);
      await waitForHydration(page);
      stats.pages++;
    }
    // A broken page makes the dev client show its overlay, under the same policy.
    const intro = path.join(site, 'docs/guide/intro.md');
    await writeFile(intro, `---\ntitle: [broken\n---\n\n${await readFile(intro, 'utf8')}`);
    await dev.idle();
    await page.goto(`${dev.url}guide/intro`);
    await page.waitForFunction(() => document.body.innerText.includes('front-matter-syntax') || document.body.innerText.includes('Invalid YAML'), undefined, { timeout: 20_000 });
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.context().close();
  });
});
