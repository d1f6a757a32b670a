// What changed in a docs version of the API reference, from the version
// before it: the changes, the reference's badges (change-marks.ts) and the
// Markdown of its "Changes in <version>" page, whose entries link to the
// operations and schemas in this version's reference.
import { operationAnchor, schemaAnchor } from '../openapi/anchors.js';
import type { ChangeMarks } from '../openapi/change-marks.js';
import { UNTAGGED } from '../openapi/collect.js';
import type { OpenApiDocument } from '../openapi/document.js';
import type { Change } from './change.js';
import { diffDocuments, type DiffInput } from './diff-documents.js';
import { changeEntryId, formatMarkdown } from './format-markdown.js';

export interface VersionChanges {
  /** Labels of the two versions ("1.9.2", "1.8"). */
  version: string;
  since: string;
  changes: Change[];
  marks: ChangeMarks;
  /** Body of the changes page. */
  markdown: string;
}

export interface VersionChangesInput {
  before: DiffInput;
  after: DiffInput;
  version: string;
  since: string;
  /** Route of this version's reference, which the page's links name (`/1.9/rest-api-spec`). */
  referenceRoute: string;
  /** Href of the changes page, which the badges link to. */
  changesHref: string;
}

export function versionChanges(input: VersionChangesInput): VersionChanges {
  const changes = diffDocuments(input.before, input.after);
  const schemas = new Set(input.after.schemaNames.values());
  const markdown = formatMarkdown(changes, {
    since: input.since,
    links: {
      operation: (group) => (group.operation === null || isRemoved(changes, group.operation) ? undefined : `${input.referenceRoute}#${operationAnchorOf(group.operation, group.operationId, group.tag)}`),
      schema: (name) => (schemas.has(name) ? `${input.referenceRoute}#${schemaAnchor(name)}` : undefined),
    },
  });
  return { version: input.version, since: input.since, changes, marks: marksOf(changes, input.after.document, input), markdown };
}

function marksOf(changes: readonly Change[], document: OpenApiDocument, input: VersionChangesInput): ChangeMarks {
  const operations: ChangeMarks['operations'] = new Map();
  const addedProperties: ChangeMarks['addedProperties'] = new Map();
  for (const change of changes) {
    if (change.operation === null || isRemoved(changes, change.operation)) continue;
    if (change.code === 'operation-added') operations.set(change.operation, { kind: 'new', label: `new in ${input.version}` });
    else if (!operations.has(change.operation)) {
      operations.set(change.operation, { kind: 'changed', label: `changed in ${input.version}`, href: `${input.changesHref}#${changeEntryId(change)}` });
    }
  }
  for (const change of changes) {
    if (change.code !== 'property-added' || change.newPointer === null) continue;
    const segments = change.newPointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (segments.at(-2) !== 'properties') continue;
    const owner = valueAt(document, segments.slice(0, -2));
    if (typeof owner !== 'object' || owner === null) continue;
    let names = addedProperties.get(owner);
    if (!names) addedProperties.set(owner, (names = new Set()));
    names.add(segments.at(-1)!);
  }
  return { operations, addedProperties };
}

function isRemoved(changes: readonly Change[], operation: string): boolean {
  return changes.some((change) => change.operation === operation && change.code === 'operation-removed');
}

/** The operation's anchor in the reference, as collect.ts gives it (`GET /path` back into method and path). */
function operationAnchorOf(label: string, operationId: string | null, tag: string | undefined): string {
  const space = label.indexOf(' ');
  const method = label.slice(0, space).toLowerCase();
  const path = label.slice(space + 1).replace(/ \(webhook\)$/, '');
  return operationAnchor(tag ?? UNTAGGED, operationId ?? `${method}-${path}`);
}

function valueAt(root: unknown, segments: readonly string[]): unknown {
  let current = root;
  for (const segment of segments) current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[segment] : undefined;
  return current;
}
