// `brokerdocs build` end to end on a fixture site: the files of DESIGN.md's
// output layout, the HTML of a page, and the atomic swap.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { sweepLeftovers } from '../../cli/write/remove-later.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';

let outDir: string;
beforeAll(async () => {
  outDir = path.join(await temporaryDir(), 'build');
  const result = await build(fixtureSite('web'), { outDir });
  expect(result.diagnostics).toEqual([]);
  expect(result.ok).toBe(true);
});

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

describe('build output', () => {
  it('writes every route as <route>/index.html, plus 404.html, page data, search index, sitemap and the spec', async () => {
    for (const file of ['index.html', 'guide/intro/index.html', 'guide/advanced/index.html', 'reference/notes/index.html', 'api/index.html', '404.html', 'sitemap.xml', 'search-index-default.json', 'spec.yaml', 'img/logo.svg']) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
    for (const file of ['index.json', 'guide/intro.json', 'api.json']) expect(existsSync(path.join(outDir, 'page-data', file)), file).toBe(true);
    const assets = await readdir(path.join(outDir, 'assets'));
    expect(assets.some((name) => /^client-[A-Z0-9]+\.js$/.test(name))).toBe(true);
    expect(assets.some((name) => /^style-[A-Z0-9]+\.css$/.test(name))).toBe(true);
    expect(assets.some((name) => /^site-[0-9a-f]{10}\.json$/.test(name))).toBe(true);
  });

  it('renders a page with head tags, the chrome and the body, without sending the body twice', async () => {
    const html = await read('guide/intro/index.html');
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr" class="no-js" data-theme="light">/);
    expect(html).toContain('<title>Introduction | Web Fixture</title>');
    expect(html).toContain('<meta name="description" content="How to get started with the fixture.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/web-base/guide/intro">');
    expect(html).toContain('<meta property="og:title" content="Introduction | Web Fixture">');
    expect(html).toContain('<link rel="icon" href="/web-base/img/logo.svg">');
    expect(html).toContain('<a class="skip-to-content" href="#main-content">');
    expect(html).toContain('<h1 class="doc-title">Introduction</h1>');
    expect(html).toContain('<h2 id="install-the-thing">');
    expect(html).toContain('href="/web-base/guide/advanced#deep-section"');
    // The body appears once: the hydration data leaves it out.
    expect(html.split('Run this:').length - 1).toBe(1);
    const data = JSON.parse(/<script id="__page" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)![1]!);
    expect(data).toMatchObject({ kind: 'doc', route: '/guide/intro', title: 'Introduction', html: '' });
  });

  it('loads one script, after what paints the page: the client at low priority, the search code by the site data', async () => {
    const html = await read('guide/intro/index.html');
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"([^>]*)>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toMatch(/^\/web-base\/assets\/client-[A-Z0-9]+\.js$/);
    expect(scripts[0]![2]).toBe(' fetchpriority="low"');
    expect(html).not.toContain('modulepreload');
    const siteData = /data-site="([^"]+)"/.exec(html)![1]!;
    const site = JSON.parse(await read(siteData.replace('/web-base/', '')));
    const assets = await readdir(path.join(outDir, 'assets'));
    for (const [key, prefix] of [['searchScript', 'search-client'], ['highlightScript', 'highlight']] as const) {
      expect(site[key]).toMatch(new RegExp(`^/web-base/assets/${prefix}-[A-Z0-9]+\\.js$`));
      expect(assets).toContain(site[key].replace('/web-base/assets/', ''));
    }
  });

  it('writes the full page data for client navigation', async () => {
    const data = JSON.parse(await read('page-data/guide/intro.json'));
    expect(data.html).toContain('Run this:');
    expect(data.toc.map((t: { id: string }) => t.id)).toEqual(['install-the-thing', 'configure']);
  });

  it('lists every page in the sitemap with absolute URLs', async () => {
    const sitemap = await read('sitemap.xml');
    for (const route of ['', 'guide/intro', 'guide/advanced', 'reference/notes', 'api']) expect(sitemap).toContain(`<loc>https://fixture.example.com/web-base/${route}</loc>`);
    expect(sitemap).not.toContain('404');
  });

  it('makes the 404 page work at any path: absolute asset URLs, no index', async () => {
    const html = await read('404.html');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<link rel="stylesheet" href="\/web-base\/assets\/style-/);
    expect(html).toContain('<h1>Page not found</h1>');
  });

  it('escapes page data so that it cannot close its script element', async () => {
    const html = await read('index.html');
    const script = /<script id="__page"[^>]*>(.*?)<\/script>/s.exec(html)![1]!;
    expect(script).not.toMatch(/<\/|<!--/);
  });
});

