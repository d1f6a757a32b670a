import { escapeHtml } from './html.js';

/** sitemap.xml listing absolute URLs of the given permalinks. */
export function renderSitemap(origin: string, permalinks: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = permalinks.map((permalink) => `<url><loc>${escapeHtml(base + permalink)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}
