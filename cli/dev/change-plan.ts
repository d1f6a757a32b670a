// Which parts of the site a batch of file events touches. The dev session
// drops exactly those caches: a page edit re-renders that page, a spec edit
// the API reference, a static file the copied files, theme code the runtime,
// and a config edit everything.
import path from 'node:path';
import type { FileEvent } from './batch.js';
import { isInside } from '../path-inside.js';
import { CATEGORY_FILE } from '../content/scan.js';

export interface WatchTargets {
  /** The config file and every file it imports. */
  config: ReadonlySet<string>;
  docsDir: string;
  /** The other docs instances' folders (config `docsInstances`): content as the docs folder is. */
  instanceDirs?: readonly string[];
  /** The OpenAPI document and the files it references. */
  api: ReadonlySet<string>;
  /** The static folders. */
  staticDirs: readonly string[];
  /** Released docs versions: versions.json, versioned_docs/, versioned_sidebars/ (read afresh by every load). */
  versions: readonly string[];
  /** Source folders of the browser runtime and templates, when working on the theme. */
  theme: readonly string[];
  /** The translations (i18n/): docs like the docs folder's, interface text like the config. */
  i18n?: string;
  /** The site's own code and files that compiled MDX pages import (their components, CSS, partials): an edit renders those pages again. */
  components?: ReadonlySet<string>;
  /** The folder of the site's stand-alone pages (config `pages`, src/pages): a page added, changed or removed there. */
  pagesDir?: string;
  /** The blog's folder (config `blog`): a post, its images or the authors file added, changed or removed there. */
  blogDir?: string;
}

export interface ChangePlan {
  config: boolean;
  content: boolean;
  /** A Markdown partial (`_name.mdx`) changed: the pages that import it are not known before they render. */
  partials: boolean;
  api: boolean;
  static: boolean;
  theme: boolean;
  /** The files that matter, for the log line. */
  files: string[];
}

const PAGE = /\.mdx?$/i;
/** The docs folder's predefined tags (versions/tags-file.ts), by its default name. */
const TAGS_FILE = /^tags\.ya?ml$/;
/** A file of a docs folder that is content but no page: a category's metadata, the predefined tags. */
const isDocsData = (file: string): boolean => CATEGORY_FILE.test(path.basename(file)) || TAGS_FILE.test(path.basename(file));
const THEME_SOURCE = /\.(tsx?|css)$/i;
/** A React page of the pages folder, or a stylesheet beside it (a CSS module no page imports yet). */
const SITE_PAGE = /\.(jsx?|tsx?|css|s[ac]ss)$/i;

export function planChanges(changes: ReadonlyMap<string, FileEvent>, targets: WatchTargets): ChangePlan {
  const plan: ChangePlan = { config: false, content: false, partials: false, api: false, static: false, theme: false, files: [] };
  for (const [file, event] of changes) {
    const folderEvent = event === 'addDir' || event === 'unlinkDir';
    let relevant = true;
    if (targets.config.has(file)) plan.config = true;
    else if (targets.components?.has(file)) plan.content = true;
    else if (targets.api.has(file)) plan.api = true;
    else if ([targets.docsDir, ...(targets.instanceDirs ?? [])].some((dir) => isInside(dir, file)) && (folderEvent || PAGE.test(file) || isDocsData(file))) {
      plan.content = true;
      if (PAGE.test(file) && path.basename(file).startsWith('_')) plan.partials = true;
    }
    else if (targets.pagesDir && isInside(targets.pagesDir, file) && (folderEvent || PAGE.test(file) || SITE_PAGE.test(file))) plan.content = true;
    // Everything of the blog's folder is content: its posts, the images they name, the authors file.
    else if (targets.blogDir && isInside(targets.blogDir, file)) plan.content = true;
    else if (targets.i18n && isInside(targets.i18n, file) && (folderEvent || PAGE.test(file) || isDocsData(file))) plan.content = true;
    // A translation file changes the site data (interface text, labels): every page renders again, as for the config.
    else if (targets.i18n && isInside(targets.i18n, file) && file.endsWith('.json')) plan.config = true;
    else if (targets.staticDirs.some((dir) => isInside(dir, file))) plan.static = true;
    else if (targets.versions.some((entry) => isInside(entry, file))) plan.content = true;
    else if (targets.theme.some((folder) => isInside(folder, file)) && (folderEvent || THEME_SOURCE.test(file))) plan.theme = true;
    else relevant = false;
    if (relevant) plan.files.push(file);
  }
  return plan;
}

export function isEmptyPlan(plan: ChangePlan): boolean {
  return !plan.config && !plan.content && !plan.api && !plan.static && !plan.theme;
}
