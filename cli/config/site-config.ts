// The config stage: docs.config.ts loaded and resolved into a SiteConfig.
// Errors stop the build here, since every later stage reads the config.
import { DiagnosticError, hasErrors, type Diagnostic } from '../diagnostics.js';
import { loadConfig } from './load.js';
import { resolveConfig, type SiteConfig } from './resolve.js';

export interface LoadedConfig {
  config: SiteConfig;
  /** Warnings about the config (errors are thrown). */
  diagnostics: Diagnostic[];
  /** The config file and every file it imports, for `dev` to watch. */
  dependencies: string[];
}

/** The site's resolved config; throws a DiagnosticError when it cannot be used. */
export async function readSiteConfig(siteDir: string): Promise<LoadedConfig> {
  const loaded = await loadConfig(siteDir);
  const result = resolveConfig(siteDir, loaded);
  const diagnostics = [...(loaded.diagnostics ?? []), ...result.diagnostics];
  if (!result.config || hasErrors(diagnostics)) throw new DiagnosticError(diagnostics);
  return { config: result.config, diagnostics, dependencies: loaded.dependencies };
}
