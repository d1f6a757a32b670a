// What the blog's templates draw, made by the build (stages/blog.ts): dates
// already written out in the site's language, routes already hrefs.
import type { Translate } from '../messages.js';

export interface AuthorView {
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
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
