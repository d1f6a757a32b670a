// Pages rendered on worker threads (big sites) are the documents this thread
// renders, sent back or written where the build says, and a template that
// throws fails its page, not the process.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDocument, type DocumentAssets } from '../../cli/render/html.js';
import { renderPageMarkup } from '../../cli/render/render-page.js';
import { createRenderPool } from '../../cli/render/render-pool.js';
import type { SiteModel } from '../../cli/site.js';
import { fixtureSite, repoRoot } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

const assets: DocumentAssets = {
  css: '/web-base/assets/style.css',
  client: '/web-base/assets/client.js',
  siteData: '/web-base/assets/site.json',
  headScript: 'function headScript(o){};headScript({})',
};

describe('render pool', () => {
  let dir: string;
  let workerFile: string;
  let model: SiteModel;
  beforeAll(async () => {
    model = await loadFixture(fixtureSite('web'));
    // The worker entry as the package bundles it, beside the repository's node_modules.
    dir = await mkdtemp(path.join(repoRoot, 'tests/.tmp-render-'));
    workerFile = path.join(dir, 'render-worker.js');
    await build({ absWorkingDir: repoRoot, entryPoints: ['cli/render/render-worker.ts'], outfile: workerFile, bundle: true, platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', logLevel: 'warning' });
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders every page as this thread does, with the options it is given', async () => {
    const pool = createRenderPool({ workerFile, workers: 2, site: model.site, assets });
    try {
      const options = (i: number) => ({ canonical: `https://web.example.com/page-${i}`, noIndex: i % 2 === 0, markdownHref: i % 3 ? `/web-base/page-${i}.md` : undefined });
      const html = await Promise.all(model.pages.map((page, i) => pool.render(page, options(i))));
      expect(model.pages.length).toBeGreaterThan(3);
      model.pages.forEach((page, i) => {
        expect(html[i]).toBe(renderDocument({ site: model.site, page, body: renderPageMarkup(model.site, page), assets, ...options(i) }));
      });
      expect(html[0]).toContain('<meta name="robots" content="noindex">');
      expect(html[1]).toContain('https://web.example.com/page-1');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('writes each page and its page data where it is told, byte for byte what this thread renders', async () => {
    const pool = createRenderPool({ workerFile, workers: 2, site: model.site, assets });
    const out = await mkdtemp(path.join(dir, 'written-'));
    try {
      const replies = await Promise.all(
        model.pages.map((page, i) => pool.write(page, { canonical: `https://web.example.com/page-${i}` }, { html: path.join(out, `${i}.html`), pageData: path.join(out, `${i}.json`) })),
      );
      expect(replies.every((reply) => reply.warning === undefined)).toBe(true);
      for (const [i, page] of model.pages.entries()) {
        expect(await readFile(path.join(out, `${i}.html`), 'utf8')).toBe(renderDocument({ site: model.site, page, body: renderPageMarkup(model.site, page), assets, canonical: `https://web.example.com/page-${i}` }));
        expect(JSON.parse(await readFile(path.join(out, `${i}.json`), 'utf8'))).toEqual(page);
      }
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('makes the folder of a page it writes, and answers a page it could not write with its error', async () => {
    const pool = createRenderPool({ workerFile, workers: 1, site: model.site, assets });
    try {
      await pool.write(model.pages[0]!, {}, { html: path.join(dir, 'new-folder', 'deeper', 'index.html') });
      expect(readFileSync(path.join(dir, 'new-folder', 'deeper', 'index.html'), 'utf8')).toContain('<!doctype html>');
      // A file where the folder should be.
      writeFileSync(path.join(dir, 'a-file'), '');
      await expect(pool.write(model.pages[0]!, {}, { html: path.join(dir, 'a-file', 'index.html') })).rejects.toThrow(/ENOTDIR/);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('fails the page whose template throws, and keeps rendering the others', async () => {
    const pool = createRenderPool({ workerFile, workers: 1, site: model.site, assets });
    try {
      const broken = { ...model.pages[0]!, toc: null } as unknown as (typeof model.pages)[number];
      await expect(pool.render(broken, {})).rejects.toThrow();
      await expect(pool.render(model.pages[1]!, {})).resolves.toContain('<!doctype html>');
    } finally {
      await pool.close();
    }
  }, 60_000);
});
