// The work of indexing one scope: its documents' texts counted, scored and
// written as lunr's serialisation, in the two files a reader's search loads
// (outputs.ts says which). Plain data in, JSON text out: it runs on the main
// thread or on the search thread (search-thread.ts) alike.
import { createHash } from 'node:crypto';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
import type { SearchDocument } from '../../templates/contracts/types.js';
import { moreSearchTag, searchIndexFile } from '../../templates/contracts/search-files.js';
import { firstSearchPostings } from './first-search.js';
import { countTerms, type CountedAhead, type TermCounter } from './frequencies.js';
import { lunrIndexJson, scoreIndex } from './lunr-json.js';

export const FIELD_BOOSTS = { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 } as const;
/** The fields whose code identifiers are indexed by their parts too (tokens.ts). */
const IDENTIFIER_FIELDS: ReadonlySet<string> = new Set(['title', 'content']);
const K1 = 1.2;
const B = 0.75;

/**
 * The JSON text of a scope's search index files (templates/contracts/search-index.ts), in pieces written one after
 * another; a large site's are made as they are read, once (see lunr-json.ts).
 */
export interface SearchIndexFiles {
  /** The docs' sections, with their strongest postings. */
  first: Iterable<string>;
  /** The API reference's sections and the docs' other postings; absent when there are none. */
  more?: Iterable<string>;
}

/**
 * What one scope's index files are made of, as plain data: made on the main
 * thread from the site model, indexed there or on a search thread
 * (search-thread.ts), which receives it as a copy.
 */
export interface SearchIndexJob {
  documents: SearchDocument[];
  /** Each document's whole text, which is indexed; the documents carry only its opening. */
  fullText: string[];
  /**
   * For each text, the number it was counted ahead under on the search thread (count-ahead.ts), or -1. Sent to
   * the thread, such a text travels as its number alone, empty (withoutTextsCountedAhead): the thread has its
   * counts. Read only with the thread's counter.
   */
  ahead?: Int32Array;
  /** The docs are in English, which lunr stems (see frequencies.ts). */
  stem: boolean;
  /** The pages of the API reference, where the reader's search loads the second file at once. */
  referencePages: string[];
  tag: string;
  /**
   * Keep the index for another job of the same texts (rememberedIndexes): a build of one locale indexes each scope
   * once, and hashing its texts and copying its index cost the 1,000-page corpus 80 ms and their memory. Default: kept.
   */
  remember?: boolean;
}

/**
 * The JSON text of a scope's index files: all the work of indexing, on whichever thread runs it. `counter`: the
 * search thread's, for the job's kind of language, which may have counted some of the texts ahead.
 */
export function searchIndexFiles(job: SearchIndexJob, counter?: TermCounter): SearchIndexFiles {
  const { documents, fullText, stem, referencePages, tag } = job;
  // The docs' sections come first (documents.ts), then the API reference's (type `other`): a document's id is its position in both files together.
  const docs = documents.filter((doc) => doc.type !== 'other');
  // Texts counted ahead are counted by the thread's counter only: a job made here has them whole.
  const ahead = counter && job.ahead ? { field: 'content', numbers: job.ahead } : undefined;
  const make = () => indexParts(documents, fullText, docs.map((doc) => doc.id), stem, counter, ahead);
  const key = indexKey(job);
  const { firstIndex, moreIndex } = key ? rememberedIndexes(key, make) : make();
  // The file's members in the contract's order: documents, index, then where the rest is.
  function* file(fileDocuments: SearchDocument[], index: Iterable<string>, more?: SearchIndexFile['more']): Generator<string> {
    yield `{"documents":${JSON.stringify(fileDocuments)},"index":`;
    yield* index;
    yield more ? `,"more":${JSON.stringify(more)}}` : '}';
  }
  if (!moreIndex.terms && docs.length === documents.length) return { first: file(docs, firstIndex.json) };
  return {
    first: file(docs, firstIndex.json, { file: searchIndexFile(moreSearchTag(tag)), referencePages }),
    more: file(documents.slice(docs.length), moreIndex.json),
  };
}

/**
 * The job as sent to the search thread: each text it counted ahead left empty (it has their counts). A job whose
 * index may be remembered keeps its texts, which the thread's key for it is made of (indexKey): hashed on this
 * thread instead, they would hold up the pages.
 */
