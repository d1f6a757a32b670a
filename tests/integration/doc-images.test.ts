// Images a doc names by a path beside it, as Docusaurus folders keep them:
// copied into the build under a content-hashed name that the page points at;
// a path that names no file, or leaves the site folder, is a warning at its line.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe('images beside a doc', () => {
  it('are copied under a hashed name that the page points at; missing ones are reported at their line', async () => {
    const root = await temporaryDir();
    const site = path.join(root, 'site');
    await cp(fixtureSite('minimal'), site, { recursive: true });
    await mkdir(path.join(site, 'docs/guide/img'), { recursive: true });
    await writeFile(path.join(site, 'docs/guide/img/flow chart.png'), PNG);
    await writeFile(path.join(root, 'outside.png'), PNG);
    const page = path.join(site, 'docs/guide/getting-started.md');
    const source = await readFile(page, 'utf8');
    await writeFile(page, `${source}\n![Flow](./img/flow%20chart.png)\n\n![Again](img/flow%20chart.png)\n\n![Missing](./img/none.png)\n\n![Outside](../../../outside.png)\n\n![Remote](https://example.com/x.png)\n`);
    const lines = (await readFile(page, 'utf8')).split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;

    const result = await build(site);
    expect(result.ok).toBe(true);
    const hash = createHash('sha256').update(PNG).digest('hex').slice(0, 10);
    const output = `assets/images/flow-chart-${hash}.png`;
    expect(await readFile(path.join(result.outDir, output))).toEqual(PNG);
    const html = await readFile(path.join(result.outDir, 'guide/getting-started/index.html'), 'utf8');
    expect(html.match(/<img src="([^"]+)" alt="(?:Flow|Again)"/g)).toEqual([
      `<img src="/docs-base/${output}" alt="Flow"`,
      `<img src="/docs-base/${output}" alt="Again"`,
    ]);
    expect(html).toContain('<img src="https://example.com/x.png" alt="Remote"');
    const broken = result.diagnostics.filter((d) => d.code === 'broken-image');
    expect(broken.map((d) => [d.message, d.location?.file, d.location?.line])).toEqual([
      ['Image "./img/none.png" names no file', path.join('docs', 'guide', 'getting-started.md'), lineOf('![Missing]')],
      ['Image "../../../outside.png" names no file', path.join('docs', 'guide', 'getting-started.md'), lineOf('![Outside]')],
    ]);
  });
});
