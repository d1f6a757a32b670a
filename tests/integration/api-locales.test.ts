// An API reference in a site of two locales (tests/fixtures/sites/i18n-api)
// is made once for both (cli/openapi/shared-base.ts): the build times its
// model and body once, and each locale's page shows its own base URL in every
// link and its own labels on the copy buttons of description code blocks,
// the rest of the two pages' bodies being the same.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';

/** The reference's body: from its first element to the end of its main column. */
const bodyOf = (html: string) => html.slice(html.indexOf('<div class="api-reference'), html.lastIndexOf('</main>'));

const modelRuns = (timings: { name: string }[]) => timings.filter((timing) => timing.name === 'openapi: model and body').length;

describe('an API reference in two locales', () => {
  it('is made once, and each locale shows its own base URL and labels', async () => {
    const outDir = path.join(await temporaryDir(), 'build');
    const result = await build(fixtureSite('i18n-api'), { outDir });
    expect(result.diagnostics).toEqual([]);
    expect(modelRuns(result.timings)).toBe(1);

    const en = bodyOf(await readFile(path.join(outDir, 'api/index.html'), 'utf8'));
    const fr = bodyOf(await readFile(path.join(outDir, 'fr/api/index.html'), 'utf8'));
    expect(en).toContain('<a href="/lockers/guide#sizes">renting guide</a>');
    expect(fr).toContain('<a href="/lockers/fr/guide#sizes">renting guide</a>');
    expect(en).toContain('<button type="button" class="copy-code" aria-label="Copy code to clipboard">Copy</button>');
    expect(fr).toContain('<button type="button" class="copy-code" aria-label="Copier le code « tel quel »">Copier</button>');
    expect(en).toContain('href="/lockers/lockers.yaml"');
    for (const body of [en, fr]) expect(body).not.toContain('5e1d7a');
    // Nothing else differs.
    const asEnglish = fr
      .replaceAll('/lockers/fr/', '/lockers/')
      .replaceAll('aria-label="Copier le code « tel quel »">Copier<', 'aria-label="Copy code to clipboard">Copy<');
    expect(asEnglish).toBe(en);
    expect(en.length).toBeGreaterThan(5000);
  });

  it('is made again for a locale whose base URL a description link names', async () => {
    // `/lockers/guide` is a route of the English site and a path outside the French one: each locale resolves it its own way.
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('i18n-api'), site, { recursive: true });
    const spec = path.join(site, 'lockers.yaml');
    await writeFile(spec, (await readFile(spec, 'utf8')).replace('[renting guide](guide.md#sizes)', '[renting guide](/lockers/guide)'));
    const outDir = path.join(site, 'build');
    const result = await build(site, { outDir });
    expect(modelRuns(result.timings)).toBe(2);
    expect(await readFile(path.join(outDir, 'api/index.html'), 'utf8')).toContain('<a href="/lockers/guide">renting guide</a>');
    expect(await readFile(path.join(outDir, 'fr/api/index.html'), 'utf8')).toContain('<a href="/lockers/fr/lockers/guide">renting guide</a>');
  });
});
