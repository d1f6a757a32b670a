// The severity the config asks for each kind of link and route problem
// (`onBrokenLinks` and friends: ignore, log, warn or throw).
import type { SiteConfig } from '../config/resolve.js';
import { severityFor, withSeverity, type Diagnostic, type SeverityOption } from '../diagnostics.js';

/** The diagnostics with the config's severities applied; the ones it ignores are left out. */
export function applySeverities(diagnostics: readonly Diagnostic[], config: SiteConfig): Diagnostic[] {
  const options: Record<string, SeverityOption> = {
    'broken-link': config.onBrokenLinks,
    'broken-anchor': config.onBrokenAnchors ?? config.onBrokenLinks,
    'broken-markdown-link': config.onBrokenMarkdownLinks,
    'duplicate-route': config.onDuplicateRoutes,
  };
  const out: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const option = options[diagnostic.code];
    if (!option) {
      out.push(diagnostic);
      continue;
    }
    const severity = severityFor(option);
    if (severity) out.push(withSeverity(diagnostic, severity));
  }
  return out;
}
