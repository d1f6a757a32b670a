// A reference too large for one page becomes one page per tag, the
// component schemas on pages of their own, and an overview at the
// reference's route: the introduction, authentication and a list of the
// pages. The body is rendered once, in chunks (the introduction, each tag,
// the schemas); this stage only deals the chunks out to pages, points the
// links between them at the right page, and maps every anchor of the old
// single page to the page that now holds it, for the overview's script.
import GithubSlugger from 'github-slugger';
import { routeToHref } from '../routes/href.js';
import { LARGE_DOCUMENT_OPERATIONS } from './limits.js';
import { applyTrailingSlash } from '../routes/slug.js';
import type { TagIndexView } from '../../templates/api/model.js';
import { escapeHtml, unescapeHtml } from '../escape-html.js';
import { renderTagIndex } from './render.js';
import { withBodyPieces } from '../body-pieces.js';
import type { ApiMenuTag, ApiPage } from '../../templates/contracts/types.js';

/**
 * `split: 'auto'` splits a document with more operations than this: the
 * line limits.ts draws between a small document and a large one. Measured:
 * the manual's 46 operations make 1 MB of body (90 KB gzip), 22 KB each;
 * GitHub's 1,223 make 44 MB (2.6 MB gzip), 36 KB each. Past 200, one page
 * is 4 to 7 MB, 400 to 650 KB gzip, which a phone takes seconds to parse
 * and lay out. Counted, not measured on the HTML, so that `check` (which
 * renders no body) knows the same pages as `build`.
 */
export const SPLIT_OPERATIONS = LARGE_DOCUMENT_OPERATIONS;

/**
 * A tag or the schemas with more HTML than this are dealt out over several
 * pages of about this much each (~250 KB gzip): GitHub's 268 webhooks have
 * no tag and make 10 MB together, its 969 schemas 9 MB.
 */
const PAGE_CHARS = 3_000_000;

/** Element id of the overview's list of pages. */
export const CONTENTS_ANCHOR = 'section/Contents';

/** Rendered HTML of one entry (an operation, a schema) with the ids it holds. */
export interface ChunkEntry {
  html: string;
  anchors: Set<string>;
  /** What it shows, for the Markdown export to follow the split: `<method> <path>` of an operation, a schema's name. */
  key?: string;
}

/** A part of the rendered body: the introduction, a tag with its operations, or the schemas. */
export interface BodyChunk {
  kind: 'intro' | 'tag' | 'schemas';
  /** The tag's name, or `Schemas`. */
  label: string;
  /** Its section's opening markup (the whole introduction) and the ids in it. */
  open: ChunkEntry;
  entries: ChunkEntry[];
  /** The markup that closes its section (empty for the introduction). */
  close: string;
}

/** The body of one page, whole: what an unsplit reference shows. */
export function joinChunks(chunks: readonly BodyChunk[]): string {
  return chunks.flatMap((chunk) => [chunk.open.html, ...chunk.entries.map((entry) => entry.html), chunk.close]).join('');
}

export function shouldSplit(mode: 'auto' | 'never' | 'tag', chunks: readonly BodyChunk[], operations: number): boolean {
  if (mode === 'never') return false;
  if (!chunks.some((chunk) => chunk.kind !== 'intro')) return false;
  return mode === 'tag' || operations > SPLIT_OPERATIONS;
}

export interface SplitInput {
  /** The rendered body; its entries' markup is emptied as the pages take it. */
  chunks: BodyChunk[];
  /** The reference as one page: its route becomes the overview's. */
  page: ApiPage;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  /** The menu of the whole reference (Authentication, the tags with their operations, Schemas). */
  menu: ApiMenuTag[];
}

/** One page of a split reference, with the ids it holds. */
export interface SplitPage {
  page: ApiPage;
  anchors: Set<string>;
  /** What it shows: a tag's operations or some schemas, by key (ChunkEntry), for the Markdown export. */
  contents: PartContents;
}

export interface PartContents {
  kind: 'tag' | 'schemas';
  /** The tag's name, or `Schemas`. */
  name: string;
  /** The first page of its tag (the one with the tag's description). */
  first: boolean;
  keys: string[];
}

export interface SplitReference {
  overview: Omit<SplitPage, 'contents'>;
  /** The tags' pages, then the schemas'. */
  parts: SplitPage[];
  /** `{ pages: [href…], anchors: { id: index into pages } }`: every id of the parts, for the overview's script. */
  anchorMap: string;
}

interface Draft {
  route: string;
  title: string;
  /** Label in the menu and the overview's list. */
  label: string;
  chunks: BodyChunk[];
  count: string;
  contents: PartContents;
}

