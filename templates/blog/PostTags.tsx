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