describe('atomic output', () => {
  it('leaves the previous build untouched when a build fails', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('web'), site, { recursive: true });
    const out = path.join(site, 'build');
    expect((await build(site, { outDir: out })).ok).toBe(true);
    const before = await readFile(path.join(out, 'guide/intro/index.html'), 'utf8');
    await writeFile(path.join(site, 'docs/guide/intro.md'), '---\ntitle: [unclosed\n---\nBody\n');
    const failed = await build(site, { outDir: out });
    expect(failed.ok).toBe(false);
    expect(failed.diagnostics[0]).toMatchObject({ code: 'front-matter-syntax', location: { file: path.join('docs', 'guide', 'intro.md') } });
    expect(await readFile(path.join(out, 'guide/intro/index.html'), 'utf8')).toBe(before);
    expect((await readdir(site)).filter((name) => name.includes('.brokerdocs-'))).toEqual([]);
  });

  it('cleans up temporary folders left by a killed build', async () => {
    const parent = await temporaryDir();
    const out = path.join(parent, 'build');
    // A dead process's leftovers (pid 1 is never a brokerdocs build; use an unlikely pid).
    await mkdir(path.join(parent, 'build.brokerdocs-tmp-999999-1'), { recursive: true });
    expect((await build(fixtureSite('web'), { outDir: out })).ok).toBe(true);
    expect(await readdir(parent)).toEqual(['build']);
  });

  it('deletes the previous output in the background once the new one is in place', async () => {
    const parent = await temporaryDir();
    const out = path.join(parent, 'build');
    expect((await build(fixtureSite('web'), { outDir: out })).ok).toBe(true);
    await writeFile(path.join(out, 'from-the-first-build.txt'), 'old');
    expect((await build(fixtureSite('web'), { outDir: out })).ok).toBe(true);
    // The new output is whole and in place when build returns; what is left of the old one is named as trash, never as set aside.
    expect(existsSync(path.join(out, 'from-the-first-build.txt'))).toBe(false);
    expect(await readFile(path.join(out, 'guide/intro/index.html'), 'utf8')).toContain('<html');
    expect((await readdir(parent)).filter((name) => name.includes('.brokerdocs-old-'))).toEqual([]);
    expect(await eventually(async () => (await readdir(parent)).join(','))).toBe('build');
  });

  it('removes a half-deleted previous output, and never puts it back in place of a missing output', async () => {
    const parent = await temporaryDir();
    const trash = path.join(parent, 'build.brokerdocs-trash-999999-1-0');
    await mkdir(path.join(trash, 'guide'), { recursive: true });
    await writeFile(path.join(trash, 'index.html'), 'half deleted');
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('web'), site, { recursive: true });
    await writeFile(path.join(site, 'docs/guide/intro.md'), '---\ntitle: [unclosed\n---\nBody\n');
    expect((await build(site, { outDir: path.join(parent, 'build') })).ok).toBe(false);
    expect(existsSync(path.join(parent, 'build'))).toBe(false);
    expect(await eventually(async () => (await readdir(parent)).join(','))).toBe('');
  });
});

/** What `read` returns once it stops changing, or after 10 s: for work a build leaves running in the background. */
async function eventually(read: () => Promise<string>): Promise<string> {
  let last = await read();
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await read();
    if (now === last && !now.includes('.brokerdocs-')) return now;
    last = now;
  }
  return last;
}

describe('leftovers of killed processes', () => {
  it('removes bundle folders whose process is gone, and nothing else', async () => {
    const parent = await temporaryDir();
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const make = async (name: string, modified?: Date) => {
      await mkdir(path.join(parent, name, 'chunks'), { recursive: true });
      await writeFile(path.join(parent, name, 'chunks', 'page.js'), 'export {}');
      if (modified) await utimes(path.join(parent, name), modified, modified);
    };
    // A process id no process has (pid_max is at most 4,194,304), this process, an older unnamed folder, a recent one, a test's own.
    await make('brokerdocs-mdx-99999999-AbC123');
    await make(`brokerdocs-mdx-${process.pid}-Xyz789`);
    await make('brokerdocs-mdx-Old456', old);
    await make('brokerdocs-mdx-New456');
    await make('brokerdocs-mdx-compiled-Qwe123', old);
    await sweepLeftovers(parent, 'brokerdocs-mdx-');
    const left = async () => (await readdir(parent)).sort().join(',');
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && (await left()).includes('99999999'); ) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await left()).toBe([`brokerdocs-mdx-${process.pid}-Xyz789`, 'brokerdocs-mdx-New456', 'brokerdocs-mdx-compiled-Qwe123'].sort().join(','));
  });
});
