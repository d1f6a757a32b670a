// The reference body as static HTML (no hydration markers: the browser
// never re-renders it), and the ids it contains, for the link checker:
// read from the HTML, or (for `check`, which renders nothing) from the view
// model the HTML would be rendered from. Tests hold the two to one set.
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiReferenceBody } from '../../templates/api/ApiReferenceBody.js';
import type { ApiReferenceView } from '../../templates/api/model.js';

export function renderReferenceBody(view: ApiReferenceView): string {
  return renderToStaticMarkup(<ApiReferenceBody view={view} />);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** Every `id` attribute in the markup: exactly the anchors a link may name. */
export function anchorsOf(html: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) anchors.add(match[1]!.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]!));
  return anchors;
}

/**
 * The ids the body of `view` has, without rendering it: the `id` and
 * `legacyId` of every section of the model (the templates write each as an
 * element id) and the ids inside its Markdown descriptions.
 */
export function anchorsOfView(view: ApiReferenceView): Set<string> {
  const anchors = new Set<string>();
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    for (const [key, member] of Object.entries(value)) {
      if (typeof member === 'string') {
        if (key === 'id' || key === 'legacyId') anchors.add(member);
        else if (/html$/i.test(key)) for (const id of anchorsOf(member)) anchors.add(id);
      } else visit(member);
    }
  };
  visit(view);
  return anchors;
}
