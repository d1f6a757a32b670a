// The reference as a view model, with the menu beside it and the sections
// search indexes: introduction, authentication, each tag with its
// operations, then the component schemas; made a part at a time.
import { AUTHENTICATION_ANCHOR, hrefOf, redocSlug, SCHEMAS_ANCHOR, schemaAnchor, tagAnchor } from './anchors.js';
import type { CodeRenderer } from './code.js';
import { operationsByTag, type TagGroup } from './collect.js';
import type { DescriptionRenderer } from './descriptions.js';
import { plainText } from './descriptions.js';
import { tagLabel, type ServerObject } from './document.js';
import type { LoadedDocument } from './load.js';
import { createOperationViewer } from './operation-view.js';
import type { ApiSection } from './reference.js';
import { limitsFor, type ReferenceLimits } from './limits.js';
import { createSchemaViewer } from './schema-view.js';
import { createAllOfMerger } from './all-of.js';
import { createExampleGenerator } from './example.js';
import { SCHEMA_MARKER } from './description-tags.js';
import { renderSchemaTree } from './render.js';
import { unescapeHtml } from '../escape-html.js';
import { operationSection, schemaSection, SCHEMAS_TITLE, tagSection } from './sections.js';
import { securitySchemeViews } from './security-view.js';
import type { ApiReferenceIntroView, ApiReferenceView, NamedSchemaView, OperationEntry, TagView } from '../../templates/api/model.js';
import type { ApiMenuTag } from '../../templates/contracts/types.js';
import { externalDocsView, infoFacts } from './external-links.js';
import type { ChangeMarks } from './change-marks.js';

export interface ReferenceModelInput {
  loaded: LoadedDocument;
  title: string;
  specHref: string;
  specName: string;
  describe: DescriptionRenderer;
  code: CodeRenderer;
  /** By default, sized to the document (see limits.ts). */
  limits?: ReferenceLimits;
  /** The site config's `openapi.server`, for samples of a document without an absolute server. */
  server?: string;
  /** What changed since the docs version before, for badges. */
  marks?: ChangeMarks;
  /** The URL of an operation's Try-it file; absent when the console is off. */
  tryItHref?: (method: string, path: string, operationId?: string) => string;
}

/** The menu and the search sections, complete once every part has been taken. */
export interface ReferenceOutline {
  menu: ApiMenuTag[];
  sections: ApiSection[];
  /** Operations in the document (each once, however many tags list it). */
  operations: number;
}

/**
 * The reference in page order, a part at a time, so that a consumer can
 * render each part and let it go: a large document's whole view model is
 * several times its size. A `tag` or `schemas` part opens a section whose
 * entries follow, up to its `end`.
 */
export type ReferencePart =
  | { kind: 'intro'; intro: ApiReferenceIntroView }
  | { kind: 'tag'; tag: TagView }
  | { kind: 'entry'; entry: OperationEntry }
  | { kind: 'schemas'; schemas: NonNullable<ApiReferenceView['schemas']> }
  | { kind: 'schema'; item: NamedSchemaView }
  | { kind: 'end' };

/** Puts parts back together into the view model they were taken from. */
export function createViewAssembler(): { add(part: ReferencePart): void; view(): ApiReferenceView } {
  let intro: ApiReferenceIntroView | undefined;
  const tags: TagView[] = [];
  let schemas: ApiReferenceView['schemas'];
  return {
    add(part) {
      if (part.kind === 'intro') intro = part.intro;
      else if (part.kind === 'tag') tags.push({ ...part.tag, operations: [] });
      else if (part.kind === 'entry') tags.at(-1)!.operations.push(part.entry);
      else if (part.kind === 'schemas') schemas = { ...part.schemas, items: [] };
      else if (part.kind === 'schema') schemas!.items.push(part.item);
    },
    view: () => ({ ...intro!, tags, schemas }),
  };
}

