// Which search index a page searches and where that file is: the
// specification's names (`search-index-{tag}.json`, tag `default` or
// `docs-{pluginId}-{versionName}`), written by the build and fetched by the
// search client, so both sides spell them from here.

/** The tag of a site without docs versions. */
export const DEFAULT_SEARCH_TAG = 'default';

/** The search tag of one docs version's index. */
export function versionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/**
 * The tag of the file that completes a tag's index (`search-index-more-default.json`):
 * the API reference's sections and the docs' weaker postings, which the
 * client loads after the first search, or for it when that search reaches
 * them. No docs tag starts with `more-`.
 */
export function moreSearchTag(tag: string): string {
  return `more-${tag}`;
}

/** The index file of a tag, relative to the site's base URL. */
export function searchIndexFile(tag: string): string {
  return `search-index-${tag}.json`;
}
