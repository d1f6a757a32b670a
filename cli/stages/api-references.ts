// The API references stage: one reference per planned page (the site's, and
// the docs versions' own snapshots), each with the spec rules' diagnostics.
// `dev` keeps a reference while its document and the routes its description
// links resolve against are unchanged.
import path from 'node:path';
import { checkOpenApiRules } from '../check/openapi-rules.js';
import type { SiteConfig } from '../config/resolve.js';
import type { Highlighter } from '../content/highlight/highlighter.js';
import type { LinkContext } from '../content/link-context.js';
import type { MarkdownRenderer } from '../content/markdown.js';
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import type { SiteCache } from '../site-cache.js';
import type { Timer } from '../timer.js';
import { planApiReferences, type ApiPlan } from '../versions/api-plan.js';
import type { DocsVersion } from '../versions/versions.js';
import { buildApiReference } from '../openapi/build.js';
import type { ApiReference, BuiltApi } from '../openapi/reference.js';
import type { ApiReferences } from '../site.js';
import { compareApiVersions, type ApiHistory } from './api-changes.js';

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

/** The reference of a plan and its spec rules: `dev`'s copy while its inputs are unchanged. */
async function referenceOf(plan: ApiPlan, { config, last, markdown, highlighter, links, cache, timer, renderBody }: ApiReferencesInput, history: ApiHistory, compared: boolean): Promise<BuiltApi> {
  const link = links.get((plan.owner ?? last).name)!;
  const key = `${link.routesKey}\0${plan.route}\0${plan.spec}`;
  // A reference compared with another version is made from the document loaded for that, with its badges: again whenever they were compared again.
  const preloaded = history.loaded.get(plan.spec);
  const cached = plan.snapshot ? cache?.versionApis?.get(plan.spec) : cache?.api;
  if (cached?.key === key && !(preloaded && compared)) return cached.value;
  let reference: ApiReference;
  try {
    reference = await buildApiReference({
      config: { ...config, openapi: { ...config.openapi!, spec: plan.spec } },
      markdown,
      highlighter,
      route: plan.route,
      linkResolverFor: (from) => link.resolverFor({ relative: plan.spec, route: from }),
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
  const rules = timer.taskSync('openapi rules', () => checkOpenApiRules({ document: reference.document, locator: reference.locator, file: path.normalize(plan.spec), exampleValidation: config.openapi!.exampleValidation }));
  const built = { reference, rules };
  if (cache && plan.snapshot) (cache.versionApis ??= new Map()).set(plan.spec, { key, value: built });
  else if (cache) cache.api = { key, value: built };
  return built;
}
