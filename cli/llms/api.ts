// The API reference as Markdown, built from the dereferenced OpenAPI
// document: an overview (`<api route>.md`: the document's introduction,
// servers, security schemes and an index of operations) and one file per tag
// (`<api route>/<tag-slug>.md`) with every operation of that tag.
import GithubSlugger from 'github-slugger';
import { apiTagPath, markdownPath } from './paths.js';
import { rewriteText, type Absolutize } from './links.js';
import { createAllOfMerger } from '../openapi/all-of.js';
import { isObject, type JsonObject, type OpenApiDocument, type SchemaObject } from '../openapi/document.js';
import { documentOperations, type DocumentOperation } from '../openapi/operations.js';
import { entriesOf, objectsOf, schemaNames, stringOf } from './openapi.js';
import { nestHeadings, operationMarkdown, securityText } from './operation.js';
import { firstSentence, inlineCode } from './text.js';
import { schemaMarkdown } from './schema.js';
import type { PartContents } from '../openapi/split.js';
import { limitsFor } from '../openapi/limits.js';
import { findOutMore } from './operation.js';
import { infoFacts } from '../openapi/external-links.js';

export interface ApiMarkdownInput {
  /** The dereferenced document (`ApiReference.document`). */
  document: OpenApiDocument;
  /** Title of the reference page. */
  title: string;
  /** Route of the reference page. */
  route: string;
  /** Absolute URL of the HTML reference page. */
  referenceUrl: string;
  /** Absolute URL of the OpenAPI file the site offers for download. */
  specUrl: string;
  /** Absolute URL of an output path (`rest-api-spec/orders.md`). */
  urlOf: (file: string) => string;
  /** Makes links in the document's descriptions absolute (relative to the reference page). */
  absolutize: Absolutize;
  /** The pages of a reference split per tag (cli/openapi/split.ts): the export then has one file per page, with what the page shows. */
  pages?: readonly SplitPart[];
}

/** A page of a split reference: its route, and the operations (`<method> <path>`) or schemas (names) it shows. */
export interface SplitPart {
  route: string;
  title: string;
  contents: PartContents;
}

export interface ApiMarkdownFile {
  /** Output path. */
  path: string;
  title: string;
  /** One line for llms.txt. */
  summary: string;
  markdown: string;
}

export interface ApiMarkdown {
  overview: ApiMarkdownFile;
  /** In the document's tag order; tags only operations name come after, then untagged operations. */
  tags: (ApiMarkdownFile & { operations: DocumentOperation[] })[];
}

const UNTAGGED = 'Other operations';

