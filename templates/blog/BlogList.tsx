// A page of post previews (the blog's own pages and each tag's): each post's
// title, date and authors, its text above the truncate marker and a link to
// the rest, then links to the newer and older pages of the list.
import { PostMeta } from './PostMeta.js';
import { PostTags } from './PostTags.js';
import type { PreviewView, WithTranslate } from './model.js';

export function BlogList({ previews, newer, older, tagsHref, t }: { previews: PreviewView[]; newer?: string; older?: string; tagsHref?: string } & WithTranslate) {
  return (
    <div className="blog-list">
      {tagsHref ? (
        <p className="blog-all-tags">
          <a href={tagsHref}>{t('View all tags')}</a>
        </p>
      ) : null}
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
