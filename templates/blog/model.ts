// What the blog's templates draw, made by the build (stages/blog.ts): dates
// already written out in the site's language, routes already hrefs.
import type { Translate } from '../messages.js';

export interface AuthorView {
  name?: string;
  title?: string;
  /** Where the name leads: the author's page on the blog, else their own address. */
  url?: string;
  imageUrl?: string;
  /** Their profiles elsewhere: the platform's name and the profile's URL. */
  socials?: Array<{ name: string; url: string }>;
}

/** An author on their own page and on the page of every author. */
export interface AuthorCardView extends AuthorView {
  description?: string;
  /** "3 posts", on the page of every author. */
  count?: string;
}

export interface TagView {
  label: string;
  href: string;
}

export interface PostMetaView {
  /** `2024-05-01`, for `<time datetime>`. */
  dateIso: string;
  /** The date in the site's language: `May 1, 2024`. */
  dateText: string;
  /** Minutes to read, when the blog shows them. */
  readingMinutes?: number;
  authors: AuthorView[];
}

export interface PreviewView extends PostMetaView {
  title: string;
  href: string;
  tags: TagView[];
  /** The post's HTML above its truncate marker, or all of it. */
  html: string;
  /** The post goes on past `html`: the preview links to the rest. */
  truncated: boolean;
}

export interface WithTranslate {
  t: Translate;
}
