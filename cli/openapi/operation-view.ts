// One operation as the reference shows it: parameters grouped by where they
// go, the request body and every response per media type (schema tree and
// example), callbacks, who may call it, a `curl` sample and the samples the
// document's authors wrote (`x-codeSamples`).
import { LRUCache } from 'lru-cache';
import { markKey, type ChangeMarks } from './change-marks.js';
import { hrefOf, securityAnchor } from './anchors.js';
import type { CodeRenderer } from './code.js';
import { vendorSamples } from './code-samples.js';
import { externalDocsView } from './external-links.js';
import { HTTP_METHODS, type HttpMethod, type JsonValue, type MediaTypeObject, type OpenApiDocument, type OperationObject, type ParameterObject, type PathItemObject, type RequestBodyObject, type ResponseObject, type SchemaObject } from './document.js';
import { formFields } from './form-fields.js';
import type { DocumentOperation } from './operations.js';
import { requestSample } from './request-sample.js';
import { summaryIsTitle } from './operations.js';
import { createLinkViewer } from './response-links.js';
import { exampleJson, type Direction, type TreeLimits, type TreeRequest } from './schema-view.js';
import type { CallbackView, ExampleView, MediaView, OperationView, ParameterGroupView, ParameterView, RequestBodyView, ResponseView, SchemaView, SecurityView } from '../../templates/api/model.js';

/** An operation of the document (operations.ts) with the anchors the reference gives it. */
export interface OperationSource extends DocumentOperation {
  /** Its operationId, or `<method>-<path>` for an operation without one. */
  operationId: string;
  /** Anchors decided by the caller (they depend on the tag). */
  id: string;
  legacyId: string;
  /** Redoc 3's anchor (anchors.ts), unless another operation has it. */
  aliasId?: string;
}

export interface OperationViewContext {
  document: OpenApiDocument;
  schemaView: (schema: SchemaObject, request: TreeRequest) => SchemaView;
  exampleOf: (schema: SchemaObject, direction: Direction) => JsonValue;
  describe: (markdown: string | undefined) => string | undefined;
  code: CodeRenderer;
  limits: TreeLimits;
  /** The site config's `openapi.server` (request-sample.ts). */
  server?: string;
  /** Badges of operations added or changed in this docs version (change-marks.ts). */
  marks?: ChangeMarks['operations'];
}

/** Media objects whose examples are kept for reuse. */
const EXAMPLES_KEPT = 300;

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

