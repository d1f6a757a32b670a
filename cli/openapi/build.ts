// The OpenAPI stage: load and validate the document once, build the view
// model of the reference, render its body to HTML, and hand the pipeline
// what it needs besides: anchors and links to check, sections to index.
import path from 'node:path';
import { configLocation } from '../config/locate.js';
import { hasErrors } from '../diagnostics.js';
import { routeToHref } from '../routes/href.js';
import { createCodeRenderer } from './code.js';
import { createDescriptionRenderer } from './descriptions.js';
import { loadDocument } from './load.js';
import type { ReferenceLimits } from './limits.js';
import { buildReferenceModel } from './reference-model.js';
import type { ApiReference, ApiReferenceInput } from './reference.js';
import { anchorsOf, anchorsOfView, renderReferenceBody } from './render.js';
import type { ApiReferenceView } from '../../templates/api/model.js';

export async function buildApiReference(input: ApiReferenceInput, limits?: ReferenceLimits): Promise<ApiReference> {
  return (await buildApiReferenceWithView(input, limits)).reference;
}

/** The stage, also returning the view model the body was rendered from (for tests and tools). */
export async function buildApiReferenceWithView({ config, markdown, highlighter, route, linkResolverFor, downloadPath, renderBody = true }: ApiReferenceInput, limits?: ReferenceLimits): Promise<{ reference: ApiReference; view: ApiReferenceView }> {
  const specPath = path.resolve(config.siteDir, config.openapi.spec);
  const file = path.relative(config.siteDir, specPath);
  const { loaded, diagnostics } = await loadDocument(config.siteDir, specPath, () => configLocation(config, ['openapi', 'spec']));
  if (!loaded) throw Object.assign(new Error('invalid OpenAPI document'), { diagnostics });
  if (hasErrors(diagnostics)) throw Object.assign(new Error('invalid OpenAPI document'), { diagnostics });

  await highlighter.prepare(codeLanguagesOf(loaded.content.toString('utf8')));
  const describe = createDescriptionRenderer({ markdown, resolveLink: linkResolverFor(route), file, locator: loaded.locator });
  const specName = path.basename(specPath);
  const download = downloadPath ?? specName;
  const specHref = routeToHref(config.baseUrl, download);
  const title = config.openapi.title ?? loaded.document.info.title;
  const model = buildReferenceModel({ loaded, title, specHref, specName, describe, code: createCodeRenderer(highlighter), limits });
  const { view, menu, sections } = model;
  // `check` needs the anchors of the body, not the body.
  const html = renderBody ? renderReferenceBody(view) : '';
  const anchors = renderBody ? anchorsOf(html) : anchorsOfView(view);

  const reference: ApiReference = {
    page: {
      kind: 'api',
      route,
      permalink: routeToHref(config.baseUrl, route),
      title,
      description: loaded.document.info.summary,
      html,
      menu,
      specHref,
      version: loaded.document.info.version,
    },
    anchors,
    sections,
    links: describe.links,
    specFile: { name: download, content: loaded.content },
    document: loaded.document,
    sources: loaded.sources,
    diagnostics: [...diagnostics, ...describe.diagnostics],
  };
  return { reference, view };
}

/**
 * Languages the reference may colour with the site's highlighter: those of
 * code fences in descriptions (indented inside YAML, hence the loose match)
 * and XML for XML examples. Loading a grammar is costly, so only these.
 */
function codeLanguagesOf(source: string): Set<string> {
  const languages = new Set<string>();
  for (const match of source.matchAll(/(?:```+|~~~+)[ \t]*([\w+#-]+)/g)) languages.add(match[1]!);
  if (/xml/i.test(source)) languages.add('xml');
  return languages;
}
