// A writer's mistakes never stop `brokerdocs dev`: each one reaches open pages
// as a `diagnostics` event with its file and line (for the overlay), the last
// good pages stay served, and fixing it clears the overlay.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../cli/dev/dev-server.js';
import type { RebuildResult } from '../../cli/dev/dev-site.js';
import type { DevEvents } from '../../templates/contracts/types.js';
import { eventually, openEventLog, startDevSession, type DevSession, type EventLog } from '../support/dev.js';
import { copyFixture } from '../support/paths.js';

let dev: DevSession;
let site: string;
let server: DevServer;
let events: EventLog;
let origin: string;
const results: RebuildResult[] = [];

beforeAll(async () => {
  dev = await startDevSession('minimal', { onRebuild: (result) => results.push(result) });
  ({ site, server, events, origin } = dev);
}, 60_000);

afterAll(() => dev?.close());

const file = (relative: string) => path.join(site, relative);
const html = async (route: string) => (await fetch(`${origin}/docs-base/${route}`)).text();

/**
 * Breaks a file, waits for a failed build reporting `code`, then restores the
 * file and waits for the problems to clear.
 */
async function breakAndFix(relative: string, broken: (original: string) => string, code: (codes: string[]) => boolean, inspect: (problems: DevEvents['diagnostics']) => Promise<void>): Promise<void> {
  await server.idle(); // nothing from an earlier test may still be building
  const original = await readFile(file(relative), 'utf8');
  let from = events.events.length;
  await writeFile(file(relative), broken(original));
  const problems = await events.waitFor('diagnostics', (data) => !data.ok && code(data.diagnostics.map((d) => d.code)), { from });
  await inspect(problems);
  from = events.events.length;
  await writeFile(file(relative), original);
  const cleared = await events.waitFor('diagnostics', (data) => data.ok && data.diagnostics.length === 0, { from });
  expect(cleared.diagnostics).toEqual([]);
}

const has = (expected: string) => (codes: string[]) => codes.includes(expected);

