// Text made safe to write inside HTML, as element content or a quoted
// attribute value. Every part of the build that writes HTML as strings (the
// page shell, the API reference's code, the locale notices) escapes with it.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&apos;': "'" };

/** Text as it was before escapeHtml (or React, which writes `&#x27;`) escaped it: an attribute value or a text read back from HTML. */
export function unescapeHtml(written: string): string {
  return written.replace(/&(?:amp|lt|gt|quot|#39|#x27|apos);/g, (entity) => ENTITIES[entity]!);
}