export function* referenceParts({ loaded, title, specHref, specName, describe, code, limits: given, server, marks, tryItHref }: ReferenceModelInput): Generator<ReferencePart, ReferenceOutline> {
  const { document, schemaNames } = loaded;
  const groups = operationsByTag(document);
  const operations = countOperations(groups);
  const limits = given ?? limitsFor(operations);
  // A description may embed a component schema's tree, as Redoc's <SchemaDefinition> does (description-tags.ts).
  const embedded = (name: string): string | undefined => {
    const schema = document.components?.schemas?.[name];
    if (!schema) return undefined;
    const id = schemaAnchor(name);
    return renderSchemaTree(schemaView(schema, { direction: 'neutral', limits: limits.schemas, rootHref: hrefOf(id), subject: true }));
  };
  const html = (markdown: string | undefined) => {
    const rendered = describe.html(markdown);
    return rendered?.includes('data-schema-definition') ? rendered.replace(SCHEMA_MARKER, (marker, name: string) => embedded(unescapeHtml(name)) ?? marker) : rendered;
  };
  const mergeAllOf = createAllOfMerger();
  const schemaView = createSchemaViewer({ names: schemaNames, mergeAllOf, describe: html, addedProperties: marks?.addedProperties });
  const exampleOf = createExampleGenerator(mergeAllOf, limits.exampleValues);
  const operationView = createOperationViewer({ document, schemaView, exampleOf, describe: html, code, limits: limits.operations, server, marks: marks?.operations });
  const sections: ApiSection[] = [];
  const menu: ApiMenuTag[] = [];

  const intro = introduction(document.info.description, describe, html);
  sections.push(...intro.sections);

  const schemes = document.components?.securitySchemes ?? {};
  const security = Object.keys(schemes).length ? { id: AUTHENTICATION_ANCHOR, schemes: securitySchemeViews(schemes, html) } : undefined;
  if (security) {
    menu.push({ id: security.id, label: 'Authentication', operations: [] });
    for (const scheme of security.schemes) sections.push({ id: scheme.id, title: scheme.name, text: `${scheme.name} ${scheme.typeLabel} ${plainText(schemes[scheme.name]?.description)}`, parents: ['Authentication'] });
  }
  yield {
    kind: 'intro',
    intro: {
      title,
      version: document.info.version,
      specHref,
      specName,
      descriptionHtml: intro.html,
      facts: infoFacts(document.info),
      externalDocs: externalDocsView(document.externalDocs),
      servers: (document.servers ?? []).map((server: ServerObject) => ({ url: server.url, descriptionHtml: html(server.description) })),
      security,
    },
  };

  for (const { tag, operations } of groups) {
    const id = tagAnchor(tag.name);
    sections.push(tagSection(id, tag));
    const entries: ApiMenuTag['operations'] = [];
    menu.push({ id, label: tagLabel(tag), operations: entries });
    yield { kind: 'tag', tag: { id, name: tag.name, label: tagLabel(tag), descriptionHtml: html(tag.description), externalDocs: externalDocsView(tag.externalDocs), operations: [] } };
    for (const { source, primary } of operations) {
      if (!primary) {
        const summary = source.title;
        entries.push({ id: `${id}/operation/${source.operationId}`, method: source.method, label: summary, deprecated: false });
        yield { kind: 'entry', entry: { kind: 'elsewhere', id: `${id}/operation/${source.operationId}`, method: source.method, path: source.path, summary, href: hrefOf(source.id) } };
        continue;
      }
      const view = operationView(source);
      // Webhooks are the API calling out: nothing to try from here.
      if (tryItHref && !source.webhook) view.tryIt = tryItHref(source.method, source.path, source.operation.operationId);
      sections.push(operationSection(view, source.operation, tag.name));
      entries.push({ id: view.id, method: view.method, label: view.summary, deprecated: view.deprecated });
      yield { kind: 'entry', entry: { kind: 'full', operation: view } };
    }
    yield { kind: 'end' };
  }

  const componentSchemas = Object.entries(document.components?.schemas ?? {});
  if (componentSchemas.length) {
    menu.push({ id: SCHEMAS_ANCHOR, label: SCHEMAS_TITLE, operations: [] });
    yield { kind: 'schemas', schemas: { id: SCHEMAS_ANCHOR, items: [] } };
    for (const [name, schema] of componentSchemas) {
      const id = schemaAnchor(name);
      const view = schemaView(schema, { direction: 'neutral', limits: limits.schemas, rootHref: hrefOf(id), subject: true });
      sections.push(schemaSection(id, name, schema, view));
      yield { kind: 'schema', item: { id, name, schema: view } };
    }
    yield { kind: 'end' };
  }
  return { menu, sections, operations };
}

function countOperations(groups: TagGroup[]): number {
  return groups.reduce((count, group) => count + group.operations.filter((o) => o.primary).length, 0);
}

/**
 * The document's description opens the page. Its headings become search
 * sections, and each `##` also answers to the id Redoc gives it
 * (`#section/<Heading>`), unless that id is taken by the page itself. (They
 * stay out of the menu, which lists what the API has: schemes, tags, schemas.)
 */
function introduction(markdown: string | undefined, describe: DescriptionRenderer, render: (markdown: string | undefined) => string | undefined): { html?: string; sections: ApiSection[] } {
  let html = render(markdown);
  const outline = describe.outline(markdown);
  if (!html || !outline) return { html, sections: [] };
  const reserved = new Set([AUTHENTICATION_ANCHOR, SCHEMAS_ANCHOR]);
  for (const heading of outline.headings) {
    if (heading.level !== 2 || !heading.id) continue;
    const alias = `section/${redocSlug(heading.text)}`;
    if (reserved.has(alias)) continue;
    reserved.add(alias);
    html = html.replace(`<h2 id="${heading.id}"`, `<span id="${alias}" class="api-alias-anchor"></span><h2 id="${heading.id}"`);
  }
  const sections = outline.sections.filter((s) => s.id).map((s) => ({ id: s.id!, title: s.title, text: s.text, parents: [] }));
  return { html, sections };
}
