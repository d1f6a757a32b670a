// A doc's tags under its text, each a link to the page of the docs that have
// it: the blog's tag list (the two look alike, as in Docusaurus), in a footer
// of the doc's own.
import { TagsFooter } from '../blog/PostTags.js';
import type { TagView, WithTranslate } from '../blog/model.js';

export function DocTags({ tags, t }: { tags: TagView[] } & WithTranslate) {
  return <TagsFooter tags={tags} t={t} className="doc-tags" />;
}
