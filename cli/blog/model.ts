// What the blog is made of, once read (blog/read.ts): its posts, newest
// first, and the pages that list them. Posts and list pages are docs of the
// docs served at the docs root (marked `generated: 'blog-post'` and
// `'blog-list'`), so rendering, links, search, the sitemap and `dev` take
// them as any doc; this model says what a doc cannot: dates, authors, tags,
// which posts a list shows.
import type { DocSource } from '../content/docs.js';

export interface BlogAuthor {
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Its key in the authors file, when it was named by one. */
  key?: string;
  /** Route of the author's page (authors file `page: true`), which their name links to. */
  pageRoute?: string;
  /** What the author's page says of them. */
  description?: string;
  /** Their profiles elsewhere, as whole URLs, in the order written. */
  socials?: AuthorSocial[];
}

export interface AuthorSocial {
  /** The platform's key as written (`github`, `x`, `linkedin`). */
  platform: string;
  url: string;
}

export interface BlogTag {
  label: string;
  /** Route of the tag's page. */
  route: string;
  /** The tags file's description of it, shown on its page. */
  description?: string;
}

export interface BlogPost {
  doc: DocSource;
  /** Midnight UTC of the day written in its front matter or file name, or the file's last change. */
  date: Date;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Minutes to read the post, rounded up. */
  readingMinutes: number;
  /** The part before the truncate marker, as prepared Markdown (lines kept), when the post has one: what the list pages show. */
  preview?: string;
  /** Built and linked, but on no list page, in no feed and not in the sidebar (front matter `unlisted`). */
  unlisted: boolean;
}

export type BlogListKind = 'posts' | 'tag' | 'tags' | 'archive' | 'authors' | 'author';

export interface BlogList {
  doc: DocSource;
  kind: BlogListKind;
  /** The posts it shows, in order (every listed post, for the tags and archive pages). */
  posts: BlogPost[];
  /** The tag of a tag's page. */
  tag?: BlogTag;
  /** The author of an author's page. */
  author?: BlogAuthor;
  /** Routes of the neighbouring list pages of a paginated list. */
  newer?: string;
  older?: string;
}

export interface Blog {
  /** Every post, newest first, unlisted ones too. */
  posts: BlogPost[];
  lists: BlogList[];
  /** Every tag of a listed post, by label, with its posts. */
  tags: Array<{ tag: BlogTag; posts: BlogPost[] }>;
  /** Every author of the authors file with a page, in the file's order, with their listed posts. */
  authors: Array<{ author: BlogAuthor; posts: BlogPost[] }>;
}

/** The sidebar of the recent posts, in the last docs version's sidebars. */
export const BLOG_SIDEBAR = '__blog';
