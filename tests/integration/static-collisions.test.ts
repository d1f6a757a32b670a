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

  it('copies every static folder of a list; a path two folders hold comes from the first, with a warning naming both', async () => {
    const site = await siteWithStatic({ 'img/logo.svg': '<svg>first</svg>', 'robots.txt': 'User-agent: *' });
    await mkdir(path.join(site, 'public', 'img'), { recursive: true });
    await writeFile(path.join(site, 'public', 'img', 'logo.svg'), '<svg>second</svg>');
    await writeFile(path.join(site, 'public', 'img', 'chart.svg'), '<svg>chart</svg>');
    await writeFile(path.join(site, 'docs', 'charts.md'), '# Charts\n\n![Chart](/img/chart.svg)\n');
    const config = await readFile(path.join(site, 'docs.config.ts'), 'utf8');
    await writeFile(path.join(site, 'docs.config.ts'), config.replace('export default defineConfig({', "export default defineConfig({\n  staticDir: ['static', 'public'],"));
    const result = await build(site);
    expect(result.ok).toBe(true);
    expect(await readFile(path.join(result.outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *');
    expect(await readFile(path.join(result.outDir, 'img', 'chart.svg'), 'utf8')).toBe('<svg>chart</svg>');
    expect(await readFile(path.join(result.outDir, 'img', 'logo.svg'), 'utf8')).toBe('<svg>first</svg>');
    const shadowed = result.diagnostics.filter((d) => d.code === 'static-shadowed');
    expect(shadowed.map((d) => d.location?.file)).toEqual([path.join('public', 'img', 'logo.svg')]);
    expect(shadowed[0]!.message).toContain(path.join('static', 'img', 'logo.svg'));
    // The image in the second folder is a file of the site: its link is not broken.
    expect(result.diagnostics.filter((d) => d.code === 'broken-link')).toEqual([]);
  });
});
