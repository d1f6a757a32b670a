// Phase one of the content stage: read every page's front matter and work
// out its id, route and title, so that links can be resolved in phase two.
import { load as loadYaml } from 'js-yaml';
import path from 'node:path';
import * as z from 'zod';
import type { SiteConfig } from '../config/resolve.js';
import { error, lineOf, type Diagnostic } from '../diagnostics.js';
import { docRoute, locateDoc, type DocLocation } from '../routes/slug.js';
import { issueProblem, valueAt } from '../config/schema-issues.js';
import { parseFrontMatter, type FrontMatter } from './frontmatter.js';
import { prepareMdx, type PreparedMdx } from './mdx/prepare.js';
import { readSource, type ContentTree, type SourceFile } from './scan.js';
import { defaultDocTitle } from '../config/default-labels.js';

export interface DocSource {
  id: string;
  /** Folder relative to the docs root (`''` at the root), number prefixes stripped. */
  dir: string;
  /** File relative to the docs root, as on disk. */
  relative: string;
  /** File relative to the site, for diagnostics. */
  file: string;
  absolute: string;
  route: string;
  title: string;
  sidebarLabel: string;
  frontMatter: FrontMatter;
  /** The Markdown after the front matter, as written: what a cached render is keyed on. */
  body: string;
  /**
   * The body as the renderer, the highlighter and the exports read it, prepared once: MDX's
   * imports, exports and comments taken out and element content dedented, lines kept.
   */
  mdx: PreparedMdx;
  bodyLineOffset: number;
  isIndex: boolean;
  draft: boolean;
  /** Read from the default locale's docs, the locale having no translation of it. */
  untranslated?: true;
  /** The docs instance (`docsInstances`' id, versions/docs-instances.ts) whose folder holds it; absent for the main docs. */
  instance?: string;
  /**
   * Made by brokerdocs, not read from a file: a version's API changes page (stages/api-changes.ts), or a
   * category's generated index (versions/generated-index.ts), made from the sidebars. Or, outside the docs: a
   * page of the site's pages folder (content/site-pages.ts), in no sidebar, with no edit link; a post of the blog
   * or a page listing its posts (blog/), in the blog's sidebar only. Or a version's page of a tag of its docs, or
   * of every tag (versions/doc-tags.ts).
   */
  generated?: 'api-changes' | 'generated-index' | 'site-page' | 'blog-post' | 'blog-list' | 'doc-tags';
  /**
   * A page of the site's pages folder (content/site-pages.ts, `generated: 'site-page'`) that is a React component,
   * not Markdown: its body imports the file and renders its default export, and the page shows only what it renders.
   */
  reactPage?: true;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  link?: { type: 'doc'; id: string };
}

export async function readDocs(
  config: SiteConfig,
  tree: ContentTree,
  options: {
    includeDrafts: boolean;
    /** Route prefix of these docs; a docs version's (`/next`, `/1.0`). Default: `docs.routeBasePath`. */
    routeBasePath?: string;
  },
): Promise<{ docs: DocSource[]; draftIds: Set<string>; categories: Map<string, CategoryMeta>; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const routeBasePath = options.routeBasePath ?? config.docs.routeBasePath;
  const docs = await Promise.all(tree.pages.map((page) => readDoc(config, page, placeInDocs(config, routeBasePath))));
  const kept: DocSource[] = [];
  // Left-out drafts are remembered: a navbar link to one is hidden, not an error.
  const draftIds = new Set<string>();
  for (const { doc, diagnostics: found } of docs) {
    diagnostics.push(...found);
    if (doc.draft && !options.includeDrafts) draftIds.add(doc.id);
    else kept.push(doc);
  }
  const categories = new Map<string, CategoryMeta>();
  for (const [dir, file] of tree.categories) {
    const site = path.relative(config.siteDir, file.absolute);
    const read = parseCategory(await readSource(file), site);
    diagnostics.push(...read.diagnostics);
    if (read.meta) categories.set(dir, read.meta);
  }
  return { docs: kept, draftIds, categories, diagnostics };
}

/** Where a doc's file puts it: its id, folder and route. */
export type PlaceDoc = (page: SourceFile, frontMatter: FrontMatter) => { location: DocLocation; route: string };

/** As a doc of the docs folder: number prefixes stripped (unless the config says not to), `slug` honoured. */
const placeInDocs =
  (config: SiteConfig, routeBasePath: string): PlaceDoc =>
  (page, frontMatter) => {
    const location = locateDoc(page.relative, frontMatter.id, { numberPrefixes: config.docs.numberPrefixParser !== false });
    return { location, route: docRoute(location, frontMatter.slug, { routeBasePath, trailingSlash: config.trailingSlash }) };
  };

