// The content stage: every docs version's Markdown read with its front matter,
// categories and sidebars file. A site without versions has one version, its
// docs folder, so every later stage handles both alike.
import type { SiteConfig } from '../config/resolve.js';
import { DiagnosticError, hasErrors, type Diagnostic } from '../diagnostics.js';
import { readDocsVersion, type DocsVersionContent } from '../versions/docs-version.js';
import { loadVersions, type DocsVersion } from '../versions/versions.js';
import type { DocSource } from './docs.js';

export interface SiteContent {
  /** False for a site without versions.json. */
  versioned: boolean;
  versions: DocsVersion[];
  /** Each version's docs, in the order of `versions`. */
  contents: DocsVersionContent[];
  /** The version served at the docs root (the only one of an unversioned site). */
  last: DocsVersionContent;
  /** Every version's docs, flat. */
  docs: DocSource[];
  diagnostics: Diagnostic[];
}

export async function readContent(config: SiteConfig, mode: 'production' | 'development'): Promise<SiteContent> {
  const resolved = await loadVersions(config);
  if (hasErrors(resolved.diagnostics)) throw new DiagnosticError(resolved.diagnostics);
  // Drafts are shown while writing and left out of a production build, unless the config says otherwise.
  const includeDrafts = config.docs.includeDrafts ?? mode === 'development';
  const contents = await Promise.all(resolved.versions.map((version) => readDocsVersion(config, version, { includeDrafts })));
  return {
    versioned: resolved.versioned,
    versions: resolved.versions,
    contents,
    last: contents.find((content) => content.version.isLast) ?? contents[0]!,
    docs: contents.flatMap((content) => content.docs),
    diagnostics: [...resolved.diagnostics, ...contents.flatMap((content) => content.diagnostics)],
  };
}
