// First cut of the reference: validated document, tags and operations with
// their Redoc-compatible anchors. The full renderer replaces the body.
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics.js';
import { routeToHref } from '../routes/href.js';
import { escapeHtml } from '../render/html.js';
import type { ApiMenuTag } from '../../templates/types.js';
import type { ApiReference, ApiReferenceInput, ApiSection } from './reference.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
}

export async function buildApiReference({ config, markdown, route }: ApiReferenceInput): Promise<ApiReference> {
  const specPath = path.resolve(config.siteDir, config.openapi.spec);
  const file = path.relative(config.siteDir, specPath);
  const diagnostics: Diagnostic[] = [];
  const content = await readFile(specPath);
  let api: { info: { title: string; version: string; description?: string }; tags?: { name: string; description?: string }[]; paths: Record<string, Record<string, Operation>> };
  try {
    api = (await SwaggerParser.validate(specPath)) as unknown as typeof api;
  } catch (caught) {
    diagnostics.push(error('openapi-invalid', `Invalid OpenAPI document: ${(caught as Error).message}`, { file }));
    throw Object.assign(new Error('invalid OpenAPI document'), { diagnostics });
  }
  const anchors = new Set<string>();
  const sections: ApiSection[] = [];
  const menu: ApiMenuTag[] = [];
  const tagNames = [...(api.tags ?? []).map((t) => t.name)];
  const byTag = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [p, item] of Object.entries(api.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'default';
      if (!tagNames.includes(tag)) tagNames.push(tag);
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path: p, op });
    }
  }
  let html = `<header class="api-header"><h1>${escapeHtml(config.openapi.title ?? api.info.title)} <span class="api-version">${escapeHtml(api.info.version)}</span></h1></header>`;
  for (const tag of tagNames) {
    const tagId = `tag/${tag}`;
    anchors.add(tagId);
    const entry: ApiMenuTag = { id: tagId, label: tag, operations: [] };
    html += `<section class="api-tag"><h2 id="${escapeHtml(tagId)}">${escapeHtml(tag)}</h2>`;
    for (const { method, path: p, op } of byTag.get(tag) ?? []) {
      const opId = op.operationId ?? `${method}-${p}`;
      const canonical = `tag/${tag}/operation/${opId}`;
      anchors.add(canonical);
      anchors.add(`operation/${opId}`);
      entry.operations.push({ id: canonical, method, label: op.summary ?? opId, deprecated: op.deprecated === true });
      html += `<section class="api-operation" id="${escapeHtml(canonical)}"><span id="${escapeHtml(`operation/${opId}`)}"></span><h3>${escapeHtml(op.summary ?? opId)}</h3><p><code>${method.toUpperCase()} ${escapeHtml(p)}</code></p>`;
      if (op.description) html += markdown.render(op.description, { file, lineOffset: 0, resolveLink: (href) => ({ href }) }).html;
      html += '</section>';
      sections.push({ id: canonical, title: op.summary ?? opId, text: `${opId} ${method.toUpperCase()} ${p} ${op.description ?? ''}`, parents: [tag] });
    }
    html += '</section>';
    menu.push(entry);
  }
  const schemas = (api as unknown as { components?: { schemas?: Record<string, { description?: string }> } }).components?.schemas ?? {};
  html += '<section class="api-schemas"><h2 id="tag/Schemas">Schemas</h2>';
  for (const [name, schema] of Object.entries(schemas)) {
    anchors.add(`schema/${name}`);
    html += `<section id="${escapeHtml(`schema/${name}`)}"><h3>${escapeHtml(name)}</h3>${schema.description ? markdown.render(schema.description, { file, lineOffset: 0, resolveLink: (href) => ({ href }) }).html : ''}</section>`;
  }
  html += '</section>';
  return {
    page: {
      kind: 'api',
      route,
      permalink: routeToHref(config.baseUrl, route),
      title: config.openapi.title ?? api.info.title,
      description: undefined,
      html,
      menu,
      specHref: routeToHref(config.baseUrl, path.basename(specPath)),
      version: api.info.version,
    },
    anchors,
    sections,
    links: [],
    specFile: { name: path.basename(specPath), content },
    document: api,
    sources: [specPath],
    diagnostics,
  };
}
