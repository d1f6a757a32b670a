// `brokerdocs dev` and `serve` under load and attack, on loopback:
// 1,000 requests at once (pages, assets, page data, search index, Markdown,
// 404s), also in the middle of a rebuild; traversal attempts (encoded,
// double-encoded, backslashes, NUL bytes, a symlink out of the site) get 404;
// a storm of 1,000 file changes is one rebuild, and what is served in the
// end is the last write of every file; a syntax error in
// docs.config.ts leaves the server running, the last good pages served and
// the error in the overlay's event, until a fix rebuilds.
import http from 'node:http';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../cli/dev/dev-server.js';
import type { RebuildResult } from '../../cli/dev/dev-site.js';
import { startStaticServer } from '../../cli/dev/static-server.js';
import { build } from '../../cli/commands/build.js';
import { eventually, openEventLog, rawGet, startDevSession, traversalAttempts, type DevSession, type EventLog } from '../support/dev.js';
import { reportFigure } from './figures.js';

const SECRET = 'hardening-secret-that-must-not-leak';
const CONCURRENT = 1_000;
const STORM = 1_000;
const STORM_FILES = 100;

let dev: DevSession;
let root: string;
let site: string;
let server: DevServer;
let origin: string;
let events: EventLog;
const rebuilds: RebuildResult[] = [];
const stats = { served: 0, traversals: 0, stormRebuilds: 0 };

beforeAll(async () => {
  dev = await startDevSession('minimal', { onRebuild: (result) => rebuilds.push(result) }, async ({ root, site }) => {
    await writeFile(path.join(root, 'secret.txt'), SECRET);
    await symlink(path.join(root, 'secret.txt'), path.join(site, 'static', 'leak.txt'));
    await mkdir(path.join(site, 'docs', 'storm'));
    for (let i = 0; i < STORM_FILES; i++) await writeFile(path.join(site, 'docs', 'storm', `page-${i}.md`), `---\ntitle: Storm ${i}\n---\n\nVersion 0.\n`);
  });
  ({ root, site, server, origin, events } = dev);
}, 60_000);

afterAll(async () => {
  await dev?.close();
  reportFigure(
    'dev-server',
    { requests: stats.served, traversals: stats.traversals, stormRebuilds: stats.stormRebuilds },
    `${stats.served} requests served without error (${CONCURRENT} at once, twice, one run during a rebuild), ${stats.traversals} traversal attempts answered 404, a storm of ${STORM} file changes to ${STORM_FILES} files rebuilt ${stats.stormRebuilds} times`,
  );
});

interface Answer {
  target: string;
  status: number;
  bytes: number;
  error?: string;
}

/** `count` GETs all started at once, each on its own connection, each given up after 30 s. */
async function storm(targets: readonly string[], count: number): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const target = targets[i % targets.length]!;
      return new Promise<Answer>((resolve) => {
        const request = http.get(`${origin}${target}`, { agent: false, timeout: 30_000 }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ target, status: response.statusCode ?? 0, bytes }));
          response.on('error', (error) => resolve({ target, status: 0, bytes, error: error.message }));
        });
        request.on('timeout', () => request.destroy(new Error('timed out')));
        request.on('error', (error) => resolve({ target, status: 0, bytes: 0, error: error.message }));
      });
    }),
  );
}

