// Text made safe to write inside HTML, as element content or a quoted
// attribute value. Every part of the build that writes HTML as strings (the
// page shell, the API reference's code, the locale notices) escapes with it.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
