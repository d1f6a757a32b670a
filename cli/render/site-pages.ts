// The pages stage: the page data of every doc that keeps its route and of
// every API reference. On a versioned site each page also learns its version
// and its equivalents in the other versions.
import type { SiteConfig } from '../config/resolve.js';
import type { SiteContent } from '../content/read-content.js';
import type { PlannedReference } from '../openapi/api-references.js';
import type { Navigation } from '../routes/navigation.js';
import { linkVersions, type LinkedVersions } from '../versions/site-versions.js';
import type { ApiPage, DocPage, PageData } from '../../templates/contracts/types.js';
import { docPageData, type RenderedDoc } from './doc-page.js';

export interface SitePages {
  /** Every page with its own route: each version's docs, then the API pages. */
  pages: PageData[];
  /** Each version's pages (its docs, then its own API page), in the order of the contents. */
  byVersion: PageData[][];
  /** The versions' pages linked to each other; absent on a site without versions. */
  linked?: LinkedVersions;
}

/** `untranslated` makes the body of a page a non-default locale has no translation of. */
export function makePages(config: SiteConfig, content: SiteContent, navigation: Navigation, rendered: readonly RenderedDoc[][], apis: readonly PlannedReference[], untranslated?: (html: string) => string): SitePages {
  const { contents, versioned } = content;
  const docPages = contents.map((version, i) => {
    const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
    const sidebars = navigation.sidebarsByVersion[i]!;
    return rendered[i]!.filter((r) => navigation.routeSources.has(r.doc.file)).map((r) => ({ id: r.doc.id, page: docPageData(config, r, sidebars, byId, untranslated) }));
  });
  const ownApi = (i: number) => apis.find(({ plan }) => plan.owner === contents[i]!.version);
  const linked = versioned
    ? linkVersions(
        config.baseUrl,
        contents.map((version, i) => ({ version: version.version, docs: docPages[i]!, api: ownApi(i)?.reference.page, sidebars: navigation.sidebarsByVersion[i]! })),
      )
    : undefined;
  const docPagesOf = (i: number): DocPage[] => linked?.docs.get(contents[i]!.version.name) ?? docPages[i]!.map((entry) => entry.page);
  // A reference split per tag has its overview at its route, then a page per tag and the schemas'.
  const apiPagesOf = ({ plan, reference }: PlannedReference): ApiPage[] => [(plan.owner && linked?.apis.get(plan.owner.name)) || reference.page, ...reference.parts.map((part) => part.page)];
  return {
    pages: [...contents.flatMap((_, i) => docPagesOf(i)), ...apis.flatMap(apiPagesOf)],
    byVersion: contents.map((_, i) => {
      const own = ownApi(i);
      return [...docPagesOf(i), ...(own ? apiPagesOf(own) : [])];
    }),
    linked,
  };
}