export function splitReference({ chunks, page, baseUrl, trailingSlash, menu }: SplitInput): SplitReference {
  // The slugs follow the Markdown export's rule (cli/llms/api.ts): `index` is kept free, tags in order.
  const slugger = new GithubSlugger();
  slugger.slug('index');
  const routeOf = (slug: string) => applyTrailingSlash(`${page.route.replace(/\/+$/, '')}/${slug}`, trailingSlash);
  const drafts: Draft[] = [];
  const intro = chunks.filter((chunk) => chunk.kind === 'intro');
  for (const chunk of chunks) {
    if (chunk.kind === 'intro') continue;
    // A declared tag no operation uses (GitHub's `desktop`) would be a page of nothing.
    if (chunk.kind === 'tag' && !chunk.entries.length) continue;
    const untagged = chunk.kind === 'tag' && chunk.label === UNTAGGED;
    const pieces = dealOut(chunk, untagged);
    // Pages of operations without a tag are named by what they hold (`/v1/customers`), not `default (2 of 4)`.
    const labels = untagged && pieces.length > 1 ? pieces.map(heldBy) : pieces.map((_, i) => (pieces.length > 1 ? `${chunk.label} (${i + 1} of ${pieces.length})` : chunk.label));
    const slug = slugger.slug(untagged && pieces.length > 1 ? slugText(labels[0]!) : chunk.label) || chunk.kind;
    const noun = chunk.kind === 'tag' ? 'operation' : 'schema';
    pieces.forEach((piece, i) => {
      const label = labels[i]!;
      drafts.push({
        route: routeOf(i ? slugger.slug(untagged ? slugText(label) : `${slug}-${i + 1}`) || `${slug}-${i + 1}` : slug),
        title: `${label} · ${page.title}`,
        label,
        chunks: [piece],
        count: plural(piece.entries.length, noun),
        contents: { kind: chunk.kind === 'tag' ? 'tag' : 'schemas', name: chunk.label, first: i === 0, keys: piece.entries.map((entry) => entry.key ?? '') },
      });
    });
  }

  const hrefOf = (route: string) => routeToHref(baseUrl, route);
  const anchorsOf = (list: readonly BodyChunk[]) => new Set(list.flatMap((chunk) => [...chunk.open.anchors, ...chunk.entries.flatMap((entry) => [...entry.anchors])]));
  const partAnchors = drafts.map((draft) => anchorsOf(draft.chunks));
  const pageOf = new Map<string, number>();
  partAnchors.forEach((anchors, i) => {
    for (const id of anchors) if (!pageOf.has(id)) pageOf.set(id, i);
  });

  const index: TagIndexView = { id: CONTENTS_ANCHOR, pages: drafts.map((draft) => ({ label: draft.label, href: hrefOf(draft.route), count: draft.count })) };
  const indexHtml = renderTagIndex(index);
  const overviewAnchors = new Set([...anchorsOf(intro), CONTENTS_ANCHOR]);
  const mapHref = hrefOf(anchorMapFile(page.route));

  // The menu: on each page its own entries with their operations, the others' as links to their page.
  const menuOf = (own: ReadonlySet<string>): ApiMenuTag[] =>
    menu.filter((entry) => pageOf.has(entry.id) || own.has(entry.id) || overviewAnchors.has(entry.id) || !entry.id.startsWith('tag/')).map((entry) => {
      if (own.has(entry.id)) return entry;
      const at = pageOf.get(entry.id);
      const href = at === undefined ? `${page.permalink}#${entry.id}` : hrefOf(drafts[at]!.route);
      return { id: entry.id, label: entry.label, href, operations: [] };
    });
  // A link to an id of another page leads to that page: its new `href`, or undefined where it stays as written.
  const relinked = (raw: string, own: ReadonlySet<string>): string | undefined => {
    const id = decodeId(raw);
    if (own.has(id)) return undefined;
    const at = pageOf.get(id);
    if (at !== undefined) return `href="${escapeHtml(hrefOf(drafts[at]!.route))}#${raw}"`;
    return overviewAnchors.has(id) ? `href="${escapeHtml(page.permalink)}#${raw}"` : undefined;
  };
  // The markup between the links that change is taken as slices of it (V8 copies no text for a slice): a relinked copy
  // of each entry first was as much again for the collector (GitHub's reference: 44 MB of text, two bytes a character).
  const relinkInto = (html: string, own: ReadonlySet<string>, out: string[]) => {
    let last = 0;
    for (const match of html.matchAll(/href="#([^"]*)"/g)) {
      const replacement = relinked(match[1]!, own);
      if (replacement === undefined) continue;
      out.push(html.slice(last, match.index), replacement);
      last = match.index + match[0].length;
    }
    out.push(last ? html.slice(last) : html);
  };
  // A page's body is kept as these pieces (body-pieces.ts): its text is copied nowhere, not even when it is written.
  // Joined here, every page was copied at once while the entries were still held (GitHub's first build: 416 -> 363 MB
  // peak), and a page read whole to be written was copied again. The entries' own references are dropped: each is
  // held by its page's slices only.
  const bodyOf = (list: readonly BodyChunk[], own: ReadonlySet<string>, out: string[]) => {
    for (const chunk of list) {
      relinkInto(chunk.open.html, own, out);
      for (const entry of chunk.entries) relinkInto(entry.html, own, out);
      out.push(chunk.close);
    }
    for (const chunk of list) for (const entry of chunk.entries) entry.html = '';
    return out;
  };

  const overview = {
    page: withBodyPieces<ApiPage>({ ...page, menu: menuOf(overviewAnchors), anchorMap: mapHref }, [...bodyOf(intro, overviewAnchors, []), indexHtml]),
    anchors: overviewAnchors,
  };
  const parts = drafts.map((draft, i): SplitPage => {
    const own = partAnchors[i]!;
    const back = `<p class="api-part-of"><a href="${escapeHtml(page.permalink)}">${escapeHtml(page.title)}</a> <span class="api-version">${escapeHtml(page.version)}</span></p>`;
    return {
      page: withBodyPieces<ApiPage>({ ...page, route: draft.route, permalink: hrefOf(draft.route), title: draft.title, description: undefined, menu: menuOf(own), anchorMap: undefined }, bodyOf(draft.chunks, own, [back])),
      anchors: own,
      contents: draft.contents,
    };
  });
  const anchorMap = JSON.stringify({ pages: drafts.map((draft) => hrefOf(draft.route)), anchors: Object.fromEntries(pageOf) });
  return { overview, parts, anchorMap };
}

