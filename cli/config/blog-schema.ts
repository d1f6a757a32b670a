// The `blog` options, by Docusaurus' blog plugin's names where ours are not
// shorter: each Markdown file of the folder a post, dated by its front
// matter's `date` or its name (`2024-05-01-launch.md`, `2024/05/01/launch.md`),
// with its authors, tags and reading time; pages listing the posts
// (`postsPerPage` each), a page per tag, per author who has one, an archive, a
// sidebar of the recent posts and RSS and Atom feeds.
import * as z from 'zod';

/** What Docusaurus passes a blog's `editUrl` function, by the same names. */
export interface BlogEditUrlParams {
  /** The blog folder from the site folder, with `/` (`blog`). */
  blogDirPath: string;
  /** The post's file from the blog folder, with `/` (`2024-05-01-launch.md`). */
  blogPath: string;
  permalink: string;
  locale: string;
}

export type BlogEditUrlFunction = (params: BlogEditUrlParams) => string | undefined | null;

/** What a problem of the posts does: Docusaurus' `onInlineTags`, `onInlineAuthors` and `onUntruncatedBlogPosts` values. */
const reaction = z.enum(['ignore', 'log', 'warn', 'throw']);

export const blogSchema = z.strictObject({
  /** The folder of posts, relative to the site. */
  path: z.string().min(1),
  /** Route prefix of the blog. Default: `blog`. */
  routeBasePath: z.string().default('blog'),
  /** Route of the tag pages under the blog's. Default: `tags`. */
  tagsBasePath: z.string().min(1).default('tags'),
  /** Route of the archive under the blog's, or `null` for none. Default: `archive`. */
  archiveBasePath: z.union([z.string().min(1), z.null()]).default('archive'),
  /** Route of the authors' pages under the blog's. Default: `authors`. */
  authorsBasePath: z.string().min(1).default('authors'),
  /** Title of the list pages and the feeds. Default: `Blog`. */
  title: z.string().default('Blog'),
  /** Description of the list pages and the feeds. Default: `Blog`. */
  description: z.string().default('Blog'),
  /** Posts on each list page, or `ALL` on one. Default: 10. */
  postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
  /** Recent posts the sidebar lists, `ALL`, or 0 for no sidebar. Default: 5. */
  sidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
  /** Heading of the sidebar. Default: `Recent posts`. */
  sidebarTitle: z.string().default('Recent posts'),
  /** "N min read" under each post's date. Default: `true`. */
  showReadingTime: z.boolean().default(true),
  /**
   * Where "Edit this page" links of the posts go, as Docusaurus' `editUrl`: a base URL under which each post's path
   * from the site folder is resolved, or a function of `{ blogDirPath, blogPath, permalink, locale }` returning the
   * whole URL. Default: no links.
   */
  editUrl: z.union([z.string(), z.custom<BlogEditUrlFunction>((value) => typeof value === 'function', 'a URL or a function')]).optional(),
  /**
   * The authors' file (YAML or JSON) that front matter `authors: [key]` names, relative to the folder. An author
   * with `page: true` gets a page of their posts. Default: `authors.yml`.
   */
  authorsMapPath: z.string().default('authors.yml'),
  /** A post whose authors are written inline, not named by key from the authors file. Default: `warn`. */
  onInlineAuthors: reaction.default('warn'),
  /**
   * The file of predefined tags in the folder (YAML: `key: { label, permalink, description }`), as Docusaurus'
   * `tags` option; `false` or `null` for none. Default: `tags.yml`, when the folder has one.
   */
  tags: z.union([z.string().min(1), z.literal(false), z.null()]).default('tags.yml'),
  /** A post's tag the tags file does not list, when there is a tags file. Default: `warn`. */
  onInlineTags: reaction.default('warn'),
  /** What ends a post's preview on the list pages. Default: `<!-- truncate -->`, or the same word in an MDX comment. */
  truncateMarker: z.instanceof(RegExp).optional(),
  /** A post without a truncate marker (`<!-- truncate -->`): its list pages show it whole. Default: `warn`. */
  onUntruncatedBlogPosts: reaction.default('warn'),
  /** Feeds written beside the list pages (`rss.xml`, `atom.xml`, `feed.json`). Default: RSS and Atom. */
  feeds: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom']),
  /** The feeds' copyright line. Default: none. */
  copyright: z.string().optional(),
});
