// The reference body as static HTML (no hydration markers: the browser
// never re-renders it), and the ids it contains, for the link checker.
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
