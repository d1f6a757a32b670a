// Another instance of a Docusaurus config's docs plugin (`id: 'community'`)
// read as an entry of brokerdocs' `docsInstances`: the options an instance
// has under their own names, the others named in one warning. Its released
// versions (`<id>_versions.json`) are not built: its folder is, at its route.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isObject, type Loose } from './loose.js';

/** The options a docs instance has (cli/config/docs-schema.ts), by Docusaurus' names, which are ours. */
const INSTANCE_KEYS = ['path', 'routeBasePath', 'sidebarPath', 'exclude', 'include', 'editUrl', 'numberPrefixParser', 'sidebarCollapsed', 'sidebarCollapsible', 'breadcrumbs', 'tagsBasePath', 'tags', 'onInlineTags'] as const;

export interface DocsInstanceRead {
  value: Loose;
  /** Its options brokerdocs does not use, by name. */
  unused: string[];
  /** Its versions file, when it has released versions (which are not built). */
  versionsFile?: string;
}

export function docsInstanceOf(options: unknown, siteDir: string): DocsInstanceRead {
  const written = isObject(options) ? options : {};
  const value: Loose = { id: written.id };
  for (const key of INSTANCE_KEYS) if (written[key] !== undefined) value[key] = written[key];
  // Docusaurus' defaults for every docs instance: the `docs` folder under /docs (an instance names its own, in practice).
  value.path ??= 'docs';
  value.routeBasePath ??= 'docs';
  // Docusaurus passes a function to opt in to its own parser; brokerdocs has its own, the same.
  if (typeof value.numberPrefixParser === 'function') value.numberPrefixParser = true;
  // An option left at nothing (`remarkPlugins: []`) changes nothing: it goes unnamed.
  const unused = Object.keys(written).filter((key) => key !== 'id' && !(INSTANCE_KEYS as readonly string[]).includes(key) && written[key] !== undefined && !(Array.isArray(written[key]) && !(written[key] as unknown[]).length));
  // Docusaurus keeps an instance's released versions in `<id>_versions.json` beside the config.
  const versionsFile = typeof written.id === 'string' ? `${written.id}_versions.json` : undefined;
  return { value, unused, ...(versionsFile && existsSync(path.join(siteDir, versionsFile)) ? { versionsFile } : {}) };
}
