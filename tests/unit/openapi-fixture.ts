// Builds the API reference of an OpenAPI fixture the way the pipeline does:
// the site's Markdown renderer, the highlighter, a link resolver that knows
// one docs page (`guide.md` at /guide).
import path from 'node:path';
import { createHighlighter } from '../../cli/content/highlight/highlighter.js';
import { createLinkResolver } from '../../cli/content/link-resolver.js';
import { createMarkdownRenderer } from '../../cli/content/markdown.js';
import { buildApiReferenceWithView } from '../../cli/openapi/build.js';
import type { ReferenceLimits } from '../../cli/openapi/limits.js';
import type { ApiReference } from '../../cli/openapi/reference.js';
import type { SiteConfig } from '../../cli/config/resolve.js';
import type { ApiReferenceView, OperationView, SchemaView } from '../../templates/api/model.js';
import { repoRoot } from '../support/paths.js';

export const fixturesDir = path.resolve(import.meta.dirname, '../fixtures/openapi');

export const BASE_URL = '/base/';

/** Documents that between them have every part of a reference: the manual's, tags and shared operations, cycles, OpenAPI 3.1 (name, spec, site folder). */
export const REFERENCE_DOCUMENTS: [string, string, string | undefined][] = [
  ['the manual', 'openapi/broker-api.yaml', repoRoot],
  ['the shop fixture', 'shop/shop.yaml', undefined],
  ['circular schemas', 'circular.yaml', undefined],
  ['OpenAPI 3.1', 'v31.yaml', undefined],
];

/** The stage's output for `spec` (relative to `siteDir`, by default tests/fixtures/openapi) and the view model of its body. */
export async function referenceOf(
  spec: string,
  limits?: ReferenceLimits,
  siteDir = fixturesDir,
  split: 'auto' | 'never' | 'tag' = 'auto',
): Promise<{ reference: ApiReference; view: ApiReferenceView }> {
  const highlighter = await createHighlighter();
  await highlighter.prepare(['json', 'xml']);
  const markdown = createMarkdownRenderer(highlighter);
  const config = { siteDir, configFile: 'docs.config.ts', baseUrl: BASE_URL, openapi: { spec, route: '/api', title: undefined, split } } as unknown as SiteConfig & { openapi: NonNullable<SiteConfig['openapi']> };
  const routesByFile = new Map([['guide.md', '/guide']]);
  return buildApiReferenceWithView(
    { config, markdown, highlighter, route: '/api', linkResolverFor: (route) => createLinkResolver({ baseUrl: BASE_URL, routesByFile, from: { relative: 'guide.md', route } }) },
    limits,
  );
}

/** The diagnostics a document fails to load with. */
export async function failureOf(spec: string) {
  try {
    await referenceOf(spec);
  } catch (caught) {
    const diagnostics = (caught as { diagnostics?: unknown }).diagnostics;
    if (diagnostics) return diagnostics as ApiReference['diagnostics'];
    throw caught;
  }
  throw new Error(`${spec} loaded without errors`);
}

/** Ids of every element in a page's HTML. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
}

/** A property of an object schema view, by name. */
export function property(schema: SchemaView, name: string): SchemaView {
  if (schema.kind !== 'object') throw new Error(`expected an object, got ${schema.kind}`);
  const found = schema.properties.find((p) => p.name === name);
  if (!found) throw new Error(`no property ${name} in ${schema.properties.map((p) => p.name).join(', ')}`);
  return found.schema;
}

/** Every operation of the view shown in full, by operationId. */
export function operationsOf(view: ApiReferenceView): Map<string, OperationView> {
  const operations = new Map<string, OperationView>();
  for (const tag of view.tags) for (const entry of tag.operations) if (entry.kind === 'full') operations.set(entry.operation.operationId, entry.operation);
  return operations;
}

export function schemaOf(view: ApiReferenceView, name: string): SchemaView {
  const found = view.schemas?.items.find((item) => item.name === name);
  if (!found) throw new Error(`no schema ${name}`);
  return found.schema;
}

export function responseSchema(operation: OperationView, status: string): SchemaView {
  const schema = operation.responses.find((r) => r.status === status)?.media[0]?.schema;
  if (!schema) throw new Error(`no schema for ${operation.operationId} ${status}`);
  return schema;
}
