// A post's authors, as Docusaurus reads them: front matter `authors` names
// keys of the blog's authors file (`authors.yml`) or gives authors inline
// (`{ name, title, url, image_url }`), or Docusaurus 2's single `author`
// fields. A key the file does not have is warned at the post's line and
// left out; the post is built. An author of the file with `page: true` (or
// `page: { permalink }`) gets a page of their posts under the blog's
// `authorsBasePath`, which their name links to.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readYamlFile } from '../content/yaml-file.js';
import { closest, lineOf, warning, type Diagnostic } from '../diagnostics.js';
import { lineOfKey as lineOfFrontMatterKey, type FrontMatter } from '../content/frontmatter.js';
import { joinRoute, kebabCase } from '../routes/slug.js';
import { authorSocials } from './author-socials.js';
import type { BlogAuthor } from './model.js';
import { isObject, type Loose } from '../config/loose.js';

export type AuthorsMap = ReadonlyMap<string, BlogAuthor>;

/** Where the authors' pages go: under the blog's route, its `authorsBasePath`. */
export interface AuthorRoutes {
  routeBasePath: string;
  authorsBasePath: string;
  trailingSlash: boolean | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** An author written as an object, in the file or in front matter: Docusaurus' names for its fields, old and new. */
function authorOf(value: Loose, key?: string): { author: BlogAuthor; unknownSocials: string[] } {
  const email = text(value.email);
  const { socials, unknown } = isObject(value.socials) ? authorSocials(value.socials) : { socials: [], unknown: [] };
  const author: BlogAuthor = {
    name: text(value.name),
    title: text(value.title),
    url: text(value.url) ?? (email ? `mailto:${email}` : undefined),
    imageUrl: text(value.image_url) ?? text(value.imageURL),
    key,
    description: text(value.description),
    socials: socials.length ? socials : undefined,
  };
  return { author: Object.fromEntries(Object.entries(author).filter(([, field]) => field !== undefined)) as BlogAuthor, unknownSocials: unknown };
}

/** The authors file of the blog folder (YAML or JSON), by key; empty when there is none. A file that does not read is a warning at its line. */
export function readAuthorsMap(folder: string, mapPath: string, siteDir: string, routes: AuthorRoutes): { authors: AuthorsMap; diagnostics: Diagnostic[] } {
  const absolute = path.resolve(folder, mapPath);
  if (!existsSync(absolute)) return { authors: new Map(), diagnostics: [] };
  const { file, source, value, diagnostics: unread } = readYamlFile(absolute, siteDir, { code: 'blog-authors-invalid', what: 'The authors file', hint: 'Write one key per author, each with name, title, url and image_url; posts name them by key.' });
  if (unread.length) return { authors: new Map(), diagnostics: unread };
  if (!isObject(value)) return { authors: new Map(), diagnostics: value == null ? [] : [warning('blog-authors-invalid', 'The authors file must map keys to authors', { file, line: 1 }, 'Write `key:` lines, each with name, title, url and image_url below it.')] };
  const authors = new Map<string, BlogAuthor>();
  const diagnostics: Diagnostic[] = [];
  const pageRoutes = new Map<string, string>();
  for (const [key, entry] of Object.entries(value)) {
    if (!isObject(entry)) {
      diagnostics.push(warning('blog-authors-invalid', `Author "${key}" is not a list of fields`, { file, line: lineOfKey(source, key) }, 'Give it name, title, url and image_url on lines below it.'));
      continue;
    }
    const { author, unknownSocials } = authorOf(entry, key);
    if (unknownSocials.length) {
      diagnostics.push(warning('blog-author-socials', `Author "${key}": ${unknownSocials.map((platform) => `"${platform}"`).join(', ')} ${unknownSocials.length > 1 ? 'are platforms' : 'is a platform'} without a known profile address; left out`, { file, line: lineOfKey(source, key) }, 'Write the whole profile URL (https://…) for a platform other than x, twitter, github, linkedin, stackoverflow, bluesky, instagram, threads, mastodon, twitch or youtube.'));
    }
    const permalink = entry.page === true ? kebabCase(key) : isObject(entry.page) ? text(entry.page.permalink)?.replace(/^\/+|\/+$/g, '') : undefined;
    if (permalink !== undefined) {
      const route = joinRoute(routes.routeBasePath, `${routes.authorsBasePath}/${permalink}`, routes.trailingSlash);
      const taken = pageRoutes.get(route);
      if (taken) diagnostics.push(warning('blog-author-page-taken', `Author "${key}"'s page would be at ${route}, which is "${taken}"'s: it has none`, { file, line: lineOfKey(source, key) }, 'Give one of them `page: { permalink: … }` of its own.'));
      else {
        pageRoutes.set(route, key);
        author.pageRoute = route;
      }
    }
    authors.set(key, author);
  }
  return { authors, diagnostics };
}

export interface PostAuthors {
  authors: BlogAuthor[];
  /** Authors written in the post rather than named from the authors file (`onInlineAuthors`). */
  inline: BlogAuthor[];
  diagnostics: Diagnostic[];
}

/** The post's authors, in the order written; a key named twice is one author. */
export function postAuthors(frontMatter: FrontMatter, authors: AuthorsMap, where: { file: string; absolute: string }): PostAuthors {
  const found: BlogAuthor[] = [];
  const inline: BlogAuthor[] = [];
  const diagnostics: Diagnostic[] = [];
  const keys = new Set<string>();
  const line = () => lineOfFrontMatterKey(readFileSync(where.absolute, 'utf8'), 'authors');
  const written = frontMatter.authors;
  for (const entry of written === undefined ? [] : Array.isArray(written) ? written : [written]) {
    const key = typeof entry === 'string' ? entry : isObject(entry) ? text(entry.key) : undefined;
    if (key !== undefined && keys.has(key)) {
      diagnostics.push(warning('blog-author-duplicate', `Blog author "${key}" is named twice`, { file: where.file, line: line() }, 'Name each author once.'));
      continue;
    }
    if (key !== undefined) keys.add(key);
    if (typeof entry === 'string') {
      const author = authors.get(entry);
      if (author) found.push(author);
      else {
        const near = closest(entry, authors.keys());
        diagnostics.push(warning('blog-author-unknown', `Blog author "${entry}" is not in the authors file`, { file: where.file, line: line() }, near ? `Did you mean "${near}"?` : 'Add the author to the blog\'s authors file (authors.yml), or write it inline as { name, title, url, image_url }.'));
      }
    } else if (isObject(entry)) {
      // An inline author may name a key and add to it, as in Docusaurus.
      const own = authorOf(entry, key).author;
      const author = { ...(key ? authors.get(key) : undefined), ...own };
      found.push(author);
      if (!key) inline.push(author);
    }
  }
  // Docusaurus 2's single author.
  const name = frontMatter.author;
  if (name) {
    const author = authorOf({ name, title: frontMatter.author_title ?? frontMatter.authorTitle, url: frontMatter.author_url ?? frontMatter.authorURL, image_url: frontMatter.author_image_url ?? frontMatter.authorImageURL }).author;
    found.push(author);
    inline.push(author);
  }
  return { authors: found, inline, diagnostics };
}

/** The line of a top-level key of the authors file. */
function lineOfKey(source: string, key: string): number {
  const at = new RegExp(`^\\s*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`, 'm').exec(source);
  return at ? lineOf(source, at.index) : 1;
}
