// The API references stage: one reference per planned page (the site's, and
// the docs versions' own snapshots), each with the spec rules' diagnostics.
// `dev` keeps a reference while its document and the routes its description
// links resolve against are unchanged. A build of several locales makes each
// reference once for all of them (cli/openapi/shared-base.ts).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedRuleDiagnostics } from '../check/openapi-rules-cache.js';
import { checkOpenApiRules } from '../check/openapi-rules.js';
import type { SiteConfig } from '../config/resolve.js';
import type { Highlighter } from '../content/highlight/highlighter.js';
import type { LinkResolver } from '../content/env.js';
import type { LinkContext } from '../content/link-context.js';
import { createMarkdownRenderer, type MarkdownRenderer } from '../content/markdown.js';
import MarkdownIt from 'markdown-it';
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import type { SiteCache } from '../site-cache.js';
import type { Timer } from '../timer.js';
import { planApiReferences, type ApiPlan } from '../versions/api-plan.js';
import type { DocsVersion } from '../versions/versions.js';
import { buildApiReference } from '../openapi/build.js';
import type { ApiReference, BuiltApi } from '../openapi/reference.js';
import { createBaseWatch, PLACEHOLDER_BASE, PLACEHOLDER_LABELS, rebaseReference, type LocaleParts } from '../openapi/shared-base.js';
import type { ApiReferences } from '../site.js';
import { compareApiVersions, type ApiHistory } from './api-changes.js';
import { linkContexts } from './link-context.js';
import { codeBlockLabels } from '../i18n/page-texts.js';
import type { Translations } from '../i18n/translations.js';
import type { DocsVersionContent } from '../versions/docs-version.js';
import { collectGarbageOfLargeInput } from '../heap.js';

export interface ApiReferencesInput {
  config: SiteConfig;
  versions: readonly DocsVersion[];
  /** The version whose links a reference without a version of its own resolves against. */
  last: DocsVersion;
  markdown: MarkdownRenderer;
  highlighter: Highlighter;
  links: ReadonlyMap<string, LinkContext>;
  cache: SiteCache | undefined;
  timer: Timer;
  /** `check` needs the body's anchors only, which the view model gives. */
  renderBody: boolean;
  /** The references a build of several locales shares between them; absent for a build of one locale, and in `dev`. */
  shared?: SharedReferencesInput;
}

/** One build's references made for all its locales, by what they are made of (sharedKey). */
export type SharedApiReferences = Map<string, Promise<SharedReference>>;

interface SharedReference {
  built: BuiltApi;
  /** Whether a locale with this base URL may show it (shared-base.ts: a description link naming a base URL is resolved against each). */
  fitsBase(baseUrl: string): boolean;
}

export interface SharedReferencesInput {
  references: SharedApiReferences;
  /** The link contexts of this locale made with the placeholder base URL, their routes in `routesKey`. */
  links: ReadonlyMap<string, LinkContext>;
  /** Renders descriptions with the placeholder labels. */
  markdown: MarkdownRenderer;
  /** What this locale puts in place of the placeholders. */
  locale: LocaleParts;
  /** Anything else of the locale's a reference's rendering depends on (the admonition keywords). */
  localeKey: string;
}

export async function buildApiReferences(input: ApiReferencesInput): Promise<ApiReferences> {
  if (!input.config.openapi) return { all: [], diagnostics: [] };
  const plans = planApiReferences(input.config, input.versions);
  // `dev` compares again only when the spec changed (the watcher then drops the cached reference).
  const kept = input.cache?.api && input.cache.apiHistory;
  const history = kept || (await compareApiVersions(input.config, plans, input.timer));
  if (input.cache) input.cache.apiHistory = history;
  const built = await Promise.all(plans.map((plan) => referenceOf(plan, input, history, !kept)));
  const all = plans.map((plan, i) => {
    const changes = history.changes.get(plan.spec);
    return { plan, reference: built[i]!.reference, ...(changes ? { changes } : {}) };
  });
  return {
    all,
    main: all.find(({ plan }) => !plan.owner || plan.owner.path === '')?.reference ?? all[0]?.reference,
    diagnostics: [...built.flatMap(({ reference, rules }) => [...reference.diagnostics, ...rules]), ...history.diagnostics],
  };
}

/** What a locale needs to share its references with the build's other locales: none for a build of one locale. */
export function sharedReferences(config: SiteConfig, contents: readonly DocsVersionContent[], highlighter: Highlighter, translations: Translations, references: SharedApiReferences | undefined): SharedReferencesInput | undefined {
  if (!references || config.i18n.locales.length < 2 || !config.openapi) return undefined;
  // The routes are in the key: the contexts are made as `dev`'s are, with their routes written out.
  const links = linkContexts({ ...config, baseUrl: PLACEHOLDER_BASE }, contents, true);
  const admonitionKeywords = config.docs.admonitions ? (config.docs.admonitions.keywords ?? []) : [];
  const labels = codeBlockLabels(translations);
  const escape = new MarkdownIt().utils.escapeHtml;
  return {
    references,
    links,
    markdown: createMarkdownRenderer(highlighter, PLACEHOLDER_LABELS, { admonitionKeywords }),
    locale: { baseUrl: config.baseUrl, copyHtml: escape(labels.copy), ariaLabelHtml: escape(labels.ariaLabel) },
    localeKey: JSON.stringify(admonitionKeywords),
  };
}

