// Docusaurus' markdown.preprocessor: each doc's whole file passes through it
// before it is read (front matter included); one that throws is an error at
// the page, which is then read as written.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';

async function siteWithPreprocessor(preprocessor: string): Promise<string> {
  const site = path.join(await temporaryDir(), 'site');
  await cp(fixtureSite('minimal'), site, { recursive: true });
  const config = await readFile(path.join(site, 'docs.config.ts'), 'utf8');
  await writeFile(path.join(site, 'docs.config.ts'), config.replace('export default defineConfig({', `export default defineConfig({\n  markdown: { preprocessor: ${preprocessor} },`));
  await writeFile(path.join(site, 'docs', 'release.md'), '---\ntitle: Release @VERSION@\n---\n\nInstall version @VERSION@.\n');
  return site;
}

describe('markdown.preprocessor', () => {
  it('is given each doc’s path and text, and the page is read from what it returns', async () => {
    const site = await siteWithPreprocessor("({ filePath, fileContent }) => (filePath.endsWith('release.md') ? fileContent.replaceAll('@VERSION@', '2.4.1') : fileContent)");
    const result = await build(site);
    expect(result.ok).toBe(true);
    const html = await readFile(path.join(result.outDir, 'release', 'index.html'), 'utf8');
    expect(html).toContain('<title>Release 2.4.1 | Minimal Site</title>');
    expect(html).toContain('<p>Install version 2.4.1.</p>');
  });

  it('that throws is an error at the page, which is read as written', async () => {
    const site = await siteWithPreprocessor("({ filePath, fileContent }) => { if (filePath.endsWith('release.md')) throw new Error('no version file'); return fileContent; }");
    const result = await build(site);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'markdown-preprocessor').map((d) => [d.severity, d.location?.file, d.message])).toEqual([
      ['error', path.join('docs', 'release.md'), 'markdown.preprocessor threw: no version file; the page is read as written'],
    ]);
  });
});
