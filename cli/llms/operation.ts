// One API operation as Markdown: method and path, how it is authorised, its
// description, then parameters, request body and responses as field tables
// with the document's own examples, and the code samples it gives (x-codeSamples).
import { rewriteText, type Absolutize } from './links.js';
import { vendorSamples } from '../openapi/code-samples.js';
import { externalDocsView } from '../openapi/external-links.js';
import { isObject, type JsonObject, type ParameterObject } from '../openapi/document.js';
import { statusText } from '../../templates/api/status-text.js';
import { summaryIsTitle, type DocumentOperation } from '../openapi/operations.js';
import { entriesOf, stringOf } from './openapi.js';
import { describeSchema, schemaMarkdown, typeLabel, type SchemaContext } from './schema.js';
import { inlineCode, markdownTable } from './text.js';

export interface OperationContext extends SchemaContext {
  /** Security requirements that apply when the operation sets none. */
  defaultSecurity: unknown;
  /** Absolute URL of the HTML reference page, for `#operation/{id}` links. */
  referenceUrl: string;
}

export function operationMarkdown(entry: DocumentOperation, context: OperationContext): string {
  const { method, path, operation } = entry;
  const id = stringOf(operation.operationId);
  const signature = [inlineCode(`${method.toUpperCase()} ${path}`)];
  if (id) signature.push(`operation ${inlineCode(id)}`, `[in the reference](${context.referenceUrl}#operation/${id})`);
  const parts = [`## ${entry.title}`, signature.join(' · ')];
  if (operation.deprecated === true) parts.push('**Deprecated.** Kept for existing integrations; do not use it in new ones.');
  parts.push(`Authorization: ${securityText(operation.security ?? context.defaultSecurity)}.`);
  // A summary too long to be the title (operations.ts) is kept in full, before the description.
  const summary = summaryIsTitle(operation) ? undefined : stringOf(operation.summary);
  if (summary) parts.push(rewriteText(summary, context.absolutize).trim());
  const description = stringOf(operation.description);
  if (description) parts.push(nestHeadings(rewriteText(description, context.absolutize).trim(), 3));
  parts.push(findOutMore(operation.externalDocs, context.absolutize));
  if (entry.parameters.length) parts.push('### Parameters', parametersTable(entry.parameters, context));
  if (isObject(operation.requestBody)) parts.push('### Request body', ...requestBody(operation.requestBody, context));
  const responses = entriesOf(operation.responses);
  if (responses.length) {
    parts.push('### Responses');
    for (const [status, response] of responses) parts.push(...responseParts(status, response, context));
  }
  const samples = vendorSamples(operation);
  if (samples.length) parts.push('### Code samples', ...samples.flatMap((sample) => [`**${sample.label}**`, fencedCode(sample.language, sample.source)]));
  return parts.filter(Boolean).join('\n\n');
}

/** `Find out more: [text](url)` for an externalDocs a reader may follow, else nothing. */
export function findOutMore(externalDocs: unknown, absolutize: Absolutize): string {
  const link = externalDocsView(externalDocs);
  return link ? `Find out more: [${link.text.replace(/[[\]]/g, '\\$&')}](<${absolutize(link.href)}>)` : '';
}

/** `A or B (scope)`; an empty requirement makes authorisation optional. */
export function securityText(security: unknown): string {
  if (!Array.isArray(security)) return 'none';
  const options = security.filter(isObject).map((requirement) =>
    Object.entries(requirement)
      .map(([name, scopes]) => (Array.isArray(scopes) && scopes.length ? `${name} (scopes: ${scopes.join(', ')})` : name))
      .join(' and '),
  );
  if (!options.length) return 'none';
  const named = options.filter(Boolean);
  return named.length < options.length ? `${named.join(' or ')}, or none` : named.join(' or ');
}

function parametersTable(parameters: readonly ParameterObject[], context: SchemaContext): string {
  return markdownTable(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    parameters.map((parameter) => {
      const schema = parameter.schema;
      const own = stringOf(parameter.description);
      const fromSchema = describeSchema(isObject(schema) ? { ...schema, description: own ? undefined : schema.description } : undefined, context);
      const description = [own ? rewriteText(own, context.absolutize).trim() : '', parameter.deprecated === true ? 'Deprecated.' : '', fromSchema].filter(Boolean).join(' ');
      return [inlineCode(stringOf(parameter.name) ?? ''), stringOf(parameter.in) ?? '', typeLabel(schema, context), parameter.required === true ? 'yes' : 'no', description];
    }),
  );
}

