// A post's tags, each a link to the page of the posts that have it.
import type { TagView, WithTranslate } from './model.js';

export function PostTags({ tags, t }: { tags: TagView[] } & WithTranslate) {
  if (!tags.length) return null;
  return (
    <div className="blog-post-tags">
      <b>{t('Tags:')}</b>
      <ul>
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="blog-tag" href={tag.href}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The tags in a footer of their own, below a post or a doc; nothing when there are none. */
export function TagsFooter({ tags, t, className }: { tags: TagView[]; className: string } & WithTranslate) {
  return tags.length ? (
    <footer className={className}>
      <PostTags tags={tags} t={t} />
    </footer>
  ) : null;
}
