// The config stage: docs.config.ts read, validated and resolved. `dev` keeps
// the result until the watcher sees the config (or a sidebars file) change.
import { readSiteConfig, type LoadedConfig } from '../config/site-config.js';
import type { SiteCache } from '../site-cache.js';

export async function readConfig(siteDir: string, cache: SiteCache | undefined): Promise<LoadedConfig> {
  if (!cache) return readSiteConfig(siteDir);
  return (cache.config ??= await readSiteConfig(siteDir));
}