export function apiMarkdown(input: ApiMarkdownInput): ApiMarkdown {
  // Read member by member with type guards: a lenient build's document may hold what its types do not promise.
  const document = input.document as OpenApiDocument & JsonObject;
  const info: JsonObject = isObject(document.info) ? document.info : {};
  const merge = createAllOfMerger();
  const context = {
    names: schemaNames(document),
    // The same folding of allOf as the HTML reference, so both describe a schema alike.
    mergeAllOf: (schema: JsonObject) => merge(schema as SchemaObject).schema as JsonObject,
    absolutize: input.absolutize,
    defaultSecurity: document.security,
    referenceUrl: input.referenceUrl,
    memo: { descriptions: new WeakMap<object, string>(), bodies: new WeakMap<object, string>() },
    // The page's limits (cli/openapi/limits.ts), so that a large document's export is no larger than its pages.
    limits: limitsFor(operationCount(document)).markdown,
  };
  const operations = documentOperations(document);

  const declared = objectsOf(document.tags).filter((tag) => stringOf(tag.name));
  const tagNames = [...declared.map((tag) => tag.name as string)];
  for (const entry of operations) for (const tag of entry.tags) if (!tagNames.includes(tag)) tagNames.push(tag);
  if (operations.some((entry) => !entry.tags.length)) tagNames.push(UNTAGGED);

  // `index` is kept free: a folder route's overview is `<route>/index.md`.
  const slugger = new GithubSlugger();
  slugger.slug('index');
  const apiTitle = [stringOf(info.title), stringOf(info.version) ? `version ${info.version}` : ''].filter(Boolean).join(', ');
  const overviewPath = markdownPath(input.route);
  const partOf = `Part of the [${input.title}](${input.urlOf(overviewPath)})${apiTitle ? ` (${apiTitle})` : ''}. HTML version: ${input.referenceUrl}.`;

  const tags = input.pages ? splitFiles(input.pages, { document, operations, declared, partOf, context, absolutize: input.absolutize }) : tagNames.map((name) => {
    const tag = declared.find((t) => t.name === name);
    const mine = operations.filter((entry) => (name === UNTAGGED ? !entry.tags.length : entry.tags.includes(name)));
    const description = stringOf(tag?.description) ? nestHeadings(rewriteText(stringOf(tag!.description)!, input.absolutize).trim(), 2) : '';
    const markdown = [`# ${name}`, partOf, description, findOutMore(tag?.externalDocs, input.absolutize), ...mine.map((entry) => operationMarkdown(entry, context))].filter(Boolean).join('\n\n');
    const summary = firstSentence(description) || `${mine.length} ${mine.length === 1 ? 'operation' : 'operations'}.`;
    return { path: apiTagPath(input.route, slugger.slug(name) || 'tag'), title: name, summary, markdown: `${markdown}\n`, operations: mine };
  });

  const overview = [
    `# ${input.title}`,
    [apiTitle ? `${apiTitle}.` : '', `OpenAPI document: ${input.specUrl}.`, `HTML version: ${input.referenceUrl}.`].filter(Boolean).join(' '),
    infoFacts(info)
      .map((fact) => `- ${fact.label}: ${fact.href ? `[${fact.text}](<${input.absolutize(fact.href)}>)` : fact.text}`)
      .join('\n'),
    stringOf(info.description) ? nestHeadings(rewriteText(stringOf(info.description)!, input.absolutize).trim(), 2) : '',
    findOutMore(document.externalDocs, input.absolutize),
    serversSection(document, input.absolutize),
    securitySection(document, input.absolutize),
    '## Operations by tag',
    ...tags.map((tag) =>
      [
        `### [${tag.title}](${input.urlOf(tag.path)})`,
        tag.summary,
        tag.operations.map((entry) => `- ${inlineCode(`${entry.method.toUpperCase()} ${entry.path}`)}: ${entry.title}${entry.operation.deprecated === true ? ' (deprecated)' : ''}`).join('\n'),
      ]
        .filter(Boolean)
        .join('\n\n'),
    ),
  ];
  return {
    overview: {
      path: overviewPath,
      title: input.title,
      summary: `${apiTitle || 'The API'}: introduction, servers, authentication and an index of every operation by tag.`,
      markdown: `${overview.filter(Boolean).join('\n\n')}\n`,
    },
    tags,
  };
}

/** Operations as the reference counts them for its limits: the paths' and the webhooks'. */
function operationCount(document: OpenApiDocument): number {
  return documentOperations(document).length;
}

interface SplitContext {
  document: JsonObject;
  operations: DocumentOperation[];
  declared: JsonObject[];
  partOf: string;
  context: Parameters<typeof operationMarkdown>[1];
  absolutize: Absolutize;
}

