// @docusaurus/useDocusaurusContext: the site's config and locale, as a site's components read them.
import { useMdxContext } from '../context.js';

export default function useDocusaurusContext() {
  const { siteConfig, locale } = useMdxContext();
  return { siteConfig, siteMetadata: {}, globalData: {}, i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale] } };
}
