// The content stage: every docs version's Markdown read with its front matter,
// categories and sidebars file, the site's stand-alone pages (src/pages) and
// its blog.
// A site without versions has one version, its docs folder, so every later
// stage handles both alike.
import type { SiteConfig } from '../config/resolve.js';
import { DiagnosticError, hasErrors } from '../diagnostics.js';
import { limitHeapGrowthFor } from '../heap.js';
import { tuneJitFor } from '../jit.js';
import type { SiteContent } from '../site.js';
import { readSitePages } from '../content/site-pages.js';
import { themeOverrideWarnings } from '../content/mdx-compile/theme-overrides.js';
import { isDocusaurusConfig } from '../config/load.js';
import { readBlog } from '../blog/read.js';
import type { Translations } from '../i18n/translations.js';
import { readDocsVersion, type DocsVersionContent } from '../versions/docs-version.js';
import { loadVersions } from '../versions/versions.js';
import { instanceDocId } from '../config/docs-instance-ids.js';
import { readDocsInstances, type DocsInstanceContent } from '../versions/docs-instances.js';

export async function readContent(config: SiteConfig, mode: 'production' | 'development', translations: Translations): Promise<SiteContent> {
  const resolved = await loadVersions(config);
  if (hasErrors(resolved.diagnostics)) throw new DiagnosticError(resolved.diagnostics);
  // Drafts are shown while writing and left out of a production build, unless the config says otherwise.
  const includeDrafts = config.docs.includeDrafts ?? mode === 'development';
  const [read, sitePages, blog, instances] = await Promise.all([
    Promise.all(resolved.versions.map((version) => readDocsVersion(config, version, { includeDrafts, translations }))),
    readSitePages(config),
    // Blog drafts follow the docs' rule (Docusaurus has one for both).
    readBlog(config, includeDrafts, translations),
    readDocsInstances(config, { includeDrafts, translations }),
  ]);
  // The site's own pages (src/pages), the blog and the other docs instances join the docs served at the docs root: they are rendered, searched and linked as its docs are.
  const lastIndex = Math.max(0, read.findIndex((content) => content.version.isLast));
  const joined = [...sitePages.docs, ...blog.docs, ...instances.flatMap((instance) => instance.docs)];
  const joinedDiagnostics = [...sitePages.diagnostics, ...blog.diagnostics, ...instances.flatMap((instance) => instance.content.diagnostics)];
  const contents = joined.length || joinedDiagnostics.length ? read.map((content, i) => (i === lastIndex ? { ...content, docs: [...content.docs, ...joined], diagnostics: [...content.diagnostics, ...joinedDiagnostics], tags: withInstanceTags(content.tags, instances) } : content)) : read;
  // The heap is sized once the page count is known (heap.ts), and the compiler told how long a run to expect (jit.ts).
  const pages = contents.reduce((sum, content) => sum + content.docs.length, 0);
  limitHeapGrowthFor({ pages });
  tuneJitFor(pages * config.i18n.locales.length, mode);
  return {
    versioned: resolved.versioned,
    versions: resolved.versions,
    contents,
    last: contents.find((content) => content.version.isLast) ?? contents[0]!,
    docs: contents.flatMap((content) => content.docs),
    diagnostics: [...resolved.diagnostics, ...contents.flatMap((content) => content.diagnostics), ...(isDocusaurusConfig(config.configFile) ? themeOverrideWarnings(config.siteDir) : [])],
    ...(blog.blog ? { blog: blog.blog } : {}),
    instances,
  };
}

/** The instances' tagged docs join the version's, by their site ids (their tags are drawn under them as the main docs' are). */
function withInstanceTags(tags: DocsVersionContent['tags'], instances: readonly DocsInstanceContent[]): DocsVersionContent['tags'] {
  if (!instances.some((instance) => instance.content.tags.size)) return tags;
  const joined = new Map(tags);
  for (const { content } of instances) for (const [id, docTags] of content.tags) joined.set(instanceDocId(content.version.instance!, id), docTags);
  return joined;
}
