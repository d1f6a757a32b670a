// The tags of a docs version, as Docusaurus' docs plugin has them: each doc's
// front-matter `tags` link to a page of the docs with that tag
// (`/docs/tags/<tag>`, titled "2 docs tagged with "x"", each doc with its
// description), and `/docs/tags` lists every tag with its count, by first
// letter. The pages are docs written as Markdown (content/generated-doc.ts),
// so the link checker, search exclusion and sitemap treat them as the blog's
// list pages; the tags under each doc are drawn once it is rendered
// (stages/doc-tags.tsx).
import type { DocSource } from '../content/docs.js';
import { frontMatterSchema } from '../content/frontmatter.js';
import { generatedDoc, markdownLiteral } from '../content/generated-doc.js';
import { messageOf, type Translations } from '../i18n/translations.js';
import { joinRoute, tagSegment } from '../routes/slug.js';
import type { Diagnostic, SeverityOption } from '../diagnostics.js';
import { inlineTagsDiagnostic, type TagsFile } from '../content/tags-file.js';

/** The id prefix of a version's tag pages: no doc of a docs folder can have it. */
export const DOC_TAGS_ID_PREFIX = '__tags/';

export interface DocTag {
  label: string;
  route: string;
  /** The tags file's description of it, shown on its page. */
  description?: string;
}

export interface DocTagsOptions {
  /** The version's docs route (`docs`, `docs/next`). */
  routeBasePath: string;
  /** Route of the tag pages under it. */
  tagsBasePath: string;
  trailingSlash: boolean | undefined;
  /** What the pages are made from (the version's docs folder), relative to the site and absolute. */
  file: string;
  absolute: string;
  translations: Translations;
  /** The version's predefined tags (versions/tags-file.ts): a doc's tag is looked up by key there first. */
  tagsFile?: TagsFile;
  /** What a tag the tags file does not list does (only when there is one). */
  onInlineTags: SeverityOption;
}

export interface DocTags {
  /** The tag pages, and the page of every tag; none when no doc has a tag. */
  pages: DocSource[];
  /** Each tagged doc's tags, by doc id, in the order its front matter lists them. */
  byDoc: Map<string, DocTag[]>;
  /** Tags the tags file does not list, at each doc's `tags:` line. */
  diagnostics: Diagnostic[];
}

export function docTags(docs: readonly DocSource[], options: DocTagsOptions): DocTags {
  const route = (rest: string) => joinRoute(options.routeBasePath, `${options.tagsBasePath}/${rest}`, options.trailingSlash);
  const byDoc = new Map<string, DocTag[]>();
  const byTag = new Map<string, { tag: DocTag; name: string; docs: DocSource[] }>();
  const diagnostics: Diagnostic[] = [];
  for (const doc of docs) {
    // A page the build makes is on no tag's page, nor is one left out of every list (Docusaurus leaves out unlisted docs too).
    if (doc.generated || !doc.frontMatter.tags?.length) continue;
    const tags: DocTag[] = [];
    const inline: string[] = [];
    for (const written of new Set(doc.frontMatter.tags.map((tag) => tag.trim()).filter(Boolean))) {
      const predefined = options.tagsFile?.tags.get(written);
      if (options.tagsFile && !predefined) inline.push(written);
      const label = predefined?.label ?? written;
      const name = predefined ? predefined.permalink.replace(/^\/+|\/+$/g, '') : tagSegment(label);
      const tag: DocTag = { label, route: route(name), ...(predefined?.description ? { description: predefined.description } : {}) };
      tags.push(tag);
      if (doc.frontMatter.unlisted) continue;
      const entry = byTag.get(tag.route) ?? { tag, name, docs: [] };
      entry.docs.push(doc);
      byTag.set(tag.route, entry);
    }
    byDoc.set(doc.id, tags);
    const inlineProblem = options.tagsFile && inlineTagsDiagnostic(doc, inline, options.tagsFile, options.onInlineTags);
    if (inlineProblem) diagnostics.push(inlineProblem);
  }
  if (!byDoc.size) return { pages: [], byDoc, diagnostics };

  const listed = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  const allTagsRoute = joinRoute(options.routeBasePath, options.tagsBasePath, options.trailingSlash);
  const pages = listed.map(({ tag, name, docs: tagged }) => {
    const title = messageOf(options.translations, tagged.length === 1 ? 'brokerdocs.docs.taggedDoc' : 'brokerdocs.docs.taggedDocs').replace('{count}', String(tagged.length)).replace('{tag}', tag.label);
    const items = [...tagged].sort((a, b) => a.title.localeCompare(b.title)).map((doc) => `- [${markdownLiteral(doc.title)}](<${doc.route}>)${doc.frontMatter.description ? `: ${markdownLiteral(doc.frontMatter.description)}` : ''}`);
    const description = tag.description ? `${markdownLiteral(tag.description)}\n\n` : '';
    const body = `${description}[${markdownLiteral(messageOf(options.translations, 'theme.tags.tagsPageLink'))}](<${allTagsRoute}>)\n\n${items.join('\n')}\n`;
    return tagPage(options, name, tag.route, title, body);
  });
  pages.push(tagPage(options, '__all', allTagsRoute, messageOf(options.translations, 'theme.tags.tagsPageTitle'), byLetter(listed)));
  return { pages, byDoc, diagnostics };
}

/** Every tag with its count, under the first letter of its label. */
function byLetter(listed: ReadonlyArray<{ tag: DocTag; docs: readonly DocSource[] }>): string {
  const groups = new Map<string, string[]>();
  for (const { tag, docs } of listed) {
    const letter = tag.label.charAt(0).toLocaleUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), `- [${markdownLiteral(tag.label)}](<${tag.route}>) (${docs.length})`]);
  }
  return [...groups].map(([letter, items]) => `## ${markdownLiteral(letter)}\n\n${items.join('\n')}\n`).join('\n');
}

function tagPage(options: DocTagsOptions, name: string, route: string, title: string, body: string): DocSource {
  // No table of contents and no docs pagination: the page is a list.
  const frontMatter = frontMatterSchema.parse({ title, hide_table_of_contents: true, pagination_prev: null, pagination_next: null });
  return generatedDoc({ id: `${DOC_TAGS_ID_PREFIX}${name}`, route, title, frontMatter, body, file: options.file, absolute: options.absolute, generated: 'doc-tags' });
}
