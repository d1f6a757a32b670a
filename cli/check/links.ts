// Link checking: every internal link must reach a route, and its `#anchor`
// an element of the target page. Reports carry the file, line and column, the
// link as written and resolved, and the nearest existing route or anchor.
import { closest, warning, type Diagnostic } from '../diagnostics.js';
import type { LinkReference } from '../content/env.js';
import { routeKey } from '../routes/table.js';

export interface LinkSource {
  /** Source file relative to the site. */
  file: string;
  links: readonly LinkReference[];
}

export interface LinkTargets {
  /** Anchors of each route, by route key. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Files served as they are (static files, the spec download), by path under the base URL. */
  files: ReadonlySet<string>;
}

export function checkLinks(sources: readonly LinkSource[], targets: LinkTargets): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const byLink = new Map<string, Diagnostic[]>();
  for (const source of sources) {
    for (const link of source.links) {
      if (!link.target) continue;
      const problem = checkOne(link, targets);
      if (!problem) continue;
      const diagnostic = warning(problem.code, problem.message, { file: source.file, line: link.line, column: link.column }, problem.hint);
      diagnostics.push(diagnostic);
      const list = byLink.get(link.href) ?? [];
      list.push(diagnostic);
      byLink.set(link.href, list);
    }
  }
  // One link broken on many pages most likely comes from shared chrome.
  for (const [href, list] of byLink) {
    const files = new Set(list.map((d) => d.location?.file));
    if (files.size >= 5) for (const d of list) d.hint = `${d.hint ? `${d.hint} ` : ''}"${href}" is broken on ${files.size} pages: it probably comes from the navbar or footer config.`;
  }
  return diagnostics;
}

function checkOne(link: LinkReference, targets: LinkTargets): { code: string; message: string; hint?: string } | null {
  const { route, anchor } = link.target!;
  const key = routeKey(decodeURI(route));
  const anchors = targets.anchors.get(key);
  if (!anchors) {
    if (targets.files.has(key.replace(/^\//, ''))) return null;
    const suggestion = closest(key, targets.anchors.keys());
    return {
      code: 'broken-link',
      message: `Broken link "${link.written}" (resolved to ${link.href}): no page at route ${route}`,
      hint: suggestion ? `Did you mean ${suggestion}?` : undefined,
    };
  }
  if (anchor && !anchors.has(anchor)) {
    const suggestion = closest(anchor, anchors);
    return {
      code: 'broken-anchor',
      message: `Broken anchor "${link.written}": the page ${route} has no element with id "${anchor}"`,
      hint: suggestion ? `Did you mean #${suggestion}?` : undefined,
    };
  }
  return null;
}
