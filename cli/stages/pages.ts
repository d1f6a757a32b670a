// The pages stage: the page data of every doc that keeps its route and of
// every API reference. On a versioned site each page also learns its version
// and its equivalents in the other versions. The site's 404 page is made here
// too, in the locale's words.
import type { SiteConfig } from '../config/resolve.js';
import type { DocSource } from '../content/docs.js';
import type { Navigation, PlannedReference, SiteContent } from '../site.js';
import { linkVersions, type LinkedVersions } from '../versions/site-versions.js';
import type { ApiPage, DocPage, NotFoundPage, PageData } from '../../templates/contracts/types.js';
import { untranslatedBody } from '../i18n/page-texts.js';
import { messageOf, type Translations } from '../i18n/translations.js';
import { notFoundPage } from '../render/not-found.js';
import { docPageData, type RenderedDoc } from '../render/doc-page.js';
import { createBlogEditLinks, createEditLinks } from '../render/edit-links.js';
import { lastUpdatedText } from '../render/last-updated.js';
import type { LastUpdate } from '../content/git-last-update.js';
import type { Diagnostic } from '../diagnostics.js';

export interface SitePages {
  /** Every page with its own route: each version's docs, then the API pages. */
  pages: PageData[];
  /** Each version's pages (its docs, then its own API page), in the order of the contents. */
  byVersion: PageData[][];
  /** The versions' pages linked to each other; absent on a site without versions. */
  linked?: LinkedVersions;
  notFound: NotFoundPage;
  /** An `editUrl` function that threw or gave no URL. */
  diagnostics: Diagnostic[];
}

export function makePages(
  config: SiteConfig,
  content: SiteContent,
  navigation: Navigation,
  rendered: readonly RenderedDoc[][],
  apis: readonly PlannedReference[],
  translations: Translations,
  /** Each doc's last commit by absolute file, read when the config shows them (content/git-last-update.ts). */
  lastCommits?: ReadonlyMap<string, LastUpdate>,
): SitePages {
  // The body of a page this (non-default) locale has no translation of; undefined in the default locale.
  const untranslated = untranslatedBody(config, translations);
  const { contents, versioned } = content;
  const editLinks = createEditLinks(config);
  const blogEditLinks = createBlogEditLinks(config);
  // The other docs instances' docs link to their edits by their own `editUrl`.
  const instanceEdits = new Map(content.instances.map((instance) => [instance.content.version.instance!, { links: createEditLinks(instance.config), version: instance.content.version }]));
  const lastUpdatedLine = lastUpdatedText(config, translations);
  const lastUpdatedOf = lastUpdatedLine && ((doc: DocSource) => lastUpdatedLine(doc.frontMatter, lastCommits?.get(doc.absolute)));
  const docPages = contents.map((version, i) => {
    const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
    const sidebars = navigation.sidebarsByVersion[i]!;
    const editUrlOf = (doc: DocSource, permalink: string) => {
      if (doc.generated === 'blog-post') return blogEditLinks.of(doc, permalink);
      const own = doc.instance === undefined ? undefined : instanceEdits.get(doc.instance);
      return own ? own.links.of(doc, own.version, permalink) : editLinks.of(doc, version.version, permalink);
    };
    return rendered[i]!.filter((r) => navigation.routeSources.has(r.doc.file)).map((r) => ({ id: r.doc.id, page: docPageData(config, r, sidebars, byId, { untranslated, editUrlOf, ...(lastUpdatedOf ? { lastUpdatedOf } : {}) }) }));
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
    notFound: notFoundPage(config, messageOf(translations, 'theme.NotFound.title')),
    diagnostics: [...editLinks.diagnostics, ...blogEditLinks.diagnostics, ...[...instanceEdits.values()].flatMap((own) => own.links.diagnostics)],
  };
}