describe('dev: errors', () => {
  it('shows bad front matter with its file and line, and keeps serving the last good page', async () => {
    const before = await html('reference/glossary');
    await breakAndFix(
      'docs/reference/glossary.md',
      (text) => `---\ntitle: [unclosed\n---\n${text}\nAn edit that must not be served.\n`,
      has('front-matter-syntax'),
      async (problems) => {
        const problem = problems.diagnostics.find((d) => d.code === 'front-matter-syntax');
        expect(problem, JSON.stringify(problems)).toBeDefined();
        expect(problem!.severity).toBe('error');
        expect(problem!.location).toMatch(/^docs\/reference\/glossary\.md:\d+/);
        expect(await html('reference/glossary')).toBe(before);
      },
    );
  });

  it('reports a broken Markdown link at its line and column', async () => {
    await breakAndFix(
      'docs/guide/getting-started.md',
      (text) => `${text}\nSee [the missing page](missing-page.md).\n`,
      has('broken-markdown-link'),
      async (problems) => {
        const original = await readFile(file('docs/guide/getting-started.md'), 'utf8');
        const line = `${original}\nSee [the missing page](missing-page.md).\n`.split('\n').findIndex((l) => l.includes('missing-page.md')) + 1;
        const problem = problems.diagnostics.find((d) => d.code === 'broken-markdown-link');
        expect(problem, JSON.stringify(problems)).toBeDefined();
        expect(problem!.location).toMatch(new RegExp(`^docs/guide/getting-started\\.md:${line}:\\d+$`));
        expect(problem!.message).toContain('missing-page.md');
        expect(await html('guide/getting-started')).not.toContain('the missing page');
      },
    );
  });

  it('survives a syntax error in docs.config.ts and greets new pages with the overlay', async () => {
    await breakAndFix(
      'docs.config.ts',
      (text) => text.replace("title: 'Minimal Site',", "title: 'Minimal Site',,"),
      has('config-syntax'),
      async (problems) => {
        const problem = problems.diagnostics.find((d) => d.code === 'config-syntax');
        expect(problem, JSON.stringify(problems)).toBeDefined();
        expect(problem!.location).toMatch(/^docs\.config\.ts:\d+:\d+$/);
        // Still serving, and a page opened now learns about the error at once.
        const home = await fetch(`${origin}/docs-base/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('Welcome to the minimal site.');
        const late = await openEventLog(origin);
        try {
          const greeting = await late.waitFor('diagnostics');
          expect(greeting.ok).toBe(false);
          expect(greeting.diagnostics.map((d) => d.code)).toContain('config-syntax');
        } finally {
          late.close();
        }
      },
    );
  });

  it('reports an invalid OpenAPI document and recovers when it is fixed', async () => {
    await breakAndFix(
      'openapi/api.yaml',
      (text) => text.replace('openapi: 3.0.3', 'openapi: 3.0.3\npaths: this is not a paths object'),
      (codes) => codes.length > 0,
      async (problems) => {
        expect(problems.diagnostics.some((d) => d.severity === 'error' && d.location?.startsWith('openapi/api.yaml'))).toBe(true);
        expect(await html('api')).toContain('Get quotes');
      },
    );
  });

  it('reloads the page once its error is fixed and prints the same diagnostics in the terminal', async () => {
    await server.idle();
    const from = events.events.length;
    const seen = results.length;
    await writeFile(file('docs/guide/advanced/configuration.md'), '---\nsidebar_position: "first"\n---\n\n# Configuration\n');
    const problems = await events.waitFor('diagnostics', (data) => data.diagnostics.some((d) => d.code === 'front-matter-invalid'), { from });
    expect(problems.ok).toBe(false);
    expect(problems.diagnostics[0]!.code).toBe('front-matter-invalid');
    expect(problems.diagnostics[0]!.location).toBe('docs/guide/advanced/configuration.md:2');
    const failed = results.slice(seen).find((result) => !result.ok)!;
    expect(failed.diagnostics.map((d) => [d.code, d.location?.file, d.location?.line])).toContainEqual(['front-matter-invalid', 'docs/guide/advanced/configuration.md', 2]);

    await writeFile(file('docs/guide/advanced/configuration.md'), '---\ntitle: Configuration\n---\n\nEverything can be configured again.\n\n## Options\n');
    await events.waitFor('diagnostics', (data) => data.ok, { from });
    await eventually(events, 'reload', from, async () => (await html('guide/advanced/configuration')).includes('Everything can be configured again.'));
  });
});

describe('dev: a site that does not build at start', () => {
  it('serves a stub that shows the errors, then the site once the config is fixed', async () => {
    const copy = await copyFixture('minimal');
    const config = path.join(copy.site, 'docs.config.ts');
    const original = await readFile(config, 'utf8');
    await writeFile(config, original.replace("baseUrl: '/docs-base/',", "baseUrl: 'docs-base',"));
    const broken = await startDevServer({ siteDir: copy.site, port: 0, watchTheme: false });
    const brokenOrigin = new URL(broken.url).origin;
    const log = await openEventLog(brokenOrigin);
    try {
      const stub = await fetch(`${brokenOrigin}/docs-base/`);
      expect(stub.status).toBe(500);
      const text = await stub.text();
      expect(text).toContain('The site did not build');
      expect(text).toContain('/__brokerdocs/dev-client.js');
      expect((await fetch(`${brokenOrigin}/__brokerdocs/dev-client.js`)).status).toBe(200);
      const greeting = await log.waitFor('diagnostics');
      expect(greeting.ok).toBe(false);
      expect(greeting.diagnostics[0]).toMatchObject({ code: 'config-invalid', severity: 'error' });
      expect(greeting.diagnostics[0]!.location).toMatch(/^docs\.config\.ts:\d+/);

      const from = log.events.length;
      await writeFile(config, original);
      await eventually(log, 'reload', from, async () => (await fetch(`${brokenOrigin}/docs-base/`)).status === 200);
      const fixed = await fetch(`${brokenOrigin}/docs-base/`);
      expect(fixed.status).toBe(200);
      expect(await fixed.text()).toContain('Welcome to the minimal site.');
    } finally {
      log.close();
      await broken.close();
      await rm(copy.root, { recursive: true, force: true });
    }
  });
});
