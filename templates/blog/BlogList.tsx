// A page of post previews (the blog's own pages, each tag's and each
// author's): each post's title, date and authors, its text above the
// truncate marker and a link to the rest, then links to the newer and older
// pages of the list. A tag's page says what the tag is about and links to
// every tag; an author's shows the author and links to every author.
import { AuthorCard } from './BlogAuthors.js';
import { PostMeta } from './PostMeta.js';
import { PostTags } from './PostTags.js';
import type { AuthorCardView, PreviewView, WithTranslate } from './model.js';

export interface BlogListProps extends WithTranslate {
  previews: PreviewView[];
  newer?: string;
  older?: string;
  /** A tag's page: the page of every tag, and the tags file's description of this one. */
  tagsHref?: string;
  tagDescription?: string;
  /** An author's page: the author, and the page of every author. */
  author?: AuthorCardView;
  authorsHref?: string;
}

export function BlogList({ previews, newer, older, tagsHref, tagDescription, author, authorsHref, t }: BlogListProps) {
  return (
    <div className="blog-list">
      {author ? (
        <div className="blog-list-intro">
          <AuthorCard author={author} t={t} />
          {authorsHref ? <a href={authorsHref}>{t('View all authors')}</a> : null}
        </div>
      ) : null}
      {tagDescription ? <p className="blog-list-intro blog-tag-description">{tagDescription}</p> : null}
      {tagsHref ? (
        <p className="blog-all-tags">
          <a href={tagsHref}>{t('View all tags')}</a>
        </p>
      ) : null}
      {author && !previews.length ? <p className="blog-no-posts">{t('This author has not written any posts yet.')}</p> : null}
      {previews.map((preview) => (
        <article key={preview.href} className="blog-preview">
          <h2 className="blog-preview-title">
            <a href={preview.href}>{preview.title}</a>
          </h2>
          <PostMeta meta={preview} t={t} />
          {/* Build-time HTML of the site's own post. */}
          <div className="markdown" dangerouslySetInnerHTML={{ __html: preview.html }} />
          <footer className="blog-preview-footer">
            <PostTags tags={preview.tags} t={t} />
            {preview.truncated ? (
              <a className="blog-read-more" href={preview.href} aria-label={`${t('Read more')}: ${preview.title}`}>
                {t('Read more')}
              </a>
            ) : null}
          </footer>
        </article>
      ))}
      {newer || older ? (
        <nav className="pagination blog-list-pagination" aria-label={t('Blog list page navigation')}>
          {newer ? (
            <a className="pagination-link pagination-prev" href={newer}>
              <span className="pagination-label">« {t('Newer entries')}</span>
            </a>
          ) : null}
          {older ? (
            <a className="pagination-link pagination-next" href={older}>
              <span className="pagination-label">{t('Older entries')} »</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
