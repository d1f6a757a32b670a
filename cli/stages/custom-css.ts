// The site's own stylesheets stage: `themeConfig.customCss` made into one
// file linked on every page (cli/assets/custom-css.ts). Most sites have none.
import type { SiteConfig } from '../config/resolve.js';
import { customStylesheet, type CustomStylesheet } from '../assets/custom-css.js';
import type { Diagnostic } from '../diagnostics.js';

export async function customCss(config: SiteConfig): Promise<{ stylesheet?: CustomStylesheet; diagnostics: Diagnostic[] }> {
  if (!config.themeConfig.customCss.length) return { diagnostics: [] };
  return customStylesheet(config.siteDir, config.themeConfig.customCss, { file: config.configFile });
}
