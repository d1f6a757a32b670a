// A real public Swagger 2.0 document, Netlify's API (@netlify/open-api, read
// from node_modules), built by the CLI as a team would: the build succeeds,
// every operation has its anchor, operations that take a body or form fields
// show a request body, and no parameter is left untyped.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { redocSlug } from '../../cli/openapi/anchors.js';
import { buildSpecSite, siteWithSpec } from '../support/spec-site.js';

interface Parameter {
  in?: string;
  $ref?: string;
}
interface Swagger {
  parameters?: Record<string, Parameter>;
  paths: Record<string, Record<string, { operationId?: string; tags?: string[]; parameters?: Parameter[] }> & { parameters?: Parameter[] }>;
}

const require = createRequire(import.meta.url);
const specFile = require.resolve('@netlify/open-api/dist/swagger.json');
const swagger = require(specFile) as Swagger;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

describe("Netlify's API (Swagger 2.0)", () => {
  it('builds with exit 0: every operation anchored, bodies shown, parameters typed', { timeout: 120_000 }, async () => {
    const site = await siteWithSpec(specFile, { spec: 'swagger.json' });
    const run = await buildSpecSite(site);
    expect(run.stderr).not.toMatch(/^\s+error/m);
    expect(run.status).toBe(0);

    // Each operation's section, by its id.
    const sections = new Map<string, string>();
    for (const chunk of run.html.split('<section id="').slice(1)) sections.set(chunk.slice(0, chunk.indexOf('"')), chunk);
    const where = (parameter: Parameter) => (parameter.$ref ? swagger.parameters?.[parameter.$ref.split('/').at(-1)!]?.in : parameter.in);
    let operations = 0;
    let withBodies = 0;
    const missing: string[] = [];
    for (const [route, item] of Object.entries(swagger.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        operations++;
        const id = `tag/${redocSlug(operation.tags?.[0] ?? 'default')}/operation/${operation.operationId ?? ''}`;
        const section = sections.get(id);
        if (!section) {
          missing.push(`${method.toUpperCase()} ${route} (#${id})`);
          continue;
        }
        const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
        if (parameters.some((p) => where(p) === 'body' || where(p) === 'formData')) {
          withBodies++;
          if (!section.includes('class="api-request-body"')) missing.push(`the request body of ${operation.operationId}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(operations).toBeGreaterThan(150);
    expect(withBodies).toBeGreaterThan(30);
    // Parameter rows: name, then type; none is `any`.
    const types = [...run.html.matchAll(/<ul class="props api-parameter-list">(.*?)<\/ul>/g)].flatMap((list) => [...list[1]!.matchAll(/<code class="prop-name">([^<]*)<\/code><span class="type">([^<]*)/g)].map((m) => `${m[1]}: ${m[2]}`));
    expect(types.length).toBeGreaterThan(200);
    expect(types.filter((t) => t.endsWith(': any') || t.endsWith(': '))).toEqual([]);
    expect(run.html).toContain('id="schema/site"');
  });
});
