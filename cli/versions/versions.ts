// The docs versions of a site, resolved from versions.json and the config:
// which folder and sidebars each reads, the path it is served under, its
// label and banner. Docusaurus' rules, so a team moving from it keeps its URLs:
// the last version (default: the newest release) is served at the docs root,
// the docs folder as "Next" under `next/` once a release exists, and every
// other version under its name.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sidebarsFileOf } from '../config/sidebars-file.js';
import { configLocation, type SiteConfig } from '../config/resolve.js';
import { closest, error, hasErrors, type Diagnostic } from '../diagnostics.js';
import { CURRENT_VERSION, versionDocsFolder, versionSidebarsFile, versionSpecFolder } from '../config/version-names.js';
import { readVersionsFile } from './versions-file.js';

/** The one docs plugin of a site, as Docusaurus ids it in storage keys and search tags. */
export const DOCS_PLUGIN_ID = 'default';

export interface DocsVersion {
  /** `current` for the docs folder, else its name in versions.json. */
  name: string;
  label: string;
  /** Its segment under the docs route: `''` for the last version, `next`, `1.0`. */
  path: string;
  /** Route prefix of its pages: the docs route base joined with `path`. */
  routeBasePath: string;
  /** Absolute folder of its Markdown. */
  docsDir: string;
  /** Its sidebars file (released versions); absent means the config's sidebars (the docs folder). */
  sidebarsFile?: string;
  /** Its own OpenAPI document (a snapshot taken with the version), absolute. */
  specFile?: string;
  isCurrent: boolean;
  isLast: boolean;
  /** The docs instance (`docsInstances`' id) whose folder it is; absent for the main docs. */
  instance?: string;
  banner: 'unreleased' | 'unmaintained' | undefined;
}

export interface SiteVersions {
  /** False for a site without versions.json: one version, the docs folder, at the docs root. */
  versioned: boolean;
  /** `current` first, then releases newest first (the dropdown's order), filtered by `onlyIncludeVersions`. */
  versions: DocsVersion[];
  diagnostics: Diagnostic[];
}

/** The storage key of the reader's preferred version. */
export const PREFERRED_VERSION_KEY = `docs-preferred-version-${DOCS_PLUGIN_ID}`;

/** versions.json and the config's version options, resolved; problems with either are errors. */
export async function loadVersions(config: SiteConfig): Promise<SiteVersions> {
  const file = await readVersionsFile(config.siteDir);
  if (hasErrors(file.diagnostics)) return { versioned: true, versions: [], diagnostics: file.diagnostics };
  const resolved = resolveVersions(config, file.names);
  return { ...resolved, diagnostics: [...file.diagnostics, ...resolved.diagnostics] };
}

export function resolveVersions(config: SiteConfig, released: readonly string[] | undefined): SiteVersions {
  const routeBase = config.docs.routeBasePath;
  if (!released?.length) {
    return { versioned: false, versions: [currentVersion(config, { path: '', routeBasePath: routeBase, isLast: true, banner: undefined, label: 'Next' })], diagnostics: [] };
  }
  const diagnostics: Diagnostic[] = [];
  const all = [CURRENT_VERSION, ...released];
  const unknown = (name: string, keyPath: PropertyKey[], what: string) => {
    const suggestion = closest(name, all);
    diagnostics.push(error('config-invalid', `${what}: no docs version is named "${name}"`, configLocation(config, keyPath), suggestion ? `Did you mean "${suggestion}"? Versions: ${all.join(', ')}.` : `Versions: ${all.join(', ')} (versions.json lists the released ones).`));
  };

  const options = config.docs.versions ?? {};
  for (const name of Object.keys(options)) if (!all.includes(name)) unknown(name, ['docs', 'versions', name], 'docs.versions');
  const only = config.docs.onlyIncludeVersions;
  only?.forEach((name, index) => {
    if (!all.includes(name)) unknown(name, ['docs', 'onlyIncludeVersions', index], 'docs.onlyIncludeVersions');
  });
  const included = all.filter((name) => !only || only.includes(name));

  const explicitLast = config.docs.lastVersion;
  if (explicitLast !== undefined && !all.includes(explicitLast)) unknown(explicitLast, ['docs', 'lastVersion'], 'docs.lastVersion');
  else if (explicitLast !== undefined && !included.includes(explicitLast)) {
    diagnostics.push(error('config-invalid', `docs.lastVersion: "${explicitLast}" is left out by docs.onlyIncludeVersions`, configLocation(config, ['docs', 'lastVersion']), `Add "${explicitLast}" to onlyIncludeVersions, or choose another lastVersion.`));
  }
  if (diagnostics.length || !included.length) return { versioned: true, versions: [], diagnostics };
  const last = explicitLast ?? included.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;

  const versions = included.map((name): DocsVersion => {
    const option = options[name] ?? {};
    const isLast = name === last;
    const versionPath = trimSlashes(option.path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name));
    const banner = option.banner ? (option.banner === 'none' ? undefined : option.banner) : defaultBanner(all, name, last);
    const shared = { path: versionPath, routeBasePath: joinRoute(routeBase, versionPath), isLast, banner, label: option.label ?? (name === CURRENT_VERSION ? 'Next' : name) };
    if (name === CURRENT_VERSION) return currentVersion(config, shared);
    const specFolder = path.join(config.siteDir, versionSpecFolder(name));
    return {
      name,
      ...shared,
      docsDir: path.join(config.siteDir, versionDocsFolder(name)),
      sidebarsFile: path.join(config.siteDir, versionSidebarsFile(name)),
      specFile: config.openapi && existsSync(specFolder) ? path.join(specFolder, path.basename(config.openapi.spec)) : undefined,
      isCurrent: false,
    };
  });

  const byPath = new Map<string, string>();
  for (const version of versions) {
    const other = byPath.get(version.path);
    if (other !== undefined) {
      diagnostics.push(error('config-invalid', `docs.versions: "${other}" and "${version.name}" are both served at the path "${version.path}"`, configLocation(config, ['docs', 'versions', version.name, 'path']), 'Give one of them another path.'));
    }
    byPath.set(version.path, version.name);
  }
  return { versioned: true, versions, diagnostics };
}

function currentVersion(config: SiteConfig, shared: Pick<DocsVersion, 'path' | 'routeBasePath' | 'isLast' | 'banner' | 'label'>): DocsVersion {
  // Without docs.sidebars, a Docusaurus site's own sidebars file (sidebars.js beside the config) is read as it is.
  const sidebarsFile = sidebarsFileOf(config);
  return { name: CURRENT_VERSION, ...shared, docsDir: config.docsDir, isCurrent: true, ...(sidebarsFile ? { sidebarsFile } : {}) };
}

/** Docusaurus' default: versions newer than the last one are unreleased, older ones unmaintained. */
function defaultBanner(all: readonly string[], name: string, last: string): DocsVersion['banner'] {
  if (name === last) return undefined;
  return all.indexOf(name) < all.indexOf(last) ? 'unreleased' : 'unmaintained';
}

function trimSlashes(segment: string): string {
  return segment.replace(/^\/+|\/+$/g, '');
}

function joinRoute(base: string, segment: string): string {
  const left = trimSlashes(base);
  const joined = [left, segment].filter(Boolean).join('/');
  return `/${joined}`;
}
