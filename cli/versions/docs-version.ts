// The content stage for one docs version: the same functions for every
// version, given its folder, route prefix and sidebars. An unversioned site
// is one version (the docs folder at the docs root) and takes the same path.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { configLocation, type SiteConfig } from '../config/resolve.js';
import type { SidebarItemInput } from '../config/schema.js';
import { readDocs, type CategoryMeta, type DocSource } from '../content/docs.js';
import { scanContent } from '../content/scan.js';
import { DiagnosticError, warning, type Diagnostic } from '../diagnostics.js';
import { withGeneratedIndexes } from './generated-index.js';
import { docTags, type DocTag } from './doc-tags.js';
import { readTagsFile } from '../content/tags-file.js';
import type { Translations } from '../i18n/translations.js';
import { buildSidebars } from '../routes/sidebar.js';
import { docsNotInSidebars } from '../routes/orphans.js';
import type { SidebarItem } from '../../templates/contracts/types.js';
import { readVersionSidebars } from '../config/sidebars-file.js';
import type { DocsVersion } from './versions.js';
import { isTranslated, translatedDocsDir } from '../i18n/paths.js';
import { translatedTree } from '../i18n/translated-docs.js';

export interface DocsVersionContent {
  version: DocsVersion;
  docs: DocSource[];
  /** Drafts left out, so that links to them are hidden rather than reported. */
  draftIds: Set<string>;
  categories: Map<string, CategoryMeta>;
  /** A released version's sidebars as its file holds them; the current docs use the config's. */
  sidebarsFile?: { sidebars: Record<string, SidebarItemInput[]>; file: string };
  /** Each tagged doc's tags, by doc id: drawn under it once rendered (stages/doc-tags.tsx). */
  tags: Map<string, DocTag[]>;
  diagnostics: Diagnostic[];
}

export async function readDocsVersion(config: SiteConfig, version: DocsVersion, options: { includeDrafts: boolean; translations: Translations }): Promise<DocsVersionContent> {
  if (!existsSync(version.docsDir)) {
    const folder = path.relative(config.siteDir, version.docsDir);
    throw new DiagnosticError([
      version.isCurrent
        ? { severity: 'error', code: 'docs-missing', message: `The docs folder ${config.docs.path} does not exist`, location: configLocation(config, ['docs', 'path']), hint: 'Set docs.path to the folder of your Markdown pages.' }
        : { severity: 'error', code: 'docs-missing', message: `The docs of version "${version.name}" (${folder}) do not exist`, location: { file: 'versions.json' }, hint: `Restore ${folder}, or remove "${version.name}" from versions.json.` },
    ]);
  }
  const scanned = scanContent(version.docsDir, config.docs.exclude, config.docs.include).then((tree) => (isTranslated(config) ? translatedTree(tree, translatedDocsDir(config.siteDir, config.i18n.currentLocale, version.name, version.instance ?? config.docs.id)) : tree));
  const [tree, sidebarsFile] = await Promise.all([scanned, version.sidebarsFile ? readVersionSidebars(config.siteDir, version.sidebarsFile) : undefined]);
  const content = await readDocs(config, tree, { includeDrafts: options.includeDrafts, routeBasePath: version.routeBasePath });
  // Categories with a generated index get its page: a doc made from the sidebars, which then link to it.
  const written = sidebarsFile?.sidebars ?? (version.isCurrent ? config.docs.sidebars : undefined);
  const source = sidebarsFile ? sidebarsFile.file : config.configFile;
  const indexes = written ? withGeneratedIndexes(written, content.docs, { routeBasePath: version.routeBasePath, trailingSlash: config.trailingSlash, file: source, absolute: path.resolve(config.siteDir, source) }) : undefined;
  const sidebars = indexes?.pages.length ? indexes.sidebars : sidebarsFile?.sidebars;
  // Docs with front-matter tags get a page per tag, and the version a page of every tag.
  const predefined = readTagsFile(version.docsDir, config.docs.tags, config.siteDir);
  const tags = docTags(content.docs, {
    routeBasePath: version.routeBasePath,
    tagsBasePath: config.docs.tagsBasePath,
    trailingSlash: config.trailingSlash,
    file: path.relative(config.siteDir, version.docsDir) || '.',
    absolute: version.docsDir,
    translations: options.translations,
    ...(predefined.tagsFile ? { tagsFile: predefined.tagsFile } : {}),
    onInlineTags: config.docs.onInlineTags,
  });
  return {
    version,
    ...content,
    docs: [...content.docs, ...(indexes?.pages ?? []), ...tags.pages],
    tags: tags.byDoc,
    sidebarsFile: sidebars && { sidebars, file: source },
    diagnostics: [...content.diagnostics, ...(sidebarsFile?.diagnostics ?? []), ...emptyFolder(config, version, content.docs.length + content.draftIds.size), ...predefined.diagnostics, ...tags.diagnostics],
  };
}

/** A docs folder without a page builds a site of nothing but a 404: say so rather than succeed in silence. */
function emptyFolder(config: SiteConfig, version: DocsVersion, pages: number): Diagnostic[] {
  if (pages > 0 || !version.isCurrent) return [];
  return [
    warning('docs-empty', `The docs folder ${config.docs.path} has no Markdown page`, configLocation(config, ['docs', 'path']), `Add a page such as ${config.docs.path}/index.md, or point docs.path at the folder of your pages.`),
  ];
}

/**
 * The version's sidebars. On a versioned site their ids are namespaced by
 * version (`1.0/default`), since every version has a sidebar of the same id
 * and the site data holds them all; an unversioned site keeps the ids as written.
 */
export function versionSidebars(config: SiteConfig, content: DocsVersionContent, versioned: boolean): { sidebars: Record<string, SidebarItem[]>; byConfigId: Record<string, SidebarItem[]>; diagnostics: Diagnostic[] } {
  const built = buildSidebars(config, content.docs, content.categories, content.draftIds, content.sidebarsFile);
  // Released versions keep the sidebars they were taken with: only the docs being written are checked for orphans.
  const checkOrphans = built.handWritten && content.version.isCurrent && config.docs.sidebar.warnOrphans;
  const diagnostics = [...built.diagnostics, ...(checkOrphans ? docsNotInSidebars(content.docs, built.sidebars) : [])];
  if (!versioned) return { sidebars: built.sidebars, byConfigId: built.sidebars, diagnostics };
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [id, items] of Object.entries(built.sidebars)) sidebars[versionSidebarId(content.version.name, id)] = items;
  return { sidebars, byConfigId: built.sidebars, diagnostics };
}

export function versionSidebarId(versionName: string, sidebarId: string): string {
  return `${versionName}/${sidebarId}`;
}