/** The reference of a plan and its spec rules: `dev`'s copy while its inputs are unchanged, or the one made for every locale. */
async function referenceOf(plan: ApiPlan, input: ApiReferencesInput, history: ApiHistory, compared: boolean): Promise<BuiltApi> {
  const { config, last, links, cache, shared } = input;
  const link = links.get((plan.owner ?? last).name)!;
  if (shared && !cache) {
    const key = await sharedKey(plan, input, shared, history);
    let made = shared.references.get(key);
    if (!made) {
      const watch = createBaseWatch();
      const placeholderLink = shared.links.get((plan.owner ?? last).name)!;
      made = makeReference(plan, { ...input, config: { ...config, baseUrl: PLACEHOLDER_BASE }, markdown: shared.markdown }, history, (from) => watch.watch(placeholderLink.resolverFor({ relative: plan.spec, route: from }))).then((built) => ({ built, fitsBase: watch.fitsBase }));
      shared.references.set(key, made);
    }
    const { built, fitsBase } = await made;
    if (fitsBase(config.baseUrl)) return rebaseReference(built, shared.locale);
  }
  const key = `${link.routesKey}\0${plan.route}\0${plan.spec}`;
  // A reference compared with another version is made from the document loaded for that, with its badges: again whenever they were compared again.
  const preloaded = history.loaded.get(plan.spec);
  const cached = plan.snapshot ? cache?.versionApis?.get(plan.spec) : cache?.api;
  if (cached?.key === key && !(preloaded && compared)) return cached.value;
  const built = await makeReference(plan, input, history, (from) => link.resolverFor({ relative: plan.spec, route: from }));
  if (cache && plan.snapshot) (cache.versionApis ??= new Map()).set(plan.spec, { key, value: built });
  else if (cache) cache.api = { key, value: built };
  return built;
}

/**
 * What a shared reference is made of, besides the base URL: its document (by
 * content), its place and options, the routes its links resolve against and
 * the locale's labels. Locales that agree on all of it share one reference.
 */
async function sharedKey(plan: ApiPlan, { config, last, renderBody }: ApiReferencesInput, shared: SharedReferencesInput, history: ApiHistory): Promise<string> {
  const content = await readFile(path.resolve(config.siteDir, plan.spec)).catch(() => undefined);
  const hash = content ? createHash('sha256').update(content).digest('hex') : 'unreadable';
  const routes = shared.links.get((plan.owner ?? last).name)!.routesKey;
  return JSON.stringify([hash, plan.spec, plan.route, plan.downloadPath, plan.snapshot, (plan.owner ?? last).name, config.openapi, config.trailingSlash, renderBody, history.changes.has(plan.spec), shared.localeKey, routes]);
}

/** Loads, models and renders a reference, and checks its document against the spec rules. */
async function makeReference(plan: ApiPlan, { config, markdown, highlighter, timer, renderBody }: ApiReferencesInput, history: ApiHistory, resolverFor: (route: string) => LinkResolver): Promise<BuiltApi> {
  const preloaded = history.loaded.get(plan.spec);
  let reference: ApiReference;
  try {
    reference = await buildApiReference({
      config: { ...config, openapi: { ...config.openapi!, spec: plan.spec } },
      markdown,
      highlighter,
      route: plan.route,
      linkResolverFor: resolverFor,
      downloadPath: plan.downloadPath,
      renderBody,
      timer,
      preloaded,
      marks: history.changes.get(plan.spec)?.marks,
    });
  } catch (caught) {
    const found = (caught as { diagnostics?: Diagnostic[] }).diagnostics;
    if (found) throw new DiagnosticError(found);
    throw caught;
  }
  // The reference is made: what making it allocated (its view model, the renderers' pieces) is garbage now, and a
  // cold build's rules (each example checked against its schema) come next. GitHub's first
  // build: its peak 415-465 MB from run to run, 410-420 MB with this collection.
  collectGarbageOfLargeInput();
  const exampleValidation = config.openapi!.exampleValidation;
  const rules = timer.taskSync('openapi rules', () =>
    cachedRuleDiagnostics(config.siteDir, plan.spec, reference.readKey, { file: path.normalize(plan.spec), exampleValidation }, () =>
      checkOpenApiRules({ document: reference.document, locator: reference.locator, file: path.normalize(plan.spec), exampleValidation }),
    ),
  );
  // Every place the build looks up in the source has been found: the parsed files need not stay for the rest of it.
  reference.locator.release();
  return { reference, rules };
}
