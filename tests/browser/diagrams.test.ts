// Mermaid diagrams in Chromium, served over HTTP
// (tests/fixtures/sites/docusaurus-diagrams): a page's ```mermaid blocks are
// drawn as SVG under the page's Content-Security-Policy, again in dark
// colours when the reader switches the colour mode, and on a page reached
// through the sidebar; a page without diagrams loads none of Mermaid.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { servedFixtureForFile } from '../support/served-sites.js';

const browser = browserForFile();
const site = servedFixtureForFile('docusaurus-diagrams', '/');

describe('Mermaid diagrams', () => {
  it('draws a page’s diagrams, redraws them in dark mode, and draws those of the page the sidebar leads to', async () => {
    const { page, errors } = await openPage(browser);
    const mermaidRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/diagrams/')) mermaidRequests.push(request.url());
    });
    await page.goto(`${site.url}flags`);
    await waitForHydration(page);
    expect(mermaidRequests).toEqual([]);

    await page.goto(site.url);
    await waitForHydration(page);
    const drawn = () => page.locator('pre.mermaid').evaluate((block) => block.querySelector('svg')?.textContent ?? '');
    await expect.poll(drawn, { timeout: 20_000 }).toContain('Pick the flags');
    expect(await page.locator('pre.mermaid svg').count()).toBe(1);
    const fill = () => page.locator('pre.mermaid svg .node rect').first().evaluate((rect) => getComputedStyle(rect).fill);
    const light = await fill();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect.poll(fill, { timeout: 20_000 }).not.toBe(light);
    await expect.poll(drawn, { timeout: 20_000 }).toContain('Pick the flags');

    await page.locator('aside.docs-sidebar').getByRole('link', { name: 'Answering the ships' }).click();
    await page.waitForURL(`${site.url}answering`);
    await page.locator('summary').click();
    await expect.poll(drawn, { timeout: 20_000 }).toContain('Answering pennant');
    // Drawn under the page's policy: no violation, no error.
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
