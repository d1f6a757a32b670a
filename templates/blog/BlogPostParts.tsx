// What a post's page shows around the post's own HTML: its date, reading
// time and authors above, its tags below. The title and the links to the
// newer and older posts are the doc page's (DocPage.tsx).
import { PostMeta } from './PostMeta.js';
import { TagsFooter } from './PostTags.js';
import type { PostMetaView, TagView, WithTranslate } from './model.js';

export function BlogPostHeader({ meta, t }: { meta: PostMetaView } & WithTranslate) {
  return <PostMeta meta={meta} t={t} />;
}

export function BlogPostFooter({ tags, t }: { tags: TagView[] } & WithTranslate) {
  return <TagsFooter tags={tags} t={t} className="blog-post-footer" />;
}
