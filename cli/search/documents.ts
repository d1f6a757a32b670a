// Search documents at section level: one per page and one per h2/h3 section
// of every listed doc, plus the tags, operations and schemas of the API
// reference (type `other`).
import { isListPage } from '../content/docs.js';
import type { Section } from '../content/env.js';
import type { DocsScope } from '../site.js';
import type { SearchDocument, SidebarItem } from '../../templates/contracts/types.js';

/**
 * Stored text per document: the opening of the section, about as much as a
 * result shows (the box shows 160 characters). The whole text is indexed; only
 * this much travels in the file. Most of the file is lunr's inverted index
 * itself (terms, fields and positions): the manual's is ~250 KB gzip.
 */
const MAX_CONTENT = 140;

/**
 * `countedAhead`: the number a section's text was counted ahead under on the search thread (count-ahead.ts), if
 * it was; the documents then say it in `ahead`, beside their texts.
 */
export function searchDocuments(scope: DocsScope, countedAhead?: (section: Section) => number | undefined): { documents: SearchDocument[]; fullText: string[]; ahead?: Int32Array } {
  const documents: SearchDocument[] = [];
  const fullText: string[] = [];
  // Only when some text may have been counted ahead; -1 for a document whose text was not.
  const numbers: number[] | undefined = countedAhead && [];
  const add = (doc: Omit<SearchDocument, 'id' | 'content'>, text: string, number = -1) => {
    documents.push({ id: documents.length, ...doc, content: clip(text) });
    fullText.push(text);
    numbers?.push(number);
  };
  const pagesByRoute = new Map(scope.pages.map((page) => [page.route, page]));
  const trails = categoryTrails(scope.sidebars);
  // A page the build writes about the API (a version's changes) is searched with the API reference (type `other`, after the docs):
  // it goes in the second index file, with the reference (outputs.ts), and leaves a first search's download to the docs.
  const ordered = [...scope.docs.filter(({ doc }) => !doc.generated), ...scope.docs.filter(({ doc }) => doc.generated)];
  for (const { doc, env } of ordered) {
    const type = doc.generated === 'blog-post' ? 'blog' : doc.generated ? 'other' : 'docs';
    const page = pagesByRoute.get(doc.route);
    // A blog's list pages repeat its posts: the posts are found, not the pages that list them.
    if (!page || page.kind !== 'doc' || doc.frontMatter.unlisted || isListPage(doc)) continue;
    const parents = page.sidebarId ? (trails.get(page.sidebarId)?.get(doc.id) ?? []) : [];
    const tags = [...(doc.frontMatter.tags ?? []), ...(doc.frontMatter.keywords ?? [])];
    const intro = env.sections.find((s) => !s.id);
    add({ title: page.title, tags, sidebarParentCategories: parents, pageTitle: page.title, sectionRoute: page.permalink, type }, [page.description, intro?.text].filter(Boolean).join(' '));
    for (const section of env.sections) {
      if (!section.id) continue;
      add(
        { title: section.title, tags, sidebarParentCategories: parents, pageTitle: page.title, sectionTitle: section.title, sectionRoute: `${page.permalink}#${section.id}`, type },
        section.text,
        countedAhead?.(section),
      );
    }
  }
  if (scope.api) {
    const page = scope.api.page;
    for (const section of scope.api.sections) {
      add(
        { title: section.title, tags: [], sidebarParentCategories: section.parents, pageTitle: page.title, sectionTitle: section.title, sectionRoute: `${section.permalink ?? page.permalink}#${section.id}`, type: 'other' },
        section.text,
      );
    }
  }
  return { documents, fullText, ...(numbers?.some((number) => number >= 0) ? { ahead: Int32Array.from(numbers) } : {}) };
}

/** The text up to MAX_CONTENT characters, cut between words: what a search result shows of its section. */
export function clip(text: string): string {
  const clean = collapsedOpening(text);
  if (clean.length <= MAX_CONTENT) return clean;
  const cut = clean.slice(0, MAX_CONTENT);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_CONTENT * 0.7 ? cut.slice(0, space) : cut}…`;
}

/**
 * The text with its white space collapsed and trimmed, or an opening of it
 * long enough to clip the same way: a section's whole text was collapsed to
 * keep 140 characters of it (0.75 s of a 10,000-page build).
 */
function collapsedOpening(text: string): string {
  const opening = text.length > OPENING ? text.slice(0, OPENING).replace(SPACES, ' ').trimStart() : '';
  // Past MAX_CONTENT + 1 characters, what follows cannot change the clip (the opening's last space may be one the whole text trims).
  return opening.length > MAX_CONTENT + 1 ? opening : text.replace(SPACES, ' ').trim();
}

/**
 * What `/\s+/g` → ' ' changes, and only that: a run of two or more, or one
 * that is not a space. A section's text comes with its white space collapsed
 * already (plugins/outline.ts), so this finds nothing, where `\s+` matched
 * between every two words (4 µs a section).
 */
const SPACES = /\s{2,}|[^\S ]/g;

/** Characters of a section collapsed for its clip when it has more: plenty for MAX_CONTENT unless it is mostly white space. */
const OPENING = 4 * MAX_CONTENT;

/**
 * Parent category labels of every doc, per sidebar, in one walk of each
 * sidebar (asking categoryTrail per doc walks the sidebar once per page).
 */
function categoryTrails(sidebars: Record<string, SidebarItem[]>): Map<string, Map<string, string[]>> {
  const all = new Map<string, Map<string, string[]>>();
  for (const [id, items] of Object.entries(sidebars)) {
    const trails = new Map<string, string[]>();
    const walk = (list: readonly SidebarItem[], trail: string[]) => {
      for (const item of list) {
        if (item.type === 'html') continue;
        if (item.docId && !trails.has(item.docId)) trails.set(item.docId, trail);
        if (item.type === 'category') walk(item.items, [...trail, item.label]);
      }
    };
    walk(items, []);
    all.set(id, trails);
  }
  return all;
}