/** One Markdown file read as a doc; `place` says where it goes. */
export async function readDoc(config: SiteConfig, page: SourceFile, place: PlaceDoc): Promise<{ doc: DocSource; diagnostics: Diagnostic[] }> {
  const file = path.relative(config.siteDir, page.absolute);
  const { source, diagnostics: preprocessed } = preprocess(config, await readSource(page), page.absolute, file);
  const parsed = parseFrontMatter(source, file);
  const frontMatter = parsed.frontMatter;
  const { location, route } = place(page, frontMatter);
  const mdx = prepareMdx(parsed.body);
  // MDX imports may come before the leading heading.
  const title = frontMatter.title ?? leadingHeading(mdx.source) ?? defaultDocTitle(config, location.id);
  return {
    doc: {
      id: location.id,
      dir: location.dir,
      relative: page.relative,
      file,
      absolute: page.absolute,
      route,
      title,
      sidebarLabel: frontMatter.sidebar_label ?? title,
      frontMatter,
      body: parsed.body,
      mdx,
      bodyLineOffset: parsed.bodyLineOffset,
      isIndex: location.isIndex,
      draft: frontMatter.draft === true,
      ...(page.untranslated ? { untranslated: true as const } : {}),
    },
    diagnostics: [...preprocessed, ...parsed.diagnostics],
  };
}

const categorySchema = z.looseObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  link: z.looseObject({ type: z.string(), id: z.string().optional() }).optional(),
});

/**
 * The file as Docusaurus' `markdown.preprocessor` gives it back (`@VERSION@` replaced, say), or as written when
 * the config has none. One that throws or returns no text leaves the file as written, with an error at the file.
 */
function preprocess(config: SiteConfig, written: string, absolute: string, file: string): { source: string; diagnostics: Diagnostic[] } {
  const preprocessor = config.markdown.preprocessor;
  if (!preprocessor) return { source: written, diagnostics: [] };
  let result: unknown;
  try {
    result = preprocessor({ filePath: absolute, fileContent: written });
  } catch (caught) {
    result = caught instanceof Error ? caught : new Error(String(caught));
  }
  if (typeof result === 'string') return { source: result, diagnostics: [] };
  const problem = result instanceof Error ? `threw: ${result.message}` : `returned ${typeof result}, not the file's text`;
  return { source: written, diagnostics: [error('markdown-preprocessor', `markdown.preprocessor ${problem}; the page is read as written`, { file }, 'Return the file\'s text (a string) from the preprocessor.')] };
}

/**
 * A `_category_.json` (or `.yml`, `.yaml`), checked: a mistake is an error at its line, and the folder is listed as
 * if the file were not there.
 */
function parseCategory(text: string, file: string): { meta?: CategoryMeta; diagnostics: Diagnostic[] } {
  const yaml = /\.ya?ml$/i.test(file);
  let value: unknown;
  try {
    value = yaml ? (loadYaml(text) ?? {}) : JSON.parse(text);
  } catch (caught) {
    const message = (caught as Error).message;
    if (yaml) {
      const mark = (caught as { mark?: { line?: number } }).mark;
      return { diagnostics: [error('category-invalid', `Invalid YAML: ${(caught as { reason?: string }).reason ?? message}`, { file, line: (mark?.line ?? 0) + 1 })] };
    }
    const position = /position (\d+)/.exec(message)?.[1];
    return { diagnostics: [error('category-invalid', `Invalid JSON: ${message}`, { file, line: position === undefined ? 1 : lineOf(text, Number(position)) })] };
  }
  const parsed = categorySchema.safeParse(value);
  if (parsed.success) return { meta: parsed.data as CategoryMeta, diagnostics: [] };
  return {
    diagnostics: parsed.error.issues.map((issue) => {
      const key = issue.path.map(String).join('.');
      const last = String(issue.path.at(-1));
      const at = !issue.path.length ? -1 : yaml ? text.search(new RegExp(`^\\s*["']?${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`, 'm')) : text.indexOf(`"${last}"`);
      const problem = issueProblem(issue, valueAt(value, issue.path), { vocabulary: yaml ? 'yaml' : 'javascript' });
      return error('category-invalid', key ? `"${key}": ${problem}` : `Expected an object of label, position, collapsed, collapsible and link: ${problem}`, { file, line: at < 0 ? 1 : lineOf(text, at) });
    }),
  };
}

function leadingHeading(body: string): string | undefined {
  const match = /^\s*#\s+(.+?)\s*#*\s*$/m.exec(body);
  if (!match || body.slice(0, match.index).trim() !== '') return undefined;
  return match[1]!.replace(/\s*\{#[^}]+\}$/, '').replace(/[`*_]/g, '');
}

/** A page that lists other pages (a blog list page, a tag's page): not searched, not exported as Markdown, no copy button. */
export function isListPage(doc: Pick<DocSource, 'generated'>): boolean {
  return doc.generated === 'blog-list' || doc.generated === 'doc-tags';
}
