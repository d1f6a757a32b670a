// Third-party documents build: examples off their schemas are warnings unless
// the site asks for errors, and a build lists only the first few of a kind;
// links to the API's own website do not break a site that throws on broken
// links, and long menu labels wrap.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSpecSite, siteWithSpec } from '../support/spec-site.js';
import { repoRoot } from '../support/paths.js';

const fixtures = path.join(repoRoot, 'tests/fixtures/openapi/lenient');

describe('examples that do not match their schema', () => {
  it('are warnings by default; the build lists five and counts the rest', async () => {
    const site = await siteWithSpec(path.join(fixtures, 'examples.yaml'), { spec: 'examples.yaml' });
    const run = await buildSpecSite(site);
    expect(run.status).toBe(0);
    const listed = run.stderr.split('\n').filter((line) => line.includes('[openapi-example-invalid]'));
    expect(listed).toHaveLength(5);
    expect(listed.every((line) => line.trimStart().startsWith('warning'))).toBe(true);
    expect(listed[0]).toContain('openapi/examples.yaml:26:36');
    expect(listed[0]).toContain('/0/weight must be number, found "heavy"');
    expect(run.stderr).toContain('… and 3 more openapi-example-invalid warnings (`brokerdocs check` lists them all)');
    // Neither the relative URI (format: uri) nor the label two oneOf branches accept is a problem.
    expect(run.stderr).not.toMatch(/format|oneOf/);
    expect(run.stdout).toContain('(0 errors, 8 warnings)');
    expect(run.html).toContain('id="tag/Parcels/operation/listParcels"');
  });

  it('fail the build with exampleValidation: error, and are not checked with off', async () => {
    const strict = await buildSpecSite(await siteWithSpec(path.join(fixtures, 'examples.yaml'), { spec: 'examples.yaml', openapi: `exampleValidation: 'error'` }));
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('… and 3 more openapi-example-invalid errors');
    const off = await buildSpecSite(await siteWithSpec(path.join(fixtures, 'examples.yaml'), { spec: 'examples.yaml', openapi: `exampleValidation: 'off'` }));
    expect(off.status).toBe(0);
    expect(off.stdout).toContain('(0 errors, 0 warnings)');
  });
});

describe('a document written for another website', () => {
  it('builds with onBrokenLinks: throw, its menu labels wrapping, without tag noise', async () => {
    const run = await buildSpecSite(await siteWithSpec(path.join(fixtures, 'shapes.yaml'), { spec: 'shapes.yaml' }));
    expect(run.status).toBe(0);
    expect(run.stderr).not.toContain('broken-link');
    expect(run.stderr).not.toContain('openapi-unknown-tag');
    expect(run.html).toContain('<span class="api-menu-label" title="PUT /lockers/{lockerId}/doors/{door}">PUT /lockers/{lockerId}/doors/{door}</span>');
  });
});
