// The blog stage's reading half: every post of the blog folder read as a doc
// (content/docs.ts' readDoc), dated, with its authors, tags, reading time
// and the part before its truncate marker, newest first; then the pages
// that list them (blog/lists.ts). Drafts are left out of a production build.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { severityFor, warning, type Diagnostic } from '../diagnostics.js';
import { lineOfKey } from '../content/frontmatter.js';
import { readTagsFile } from '../content/tags-file.js';
import { readDoc, type DocSource } from '../content/docs.js';
import { scanContent, type SourceFile } from '../content/scan.js';
import { isTranslated, localeFolder } from '../i18n/paths.js';
import type { Translations } from '../i18n/translations.js';
import { postAuthors, readAuthorsMap } from './authors.js';
import { blogLists } from './lists.js';
import type { Blog, BlogAuthor, BlogPost } from './model.js';
import { placePost, postDate } from './post-place.js';
import { postTags } from './tags.js';

/** Docusaurus' truncate marker, in Markdown or MDX: what is above it is the post's preview. */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
/** Reading speed of Docusaurus' reading time. */
const WORDS_PER_MINUTE = 200;

export type BlogConfig = NonNullable<SiteConfig['blog']>;

/** The blog's posts and list pages; none when the config has no blog. */
export async function readBlog(config: SiteConfig, includeDrafts: boolean, translations: Translations): Promise<{ blog?: Blog; docs: DocSource[]; diagnostics: Diagnostic[] }> {
  if (!config.blog) return { docs: [], diagnostics: [] };
  const blogConfig = config.blog;
  const folder = path.resolve(config.siteDir, blogConfig.path);
  if (!existsSync(folder)) {
    return { docs: [], diagnostics: [warning('blog-folder-missing', `The blog folder ${blogConfig.path} is not there: the site has no blog`, { file: config.configFile ? path.relative(config.siteDir, config.configFile) : blogConfig.path }, 'Create the folder with a post in it, or remove `blog` from the config.')] };
  }
  const diagnostics: Diagnostic[] = [];
  // Another locale reads its translation of a post, and of the authors and tags files (`i18n/<locale>/docusaurus-plugin-content-blog/`), when it has one.
  const translated = isTranslated(config) ? path.join(localeFolder(config.siteDir, config.i18n.currentLocale), 'docusaurus-plugin-content-blog') : undefined;
  const folderOf = (file: string | false | null) => (translated && file && existsSync(path.resolve(translated, file)) ? translated : folder);
  const authorsMap = readAuthorsMap(folderOf(blogConfig.authorsMapPath), blogConfig.authorsMapPath, config.siteDir, { ...blogConfig, trailingSlash: config.trailingSlash });
  diagnostics.push(...authorsMap.diagnostics);
  const { tagsFile, diagnostics: tagsFileProblems } = readTagsFile(folderOf(blogConfig.tags), blogConfig.tags, config.siteDir);
  diagnostics.push(...tagsFileProblems);
  // The config's own marker, without a `g` flag: exec must not carry its place from one post to the next.
  const truncateMarker = blogConfig.truncateMarker ? new RegExp(blogConfig.truncateMarker.source, blogConfig.truncateMarker.flags.replace(/[gy]/g, '')) : TRUNCATE;
  const tagOptions = { ...blogConfig, trailingSlash: config.trailingSlash, ...(tagsFile ? { tagsFile } : {}) };
  const translatedFiles = new Set(translated && existsSync(translated) ? (await scanContent(translated)).pages.map((page) => page.relative) : []);
  const files = (await scanContent(folder)).pages;
  const read = await Promise.all(
    files.map(async ({ relative, absolute }) => {
      const source: SourceFile = translated && translatedFiles.has(relative) ? { absolute: path.join(translated, relative), relative } : { absolute, relative, ...(translated ? { untranslated: true as const } : {}) };
      let dateFromName: Date | undefined;
      const { doc, diagnostics: found } = await readDoc(config, source, (page, frontMatter) => {
        const place = placePost(page.relative, frontMatter.slug, blogConfig.routeBasePath, config.trailingSlash);
        dateFromName = place.dateFromName;
        return place;
      });
      return { doc, found, dateFromName, absolute };
    }),
  );
  const posts: BlogPost[] = [];
  for (const { doc, found, dateFromName, absolute } of read) {
    diagnostics.push(...found);
    if (doc.draft && !includeDrafts) continue;
    const fm = doc.frontMatter;
    const { authors, inline, diagnostics: authorProblems } = postAuthors(fm, authorsMap.authors, doc);
    diagnostics.push(...authorProblems, ...inlineAuthorsProblem(doc, inline, blogConfig));
    const { tags, diagnostic: inlineTags } = postTags(doc, fm.tags, tagOptions);
    if (inlineTags) diagnostics.push(inlineTags);
    // Neither front matter nor the file name dates it: the day the file last changed, as Docusaurus does.
    const date = postDate(fm.date, dateFromName) ?? statSync(absolute).mtime;
    const marker = truncateMarker.exec(doc.body);
    if (!marker) diagnostics.push(...untruncatedProblem(doc, blogConfig));
    posts.push({
      doc: { ...doc, generated: 'blog-post' },
      date,
      authors,
      tags,
      readingMinutes: Math.max(1, Math.ceil(words(doc.mdx.source) / WORDS_PER_MINUTE)),
      // prepareMdx keeps the body's lines: the preview is the prepared lines above the marker's.
      ...(marker ? { preview: doc.mdx.source.split('\n').slice(0, lineIndex(doc.body, marker.index)).join('\n') } : {}),
      unlisted: fm.unlisted === true,
    });
  }
  // Newest first; posts of one day in the order of their files, as Docusaurus lists them.
  posts.sort((a, b) => b.date.getTime() - a.date.getTime());
  linkNeighbours(posts);
  const { lists, tags, authors } = blogLists(config, blogConfig, posts, authorsMap.authors, folder, translations);
  const blog: Blog = { posts, lists, tags, authors };
  return { blog, docs: [...posts.map((post) => post.doc), ...lists.map((list) => list.doc)], diagnostics };
}

