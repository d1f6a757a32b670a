// A static file the build also writes: beside a page it is an error naming
// both files (the build used to crash on it), beside a file every build
// writes it is a warning and the generated file is kept.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';

async function siteWithStatic(files: Record<string, string>): Promise<string> {
  const site = path.join(await temporaryDir(), 'site');
  await cp(fixtureSite('minimal'), site, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, 'static', name)), { recursive: true });
    await writeFile(path.join(site, 'static', name), content);
  }
  return site;
}

describe('static files the build also writes', () => {
  it('fails on a static file at a page’s path, naming the static file and the page’s source', async () => {
    const site = await siteWithStatic({ 'guide/getting-started/index.html': '<p>old page</p>' });
    const result = await build(site);
    expect(result.ok).toBe(false);
    const collisions = result.diagnostics.filter((d) => d.code === 'static-collides-with-page');
    expect(collisions).toHaveLength(1);
    expect(collisions[0]).toMatchObject({ severity: 'error', location: { file: path.join('static', 'guide/getting-started/index.html') } });
    expect(collisions[0]!.message).toContain(path.join('docs', 'guide', 'getting-started.md'));
  });

  it('keeps the generated sitemap and 404 page over static ones, with a warning each', async () => {
    const site = await siteWithStatic({ 'sitemap.xml': 'mine', '404.html': 'mine', 'llms.txt': 'mine', 'robots.txt': 'User-agent: *', 'assets/post/chart.png': 'png', 'page-data/notes.json': '{}' });
    const result = await build(site);
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'static-replaced').map((d) => d.location?.file).sort()).toEqual([path.join('static', '404.html'), path.join('static', 'llms.txt'), path.join('static', 'sitemap.xml')]);
    expect(await readFile(path.join(result.outDir, 'sitemap.xml'), 'utf8')).toContain('<urlset');
    expect(await readFile(path.join(result.outDir, '404.html'), 'utf8')).toContain('Page not found');
    // The Markdown export wins too (a static file is read only when written).
    expect(await readFile(path.join(result.outDir, 'llms.txt'), 'utf8')).not.toBe('mine');
    // Static files the build does not write are copied as they are, in the folders the build also writes into too.
    expect(await readFile(path.join(result.outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *');
    expect(await readFile(path.join(result.outDir, 'assets/post/chart.png'), 'utf8')).toBe('png');
    expect(await readFile(path.join(result.outDir, 'page-data/notes.json'), 'utf8')).toBe('{}');
  });
});