/** One file per page of a split reference: a tag's operations on that page (its description on the first), or the schemas on it. */
function splitFiles(pages: readonly SplitPart[], { document, operations, declared, partOf, context, absolutize }: SplitContext): ApiMarkdown['tags'] {
  const byKey = new Map(operations.map((entry) => [`${entry.method} ${entry.path}`, entry]));
  const components = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  return pages.map(({ route, title, contents }) => {
    const label = title.split(' · ')[0]!;
    if (contents.kind === 'schemas') {
      const schemas = contents.keys.map((name) => `## ${name}\n\n${schemaMarkdown(components[name], context) || 'Any value.'}`);
      return { path: markdownPath(route), title: label, summary: `${contents.keys.length} component schemas.`, markdown: `${[`# ${label}`, partOf, ...schemas].join('\n\n')}\n`, operations: [] };
    }
    // Webhooks are not in the Markdown export: a page of them only has its heading.
    const mine = contents.keys.map((key) => byKey.get(key)).filter((entry): entry is DocumentOperation => entry !== undefined);
    const tag = contents.first ? declared.find((t) => t.name === contents.name) : undefined;
    const description = stringOf(tag?.description) ? nestHeadings(rewriteText(stringOf(tag!.description)!, absolutize).trim(), 2) : '';
    const markdown = [`# ${label}`, partOf, description, findOutMore(tag?.externalDocs, absolutize), ...mine.map((entry) => operationMarkdown(entry, context))].filter(Boolean).join('\n\n');
    const summary = firstSentence(description) || `${mine.length} ${mine.length === 1 ? 'operation' : 'operations'}.`;
    return { path: markdownPath(route), title: label, summary, markdown: `${markdown}\n`, operations: mine };
  });
}

function serversSection(document: JsonObject, absolutize: Absolutize): string {
  const servers = objectsOf(document.servers).filter((server) => stringOf(server.url));
  if (!servers.length) return '';
  const items = servers.map((server) => {
    const description = stringOf(server.description);
    return `- ${inlineCode(server.url as string)}${description ? `: ${rewriteText(description, absolutize).replace(/\s+/g, ' ').trim()}` : ''}`;
  });
  return ['## Servers', items.join('\n')].join('\n\n');
}

function securitySection(document: JsonObject, absolutize: Absolutize): string {
  const components = isObject(document.components) ? document.components : {};
  const schemes = entriesOf(components.securitySchemes);
  if (!schemes.length) return '';
  const parts = ['## Security schemes', `Required unless an operation says otherwise: ${securityText(document.security)}.`];
  for (const [name, scheme] of schemes) {
    parts.push(`### ${name}`, schemeFacts(scheme).join('\n'));
    const description = stringOf(scheme.description);
    if (description) parts.push(nestHeadings(rewriteText(description, absolutize).trim(), 4));
  }
  return parts.filter(Boolean).join('\n\n');
}

/** The machine-readable part of a security scheme, one list item per fact. */
function schemeFacts(scheme: JsonObject): string[] {
  const facts = [`- Type: ${inlineCode(stringOf(scheme.type) ?? 'unknown')}`];
  if (stringOf(scheme.scheme)) facts.push(`- Scheme: ${inlineCode(scheme.scheme as string)}`);
  if (stringOf(scheme.bearerFormat)) facts.push(`- Bearer format: ${scheme.bearerFormat as string}`);
  if (stringOf(scheme.in)) facts.push(`- Sent in: ${scheme.in as string} ${inlineCode(stringOf(scheme.name) ?? '')}`);
  if (stringOf(scheme.openIdConnectUrl)) facts.push(`- OpenID Connect URL: ${scheme.openIdConnectUrl as string}`);
  for (const [flow, details] of entriesOf(scheme.flows)) {
    const urls = (['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const).filter((key) => stringOf(details[key])).map((key) => `${key} ${details[key] as string}`);
    const scopes = Object.entries(isObject(details.scopes) ? details.scopes : {}).map(([scope, what]) => `${inlineCode(scope)}${typeof what === 'string' && what ? ` (${what})` : ''}`);
    facts.push(`- Flow ${inlineCode(flow)}${details['x-deprecated'] === true || details.deprecated === true ? ' (deprecated)' : ''}: ${[...urls, scopes.length ? `scopes ${scopes.join(', ')}` : ''].filter(Boolean).join('; ')}`);
  }
  return facts;
}
