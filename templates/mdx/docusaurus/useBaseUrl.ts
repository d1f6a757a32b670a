// @docusaurus/useBaseUrl: a site path under the base URL; full URLs and anchors as they are.
import { useMdxContext } from '../context.js';

export function withBaseUrl(baseUrl: string, url: string, { absolute = false, siteUrl = '' } = {}): string {
  if (!url || /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

export default function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const { siteConfig } = useMdxContext();
  return withBaseUrl(siteConfig.baseUrl, url, { absolute: options.absolute, siteUrl: siteConfig.url });
}

export function useBaseUrlUtils() {
  const { siteConfig } = useMdxContext();
  return { withBaseUrl: (url: string, options: { absolute?: boolean } = {}) => withBaseUrl(siteConfig.baseUrl, url, { ...options, siteUrl: siteConfig.url }) };
}
