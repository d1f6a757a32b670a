// GitHub's description of api.github.com (@octokit/openapi: 1,223
// operations, 268 webhooks, 969 schemas, 13 MB), fetched from the npm
// registry on first use (tests/bench/lib/github-openapi.mjs: too heavy for a
// devDependency) and built by the CLI with the default config. It splits
// per tag; every operation is on the page the anchor map names, and no page
// a reader opens is over 1 MB gzip. The test fails, not skips, when the
// document cannot be fetched. Its build time is the bench's (--only github).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { operationAnchor, pathOperationAnchor } from '../../cli/openapi/anchors.js';
import { githubDocument } from '../bench/lib/github-openapi.mjs';
import { brokerdocs } from '../support/cli.js';
import { siteWithSpec } from '../support/spec-site.js';

interface Operation {
  operationId?: string;
  tags?: string[];
}
type Paths = Record<string, Record<string, Operation>>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe("GitHub's API", () => {
  it('builds with exit 0 by default: split per tag, every operation anchored on its page, no page over 1 MB gzip', { timeout: 180_000 }, async () => {
    const spec = await githubDocument();
    const document = JSON.parse(await readFile(spec, 'utf8')) as { paths: Paths; 'x-webhooks': Paths };
    const site = await siteWithSpec(spec, { spec: 'api.github.com.json' });
    // The default config: its descriptions have broken anchors as GitHub publishes them, warnings by default (the helper's config throws).
    await writeFile(path.join(site, 'docs.config.ts'), `export default { title: 'GitHub', url: 'https://github.example.com', docs: { path: 'docs' }, openapi: { spec: 'openapi/api.github.com.json', route: '/api' } };\n`);
    const run = brokerdocs(['build', site]);
    expect(run.stderr).not.toMatch(/^\s+error/m);
    expect(run.status).toBe(0);
    expect(run.stderr).not.toContain('[page-too-large]');
    const out = path.join(site, 'build');

    const map = JSON.parse(await readFile(path.join(out, 'api/anchors.json'), 'utf8')) as { pages: string[]; anchors: Record<string, number> };
    const idsOf = new Map<string, Set<string>>();
    for (const page of map.pages) {
      const html = await readFile(path.join(out, page.slice(1), 'index.html'), 'utf8');
      idsOf.set(page, new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))));
    }
    const unanchored: string[] = [];
    let operations = 0;
    for (const [collection, webhooks] of [
      [document.paths, false],
      [document['x-webhooks'], true],
    ] as const) {
      for (const [route, item] of Object.entries(collection)) {
        for (const method of METHODS) {
          const operation = item[method];
          if (!operation) continue;
          operations++;
          const tag = operation.tags?.[0] ?? 'default';
          // Without an operationId (some webhooks), Redoc's anchor names the operation by its path.
          const ids = operation.operationId ? [operationAnchor(tag, operation.operationId), `operation/${operation.operationId}`] : [pathOperationAnchor(tag, route, method)];
          for (const id of ids) {
            const page = map.pages[map.anchors[id] ?? -1];
            if (!page || !idsOf.get(page)!.has(id)) unanchored.push(`${webhooks ? 'webhook ' : ''}${method} ${route}: #${id}`);
          }
        }
      }
    }
    expect(unanchored).toEqual([]);
    expect(operations).toBeGreaterThan(1400);
    // A sample of familiar operations, on the page of their tag.
    const sample: [string, string][] = [
      ['operation/repos/get', '/api/repos'],
      ['tag/issues/operation/issues/create', '/api/issues'],
      ['operation/pulls/merge', '/api/pulls'],
      ['schema/repository', '/api/schemas'],
    ];
    for (const [id, page] of sample) {
      expect(map.pages[map.anchors[id]!]?.replace(/-\d+$/, '')).toBe(page);
    }

    const largest = { path: '', gzip: 0 };
    for (const name of await readdir(out, { recursive: true })) {
      if (!name.endsWith('.html')) continue;
      const gzip = gzipSync(await readFile(path.join(out, name))).length;
      if (gzip > largest.gzip) Object.assign(largest, { path: name, gzip });
    }
    expect(largest.gzip).toBeLessThan(1_000_000);
    expect(largest.gzip).toBeGreaterThan(50_000);
  });
});
