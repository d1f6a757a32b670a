// One locale's files put into the build's: the default locale's at the root,
// the others under their path. A path two locales would both write (a doc of
// the default locale whose route starts with another locale's path) is an
// error rather than one silently replacing the other.
import type { SiteConfig } from '../config/resolve.js';
import { error, type Diagnostic } from '../diagnostics.js';
import type { BuildFiles, DeferredFiles } from '../write/atomic.js';

/** Where a locale's files go in the build: `''` for the default locale, its path with a slash for the others. */
export function localeOutputPrefix(config: SiteConfig): string {
  return config.baseUrl.slice(config.i18n.baseUrl.length);
}

export function mergeLocaleOutputs(into: { files: BuildFiles; deferred: DeferredFiles }, own: { files: BuildFiles; deferred: DeferredFiles }, config: SiteConfig): Diagnostic[] {
  const prefix = localeOutputPrefix(config);
  const taken: string[] = [];
  const add = <T>(target: Map<string, T>, entries: Map<string, T>) => {
    for (const [name, content] of entries) {
      const at = prefix + name;
      if (into.files.has(at) || into.deferred.has(at)) taken.push(at);
      else target.set(at, content);
    }
  };
  add(into.files, own.files);
  add(into.deferred, own.deferred);
  if (!taken.length) return [];
  const locale = config.i18n.currentLocale;
  return [
    error(
      'locale-path-collision',
      `The locale "${locale}" is served under ${prefix}, where the default locale already writes ${taken.length === 1 ? taken[0] : `${taken.length} files (${taken.slice(0, 3).join(', ')}…)`}`,
      config.locator.at(['i18n', 'localeConfigs', locale, 'path']),
      `Give the locale another path (i18n.localeConfigs.${locale}.path), or move the docs served under it.`,
    ),
  ];
}

/** Each locale's diagnostics in one list, without the repeats of a site read once per locale (the config's, a shared file's). */
export function uniqueDiagnostics(byLocale: readonly (readonly Diagnostic[])[]): Diagnostic[] {
  if (byLocale.length === 1) return [...byLocale[0]!];
  const seen = new Set<string>();
  return byLocale.flat().filter((diagnostic) => {
    const key = JSON.stringify(diagnostic);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
