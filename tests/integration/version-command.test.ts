// `brokerdocs version <name> [siteDir]` as a process: it snapshots the docs
// folder, the config's sidebars and (with openapi.versioned) the OpenAPI
// document with the files it refers to, in Docusaurus' layout; refuses an
// existing or invalid name with exit code 1 and bad usage with 2. The site
// then builds with the new version at the root and its own API reference.
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import type { ApiPage } from '../../templates/contracts/types.js';
import { brokerdocs, type CliRun } from '../support/cli.js';
import { fixtureSite, repoRoot, temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

/** A copy of the versions fixture to change. */
async function siteCopy(): Promise<string> {
  const site = path.join(await temporaryDir('brokerdocs-version-'), 'site');
  await cp(fixtureSite('versions'), site, { recursive: true });
  return site;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

describe('brokerdocs version', () => {
  let site: string;
  let run: CliRun;
  beforeAll(async () => {
    site = await siteCopy();
    run = brokerdocs(['version', '2.0', site]);
  });

  it('snapshots pages, category files, the sidebars and the OpenAPI document, and lists the version first', async () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('Created version 2.0: versioned_docs/version-2.0, versioned_sidebars/version-2.0-sidebars.json, versioned_openapi/version-2.0, versions.json');
    expect(await listFiles(path.join(site, 'versioned_docs/version-2.0'))).toEqual(await listFiles(path.join(site, 'docs')));
    expect(await readFile(path.join(site, 'versioned_docs/version-2.0/guide/_category_.json'), 'utf8')).toBe(await readFile(path.join(site, 'docs/guide/_category_.json'), 'utf8'));
    expect(await readFile(path.join(site, 'versioned_docs/version-2.0/new-feature.md'), 'utf8')).toContain('aurora stream');
    expect(JSON.parse(await readFile(path.join(site, 'versioned_sidebars/version-2.0-sidebars.json'), 'utf8'))).toEqual({
      docs: ['index', 'intro', { type: 'category', label: 'Guide', items: ['guide/setup'] }, 'new-feature'],
    });
    // The document and the schema file it refers to, in the same layout.
    expect(await listFiles(path.join(site, 'versioned_openapi/version-2.0'))).toEqual(['api.yaml', path.join('schemas', 'star.yaml')]);
    expect(await readFile(path.join(site, 'versions.json'), 'utf8')).toBe('[\n  "2.0",\n  "1.1",\n  "1.0"\n]\n');
  });

  it('refuses a name that exists, with exit code 1, and changes nothing', async () => {
    const again = brokerdocs(['version', '2.0', site]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Version "2.0" already exists in versions.json');
    expect(again.stderr).toContain('No version created: 1 error, 0 warnings.');
    const existing = brokerdocs(['version', '1.0', site]);
    expect(existing.status).toBe(1);
    expect(JSON.parse(await readFile(path.join(site, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.1', '1.0']);
  });

  it('refuses invalid names and leftovers of an unfinished snapshot with exit code 1', async () => {
    const fresh = await siteCopy();
    for (const [name, message] of [
      ['current', '"current" is reserved for the docs folder itself'],
      ['1/0', '"1/0" may only hold letters, digits'],
      ['..', '".." may only hold letters, digits'],
    ] as const) {
      const refused = brokerdocs(['version', name, fresh]);
      expect(refused.status, name).toBe(1);
      expect(refused.stderr, name).toContain(`Cannot create version "${name}": ${message}`);
    }
    await cp(path.join(fresh, 'docs'), path.join(fresh, 'versioned_docs/version-3.0'), { recursive: true });
    const leftover = brokerdocs(['version', '3.0', fresh]);
    expect(leftover.status).toBe(1);
    expect(leftover.stderr).toContain('Version "3.0" is not in versions.json, but versioned_docs/version-3.0 already exists');
    expect(JSON.parse(await readFile(path.join(fresh, 'versions.json'), 'utf8'))).toEqual(['1.1', '1.0']);
    expect(existsSync(path.join(fresh, 'versioned_sidebars/version-3.0-sidebars.json'))).toBe(false);
  });

  it('refuses to version a docs folder that holds the site itself', async () => {
    const dir = await temporaryDir('brokerdocs-version-root-');
    await writeFile(path.join(dir, 'docs.config.ts'), "export default { title: 'Root docs', url: 'https://example.com', docs: { path: '.' } };\n");
    await writeFile(path.join(dir, 'index.md'), '# Home\n');
    const refused = brokerdocs(['version', '1.0', dir]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The docs folder . contains versioned_docs/version-1.0, so it cannot be versioned');
    expect(existsSync(path.join(dir, 'versioned_docs'))).toBe(false);
    expect(existsSync(path.join(dir, 'versions.json'))).toBe(false);
  });

  it('exits 2 on bad usage (no name), 1 for a site folder that does not exist', () => {
    const noName = brokerdocs(['version']);
    expect(noName.status).toBe(2);
    expect(noName.stderr).toContain("missing required argument 'name'");
    const noSite = brokerdocs(['version', '2.0', path.join(repoRoot, 'no-such-site')]);
    expect(noSite.status).toBe(1);
    expect(noSite.stderr).toContain(`The folder ${path.join(repoRoot, 'no-such-site')} does not exist.`);
  });

  it('makes a site whose new version is served at the root with its own API reference', async () => {
    const model = await loadFixture(site);
    expect(model.diagnostics).toEqual([]);
    expect(model.site.docs.versions.map((v) => [v.name, v.path, v.isLast, v.banner ?? null])).toEqual([
      ['current', '/versions-base/next/', false, 'unreleased'],
      ['2.0', '/versions-base/', true, null],
      ['1.1', '/versions-base/1.1/', false, 'unmaintained'],
      ['1.0', '/versions-base/1.0/', false, 'unmaintained'],
    ]);
    const apis = model.pages.filter((page): page is ApiPage => page.kind === 'api');
    // 2.0 has a snapshot (the root's reference), the docs folder keeps the config's document under next/; 1.1 and 1.0 share the root's.
    expect(apis.map((api) => [api.route, api.docsVersion, api.specHref, api.alternates])).toEqual([
      ['/next/rest-api-spec', 'current', '/versions-base/next/api.yaml', { '2.0': '/versions-base/rest-api-spec' }],
      ['/rest-api-spec', '2.0', '/versions-base/api.yaml', { current: '/versions-base/next/rest-api-spec' }],
    ]);
    expect(model.versions!.map((v) => [v.version.name, v.api?.page.route])).toEqual([
      ['current', '/next/rest-api-spec'],
      ['2.0', '/rest-api-spec'],
      ['1.1', '/rest-api-spec'],
      ['1.0', '/rest-api-spec'],
    ]);
    const outDir = path.join(await temporaryDir(), 'build');
    const result = await build(site, { outDir });
    expect(result.ok).toBe(true);
    for (const file of ['index.html', 'new-feature/index.html', 'next/new-feature/index.html', '1.1/intro/index.html', 'next/rest-api-spec/index.html', 'rest-api-spec/index.html', 'api.yaml', 'next/api.yaml', 'search-index-docs-default-2.0.json']) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
  });
});
