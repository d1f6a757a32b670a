// "Edit this page" links, made as Docusaurus makes them from the docs' and the
// blog's `editUrl`: a base URL under which each doc's path from the site folder
// is resolved, or a function of the doc that returns the whole URL (sites
// with translations or docs in another repository write one).
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { configLocation } from '../config/locate.js';
import { warning, type Diagnostic } from '../diagnostics.js';
import type { DocSource } from '../content/docs.js';
import type { DocsVersion } from '../versions/versions.js';
import type { EditUrlParams } from '../config/docs-schema.js';
import type { BlogEditUrlParams } from '../config/blog-schema.js';

export interface EditLinks {
  /** The doc's edit link, or undefined for none. */
  of(doc: DocSource, version: DocsVersion, permalink: string): string | undefined;
  /** Why a function's links were left out: one warning for the site, not one per page. */
  readonly diagnostics: Diagnostic[];
}

export function createEditLinks(config: SiteConfig): EditLinks {
  const links = editLinksWith<EditUrlParams>(config, config.docs.editUrl, ['docs', 'editUrl']);
  return {
    diagnostics: links.diagnostics,
    of: (doc, version, permalink) =>
      links.of(path.relative(config.siteDir, doc.absolute), doc.file, () => ({
        version: version.name,
        versionDocsDirPath: slashes(path.relative(config.siteDir, version.docsDir)),
        docPath: slashes(doc.relative),
        permalink,
        locale: config.i18n.currentLocale,
      })),
  };
}

/** The blog posts' edit links, from the blog's `editUrl`: a translated post's link is its original's, as Docusaurus makes it. */
export function createBlogEditLinks(config: SiteConfig): { of(post: DocSource, permalink: string): string | undefined; readonly diagnostics: Diagnostic[] } {
  const blog = config.blog;
  const folder = blog ? path.resolve(config.siteDir, blog.path) : config.siteDir;
  const links = editLinksWith<BlogEditUrlParams>(config, blog?.editUrl, ['blog', 'editUrl']);
  return {
    diagnostics: links.diagnostics,
    of: (post, permalink) =>
      links.of(path.relative(config.siteDir, path.join(folder, post.relative)), post.file, () => ({
        blogDirPath: slashes(path.relative(config.siteDir, folder)),
        blogPath: slashes(post.relative),
        permalink,
        locale: config.i18n.currentLocale,
      })),
  };
}

/**
 * Links under a base URL, or made by the config's function of `params()`. What a function throws or returns
 * that is not a web address leaves the page without a link, and is one warning for the site, not one per page.
 */
function editLinksWith<Params>(config: SiteConfig, editUrl: string | ((params: Params) => string | undefined | null) | undefined, keyPath: string[]) {
  const diagnostics: Diagnostic[] = [];
  const warnOnce = (problem: string) => {
    if (diagnostics.length) return;
    diagnostics.push(warning('edit-url-invalid', `${keyPath.join('.')}: ${problem}; the page has no "Edit this page" link`, configLocation(config, keyPath), 'Return an http(s) URL (a string) from the function, or undefined for a page without the link.'));
  };
  return {
    diagnostics,
    /** `fromSite`: the file's path from the site folder; `file`: how warnings name it. */
    of(fromSite: string, file: string, params: () => Params): string | undefined {
      if (editUrl === undefined) return undefined;
      if (typeof editUrl === 'string') return editUrlOf(editUrl, fromSite);
      let url: unknown;
      try {
        url = editUrl(params());
      } catch (caught) {
        warnOnce(`the function threw for ${file}: ${caught instanceof Error ? caught.message : String(caught)}`);
        return undefined;
      }
      if (url === undefined || url === null || url === '') return undefined;
      const valid = typeof url === 'string' ? webAddress(url) : undefined;
      if (!valid) warnOnce(`the function returned ${JSON.stringify(url)} for ${file}, not an http(s) URL`);
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
