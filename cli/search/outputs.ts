// One lunr index per search tag, written as `search-index-{tag}.json` holding
// `documents` and the serialised `index`. Field boosts: title 5, content 1,
// tags 3, parent categories 2; BM25 k1 1.2, b 0.75.
import lunr from 'lunr';
import type { SiteModel } from '../site.js';
import type { OutputFiles } from '../write/atomic.js';
import { searchDocuments } from './documents.js';
import { expandIdentifiers, SEPARATOR } from './tokens.js';

export const FIELD_BOOSTS = { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 } as const;

export function buildSearchIndex(model: SiteModel): { documents: ReturnType<typeof searchDocuments>['documents']; index: lunr.Index } {
  const { documents, fullText } = searchDocuments(model);
  const previousSeparator = lunr.tokenizer.separator;
  lunr.tokenizer.separator = SEPARATOR;
  try {
    const index = lunr(function () {
      this.ref('id');
      this.k1(1.2);
      this.b(0.75);
      for (const [field, boost] of Object.entries(FIELD_BOOSTS)) this.field(field, { boost });
      documents.forEach((doc, i) => {
        this.add({
          id: String(doc.id),
          title: expandIdentifiers(doc.title),
          content: expandIdentifiers(fullText[i]!),
          tags: doc.tags.join(' '),
          sidebarParentCategories: doc.sidebarParentCategories.join(' '),
        });
      });
    });
    return { documents, index };
  } finally {
    lunr.tokenizer.separator = previousSeparator;
  }
}

export function buildSearchOutputs(model: SiteModel): OutputFiles {
  const { documents, index } = buildSearchIndex(model);
  const files: OutputFiles = new Map();
  files.set('search-index-default.json', JSON.stringify({ documents, index: index.toJSON() }));
  return files;
}