/** Each listed post's previous page is the newer post, its next the older one, unless its front matter names its own. */
function linkNeighbours(posts: BlogPost[]): void {
  const listed = posts.filter((post) => !post.unlisted);
  listed.forEach((post, index) => {
    const fm = post.doc.frontMatter;
    post.doc = {
      ...post.doc,
      frontMatter: {
        ...fm,
        pagination_prev: fm.pagination_prev !== undefined ? fm.pagination_prev : (listed[index - 1]?.doc.id ?? null),
        pagination_next: fm.pagination_next !== undefined ? fm.pagination_next : (listed[index + 1]?.doc.id ?? null),
      },
    };
  });
  for (const post of posts) if (post.unlisted) post.doc = { ...post.doc, frontMatter: { pagination_prev: null, pagination_next: null, ...post.doc.frontMatter } };
}

/** Docusaurus' `onInlineAuthors`: authors written in the post instead of named from the authors file, at its `authors:` line. */
function inlineAuthorsProblem(doc: DocSource, inline: readonly BlogAuthor[], blogConfig: BlogConfig): Diagnostic[] {
  const severity = severityFor(blogConfig.onInlineAuthors);
  if (!severity || !inline.length) return [];
  const names = inline.map((author) => (author.name ? `"${author.name}"` : 'an author without a name'));
  // Docusaurus 2's single `author:` when the post has no `authors:`.
  const line = lineOfKey(readFileSync(doc.absolute, 'utf8'), doc.frontMatter.authors !== undefined ? 'authors' : 'author');
  return [
    {
      severity,
      code: 'blog-author-inline',
      message: `Blog author${inline.length > 1 ? 's' : ''} ${names.join(', ')} ${inline.length > 1 ? 'are' : 'is'} written in the post, not named from ${blogConfig.authorsMapPath}`,
      location: { file: doc.file, line },
      hint: `Add ${inline.length > 1 ? 'them' : 'it'} to ${blogConfig.authorsMapPath} and name ${inline.length > 1 ? 'them' : 'it'} by key, or set onInlineAuthors to 'ignore'.`,
    },
  ];
}

/** Docusaurus' `onUntruncatedBlogPosts`: a post without a truncate marker shows whole on the list pages. */
function untruncatedProblem(doc: DocSource, blogConfig: BlogConfig): Diagnostic[] {
  const severity = severityFor(blogConfig.onUntruncatedBlogPosts);
  if (!severity) return [];
  return [
    {
      severity,
      code: 'blog-post-untruncated',
      message: 'The post has no truncate marker: the list pages show it whole',
      location: { file: doc.file, line: doc.bodyLineOffset + 1 },
      hint: "Put `<!-- truncate -->` (`{/* truncate */}` in MDX) after its opening paragraphs, or set onUntruncatedBlogPosts to 'ignore'.",
    },
  ];
}

function words(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

/** The 0-based line `index` is on. */
function lineIndex(text: string, index: number): number {
  let line = 0;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
