// One API reference: load and validate the document once, build the view
// model of the reference, render its body to HTML, and hand the pipeline
// what it needs besides: anchors and links to check, sections to index.
import path from 'node:path';
import { configLocation } from '../config/locate.js';
import { hasErrors } from '../diagnostics.js';
import { routeToHref } from '../routes/href.js';
import { limitHeapGrowthFor } from '../heap.js';
import { flatString } from '../large-strings.js';
import { createCodeRenderer } from './code.js';
import { sampleLanguage } from './code-samples.js';
import { createDescriptionRenderer } from './descriptions.js';
import { loadDocument } from './load.js';
import type { ReferenceLimits } from './limits.js';
import { createViewAssembler, referenceParts, type ReferencePart } from './reference-model.js';
import type { SiteConfig } from '../config/resolve.js';
import type { Highlighter } from '../content/highlight/highlighter.js';
import type { MarkdownRenderer } from '../content/markdown.js';
import { createTimer, type Timer } from '../timer.js';
import type { ApiReference } from './reference.js';
import type { ChangeMarks } from './change-marks.js';
import { anchorsOf, anchorsOfView, renderReferencePart } from './render.js';
import { tryItFileName, tryItFiles } from './try-it-files.js';
import { anchorMapFile, joinChunks, shouldSplit, splitReference, type BodyChunk } from './split.js';
import type { ApiReferenceView } from '../../templates/api/model.js';
import type { ApiPage } from '../../templates/contracts/types.js';

export interface ApiReferenceInput {
  config: SiteConfig & { openapi: NonNullable<SiteConfig['openapi']> };
  markdown: MarkdownRenderer;
  /** Colours code examples other than JSON and curl (XML, say): the site's own, or a plain one for `check`. */
  highlighter: Highlighter;
  /** The route of the reference page (already normalised). */
  route: string;
  /** Resolves links written in the document's Markdown descriptions. */
  linkResolverFor: (route: string) => Parameters<MarkdownRenderer['render']>[1]['resolveLink'];
  /** Render the body's HTML. Default: `true`; `check` reads only its anchors, which the view model gives. */
  renderBody?: boolean;
  /** Where the document is offered for download, under the base URL (a docs version's `1.0/api.yaml`). Default: its file name. */
  downloadPath?: string;
  /** Times the steps of the stage (load, model, body) for `--verbose`. */
  timer?: Timer;
  /** The document, when the caller has loaded it already (to compare docs versions first). */
  preloaded?: Loaded;
  /** Badges of what changed since the docs version before. */
  marks?: ChangeMarks;
}

export type Loaded = Awaited<ReturnType<typeof loadDocument>>;

/** Loads the document of a reference, as `buildApiReference` would. */
export function loadReferenceDocument(config: ApiReferenceInput['config'], timer: Timer = createTimer()): Promise<Loaded> {
  const specPath = path.resolve(config.siteDir, config.openapi.spec);
  return timer.task('openapi: load', () => loadDocument(config.siteDir, specPath, () => configLocation(config, ['openapi', 'spec'])));
}

export async function buildApiReference(input: ApiReferenceInput, limits?: ReferenceLimits): Promise<ApiReference> {
  return (await buildReference(input, limits, false)).reference;
}

/** The stage, also returning the view model the body was rendered from (for tests and tools). */
export async function buildApiReferenceWithView(input: ApiReferenceInput, limits?: ReferenceLimits): Promise<{ reference: ApiReference; view: ApiReferenceView }> {
  const { reference, view } = await buildReference(input, limits, true);
  return { reference, view: view! };
}

