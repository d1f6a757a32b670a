// Docs versions resolved from versions.json and the config, Docusaurus' way:
// which version is served at the root, the paths, labels and banners of the
// others, the config's mistakes as errors at their line, and which API
// references a site gets.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig, type SiteConfig } from '../../cli/config/resolve.js';
import type { UserConfig } from '../../cli/config/schema.js';
import { planApiReferences } from '../../cli/versions/api-plan.js';
import { invalidVersionName } from '../../cli/config/version-names.js';
import { parseVersionsFile } from '../../cli/versions/versions-file.js';
import { resolveVersions, type DocsVersion } from '../../cli/versions/versions.js';

const SITE = '/sites/example';

/** A resolved config whose source is the config as JSON, so keys have lines. */
function configOf(docs: UserConfig['docs'] = {}, extra: Partial<UserConfig> = {}, siteDir = SITE): SiteConfig {
  const value = { title: 'Example', url: 'https://example.com', docs, ...extra };
  const result = resolveConfig(siteDir, { file: path.join(siteDir, 'docs.config.ts'), source: `export default ${JSON.stringify(value, null, 2)};\n`, value, dependencies: [] });
  if (!result.config) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result.config;
}

function summary(versions: readonly DocsVersion[]) {
  return versions.map((v) => ({ name: v.name, label: v.label, path: v.path, routeBasePath: v.routeBasePath, isLast: v.isLast, banner: v.banner }));
}

describe('resolveVersions', () => {
  it('an unversioned site has one version, the docs folder at the docs root, with no banner', () => {
    for (const released of [undefined, []]) {
      const { versioned, versions, diagnostics } = resolveVersions(configOf(), released);
      expect(versioned).toBe(false);
      expect(diagnostics).toEqual([]);
      expect(summary(versions)).toEqual([{ name: 'current', label: 'Next', path: '', routeBasePath: '/', isLast: true, banner: undefined }]);
      expect(versions[0]!.docsDir).toBe(path.join(SITE, 'docs'));
    }
  });

  it('serves the newest release at the root, the docs folder as Next under next/, older releases under their name', () => {
    const { versioned, versions, diagnostics } = resolveVersions(configOf(), ['2.0', '1.0']);
    expect(versioned).toBe(true);
    expect(diagnostics).toEqual([]);
    expect(summary(versions)).toEqual([
      { name: 'current', label: 'Next', path: 'next', routeBasePath: '/next', isLast: false, banner: 'unreleased' },
      { name: '2.0', label: '2.0', path: '', routeBasePath: '/', isLast: true, banner: undefined },
      { name: '1.0', label: '1.0', path: '1.0', routeBasePath: '/1.0', isLast: false, banner: 'unmaintained' },
    ]);
    expect(versions[1]!.docsDir).toBe(path.join(SITE, 'versioned_docs/version-2.0'));
    expect(versions[1]!.sidebarsFile).toBe(path.join(SITE, 'versioned_sidebars/version-2.0-sidebars.json'));
    expect(versions[0]!.sidebarsFile).toBeUndefined();
  });

  it('follows lastVersion, labels, paths, banners and the docs route base from the config', () => {
    const config = configOf({
      routeBasePath: '/docs',
      lastVersion: '1.0',
      versions: { current: { label: 'Upcoming', path: 'dev' }, '2.0': { banner: 'none' }, '1.0': { label: '1.0 LTS' } },
    });
    const { versions, diagnostics } = resolveVersions(config, ['2.0', '1.0', '0.9']);
    expect(diagnostics).toEqual([]);
    expect(summary(versions)).toEqual([
      { name: 'current', label: 'Upcoming', path: 'dev', routeBasePath: '/docs/dev', isLast: false, banner: 'unreleased' },
      // Newer than the last version, so unreleased by default; the config says none.
      { name: '2.0', label: '2.0', path: '2.0', routeBasePath: '/docs/2.0', isLast: false, banner: undefined },
      { name: '1.0', label: '1.0 LTS', path: '', routeBasePath: '/docs', isLast: true, banner: undefined },
      { name: '0.9', label: '0.9', path: '0.9', routeBasePath: '/docs/0.9', isLast: false, banner: 'unmaintained' },
    ]);
  });

  it('the docs folder can stay the last version, at the root, with releases beside it', () => {
    const { versions } = resolveVersions(configOf({ lastVersion: 'current' }), ['1.0']);
    expect(summary(versions).map((v) => [v.name, v.path, v.isLast, v.banner])).toEqual([
      ['current', '', true, undefined],
      ['1.0', '1.0', false, 'unmaintained'],
    ]);
  });

  it('onlyIncludeVersions builds a subset; the default last version is the newest release kept', () => {
    const { versions, diagnostics } = resolveVersions(configOf({ onlyIncludeVersions: ['1.0', 'current'] }), ['2.0', '1.0']);
    expect(diagnostics).toEqual([]);
    expect(summary(versions).map((v) => [v.name, v.path, v.isLast])).toEqual([
      ['current', 'next', false],
      ['1.0', '', true],
    ]);
  });

  it('reports unknown version names in the config at their line, with the closest name', () => {
    const config = configOf({ lastVersion: '1.1', versions: { '2.O': { label: 'x' } }, onlyIncludeVersions: ['current', '3.0'] });
    const { versions, diagnostics } = resolveVersions(config, ['2.0', '1.0']);
    expect(versions).toEqual([]);
    const shown = diagnostics.map((d) => `${d.severity} ${d.location?.file}:${d.location?.line} ${d.message} (${d.hint})`);
    expect(shown).toEqual([
      'error docs.config.ts:7 docs.versions: no docs version is named "2.O" (Did you mean "2.0"? Versions: current, 2.0, 1.0.)',
      'error docs.config.ts:13 docs.onlyIncludeVersions: no docs version is named "3.0" (Did you mean "2.0"? Versions: current, 2.0, 1.0.)',
      'error docs.config.ts:5 docs.lastVersion: no docs version is named "1.1" (Did you mean "1.0"? Versions: current, 2.0, 1.0.)',
    ]);
  });

  it('refuses a lastVersion that onlyIncludeVersions leaves out, and two versions at one path', () => {
    const left = resolveVersions(configOf({ lastVersion: '2.0', onlyIncludeVersions: ['1.0'] }), ['2.0', '1.0']).diagnostics;
    expect(left.map((d) => d.message)).toEqual(['docs.lastVersion: "2.0" is left out by docs.onlyIncludeVersions']);
    const clash = resolveVersions(configOf({ versions: { '1.0': { path: 'next' } } }), ['2.0', '1.0']).diagnostics;
    expect(clash.map((d) => d.message)).toEqual(['docs.versions: "current" and "1.0" are both served at the path "next"']);
  });
});

