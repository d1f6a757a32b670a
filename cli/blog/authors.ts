// A post's authors, as Docusaurus reads them: front matter `authors` names
// keys of the blog's authors file (`authors.yml`) or gives authors inline
// (`{ name, title, url, image_url }`), or Docusaurus 2's single `author`
// fields. A key the file does not have is warned at the post's line and
// left out; the post is built.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readYamlFile } from '../content/yaml-file.js';
import { closest, lineOf, warning, type Diagnostic } from '../diagnostics.js';
import { lineOfKey as lineOfFrontMatterKey, type FrontMatter } from '../content/frontmatter.js';
import type { BlogAuthor } from './model.js';
import { isObject, type Loose } from '../config/loose.js';

export type AuthorsMap = ReadonlyMap<string, BlogAuthor>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** An author written as an object, in the file or in front matter: Docusaurus' names for its fields, old and new. */
function authorOf(value: Loose, key?: string): BlogAuthor {
  const email = text(value.email);
  const author: BlogAuthor = {
    name: text(value.name),
    title: text(value.title),
    url: text(value.url) ?? (email ? `mailto:${email}` : undefined),
    imageUrl: text(value.image_url) ?? text(value.imageURL),
    key,
  };
  return Object.fromEntries(Object.entries(author).filter(([, field]) => field !== undefined)) as BlogAuthor;
}

/** The authors file of the blog folder (YAML or JSON), by key; empty when there is none. A file that does not read is an error at its line. */
export function readAuthorsMap(folder: string, mapPath: string, siteDir: string): { authors: AuthorsMap; diagnostics: Diagnostic[] } {
  const absolute = path.resolve(folder, mapPath);
  if (!existsSync(absolute)) return { authors: new Map(), diagnostics: [] };
  const { file, source, value, diagnostics: unread } = readYamlFile(absolute, siteDir, { code: 'blog-authors-invalid', what: 'The authors file', hint: 'Write one key per author, each with name, title, url and image_url; posts name them by key.' });
  if (unread.length) return { authors: new Map(), diagnostics: unread };
  if (!isObject(value)) return { authors: new Map(), diagnostics: value == null ? [] : [warning('blog-authors-invalid', 'The authors file must map keys to authors', { file, line: 1 }, 'Write `key:` lines, each with name, title, url and image_url below it.')] };
  const authors = new Map<string, BlogAuthor>();
  const diagnostics: Diagnostic[] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (isObject(entry)) authors.set(key, authorOf(entry, key));
    else diagnostics.push(warning('blog-authors-invalid', `Author "${key}" is not a list of fields`, { file, line: lineOfKey(source, key) }, 'Give it name, title, url and image_url on lines below it.'));
  }
  return { authors, diagnostics };
}

/** The post's authors, in the order written. */
export function postAuthors(frontMatter: FrontMatter, authors: AuthorsMap, where: { file: string; absolute: string }): { authors: BlogAuthor[]; diagnostics: Diagnostic[] } {
  const found: BlogAuthor[] = [];
  const diagnostics: Diagnostic[] = [];
  const written = frontMatter.authors;
  for (const entry of written === undefined ? [] : Array.isArray(written) ? written : [written]) {
    if (typeof entry === 'string') {
      const author = authors.get(entry);
      if (author) found.push(author);
      else {
        const near = closest(entry, authors.keys());
        diagnostics.push(
          warning('blog-author-unknown', `Blog author "${entry}" is not in the authors file`, { file: where.file, line: lineOfFrontMatterKey(readFileSync(where.absolute, 'utf8'), 'authors') }, near ? `Did you mean "${near}"?` : 'Add the author to the blog\'s authors file (authors.yml), or write it inline as { name, title, url, image_url }.'),
        );
      }
    } else if (isObject(entry)) {
      const key = text(entry.key);
      // An inline author may name a key and add to it, as in Docusaurus.
      found.push({ ...(key ? authors.get(key) : undefined), ...authorOf(entry, key) });
    }
  }
  // Docusaurus 2's single author.
  const name = frontMatter.author;
  if (name) found.push(authorOf({ name, title: frontMatter.author_title ?? frontMatter.authorTitle, url: frontMatter.author_url ?? frontMatter.authorURL, image_url: frontMatter.author_image_url ?? frontMatter.authorImageURL }));
  return { authors: found, diagnostics };
}

/** The line of a top-level key of the authors file. */
function lineOfKey(source: string, key: string): number {
  const at = new RegExp(`^\\s*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`, 'm').exec(source);
  return at ? lineOf(source, at.index) : 1;
}
