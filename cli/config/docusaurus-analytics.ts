// Google's tags, as Docusaurus' gtag and Tag Manager plugins (or the classic
// preset's `gtag` and `googleTagManager` options) put them on every page:
// as the config's `scripts` and `headTags`, which brokerdocs writes into
// each page's head and allows in its Content-Security-Policy.
import { isObject, type Loose } from './loose.js';

export const GTAG_PLUGIN = /(^|[/\\])plugin-google-gtag([/\\]|$)/;
export const TAG_MANAGER_PLUGIN = /(^|[/\\])plugin-google-tag-manager([/\\]|$)/;

export interface HeadAdditions {
  scripts: Loose[];
  headTags: Loose[];
}

/** The gtag.js tag: its script, then the inline call that configures each tracking id (`anonymizeIP` as Docusaurus passes it). */
export function gtagOf(options: unknown): HeadAdditions | undefined {
  if (!isObject(options)) return undefined;
  const ids = [options.trackingID].flat().filter((id): id is string => typeof id === 'string' && id !== '');
  if (!ids.length) return undefined;
  const settings = options.anonymizeIP === true ? ', { anonymize_ip: true }' : '';
  const configure = ids.map((id) => `gtag('config', ${JSON.stringify(id)}${settings});`).join('\n');
  return {
    scripts: [{ src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0]!)}`, async: true }],
    headTags: [{ tagName: 'script', attributes: {}, innerHTML: `window.dataLayer = window.dataLayer || [];\nfunction gtag(){dataLayer.push(arguments);}\ngtag('js', new Date());\n${configure}` }],
  };
}

/** Google Tag Manager's container: the inline call that loads gtm.js. */
export function tagManagerOf(options: unknown): HeadAdditions | undefined {
  if (!isObject(options) || typeof options.containerId !== 'string' || !options.containerId) return undefined;
  const id = JSON.stringify(options.containerId);
  return {
    scripts: [],
    headTags: [
      {
        tagName: 'script',
        attributes: {},
        innerHTML: `window.dataLayer = window.dataLayer || [];\nwindow.dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });\n(function () {\n  var script = document.createElement('script');\n  script.async = true;\n  script.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(${id});\n  document.head.appendChild(script);\n})();`,
      },
    ],
  };
}