export function withoutTextsCountedAhead(job: SearchIndexJob): SearchIndexJob {
  const { ahead } = job;
  if (!ahead || remembers(job)) return job;
  // Not remembered there either: emptied, its texts would fall under the size a remembered index may have.
  return { ...job, fullText: job.fullText.map((text, i) => (ahead[i]! >= 0 ? '' : text)), remember: false };
}

/** The names of a job's two files under the output folder (the second is written only when there is one). */
export function searchFileNames(job: SearchIndexJob): { first: string; more: string } {
  return { first: searchIndexFile(job.tag), more: searchIndexFile(moreSearchTag(job.tag)) };
}

/** The two index parts of the documents: every posting scored over all of them, the strongest of the docs' in the first. */
function indexParts(documents: readonly SearchDocument[], fullText: readonly string[], docIds: number[], stem: boolean, counter: TermCounter | undefined, ahead: CountedAhead | undefined): IndexParts {
  const fields = Object.keys(FIELD_BOOSTS) as (keyof typeof FIELD_BOOSTS)[];
  function* texts() {
    for (const [i, doc] of documents.entries()) {
      yield {
        title: doc.title,
        content: fullText[i]!,
        tags: doc.tags.join(' '),
        sidebarParentCategories: doc.sidebarParentCategories.join(' '),
      };
    }
  }
  const scored = scoreIndex(countTerms(fields, texts(), { stem, identifiers: IDENTIFIER_FIELDS, ...(counter ? { counter } : {}), ...(ahead ? { ahead } : {}) }), { boosts: FIELD_BOOSTS, k1: K1, b: B, stem });
  const ids = documents.map((doc) => doc.id);
  const inFirst = firstSearchPostings(scored, docIds);
  return {
    firstIndex: lunrIndexJson(scored, { documents: docIds, keep: inFirst }),
    moreIndex: lunrIndexJson(scored, { documents: ids, keep: (field, doc, term, score) => doc >= docIds.length || !inFirst(field, doc, term, score) }),
  };
}

type IndexParts = { firstIndex: ReturnType<typeof lunrIndexJson>; moreIndex: ReturnType<typeof lunrIndexJson> };

/**
 * The index parts of the last few sets of documents this process indexed, by everything they are made of (each
 * document's indexed texts and kind, in order, and the stemming). A site's locales without translations index
 * the same texts under other routes: jest's nine locales made the same index nine times, a third of its rebuild.
 * Only the documents (their routes) differ, and they are written per locale.
 */
const recentIndexes = new Map<string, IndexParts>();
const REMEMBERED = 8;
/**
 * Documents with more text than this (characters) are not remembered: their index (about three times the
 * text) would outlive its writing, and it is made as it is written instead (190 MB for 10,000 pages).
 */
const REMEMBERED_TEXT = 10_000_000;

/** Whether a job's index is remembered: asked for, and of no more than REMEMBERED_TEXT characters. */
function remembers({ fullText, remember = true }: SearchIndexJob): boolean {
  if (!remember) return false;
  let characters = 0;
  for (const text of fullText) characters += text.length;
  return characters <= REMEMBERED_TEXT;
}

/** The key a job's index is remembered by: a hash of everything it is made of; none for a job not remembered. */
function indexKey(job: SearchIndexJob): string | undefined {
  if (!remembers(job)) return undefined;
  const { documents, fullText, stem } = job;
  const hash = createHash('sha256').update(stem ? 'stem' : 'words');
  for (const [i, doc] of documents.entries()) {
    for (const text of [doc.type, doc.title, fullText[i]!, ...doc.tags, '\u0001', ...doc.sidebarParentCategories]) hash.update('\u0000').update(text);
    hash.update('\u0002');
  }
  return hash.digest('hex');
}

function rememberedIndexes(key: string, make: () => IndexParts): IndexParts {
  const known = recentIndexes.get(key);
  if (known) return known;
  const made = make();
  // Kept as lists of pieces, which every locale that finds them here reads again.
  const kept: IndexParts = { firstIndex: { ...made.firstIndex, json: [...made.firstIndex.json] }, moreIndex: { ...made.moreIndex, json: [...made.moreIndex.json] } };
  recentIndexes.set(key, kept);
  if (recentIndexes.size > REMEMBERED) recentIndexes.delete(recentIndexes.keys().next().value!);
  return kept;
}
