// The reference body as static HTML (no hydration markers: the browser
// never re-renders it), a part of the reference at a time, and the ids it
// contains, for the link checker: read off the view model the HTML is
// rendered from (`check` renders nothing), held by tests to be exactly the
// ids of the rendered HTML.
import type { ReactElement } from 'react';
import { renderStaticMarkup } from '../static-markup.js';
import { unescapeHtml } from '../escape-html.js';
import { ApiReferenceIntro } from '../../templates/api/ApiReferenceBody.js';
import type { ApiReferenceView, OperationView, TagIndexView } from '../../templates/api/model.js';
import { sampleTabIds } from '../../templates/api/Samples.js';
import { SchemaItem, Schemas } from '../../templates/api/Schemas.js';
import { TagIndex } from '../../templates/api/TagIndex.js';
import { TagEntry, TagSection } from '../../templates/api/TagSection.js';
import { SchemaTree } from '../../templates/api/SchemaTree.js';
import type { SchemaView } from '../../templates/api/model.js';
import type { ReferencePart } from './reference-model.js';

/**
 * The markup of one part of the reference. React never holds the tree or
 * the output of a whole large document at once this way (a 50 MB
 * document's body is ~270 MB of HTML): a tag or the schemas open their
 * section, each entry is rendered alone, and `end` closes the section.
 */
export function renderReferencePart(part: ReferencePart): string {
  switch (part.kind) {
    case 'intro':
      return renderStaticMarkup(<ApiReferenceIntro view={part.intro} />);
    case 'tag':
      return openingOf(<TagSection tag={{ ...part.tag, operations: [] }} />);
    case 'entry':
      return renderStaticMarkup(<TagEntry entry={part.entry} />);
    case 'schemas':
      return openingOf(<Schemas schemas={{ ...part.schemas, items: [] }} />);
    case 'schema':
      return renderStaticMarkup(<SchemaItem item={part.item} />);
    case 'end':
      return SECTION_END;
  }
}

const SECTION_END = '</section>';

/** A component schema's tree, where a description embeds it (Redoc's `<SchemaDefinition>`). */
export function renderSchemaTree(schema: SchemaView): string {
  return renderStaticMarkup(<div className="api-schema-definition"><SchemaTree schema={schema} /></div>);
}

/** The overview's list of pages, on a reference split per tag (split.ts). */
export function renderTagIndex(index: TagIndexView): string {
  return renderStaticMarkup(<TagIndex index={index} />);
}

/** A section component rendered without entries, less its closing tag: its entries and `end` follow. */
function openingOf(empty: ReactElement): string {
  const shell = renderStaticMarkup(empty);
  // The components end with their section: anything after it would land in the wrong place.
  if (!shell.endsWith(SECTION_END)) throw new Error(`expected a <section> around the entries, got ${shell.slice(-40)}`);
  return shell.slice(0, -SECTION_END.length);
}


/** Every `id` attribute in the markup: exactly the anchors a link may name. */
export function anchorsOf(html: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) anchors.add(unescapeHtml(match[1]!));
  return anchors;
}

/**
 * The ids the body of `view` (or of one part of it) has, without rendering it: the `id` and
 * `legacyId` (and `aliasId`) of every section of the model (the templates write each as an
 * element id), the ids of operations' sample tabs and the ids inside its Markdown descriptions.
 */
export function anchorsOfView(view: ApiReferenceView | ReferencePart): Set<string> {
  const anchors = new Set<string>();
  const seen = new Set<object>();
  // A plain walk (for…in, array indexes) rather than Object.entries, which copies every object of a large model into pairs.
  const visit = (value: object): void => {
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) visit(item);
      return;
    }
    // An operation's sample tabs (more than one request sample) have ids of their own.
    if ('vendorSamples' in value && 'legacyId' in value) for (const id of sampleTabIds(value as OperationView)) anchors.add(id);
    for (const key in value) {
      const member = (value as Record<string, unknown>)[key];
      if (typeof member === 'string') {
        if (key === 'id' || key === 'legacyId' || key === 'aliasId') anchors.add(member);
        // Most markup (highlighted examples, descriptions without headings) has no id: a plain search says so faster than the pattern.
        else if ((key.endsWith('html') || key.endsWith('Html') || key.endsWith('HTML')) && member.includes('id="')) for (const id of anchorsOf(member)) anchors.add(id);
      } else if (typeof member === 'object' && member !== null) visit(member);
    }
  };
  visit(view);
  return anchors;
}