function requestBody(body: JsonObject, context: SchemaContext): string[] {
  const parts = [body.required === true ? 'Required.' : 'Optional.'];
  const description = stringOf(body.description);
  if (description) parts.push(rewriteText(description, context.absolutize).trim());
  for (const [mediaType, media] of entriesOf(body.content)) parts.push(...mediaParts(mediaType, media, context));
  return parts;
}

function responseParts(status: string, response: JsonObject, context: SchemaContext): string[] {
  const parts = [`#### ${statusHeading(status)}`];
  const description = stringOf(response.description);
  if (description) parts.push(nestHeadings(rewriteText(description, context.absolutize).trim(), 5));
  const headers = entriesOf(response.headers);
  if (headers.length) {
    parts.push(
      'Headers:',
      markdownTable(
        ['Header', 'Type', 'Description'],
        headers.map(([name, header]) => [inlineCode(name), typeLabel(header.schema, context), [stringOf(header.description) ?? '', describeSchema(header.schema, context)].filter(Boolean).join(' ')]),
      ),
    );
  }
  for (const [mediaType, media] of entriesOf(response.content)) parts.push(...mediaParts(mediaType, media, context));
  return parts;
}

function mediaParts(mediaType: string, media: JsonObject, context: SchemaContext): string[] {
  const parts = [`Media type ${inlineCode(mediaType)}:`];
  const schema = schemaMarkdown(media.schema, context);
  if (schema) parts.push(schema);
  const examples = examplesOf(media);
  for (const { name, value } of examples) parts.push(examples.length > 1 && name ? `Example (${name}):` : 'Example:', exampleBlock(mediaType, value));
  return parts;
}

function examplesOf(media: JsonObject): { name?: string; value: unknown }[] {
  if (media.example !== undefined) return [{ value: media.example }];
  return entriesOf(media.examples)
    .filter(([, example]) => example.value !== undefined)
    .map(([name, example]) => ({ name: stringOf(example.summary) ?? name, value: example.value }));
}

/** An example as it travels: JSON pretty-printed, form bodies URL-encoded. */
function exampleBlock(mediaType: string, value: unknown): string {
  let language = 'json';
  let text: string;
  if (typeof value === 'string') {
    language = mediaType.includes('json') ? 'json' : 'text';
    text = value;
  } else if (mediaType === 'application/x-www-form-urlencoded' && isObject(value)) {
    language = 'text';
    text = new URLSearchParams(Object.entries(value).map(([key, v]): [string, string] => [key, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  } else {
    text = JSON.stringify(value, null, 2);
  }
  return fencedCode(language, text);
}

/** A fenced block, its fence longer than any run of backticks inside. */
function fencedCode(language: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text.replace(/\n+$/, '')}\n${fence}`;
}

/** Shifts the ATX headings of a description so that the highest one is at `level`. */
export function nestHeadings(markdown: string, level: number): string {
  const lines = markdown.split('\n');
  let fence = false;
  const headings: number[] = [];
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    else if (!fence && /^#{1,6}\s/.test(line)) headings.push(index);
  });
  if (!headings.length) return markdown;
  const top = Math.min(...headings.map((i) => /^#+/.exec(lines[i]!)![0].length));
  const shift = level - top;
  if (shift <= 0) return markdown;
  for (const i of headings) lines[i] = lines[i]!.replace(/^#+/, (marks) => '#'.repeat(Math.min(6, marks.length + shift)));
  return lines.join('\n');
}

/** `200 OK`; a status that is no single code says what it covers in brackets: `default (any other status)`. */
function statusHeading(status: string): string {
  const text = statusText(status);
  if (!text) return status;
  return /^\d{3}$/.test(status) ? `${status} ${text}` : `${status} (${text[0]!.toLowerCase()}${text.slice(1)})`;
}