describe('versions.json and version names', () => {
  it('reads the names newest first and rejects what is not a list of valid, distinct names', () => {
    expect(parseVersionsFile('["1.1", "1.0"]\n')).toEqual({ names: ['1.1', '1.0'], diagnostics: [] });
    expect(parseVersionsFile('["1.1",').diagnostics[0]!.message).toMatch(/^versions\.json is not valid JSON: /);
    expect(parseVersionsFile('{"1.1": true}').diagnostics.map((d) => d.message)).toEqual(['versions.json must hold an array of version names']);
    expect(parseVersionsFile('["1.0", "a/b", "1.0", "current"]').diagnostics.map((d) => d.message)).toEqual([
      'versions.json: "a/b" may only hold letters, digits, ".", "_" and "-", starting with a letter or digit',
      'versions.json lists the version "1.0" twice',
      'versions.json lists "current", the docs folder, which is always built: left out',
    ]);
    // trpc's versions.json lists "current": a warning, and the other versions build.
    const withCurrent = parseVersionsFile('["current", "10.x", "9.x"]');
    expect(withCurrent.names).toEqual(['10.x', '9.x']);
    expect(withCurrent.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning versions-current']);
  });

  it('accepts release-like names and says why others are refused', () => {
    for (const name of ['1.0', '2.1.3', 'v2-beta', '2024_01']) expect(invalidVersionName(name)).toBeUndefined();
    expect(invalidVersionName('')).toBe('a version name cannot be empty');
    expect(invalidVersionName('..')).toMatch(/may only hold letters/);
    expect(invalidVersionName('1 0')).toMatch(/may only hold letters/);
    expect(invalidVersionName('x'.repeat(33))).toBe('a version name has at most 32 characters ("' + 'x'.repeat(33) + '" has 33)');
  });
});

describe('planApiReferences', () => {
  const openapi = { openapi: { spec: 'openapi/api.yaml', route: '/rest-api-spec' } };

  it('one shared reference at the configured route while no version has a snapshot', async () => {
    const config = configOf({}, openapi);
    const plans = planApiReferences(config, resolveVersions(config, ['1.0']).versions);
    expect(plans).toEqual([{ spec: 'openapi/api.yaml', route: '/rest-api-spec', snapshot: false }]);
    expect(planApiReferences(configOf(), resolveVersions(configOf(), ['1.0']).versions)).toEqual([]);
  });

  it('with snapshots, a reference per version that has a document under its path; releases without one share the root', async () => {
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-plan-'));
    await mkdir(path.join(siteDir, 'versioned_openapi/version-2.0'), { recursive: true });
    await writeFile(path.join(siteDir, 'versioned_openapi/version-2.0/api.yaml'), 'openapi: 3.0.3\n');
    const config = configOf({}, openapi, siteDir);
    const plans = planApiReferences(config, resolveVersions(config, ['2.0', '1.0']).versions);
    expect(plans.map((plan) => ({ owner: plan.owner?.name, spec: plan.spec, route: plan.route, downloadPath: plan.downloadPath, snapshot: plan.snapshot }))).toEqual([
      { owner: 'current', spec: 'openapi/api.yaml', route: '/next/rest-api-spec', downloadPath: 'next/api.yaml', snapshot: false },
      { owner: '2.0', spec: 'versioned_openapi/version-2.0/api.yaml', route: '/rest-api-spec', downloadPath: undefined, snapshot: true },
    ]);

    // The last version without a snapshot: the root keeps the config's document, shared.
    const older = configOf({ lastVersion: '1.0' }, openapi, siteDir);
    const routes = planApiReferences(older, resolveVersions(older, ['2.0', '1.0']).versions).map((plan) => [plan.owner?.name ?? 'shared', plan.route]);
    expect(routes).toEqual([
      ['current', '/next/rest-api-spec'],
      ['2.0', '/2.0/rest-api-spec'],
      ['shared', '/rest-api-spec'],
    ]);
  });
});
