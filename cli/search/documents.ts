// Search documents at section level: one per page and one per h2/h3 section
// of every listed doc, plus the tags, operations and schemas of the API
// reference (type `other`).
import type { SiteModel } from '../site.js';
import { categoryTrail } from '../routes/sidebar.js';
import type { SearchDocument } from '../../templates/types.js';

/** Stored text per document, enough for a snippet around the match. */
const MAX_CONTENT = 600;

export function searchDocuments(model: SiteModel): { documents: SearchDocument[]; fullText: string[] } {
  const documents: SearchDocument[] = [];
  const fullText: string[] = [];
  const add = (doc: Omit<SearchDocument, 'id' | 'content'>, text: string) => {
    documents.push({ id: documents.length, ...doc, content: clip(text) });
    fullText.push(text);
  };
  const pagesByRoute = new Map(model.pages.map((page) => [page.route, page]));
  for (const { doc, env } of model.docs) {
    const page = pagesByRoute.get(doc.route);
    if (!page || page.kind !== 'doc' || doc.frontMatter.unlisted) continue;
    const sidebar = page.sidebarId ? model.site.sidebars[page.sidebarId] : undefined;
    const parents = sidebar ? (categoryTrail(sidebar, doc.id) ?? []).map((c) => c.label) : [];
    const tags = [...(doc.frontMatter.tags ?? []), ...(doc.frontMatter.keywords ?? [])];
    const intro = env.sections.find((s) => !s.id);
    add({ title: page.title, tags, sidebarParentCategories: parents, pageTitle: page.title, sectionRoute: page.permalink, type: 'docs' }, [page.description, intro?.text].filter(Boolean).join(' '));
    for (const section of env.sections) {
      if (!section.id) continue;
      add(
        { title: section.title, tags, sidebarParentCategories: parents, pageTitle: page.title, sectionTitle: section.title, sectionRoute: `${page.permalink}#${section.id}`, type: 'docs' },
        section.text,
      );
    }
  }
  if (model.api) {
    const page = model.api.page;
    for (const section of model.api.sections) {
      add(
        { title: section.title, tags: [], sidebarParentCategories: section.parents, pageTitle: page.title, sectionTitle: section.title, sectionRoute: `${page.permalink}#${section.id}`, type: 'other' },
        section.text,
      );
    }
  }
  return { documents, fullText };
}

function clip(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > MAX_CONTENT ? `${clean.slice(0, MAX_CONTENT)}…` : clean;
}
