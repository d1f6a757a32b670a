// What search indexes of the reference: one section per tag, per operation
// (its id, method and path, summary, description, parameter names and the
// field names of its bodies) and per schema (name, property names,
// description), each pointing at its anchor.
import { plainText } from './descriptions.js';
import { summaryIsTitle } from './operations.js';
import { tagLabel, type OperationObject, type SchemaObject, type TagObject } from './document.js';
import type { ApiSection } from './reference.js';
import type { OperationView, SchemaView } from '../../templates/api/model.js';

export const SCHEMAS_TITLE = 'Schemas';

export function tagSection(id: string, tag: TagObject): ApiSection {
  return { id, title: tagLabel(tag), text: plainText(tag.description), parents: [] };
}

export function operationSection(view: OperationView, operation: OperationObject, tag: string): ApiSection {
  const parameters = view.parameters.flatMap((group) => group.parameters.map((p) => p.name));
  const fields = new Set<string>();
  for (const media of view.requestBody?.media ?? []) if (media.schema) collectFieldNames(media.schema, fields);
  for (const response of view.responses) for (const media of response.media) if (media.schema) collectFieldNames(media.schema, fields);
  // The path's segments as words too: `cancelAll` of `/orders/cancelAll` is how readers name the call.
  const segments = view.path.split('/').map((segment) => segment.replace(/[{}]/g, ''));
  const text = [view.operationId, `${view.method.toUpperCase()} ${view.path}`, ...segments, view.summary, summaryIsTitle(operation) ? '' : plainText(operation.summary), plainText(operation.description), ...parameters, ...fields].filter(Boolean).join(' ');
  return { id: view.id, title: view.summary, text, parents: [tag] };
}

export function schemaSection(id: string, name: string, schema: SchemaObject, view: SchemaView): ApiSection {
  const fields = new Set<string>();
  collectFieldNames(view, fields);
  return { id, title: name, text: [name, ...fields, plainText(schema.description)].filter(Boolean).join(' '), parents: [SCHEMAS_TITLE] };
}

/** Property names shown in a schema tree (links are not followed: their own section has them). */
export function collectFieldNames(view: SchemaView, into: Set<string>): void {
  switch (view.kind) {
    case 'object':
      for (const property of view.properties) {
        into.add(property.name);
        collectFieldNames(property.schema, into);
      }
      if (view.additional?.kind === 'schema') collectFieldNames(view.additional.schema, into);
      if (view.choice) for (const option of view.choice.options) collectFieldNames(option.schema, into);
      break;
    case 'array':
      collectFieldNames(view.items, into);
      break;
    case 'choice':
      for (const option of view.choice.options) collectFieldNames(option.schema, into);
      break;
    case 'link':
    case 'scalar':
      break;
  }
}
