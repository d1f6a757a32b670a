// The doc tags stage, once every doc is rendered: a tagged doc's HTML gets
// its tags below it (templates/components/DocTags.tsx), each a link to its
// tag's page (versions/doc-tags.ts), in the site's language.
import type { DocTag } from '../versions/doc-tags.js';
import type { RenderedDoc } from '../render/doc-page.js';
import { routeToHref } from '../routes/href.js';
import { renderStaticMarkup } from '../static-markup.js';
import type { Translate } from '../../templates/messages.js';
import { DocTags } from '../../templates/components/DocTags.js';

/** The version's rendered docs, each tagged one's HTML followed by its tags; the same array when none is tagged. */
export function withDocTags(baseUrl: string, tags: ReadonlyMap<string, DocTag[]>, docs: RenderedDoc[], t: Translate): RenderedDoc[] {
  if (!tags.size) return docs;
  return docs.map((rendered) => {
    const own = tags.get(rendered.doc.id);
    if (!own?.length) return rendered;
    const footer = renderStaticMarkup(<DocTags tags={own.map((tag) => ({ label: tag.label, href: routeToHref(baseUrl, tag.route) }))} t={t} />);
    return { ...rendered, html: rendered.html + footer };
  });
}
