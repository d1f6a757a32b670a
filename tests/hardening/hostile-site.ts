// Builds sites whose content carries the payloads into a temporary folder:
// page titles, sidebar labels, descriptions, keywords, pagination labels and
// category labels; navbar and footer labels and the announcement id (which
// the inline head script reads); and OpenAPI text that is not Markdown (the
// API and tag names, summaries, operation ids, parameter and property names,
// enum and example values, server URLs). Markdown bodies and OpenAPI
// descriptions carry payloads as text, code and link targets, not raw HTML:
// raw HTML in Markdown is the writers' own by design. A second site puts raw
// HTML payloads into OpenAPI descriptions, where only the CSP stands between
// them and the reader.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { build } from '../../cli/commands/build.js';
import { temporaryDir } from '../support/paths.js';
import { PAYLOADS } from './payloads.js';

export const PAGES = 11;
/** Every page carries three payloads in its front matter; the word finds them all in search. */
export const SEARCH_WORD = 'zebrafish';

const payload = (i: number) => PAYLOADS[i % PAYLOADS.length]!;
const yamlString = (text: string) => JSON.stringify(text);

function page(i: number): string {
  const title = payload(3 * i);
  return [
    '---',
    `title: ${yamlString(title)}`,
    `sidebar_label: ${yamlString(payload(3 * i + 1))}`,
    `description: ${yamlString(payload(3 * i + 2))}`,
    `keywords: [${yamlString(payload(3 * i + 3))}]`,
    `pagination_label: ${yamlString(payload(3 * i + 4))}`,
    '---',
    '',
    `A page about the ${SEARCH_WORD}, number ${i}. In code: \`${payload(3 * i).replace(/`/g, '')}\`.`,
    '',
    `## The ${SEARCH_WORD} section ${i}`,
    '',
    `Links whose targets are payloads: [one](${payload(6).replace(/[\s()]/g, '')}) and [two](<${payload(7)}>).`,
    '',
    '```html',
    payload(3 * i + 1),
    '```',
    '',
  ].join('\n');
}

function config(openapi: string | undefined): string {
  const value = {
    title: 'Hostile Site',
    tagline: payload(2),
    url: 'https://hostile.example.com',
    baseUrl: '/hostile/',
    onBrokenLinks: 'ignore',
    onBrokenMarkdownLinks: 'ignore',
    docs: { path: 'docs' },
    ...(openapi ? { openapi: { spec: openapi, route: '/api', title: payload(14) } } : {}),
    themeConfig: {
      navbar: {
        title: payload(17),
        logo: { src: 'img/logo.svg', alt: payload(1) },
        items: [
          { type: 'doc', docId: 'page-0', label: payload(19), position: 'left' },
          { to: '/api', label: payload(20), position: 'left' },
          { type: 'dropdown', label: payload(21), items: [{ label: payload(22), to: '/page-1' }] },
          { type: 'search', position: 'right' },
        ],
      },
      footer: { links: [{ title: payload(23), items: [{ label: payload(24), to: '/' }, { label: payload(25), href: 'https://example.com/?q=%3Cscript%3E' }] }] },
      announcementBar: { id: payload(15), content: 'Plain announcement', isCloseable: true },
    },
  };
  return `import { defineConfig } from 'brokerdocs';\nexport default defineConfig(${JSON.stringify(value, null, 2)});\n`;
}

/** OpenAPI text that is not Markdown carries payloads; descriptions carry them as code and link targets only. */
function textApi(): unknown {
  const hostileName = (i: number) => payload(i).replace(/\s/g, '');
  return {
    openapi: '3.0.3',
    info: { title: payload(0), version: payload(1), description: `The ${SEARCH_WORD} API. \`${payload(2)}\` and [a link](${hostileName(6)}).` },
    servers: [{ url: `https://api.example.com/${payload(3)}`, description: 'A server.' }],
    tags: [{ name: payload(4), description: `\`${payload(5)}\`` }],
    paths: {
      '/widgets/{id}': {
        get: {
          operationId: hostileName(8),
          tags: [payload(4)],
          summary: payload(9),
          parameters: [
            { name: payload(10), in: 'query', schema: { type: 'string', enum: [payload(11), payload(12), payload(14)], default: payload(13) }, example: payload(14) },
            { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: payload(15) },
          ],
          responses: {
            '200': {
              description: 'A widget.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' }, examples: { [payload(16)]: { summary: payload(17), value: { name: payload(18), note: payload(26), [payload(22)]: payload(23) } } } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Widget: {
          type: 'object',
          properties: {
            name: { type: 'string', example: payload(19), format: payload(21) },
            [payload(22)]: { type: 'string', enum: [payload(23)] },
            note: { type: 'string', default: payload(24) },
          },
        },
      },
      securitySchemes: { [hostileName(25)]: { type: 'apiKey', in: 'header', name: payload(27) } },
    },
  };
}

/** Raw HTML payloads in the Markdown descriptions of an OpenAPI document (those with javascript: URLs are refused by the build, and tested there). */
export const RAW_HTML_PAYLOADS = PAYLOADS.filter((text) => !/javascript:/i.test(text));

function rawHtmlApi(): unknown {
  const all = RAW_HTML_PAYLOADS.join('\n\n');
  return {
    openapi: '3.0.3',
    info: { title: 'Raw HTML descriptions', version: '1', description: all },
    tags: [{ name: 'Things', description: all }],
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          tags: ['Things'],
          summary: 'List things',
          description: all,
          responses: { '200': { description: all, content: { 'application/json': { schema: { type: 'object', description: all, properties: { a: { type: 'string', description: all } } } } } } },
        },
      },
    },
  };
}

export interface HostileSite {
  /** The built folder. */
  outDir: string;
  siteDir: string;
}

/** `text`: payloads everywhere the site shows text; `raw-html`: raw HTML payloads in OpenAPI descriptions. */
export async function buildHostileSite(kind: 'text' | 'raw-html'): Promise<HostileSite> {
  const siteDir = await temporaryDir(`brokerdocs-hostile-${kind}-`);
  const files: Record<string, string> = {
    'docs.config.ts': config('openapi/api.yaml'),
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    'openapi/api.yaml': stringify(kind === 'text' ? textApi() : rawHtmlApi()),
  };
  for (let i = 0; i < PAGES; i++) files[i < 3 ? `docs/page-${i}.md` : `docs/folder/page-${i}.md`] = page(i);
  files['docs/folder/_category_.json'] = JSON.stringify({ label: payload(27), position: 2 });
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, name)), { recursive: true });
    await writeFile(path.join(siteDir, name), content);
  }
  const outDir = path.join(siteDir, 'build');
  const result = await build(siteDir, { outDir });
  if (!result.ok) throw new Error(`The hostile site did not build:\n${result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.location?.file}:${d.location?.line} ${d.message}`).join('\n')}`);
  return { outDir, siteDir };
}
