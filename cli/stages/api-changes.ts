// What changed between the docs versions of a versioned API reference, in
// two steps of the pipeline:
// - before the references are rendered (`compareApiVersions`, called by the
//   API references stage): each version's document loaded once and compared
//   with the version before it, for the reference's badges; and the current
//   document's breaking changes since the last release, each a warning
//   (`api-breaking-change`) unless the current docs' changelog.md or an
//   `x-changes` note on the operation announces it;
// - once they are (`addChangesPages`): a "Changes in <version>" page per
//   version, under the reference's route, made a doc of its version so that
//   the sidebar, search, llms.txt and the Markdown export take it as any page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import type { DocSource } from '../content/docs.js';
import { generatedDoc } from '../content/generated-doc.js';
import { hasErrors, warning, type Diagnostic } from '../diagnostics.js';
import { isAcknowledged } from '../diff/acknowledged.js';
import { sideText } from '../diff/group.js';
import { versionChanges, type VersionChanges } from '../diff/version-changes.js';
import { loadReferenceDocument, type Loaded } from '../openapi/build.js';
export type { ApiHistory } from '../site.js';
import { routeToHref } from '../routes/href.js';
import { applyTrailingSlash } from '../routes/slug.js';
import type { ApiHistory, SiteContent } from '../site.js';
import type { Timer } from '../timer.js';
import type { ApiPlan } from '../versions/api-plan.js';

export const CHANGES_CODE = 'api-breaking-change';

/** The route of a reference's changes page. */
export function changesRoute(config: SiteConfig, referenceRoute: string): string {
  return applyTrailingSlash(`${referenceRoute.replace(/\/+$/, '')}/changes`, config.trailingSlash);
}

export async function compareApiVersions(config: SiteConfig, plans: readonly ApiPlan[], timer: Timer): Promise<ApiHistory> {
  // Versions' own references, newest first (the versions' order): each is compared with the next.
  const owned = plans.filter((plan) => plan.owner);
  const history: ApiHistory = { loaded: new Map(), changes: new Map(), diagnostics: [] };
  if (owned.length < 2) return history;
  const loaded = await Promise.all(owned.map((plan) => loadReferenceDocument({ ...config, openapi: { ...config.openapi!, spec: plan.spec } }, timer)));
  owned.forEach((plan, i) => history.loaded.set(plan.spec, loaded[i]!));
  timer.taskSync('openapi: changes', () => {
    for (let i = 0; i < owned.length - 1; i++) {
      const after = loaded[i]!;
      const before = loaded[i + 1]!;
      if (!after.loaded || !before.loaded || hasErrors(after.diagnostics) || hasErrors(before.diagnostics)) continue;
      const plan = owned[i]!;
      const route = changesRoute(config, plan.route);
      history.changes.set(
        plan.spec,
        versionChanges({ before: before.loaded, after: after.loaded, version: plan.owner!.label, since: owned[i + 1]!.owner!.label, referenceRoute: plan.route, changesHref: routeToHref(config.baseUrl, route) }),
      );
    }
    const current = owned.find((plan) => plan.owner!.isCurrent);
    const found = current && history.changes.get(current.spec);
    const released = current && owned[owned.indexOf(current) + 1];
    if (current && found && released) history.diagnostics.push(...unannounced(found, current, released, history.loaded.get(current.spec)!.loaded!, config));
  });
  return history;
}

/** The current document's breaking changes that its docs do not announce, at their lines in it. */
function unannounced(found: VersionChanges, plan: ApiPlan, released: ApiPlan, loaded: NonNullable<Loaded['loaded']>, config: SiteConfig): Diagnostic[] {
  const changelogFile = path.join(plan.owner!.docsDir, 'changelog.md');
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
  const relativeChangelog = path.relative(config.siteDir, changelogFile);
  return found.changes
    .filter((change) => change.kind === 'breaking' && !isAcknowledged(change, { changelog, document: loaded.document }))
    .map((change) =>
      warning(
        CHANGES_CODE,
        `Breaking change since ${found.since} (${sideText(change)}): ${change.operation ? `${change.operation}: ` : ''}${change.message}`,
        loaded.locator.pointer(change.newPointer ?? change.oldPointer ?? '') ?? { file: plan.spec },
        `Announce it in ${relativeChangelog} (name the operation${change.schema ? ` or ${change.schema}` : ''}), or add an x-changes note to the operation. \`brokerdocs diff ${released.owner!.name} current\` lists every change.`,
      ),
    );
}

/** The content with each compared version's changes page added to its docs. */
export function addChangesPages(config: SiteConfig, content: SiteContent, plans: readonly { plan: ApiPlan; changes?: VersionChanges }[]): SiteContent {
  const pages = new Map<string, DocSource>();
  for (const { plan, changes } of plans) if (plan.owner && changes) pages.set(plan.owner.name, changesPage(config, plan, changes));
  if (!pages.size) return content;
  const contents = content.contents.map((version) => {
    const page = pages.get(version.version.name);
    return page ? { ...version, docs: [...version.docs, page] } : version;
  });
  return { ...content, contents, last: contents[content.contents.indexOf(content.last)]!, docs: contents.flatMap((version) => version.docs) };
}

function changesPage(config: SiteConfig, plan: ApiPlan, changes: VersionChanges): DocSource {
  const title = `Changes in ${changes.version}`;
  const body = `What changed in the API since ${changes.since}: breaking changes first, each saying whether it breaks clients (who send the requests) or servers (who answer them).\n\n${changes.markdown}`;
  const specFile = path.resolve(config.siteDir, plan.spec);
  return generatedDoc({
    id: API_CHANGES_DOC_ID,
    relative: 'changes.md',
    file: plan.spec,
    absolute: specFile,
    route: changesRoute(config, plan.route),
    title,
    frontMatter: { title, description: `What changed in the API in ${changes.version}, since ${changes.since}.` } as DocSource['frontMatter'],
    body,
    generated: 'api-changes',
  });
}

/** The doc id of a version's changes page (one per version). */
export const API_CHANGES_DOC_ID = '__api-changes';
