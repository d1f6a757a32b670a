// The benchmark corpus: a real site (every generated link and anchor resolves,
// folders carry _category_.json), the same bytes for the same seed, and a
// sidebar whose collapsed categories cost a page nothing.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import type { SiteModel } from '../../cli/site.js';
import { generateCorpus } from '../bench/generate-corpus.mjs';
import { temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

// Enough for two levels of folders (a section of more than sixteen pages is split).
const PAGES = 200;

async function filesOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of (await readdir(dir, { recursive: true })).sort()) {
    if (name.endsWith('.md') || name.endsWith('.json') || name.endsWith('.ts')) files.set(name, await readFile(path.join(dir, name), 'utf8'));
  }
  return files;
}

describe('generated corpus', () => {
  let dir: string;
  let siteDir: string;
  let model: SiteModel;
  beforeAll(async () => {
    dir = await temporaryDir('brokerdocs-corpus-');
    siteDir = path.join(dir, 'site');
    await generateCorpus({ pages: PAGES, outDir: siteDir, seed: 7 });
    model = await loadFixture(siteDir);
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is a site without a single diagnostic: every relative link and anchor resolves, no route twice', () => {
    expect(model.diagnostics).toEqual([]);
    expect(model.pages).toHaveLength(PAGES);
    const links = model.docs.flatMap((d) => d.env.links);
    expect(links.filter((link) => link.target?.anchor).length).toBeGreaterThan(PAGES);
  });

  it('has realistic pages: front matter, h2/h3, code in several languages, tables, admonitions', async () => {
    const sources = [...(await filesOf(path.join(siteDir, 'docs'))).entries()].filter(([name]) => name.endsWith('.md')).map(([, text]) => text);
    const all = sources.join('\n');
    expect(sources.every((text) => /^---\ntitle: .+\n/.test(text) && /\n## /.test(text))).toBe(true);
    expect(all).toMatch(/\n### /);
    const languages = new Set([...all.matchAll(/^```(\w+)/gm)].map((m) => m[1]));
    expect(languages.size).toBeGreaterThanOrEqual(6);
    expect(all).toMatch(/\n\| --- \| --- \|/);
    expect(all).toMatch(/\n:::(note|tip|info|warning|danger)/);
    const words = all.split(/\s+/).length / sources.length;
    expect(words).toBeGreaterThan(500);
    expect(words).toBeLessThan(1500);
  });

  it('nests folders with _category_.json, most left collapsed', async () => {
    const files = await filesOf(path.join(siteDir, 'docs'));
    const categories = [...files.keys()].filter((name) => name.endsWith('_category_.json'));
    const folders = new Set([...files.keys()].filter((name) => name.endsWith('.md')).map((name) => path.dirname(name)).filter((d) => d !== '.'));
    expect(categories.length).toBe(new Set([...folders].flatMap((d) => d.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/')))).size);
    expect(Math.max(...[...folders].map((d) => d.split('/').length))).toBeGreaterThanOrEqual(2);
    const metas = categories.map((name) => JSON.parse(files.get(name)!) as { label: string; collapsed?: boolean });
    expect(metas.every((meta) => meta.label)).toBe(true);
    expect(metas.filter((meta) => meta.collapsed === false).length).toBeLessThan(metas.length / 2);
  });

  it('is the same for the same seed and different for another', async () => {
    const again = path.join(dir, 'again');
    const other = path.join(dir, 'other');
    await generateCorpus({ pages: PAGES, outDir: again, seed: 7 });
    await generateCorpus({ pages: PAGES, outDir: other, seed: 8 });
    expect(await filesOf(again)).toEqual(await filesOf(siteDir));
    expect(await filesOf(other)).not.toEqual(await filesOf(siteDir));
  });

  it('renders collapsed categories without their children, so a page does not carry the whole sidebar', async () => {
    const outDir = path.join(dir, 'out');
    const result = await build(siteDir, { outDir });
    expect(result.ok).toBe(true);
    const deepest = model.pages.map((page) => page.route).sort((a, b) => b.split('/').length - a.split('/').length)[0]!;
    const html = await readFile(path.join(outDir, deepest.replace(/^\//, ''), 'index.html'), 'utf8');
    const collapsed = [...html.matchAll(/<li class="menu-item menu-category collapsed">([\s\S]*?)<\/li>/g)];
    expect(collapsed.length).toBeGreaterThan(3);
    for (const [, inner] of collapsed) expect(inner).not.toContain('menu-link"'); // no child links, only the (empty) panel
    const links = (html.match(/class="menu-link/g) ?? []).length;
    expect(links).toBeLessThan(PAGES / 2);
  }, 120_000);
});
