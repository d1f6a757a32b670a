// Further docs instances (config `docsInstances`, a Docusaurus site's other
// docs plugins: `community`, `contributing`): each is read as an unversioned
// docs folder with a config of its own (folder, route, sidebars, edit links),
// by the same functions as the main docs. Its docs then join the pages served
// beside the main docs' last version under ids of their own, so that its
// `intro` is not the main docs' `intro`; its sidebars join that version's
// under ids of their own too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocsInstanceOptions } from '../config/docs-schema.js';
import { instanceDocId, instanceSidebarId } from '../config/docs-instance-ids.js';
import type { ConfigLocator } from '../config/locate.js';
import { configLocation, type SiteConfig } from '../config/resolve.js';
import { sidebarsFileOf } from '../config/sidebars-file.js';
import { CURRENT_VERSION } from '../config/version-names.js';
import type { DocSource } from '../content/docs.js';
import { DiagnosticError, error } from '../diagnostics.js';
import type { Translations } from '../i18n/translations.js';
import { joinRoute } from '../routes/slug.js';
import type { SidebarItem } from '../../templates/contracts/types.js';
import { readDocsVersion, type DocsVersionContent } from './docs-version.js';
import type { DocsVersion } from './versions.js';

export interface DocsInstanceContent {
  /** The site's config with the instance's options as its `docs`: what its sidebars, routes and edit links are made with. */
  config: SiteConfig;
  /** Its folder as a docs version: its docs with the ids its own sidebars and front matter use. */
  content: DocsVersionContent;
  /** Its docs with the site's ids (`instanceDocId`), as they join the main docs. */
  docs: DocSource[];
}

/** The config an instance's docs are read with: the site's, with the instance's options as its docs and its problems located at its entry. */
export function instanceConfig(config: SiteConfig, instance: DocsInstanceOptions, index: number): SiteConfig {
  const { id: _id, ...options } = instance;
  return {
    ...config,
    docs: {
      ...config.docs,
      ...options,
      sidebars: options.sidebars,
      // Without a sidebars file of its own an instance's sidebar is generated: the sidebars beside the config are the main docs'.
      sidebarPath: options.sidebars ? undefined : (options.sidebarPath ?? false),
      versions: undefined,
      lastVersion: undefined,
      onlyIncludeVersions: undefined,
    },
    docsDir: path.resolve(config.siteDir, instance.path),
    locator: instanceLocator(config.locator, index),
  };
}

/** Key paths under `docs` are the instance's entry in `docsInstances`. */
function instanceLocator(locator: ConfigLocator, index: number): ConfigLocator {
  const mapped = (keyPath: readonly PropertyKey[]) => (keyPath[0] === 'docs' ? ['docsInstances', index, ...keyPath.slice(1)] : keyPath);
  return {
    source: locator.source,
    find: (keyPath) => locator.find(mapped(keyPath)),
    locate: (keyPath) => locator.locate(mapped(keyPath)),
    at: (keyPath) => locator.at(mapped(keyPath)),
  };
}

/** The instance's folder as a docs version: current and last, served at its route, never in a version dropdown. */
function instanceVersion(config: SiteConfig, instance: DocsInstanceOptions): DocsVersion {
  const sidebarsFile = sidebarsFileOf(config);
  return {
    name: CURRENT_VERSION,
    label: instance.id,
    path: '',
    routeBasePath: joinRoute('/', instance.routeBasePath, undefined),
    docsDir: config.docsDir,
    ...(sidebarsFile ? { sidebarsFile } : {}),
    isCurrent: true,
    isLast: true,
    instance: instance.id,
    banner: undefined,
  };
}

export async function readDocsInstances(config: SiteConfig, options: { includeDrafts: boolean; translations: Translations }): Promise<DocsInstanceContent[]> {
  return Promise.all(config.docsInstances.map((instance, index) => readDocsInstance(config, instance, index, options)));
}

async function readDocsInstance(site: SiteConfig, instance: DocsInstanceOptions, index: number, options: { includeDrafts: boolean; translations: Translations }): Promise<DocsInstanceContent> {
  const config = instanceConfig(site, instance, index);
  if (!existsSync(config.docsDir)) {
    throw new DiagnosticError([
      error('docs-missing', `The folder ${instance.path} of the docs instance "${instance.id}" does not exist`, configLocation(site, ['docsInstances', index, 'path']), `Set its path to the folder of its Markdown pages, or remove the instance.`),
    ]);
  }
  const content = await readDocsVersion(config, instanceVersion(config, instance), options);
  const docs = content.docs.map((doc): DocSource => ({ ...doc, id: instanceDocId(instance.id, doc.id), instance: instance.id }));
  return { config, content, docs };
}

/** An instance's sidebars under the site's ids: each keyed `instanceSidebarId`, each doc link naming its doc's site id. */
export function siteSidebarsOfInstance(instance: string, sidebars: Record<string, SidebarItem[]>): Record<string, SidebarItem[]> {
  const rename = (items: readonly SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'html') return item;
      const docId = item.docId === undefined ? {} : { docId: instanceDocId(instance, item.docId) };
      return item.type === 'category' ? { ...item, ...docId, items: rename(item.items) } : { ...item, ...docId };
    });
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [instanceSidebarId(instance, id), rename(items)]));
}