async function pageTargets(): Promise<string[]> {
  const home = await (await fetch(server.url)).text();
  const assets = [...home.matchAll(/(?:href|src)="(\/docs-base\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  return [
    '/docs-base/',
    '/docs-base/guide/getting-started',
    '/docs-base/guide/advanced/configuration/',
    '/docs-base/api',
    '/docs-base/storm/page-7',
    '/docs-base/page-data/index.json',
    '/docs-base/search-index-default.json',
    '/docs-base/guide/getting-started.md',
    '/docs-base/llms.txt',
    '/docs-base/no/such/page',
    ...assets,
  ];
}

function failuresOf(answers: readonly Answer[]): string[] {
  return answers
    // Every answer is the one expected; pages have a body (a bundle chunk may be empty).
    .filter((answer) => answer.error || !(answer.status === 200 || (answer.status === 404 && answer.target.includes('no/such'))) || (answer.bytes === 0 && !answer.target.includes('/assets/')))
    .map((answer) => `${answer.target}: ${answer.error ?? `status ${answer.status}, ${answer.bytes} bytes`}`);
}

describe('dev server under load and attack', () => {
  it(`serves ${CONCURRENT} requests made at once, without an error`, { timeout: 120_000 }, async () => {
    const answers = await storm(await pageTargets(), CONCURRENT);
    expect(failuresOf(answers)).toEqual([]);
    stats.served += answers.length;
  });

  it(`serves ${CONCURRENT} requests made at once while it rebuilds`, { timeout: 120_000 }, async () => {
    const targets = await pageTargets();
    const from = events.events.length;
    // The same front matter, so the sidebar and the hashed site data stay as the pages already served name them.
    await writeFile(path.join(site, 'docs', 'guide', 'getting-started.md'), '---\nsidebar_position: 1\ndescription: Install the tool and run your first request.\n---\n\n# Getting started\n\nRewritten during the storm of requests.\n');
    const answers = await storm(targets, CONCURRENT);
    expect(failuresOf(answers)).toEqual([]);
    stats.served += answers.length;
    await eventually(events, 'reload', from, async () => (await (await fetch(`${origin}/docs-base/guide/getting-started`)).text()).includes('Rewritten during the storm'));
  });

  it('answers every traversal attempt with 404 and never the secret, in dev and in serve', { timeout: 120_000 }, async () => {
    const attempts = [...traversalAttempts('/docs-base/', '../secret.txt'), ...traversalAttempts('/docs-base/', 'secret.txt'), '/docs-base/leak.txt', '/docs-base/%2e%2e/%2e%2e/secret.txt', '/docs-base/..%252f..%252fsecret.txt', '/docs-base/%c0%ae%c0%ae/secret.txt', '/docs-base/.%00./secret.txt', '/docs-base/..%5c..%5csecret.txt'];
    const outDir = path.join(root, 'built');
    const result = await build(site, { outDir });
    expect(result.ok).toBe(true);
    await symlink(path.join(root, 'secret.txt'), path.join(outDir, 'leak.txt'));
    const served = await startStaticServer({ root: outDir, baseUrl: '/docs-base/' });
    const failures: string[] = [];
    try {
      for (const at of [origin, new URL(served.url).origin]) {
        for (const target of attempts) {
          const response = await rawGet(at, target).catch((error: Error) => ({ status: 0, body: error.message, headers: {} }));
          stats.traversals++;
          // 400 is the HTTP parser refusing the request line itself (a raw backslash or NUL): also nothing served.
          if (response.body.includes(SECRET) || ![404, 302, 400].includes(response.status)) failures.push(`${at}${target}: ${response.status}`);
        }
      }
    } finally {
      await served.close();
    }
    expect(failures).toEqual([]);
  });

  it(`rebuilds a storm of ${STORM} changes to ${STORM_FILES} files once, and serves the last write of each`, { timeout: 120_000 }, async () => {
    await server.idle();
    const before = rebuilds.length;
    // Ten rounds over the hundred files, as fast as the disk takes them (a checkout, a formatter over the tree).
    for (let round = 1; round <= STORM / STORM_FILES; round++) {
      await Promise.all(Array.from({ length: STORM_FILES }, (_, i) => writeFile(path.join(site, 'docs', 'storm', `page-${i}.md`), `---\ntitle: Storm ${i}\n---\n\nVersion ${round}.\n`)));
    }
    await server.idle();
    const batches = rebuilds.slice(before);
    stats.stormRebuilds = batches.length;
    // A batch of more files than a save touches stays open until the events stop for 100 ms (or for 1 s at most):
    // on an idle machine the storm is one rebuild (the figure reports how many). On a busy one a batch may
    // close while writes still arrive, and they form the next batch: a few rebuilds, never one per change,
    // and every file in some batch.
    expect(batches.length).toBeGreaterThanOrEqual(1);
    expect(batches.length).toBeLessThan(STORM_FILES / 2);
    expect(new Set(batches.flatMap((batch) => batch.trigger)).size).toBe(STORM_FILES);
    expect(batches.every((batch) => batch.ok)).toBe(true);
    const last = STORM / STORM_FILES;
    const pages = await Promise.all(Array.from({ length: STORM_FILES }, async (_, i) => (await fetch(`${origin}/docs-base/storm/page-${i}`)).text()));
    expect(pages.filter((html) => !html.includes(`Version ${last}.`)).length).toBe(0);
  });

  it('keeps running after a syntax error in docs.config.ts: last good pages served, the error in the overlay, and a fix rebuilds', { timeout: 120_000 }, async () => {
    const config = path.join(site, 'docs.config.ts');
    const { readFile } = await import('node:fs/promises');
    const good = await readFile(config, 'utf8');
    const from = events.events.length;
    await writeFile(config, `${good}\nexport const broken = {;\n`);
    const problems = await events.waitFor('diagnostics', (data) => !data.ok && data.diagnostics.some((d) => d.code === 'config-syntax'), { from, timeoutMs: 20_000 });
    expect(problems.diagnostics.find((d) => d.code === 'config-syntax')?.location).toMatch(/^docs\.config\.ts:\d+/);
    // Still serving the last good build, with the overlay's client in every page.
    const page = await fetch(`${origin}/docs-base/guide/getting-started`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Rewritten during the storm');
    expect(html).toContain('/__brokerdocs/dev-client.js');
    // A newly opened page is told about the error at once (the overlay shows it).
    const late = await openEventLog(origin);
    expect(await late.waitFor('diagnostics', (data) => data.diagnostics.some((d) => d.code === 'config-syntax'))).toBeTruthy();
    late.close();
    const fixed = events.events.length;
    await writeFile(config, good);
    await events.waitFor('diagnostics', (data) => data.ok, { from: fixed, timeoutMs: 20_000 });
    expect((await fetch(`${origin}/docs-base/`)).status).toBe(200);
  });
});
