// "Edit this page" links, made as Docusaurus makes them from the docs'
// `editUrl`: a base URL under which each doc's path from the site folder
// is resolved, or a function of the doc that returns the whole URL (sites
// with translations or docs in another repository write one).
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { configLocation } from '../config/locate.js';
import { warning, type Diagnostic } from '../diagnostics.js';
import type { DocSource } from '../content/docs.js';
import type { DocsVersion } from '../versions/versions.js';
import type { EditUrlParams } from '../config/docs-schema.js';

export interface EditLinks {
  /** The doc's edit link, or undefined for none. */
  of(doc: DocSource, version: DocsVersion, permalink: string): string | undefined;
  /** Why a function's links were left out: one warning for the site, not one per page. */
  readonly diagnostics: Diagnostic[];
}

export function createEditLinks(config: SiteConfig): EditLinks {
  const editUrl = config.docs.editUrl;
  const diagnostics: Diagnostic[] = [];
  const warnOnce = (problem: string) => {
    if (diagnostics.length) return;
    diagnostics.push(warning('edit-url-invalid', `docs.editUrl: ${problem}; the page has no "Edit this page" link`, configLocation(config, ['docs', 'editUrl']), 'Return an http(s) URL (a string) from the function, or undefined for a page without the link.'));
  };
  return {
    diagnostics,
    of(doc, version, permalink) {
      if (editUrl === undefined) return undefined;
      if (typeof editUrl === 'string') return editUrlOf(editUrl, path.relative(config.siteDir, doc.absolute));
      const params: EditUrlParams = {
        version: version.name,
        versionDocsDirPath: slashes(path.relative(config.siteDir, version.docsDir)),
        docPath: slashes(doc.relative),
        permalink,
        locale: config.i18n.currentLocale,
      };
      let url: unknown;
      try {
        url = editUrl(params);
      } catch (caught) {
        warnOnce(`the function threw for ${doc.file}: ${caught instanceof Error ? caught.message : String(caught)}`);
        return undefined;
      }
      if (url === undefined || url === null || url === '') return undefined;
      const valid = typeof url === 'string' ? webAddress(url) : undefined;
      if (!valid) warnOnce(`the function returned ${JSON.stringify(url)} for ${doc.file}, not an http(s) URL`);
      return valid;
    },
  };
}

/**
 * Where a doc's source is edited under a base URL, as Docusaurus makes it: the file's path from the site
 * folder under `editUrl` (`../docs/intro.md` under `…/edit/main/website/` is `…/edit/main/docs/intro.md`).
 */
export function editUrlOf(editUrl: string, fromSite: string): string | undefined {
  const file = fromSite.split(path.sep).map(encodeURIComponent).join('/');
  return webAddress(file, editUrl.endsWith('/') ? editUrl : `${editUrl}/`);
}

/** Only a web address: the config is the authors', but a `javascript:` link stays out of every page. */
function webAddress(url: string, base?: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const slashes = (file: string) => file.split(path.sep).join('/');