export function createOperationViewer(context: OperationViewContext) {
  const { document, schemaView, exampleOf, describe, code, limits, server, marks } = context;
  const linkViews = createLinkViewer(document, describe);

  const tree = (schema: SchemaObject, direction: Direction, rootHref: string) => schemaView(schema, { direction, limits, rootHref });

  const parameterView = (parameter: ParameterObject, rootHref: string): ParameterView => {
    const schema = parameter.schema ?? firstMedia(parameter.content)?.schema ?? {};
    const example = parameter.example ?? Object.values(parameter.examples ?? {})[0]?.value;
    return {
      name: parameter.name,
      required: parameter.required === true || parameter.in === 'path',
      deprecated: parameter.deprecated === true,
      descriptionHtml: describe(parameter.description),
      schema: tree(schema, 'request', rootHref),
      example: example === undefined ? undefined : exampleJson(example),
    };
  };

  // A response shared by many operations (a `$ref` to `components/responses`) is one media object: its examples are
  // built once while it keeps being used (the recent ones are kept, not every example of a large document).
  const examplesKept = new LRUCache<MediaTypeObject, Map<string, ExampleView[]>>({ max: EXAMPLES_KEPT });
  const examplesOf = (type: string, media: MediaTypeObject, direction: Direction): ExampleView[] => {
    let byKind = examplesKept.get(media);
    if (!byKind) examplesKept.set(media, (byKind = new Map()));
    const kind = `${direction} ${type}`;
    let examples = byKind.get(kind);
    if (!examples) byKind.set(kind, (examples = examplesFor(type, media, direction)));
    return examples;
  };

  const examplesFor = (type: string, media: MediaTypeObject, direction: Direction): ExampleView[] => {
    const written: { name: string; summary?: string; value: JsonValue }[] = [];
    for (const [name, example] of Object.entries(media.examples ?? {})) if (example.value !== undefined) written.push({ name, summary: example.summary, value: example.value });
    if (!written.length && media.example !== undefined) written.push({ name: 'example', value: media.example });
    const generated = !written.length && media.schema !== undefined;
    if (generated) written.push({ name: 'generated', value: exampleOf(media.schema!, direction) });
    return written.map(({ name, summary, value }) => {
      const { text, language } = exampleText(type, value, media);
      return { name, summary, generated, text, html: code(text, language) };
    });
  };

  const mediaViews = (content: Record<string, MediaTypeObject> | undefined, direction: Direction, rootHref: string): MediaView[] =>
    Object.entries(content ?? {}).map(([type, media]) => ({
      type,
      schema: media.schema ? tree(media.schema, direction, rootHref) : undefined,
      examples: examplesOf(type, media, direction),
    }));

  const requestBodyView = (body: RequestBodyObject | undefined, rootHref: string): RequestBodyView | undefined =>
    body ? { required: body.required === true, descriptionHtml: describe(body.description), media: mediaViews(body.content, 'request', rootHref) } : undefined;

  const responseViews = (responses: Record<string, ResponseObject> | undefined, rootHref: string): ResponseView[] =>
    Object.entries(responses ?? {}).map(([status, response]) => ({
      status,
      family: familyOf(status),
      descriptionHtml: describe(response.description),
      headers: Object.entries(response.headers ?? {}).map(([name, header]) => parameterView({ ...header, name, in: 'header' }, rootHref)),
      media: mediaViews(response.content, 'response', rootHref),
      links: linkViews(response.links),
    }));

  const securityView = (operation: OperationObject): SecurityView => {
    const requirements = operation.security ?? document.security ?? [];
    const alternatives = requirements.filter((r) => Object.keys(r).length > 0);
    if (!alternatives.length) return { kind: 'none' };
    return {
      kind: 'required',
      optional: alternatives.length < requirements.length,
      alternatives: alternatives.map((requirement) => ({
        schemes: Object.entries(requirement).map(([name, scopes]) => ({ name, href: hrefOf(securityAnchor(name)), scopes })),
      })),
    };
  };

  const callbackViews = (operation: OperationObject, rootHref: string): CallbackView[] =>
    Object.entries(operation.callbacks ?? {}).map(([name, expressions]) => ({
      name,
      operations: Object.entries(expressions).flatMap(([expression, item]) =>
        (Object.keys(item) as (keyof PathItemObject)[])
          .filter((key): key is HttpMethod => isMethod(key))
          .map((method) => {
            const callback = item[method]!;
            return {
              method,
              expression,
              summary: callback.summary,
              descriptionHtml: describe(callback.description),
              requestBody: requestBodyView(callback.requestBody, rootHref),
              responses: responseViews(callback.responses, rootHref),
            };
          }),
      ),
    }));

  return function operationView(source: OperationSource): OperationView {
    const { operation, method, path, parameters } = source;
    const rootHref = hrefOf(source.id);
    const groups: ParameterGroupView[] = LOCATIONS.flatMap(([location, title]) => {
      const inGroup = parameters.filter((p) => p.in === location);
      return inGroup.length ? [{ location, title, parameters: inGroup.map((p) => parameterView(p, rootHref)) }] : [];
    });
    const sample = source.webhook ? undefined : requestSample({ document, source, parameters, exampleOf, server });
    const written = vendorSamples(operation).map(({ language, label, source: text }) => ({ language, label, text, html: code(text, language) }));
    return {
      id: source.id,
      legacyId: source.legacyId,
      ...(source.aliasId ? { aliasId: source.aliasId } : {}),
      operationId: source.operationId,
      method,
      path,
      summary: source.title,
      // A summary too long to be the title (operations.ts) is shown in full, before the description.
      descriptionHtml: joinHtml(summaryIsTitle(operation) ? undefined : describe(operation.summary), describe(operation.description)),
      externalDocs: externalDocsView(operation.externalDocs),
      deprecated: operation.deprecated === true,
      ...(marks?.has(markKey(method, path, source.webhook)) ? { change: marks.get(markKey(method, path, source.webhook)) } : {}),
      webhook: source.webhook,
      security: securityView(operation),
      parameters: groups,
      requestBody: requestBodyView(operation.requestBody, rootHref),
      responses: responseViews(operation.responses, rootHref),
      callbacks: callbackViews(operation, rootHref),
      sample: sample === undefined ? undefined : { language: 'bash', label: 'curl', text: sample, html: code(sample, 'curl') },
      vendorSamples: written,
    };
  };
}

function joinHtml(...parts: (string | undefined)[]): string | undefined {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length ? present.join('') : undefined;
}

function isMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

function firstMedia(content: Record<string, MediaTypeObject> | undefined): MediaTypeObject | undefined {
  return content ? Object.values(content)[0] : undefined;
}

function familyOf(status: string): string {
  switch (status[0]) {
    case '1':
      return 'info';
    case '2':
      return 'success';
    case '3':
      return 'redirect';
    case '4':
      return 'client-error';
    case '5':
      return 'server-error';
    default:
      return 'default';
  }
}

function exampleText(type: string, value: JsonValue, media: MediaTypeObject): { text: string; language: string } {
  if (type === 'application/x-www-form-urlencoded') return { text: formFields(value, media.encoding).map((f) => `${f.name}=${f.value}`).join('\n'), language: 'text' };
  if (typeof value === 'string' && !/json/.test(type)) return { text: value, language: /xml/.test(type) ? 'xml' : 'text' };
  return { text: JSON.stringify(value, null, 2), language: 'json' };
}
