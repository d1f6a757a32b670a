// A post's tags and their pages: `/blog/tags/<slug of its label>`, as
// Docusaurus makes them (GitHub's slugs: lower case, spaces to hyphens), or,
// for a tag the blog's tags file lists, its label, permalink and description
// from there. A tag the file does not list is named (`onInlineTags`).
import type { Diagnostic, SeverityOption } from '../diagnostics.js';
import { inlineTagsDiagnostic, type TagsFile } from '../content/tags-file.js';
import { joinRoute, tagSegment } from '../routes/slug.js';
import type { BlogTag } from './model.js';

export interface BlogTagOptions {
  routeBasePath: string;
  tagsBasePath: string;
  trailingSlash: boolean | undefined;
  tagsFile?: TagsFile;
  onInlineTags: SeverityOption;
}

/** The post's tags in the order written, once each, and what its tags the file lacks call for. */
export function postTags(post: { file: string; absolute: string }, written: readonly string[] | undefined, options: BlogTagOptions): { tags: BlogTag[]; diagnostic?: Diagnostic } {
  const tags: BlogTag[] = [];
  const inline: string[] = [];
  for (const key of new Set((written ?? []).map((tag) => tag.trim()).filter(Boolean))) {
    const predefined = options.tagsFile?.tags.get(key);
    if (options.tagsFile && !predefined) inline.push(key);
    const label = predefined?.label ?? key;
    const name = predefined ? predefined.permalink.replace(/^\/+|\/+$/g, '') : tagSegment(label);
    tags.push({ label, route: joinRoute(options.routeBasePath, `${options.tagsBasePath}/${name}`, options.trailingSlash), ...(predefined?.description ? { description: predefined.description } : {}) });
  }
  const diagnostic = options.tagsFile ? inlineTagsDiagnostic(post, inline, options.tagsFile, options.onInlineTags) : undefined;
  return { tags, ...(diagnostic ? { diagnostic } : {}) };
}