async function buildReference(
  { config, markdown, highlighter, route, linkResolverFor, downloadPath, renderBody = true, timer = createTimer(), preloaded, marks }: ApiReferenceInput,
  limits: ReferenceLimits | undefined,
  keepView: boolean,
): Promise<{ reference: ApiReference; view?: ApiReferenceView }> {
  const specPath = path.resolve(config.siteDir, config.openapi.spec);
  const file = path.relative(config.siteDir, specPath);
  const { loaded, diagnostics } = preloaded ?? (await loadReferenceDocument(config, timer));
  if (!loaded) throw Object.assign(new Error('invalid OpenAPI document'), { diagnostics });
  if (hasErrors(diagnostics)) throw Object.assign(new Error('invalid OpenAPI document'), { diagnostics });
  limitHeapGrowthFor({ documentBytes: loaded.content.length });

  await highlighter.prepare(codeLanguagesOf(loaded.content.toString('utf8')));
  const describe = createDescriptionRenderer({ markdown, resolveLink: linkResolverFor(route), file, locator: loaded.locator });
  const specName = path.basename(specPath);
  const download = downloadPath ?? specName;
  const specHref = routeToHref(config.baseUrl, download);
  const title = config.openapi.title ?? loaded.document.info.title;
  // Each part of the reference is rendered, its anchors noted, and let go:
  // the view model of a large document is never whole in memory. The anchors
  // come from the model (tests hold them equal to the body's ids), so
  // `check`, which renders no body, finds the same. The rendered parts are
  // kept in chunks (the introduction, each tag, the schemas), which a
  // reference too large for one page deals out to pages of their own.
  const chunks: BodyChunk[] = [];
  const assembler = keepView ? createViewAssembler() : undefined;
  const { menu, sections, operations } = timer.taskSync('openapi: model and body', () => {
    // With the Try-it console, each operation's button names the file the console fetches.
    const tryItHref = config.openapi.tryIt ? (method: string, apiPath: string, operationId?: string) => routeToHref(config.baseUrl, tryItFileName(route, method, apiPath, operationId)) : undefined;
    const parts = referenceParts({ loaded, title, specHref, specName, describe, code: createCodeRenderer(highlighter), limits, server: config.openapi.server, marks, tryItHref });
    let step = parts.next();
    for (; !step.done; step = parts.next()) {
      const html = renderBody ? flatString(renderReferencePart(step.value)) : '';
      // The ids of the markup are the model's (tests hold them so); reading them off the markup is ~8× faster than walking the model.
      const entry = { html, anchors: renderBody ? anchorsOf(html) : anchorsOfView(step.value) };
      const part = step.value;
      if (part.kind === 'intro') chunks.push({ kind: 'intro', label: title, open: entry, entries: [], close: '' });
      else if (part.kind === 'tag') chunks.push({ kind: 'tag', label: part.tag.name, open: entry, entries: [], close: '' });
      else if (part.kind === 'schemas') chunks.push({ kind: 'schemas', label: 'Schemas', open: entry, entries: [], close: '' });
      else if (part.kind === 'end') chunks.at(-1)!.close = entry.html;
      else chunks.at(-1)!.entries.push({ ...entry, key: keyOf(part) });
      assembler?.add(part);
    }
    return step.value;
  });
  const anchors = new Set(chunks.flatMap((chunk) => [...chunk.open.anchors, ...chunk.entries.flatMap((entry) => [...entry.anchors])]));

  const page: ApiPage = {
    kind: 'api',
    route,
    permalink: routeToHref(config.baseUrl, route),
    title,
    description: loaded.document.info.summary,
    html: '',
    menu,
    specHref,
    version: loaded.document.info.version,
  };
  const split = shouldSplit(config.openapi.split, chunks, operations)
    ? timer.taskSync('openapi: split', () => splitReference({ chunks, page, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, menu }))
    : undefined;
  if (split) {
    // Every old anchor stays valid on the overview (its script sends it on); search and the menu lead to the page that holds it.
    const pageOf = new Map(split.parts.flatMap((part) => [...part.anchors].map((id) => [id, part.page.permalink] as const)));
    for (const section of sections) section.permalink = pageOf.get(section.id);
    for (const id of split.overview.anchors) anchors.add(id);
  }

  const reference: ApiReference = {
    page: split ? split.overview.page : { ...page, html: joinChunks(chunks) },
    parts: split?.parts ?? [],
    anchorMap: split ? { name: anchorMapFile(route), content: split.anchorMap } : undefined,
    tryItFiles: config.openapi.tryIt && renderBody ? timer.taskSync('openapi: try-it files', () => tryItFiles(loaded, route)) : undefined,
    anchors,
    sections,
    links: describe.links,
    specFile: { name: download, content: loaded.content },
    document: loaded.document,
    locator: loaded.locator,
    sources: loaded.sources,
    readKey: loaded.readKey,
    diagnostics: [...diagnostics, ...describe.diagnostics],
  };
  return { reference, view: assembler?.view() };
}

/** What an entry shows, for the Markdown export of a split reference: an operation's method and path, a schema's name. */
function keyOf(part: ReferencePart): string | undefined {
  if (part.kind === 'schema') return part.item.name;
  if (part.kind !== 'entry') return undefined;
  const { entry } = part;
  return entry.kind === 'full' ? `${entry.operation.method} ${entry.operation.path}` : `${entry.method} ${entry.path}`;
}

/**
 * Languages the reference may colour with the site's highlighter: those of
 * code fences in descriptions (indented inside YAML, hence the loose match),
 * XML for XML examples and the languages of `x-codeSamples`. Loading a
 * grammar is costly, so only these.
 */
function codeLanguagesOf(source: string): Set<string> {
  const languages = new Set<string>();
  // The matches are found by `match` and read in loops of their own: a loop over a large document's text, optimised
  // while it runs, kept that text (26 MB for GitHub's) alive in its compiled code for the rest of the build.
  for (const fence of source.match(/(?:```+|~~~+)[ \t]*[\w+#-]+/g) ?? []) languages.add(/[\w+#-]+$/.exec(fence)![0]);
  if (/xml/i.test(source)) languages.add('xml');
  // `lang:` of x-codeSamples, in JSON or YAML; another key named lang costs nothing unless its value names a grammar.
  if (/x-code-?samples/i.test(source)) for (const lang of source.match(/["']?\blang["']?\s*:\s*["']?[^"'\n,}]+/g) ?? []) languages.add(sampleLanguage(/:\s*["']?([^"'\n,}]+)$/.exec(lang)![1]!));
  return languages;
}
