// The pages that list the posts, as Docusaurus' blog has them: the blog's
// own pages of `postsPerPage` posts (`/blog`, `/blog/page/2`…), each tag's
// (`/blog/tags/<tag>`, paginated alike), every tag (`/blog/tags`), each
// author's who has a page (`/blog/authors/<key>`, paginated), every such
// author (`/blog/authors`) and the archive (`/blog/archive`). Each is a doc whose Markdown is a list of links
// to its posts (what the Markdown export and the link checker read); the
// blog stage (stages/blog.ts) draws its HTML from the posts' own.
import type { SiteConfig } from '../config/resolve.js';
import type { DocSource } from '../content/docs.js';
import { frontMatterSchema } from '../content/frontmatter.js';
import { generatedDoc, markdownLiteral } from '../content/generated-doc.js';
import type { Translations } from '../i18n/translations.js';
import { messageOf } from '../i18n/translations.js';
import type { BlogConfig } from './read.js';
import type { AuthorsMap } from './authors.js';
import type { Blog, BlogList, BlogListKind, BlogPost, BlogTag } from './model.js';
import { BLOG_ID_PREFIX } from './post-place.js';
import { joinRoute } from '../routes/slug.js';

export function blogLists(
  config: SiteConfig,
  blogConfig: BlogConfig,
  posts: readonly BlogPost[],
  authorsMap: AuthorsMap,
  folder: string,
  translations: Translations,
): Pick<Blog, 'lists' | 'tags' | 'authors'> {
  const listed = posts.filter((post) => !post.unlisted);
  const route = (rest: string) => joinRoute(blogConfig.routeBasePath, rest, config.trailingSlash);
  const make = (kind: BlogListKind, id: string, pageRoute: string, title: string, description: string | undefined, shown: BlogPost[], body: string): BlogList => ({
    kind,
    posts: shown,
    doc: listDoc(config, folder, `${BLOG_ID_PREFIX}__lists/${id}`, pageRoute, title, description, body),
  });
  const lists: BlogList[] = [];
  /** A list cut into pages, each linking to the newer and older page. */
  const paginate = (kind: 'posts' | 'tag' | 'author', id: string, base: string, title: string, description: string | undefined, shown: BlogPost[], about: Pick<BlogList, 'tag' | 'author'> = {}) => {
    const size = blogConfig.postsPerPage === 'ALL' ? Math.max(1, shown.length) : blogConfig.postsPerPage;
    const count = Math.max(1, Math.ceil(shown.length / size));
    const routeOf = (page: number) => (page === 1 ? route(base) : route(`${base}/page/${page}`));
    for (let page = 1; page <= count; page++) {
      const part = shown.slice((page - 1) * size, page * size);
      const list = make(kind, page === 1 ? id : `${id}/page/${page}`, routeOf(page), title, description, part, linksTo(part));
      lists.push({ ...list, ...about, ...(page > 1 ? { newer: routeOf(page - 1) } : {}), ...(page < count ? { older: routeOf(page + 1) } : {}) });
    }
  };
  paginate('posts', 'posts', '', blogConfig.title, blogConfig.description, listed);

  const byTag = new Map<string, { tag: BlogTag; posts: BlogPost[] }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const entry = byTag.get(tag.route) ?? { tag, posts: [] };
      if (!entry.posts.includes(post)) entry.posts.push(post);
      byTag.set(tag.route, entry);
    }
  }
  const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  for (const { tag, posts: tagged } of tags) {
    const title = (tagged.length === 1 ? messageOf(translations, 'brokerdocs.blog.taggedPost') : messageOf(translations, 'brokerdocs.blog.taggedPosts')).replace('{count}', String(tagged.length)).replace('{tag}', tag.label);
    // The tag's route under the blog's: `tags/watch`.
    const under = tag.route.slice(route('').length).replace(/^\/+|\/+$/g, '');
    paginate('tag', under, under, title, tag.description, tagged, { tag });
  }
  if (tags.length) {
    const body = tags.map(({ tag, posts: tagged }) => `- [${markdownLiteral(tag.label)}](<${tag.route}>) (${tagged.length})`).join('\n');
    lists.push(make('tags', 'tags', route(blogConfig.tagsBasePath), messageOf(translations, 'theme.tags.tagsPageTitle'), undefined, listed, `${body}\n`));
  }

  // Every author with a page has one, with or without posts, as in Docusaurus.
  const authors = [...authorsMap.values()].filter((author) => author.pageRoute).map((author) => ({ author, posts: listed.filter((post) => post.authors.some((own) => own.key === author.key)) }));
  for (const { author, posts: theirs } of authors) {
    const under = author.pageRoute!.slice(route('').length).replace(/^\/+|\/+$/g, '');
    paginate('author', under, under, author.name ?? author.key!, author.description ?? author.title, theirs, { author });
  }
  if (authors.length) {
    const body = authors.map(({ author, posts: theirs }) => `- [${markdownLiteral(author.name ?? author.key!)}](<${author.pageRoute}>) (${theirs.length})`).join('\n');
    lists.push(make('authors', 'authors', route(blogConfig.authorsBasePath), messageOf(translations, 'theme.blog.authorsList.pageTitle'), undefined, listed, `${body}\n`));
  }

  if (blogConfig.archiveBasePath !== null) {
    lists.push(make('archive', 'archive', route(blogConfig.archiveBasePath), messageOf(translations, 'theme.blog.archive.title'), messageOf(translations, 'theme.blog.archive.description'), listed, linksTo(listed)));
  }
  return { lists, tags, authors };
}

function linksTo(posts: readonly BlogPost[]): string {
  return `${posts.map((post) => `- [${markdownLiteral(post.doc.title)}](<${post.doc.route}>)`).join('\n')}\n`;
}

function listDoc(config: SiteConfig, folder: string, id: string, route: string, title: string, description: string | undefined, body: string): DocSource {
  // No table of contents, no pagination of the docs: the list draws its own links to newer and older pages.
  const frontMatter = frontMatterSchema.parse({ title, ...(description ? { description } : {}), hide_table_of_contents: true, pagination_prev: null, pagination_next: null });
  return generatedDoc({ id, route, title, frontMatter, body, file: config.blog!.path, absolute: folder, generated: 'blog-list' });
}