/** Where the anchor map of the reference at `route` is written, under the base URL. */
export function anchorMapFile(route: string): string {
  return `${route.replace(/^\/+/, '').replace(/\/+$/, '')}/anchors.json`;
}

/** The tag of operations that name none (collect.ts). */
const UNTAGGED = 'default';

/**
 * A section over pages of about PAGE_CHARS each, each opening and closing
 * the section. Operations without a tag (Stripe's, Discord's) are kept
 * together by the part of the path they share (`/v1/customers`) where a page
 * can hold that part whole, so that each page can be named by what it holds.
 */
function dealOut(chunk: BodyChunk, bySection = false): BodyChunk[] {
  const pieces: BodyChunk[] = [];
  let current: BodyChunk | undefined;
  let length = 0;
  const sectionLength = new Map<string, number>();
  if (bySection) for (const entry of chunk.entries) sectionLength.set(sectionOf(entry.key), (sectionLength.get(sectionOf(entry.key)) ?? 0) + entry.html.length);
  let previous: string | undefined;
  for (const entry of chunk.entries) {
    const section = bySection ? sectionOf(entry.key) : undefined;
    // A new section starts a new page when it would not fit whole on this one.
    const sectionBreak = bySection && section !== previous && current !== undefined && current.entries.length > 0 && length + sectionLength.get(section!)! > PAGE_CHARS;
    previous = section;
    if (!current || (length > PAGE_CHARS && current.entries.length) || sectionBreak) {
      // Only the first page answers to the section's own ids (`tag/<Tag>`, `section/Schemas`).
      current = { ...chunk, open: pieces.length ? { html: chunk.open.html, anchors: new Set() } : chunk.open, entries: [] };
      pieces.push(current);
      length = 0;
    }
    current.entries.push(entry);
    length += entry.html.length;
  }
  return pieces.length ? pieces : [chunk];
}

/**
 * The part of an operation's path that names what it is about: its first
 * segment, or its first two when the first is a version or `api`
 * (`/v1/customers/{id}` → `/v1/customers`); a webhook's name as it is.
 */
export function sectionOf(key: string | undefined): string {
  const path = key?.slice(key.indexOf(' ') + 1) ?? '';
  if (!path.startsWith('/')) return path;
  const segments = path.split('/').filter(Boolean);
  const kept = segments.length > 1 && /^(v\d+(\.\d+)*|api|rest)$/i.test(segments[0]!) ? 2 : 1;
  return `/${segments.slice(0, kept).join('/')}`;
}

/** A page's name from the sections it holds: the one, or the first and the last. */
function heldBy(piece: BodyChunk): string {
  const sections = [...new Set(piece.entries.map((entry) => sectionOf(entry.key)))];
  if (sections.length <= 1) return sections[0] || piece.label;
  return `${sections[0]} – ${sections.at(-1)}`;
}

/** A page name's words for its route: `/v1/customers – /v1/disputes` → `v1 customers v1 disputes`. */
function slugText(label: string): string {
  return label.replace(/[/{}–]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The id an `href="#…"` names: its HTML entities decoded, and its percent-escapes if Markdown wrote any. */
function decodeId(raw: string): string {
  const text = unescapeHtml(raw);
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
