// One API reference for every locale of a build. Locales differ in their
// base URL (`/atlas/`, `/atlas/fr/`), which the reference writes into every
// href, and in the label of the copy button of code blocks in descriptions;
// the rest of it (the document, its views, the rendered body, the spec rules'
// diagnostics) is the same. So a build with several locales makes the
// reference once with placeholders for both, and each locale takes a copy
// with the placeholders replaced by its own: a string replacement, where
// making GitHub's reference again costs seconds.
import { hrefToRoute, splitAnchor } from '../routes/href.js';
import type { LinkResolver } from '../content/env.js';
import type { BuiltApi } from './reference.js';

/** Written where the base URL goes; no author writes it, and no escaping (HTML, URL, JSON) changes it. */
export const PLACEHOLDER_BASE = '/brokerdocs-shared-base-5e1d7a/';

/** Written where the copy button's labels go, for the same reasons. */
export const PLACEHOLDER_LABELS = { copy: 'brokerdocs-shared-copy-5e1d7a', ariaLabel: 'brokerdocs-shared-copy-aria-5e1d7a' };

/** What a locale puts in place of the placeholders: its base URL, and its copy button's labels as they are written in HTML. */
export interface LocaleParts {
  baseUrl: string;
  copyHtml: string;
  ariaLabelHtml: string;
}

/**
 * Watches the links a reference's descriptions resolve under the placeholder:
 * a link written with a base URL in it (`/atlas/guide`) resolves differently
 * under each base, and then a locale whose base it names makes its own reference.
 */
export function createBaseWatch(): { watch(resolve: LinkResolver): LinkResolver; fitsBase(baseUrl: string): boolean } {
  const absolute = new Set<string>();
  return {
    watch(resolve) {
      const watched: LinkResolver = (written) => {
        const { path } = splitAnchor(written);
        if (path.startsWith('/')) absolute.add(path);
        return resolve(written);
      };
      watched.suggest = resolve.suggest;
      return watched;
    },
    fitsBase: (baseUrl) => ![...absolute].some((path) => hrefToRoute(baseUrl, path) !== undefined),
  };
}

/** The reference made with the placeholders, as a locale shows it. The document, its locator and its anchors are shared, not copied. */
export function rebaseReference({ reference, rules }: BuiltApi, locale: LocaleParts): BuiltApi {
  const replacements: [string, string][] = [
    [PLACEHOLDER_BASE, locale.baseUrl],
    [PLACEHOLDER_LABELS.copy, locale.copyHtml],
    [PLACEHOLDER_LABELS.ariaLabel, locale.ariaLabelHtml],
  ];
  const to = (value: unknown) => rebased(value, replacements);
  return {
    reference: {
      ...reference,
      page: to(reference.page) as typeof reference.page,
      parts: reference.parts.map((part) => ({ ...part, page: to(part.page) as typeof part.page })),
      anchorMap: to(reference.anchorMap) as typeof reference.anchorMap,
      tryItFiles: to(reference.tryItFiles) as typeof reference.tryItFiles,
      sections: to(reference.sections) as typeof reference.sections,
      links: to(reference.links) as typeof reference.links,
      diagnostics: to(reference.diagnostics) as typeof reference.diagnostics,
    },
    rules: to(rules) as typeof rules,
  };
}

/** Every string in plain objects and arrays with the placeholders replaced; anything else (sets of ids, buffers) as it is. */
function rebased(value: unknown, replacements: readonly [string, string][]): unknown {
  if (typeof value === 'string') {
    let text = value;
    for (const [from, to] of replacements) if (text.includes(from)) text = text.replaceAll(from, to);
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => rebased(item, replacements));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rebased(item, replacements)]));
  }
  return value;
}
