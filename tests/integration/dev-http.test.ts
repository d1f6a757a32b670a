// The dev server over HTTP: base URL and redirect, 404 page, content types,
// no caching anywhere, the event stream's headers, a busy port, and no way to
// reach files outside the site.
import { rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../cli/dev/dev-server.js';
import { rawGet, traversalAttempts } from '../support/dev.js';
import { copyFixture } from '../support/paths.js';

const SECRET = 'dev-secret-that-must-not-leak';
let root: string;
let site: string;
let server: DevServer;
let origin: string;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  ({ root, site } = await copyFixture('minimal'));
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  // A link in the static folder that points out of the site.
  await symlink(path.join(root, 'secret.txt'), path.join(site, 'static', 'leak.txt'));
  server = await startDevServer({ siteDir: site, port: 0, watchTheme: false });
  origin = new URL(server.url).origin;
}, 60_000);

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const get = (target: string) => fetch(`${origin}${target}`, { redirect: 'manual' });

describe('dev: HTTP', () => {
  it('redirects / to the base URL', async () => {
    for (const target of ['/', '/docs-base']) {
      const response = await get(target);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/docs-base/');
    }
  });

  it('serves routes with and without the trailing slash, and the 404 page for unknown ones', async () => {
    const bare = await get('/docs-base/guide/advanced/configuration');
    const slash = await get('/docs-base/guide/advanced/configuration/');
    expect(bare.status).toBe(200);
    expect(slash.status).toBe(200);
    expect(await bare.text()).toContain('Everything can be configured.');
    await slash.text();
    const missing = await get('/docs-base/not/a/page');
    expect(missing.status).toBe(404);
    const body = await missing.text();
    expect(body).toContain('Page not found');
    expect(body).toContain('/__brokerdocs/dev-client.js');
  });

  it('marks every response no-store and names its content type', async () => {
    const home = await (await get('/docs-base/')).text();
    const css = /href="(\/docs-base\/assets\/[^"]+\.css)"/.exec(home)![1]!;
    const js = /src="(\/docs-base\/assets\/client-[^"]+\.js)"/.exec(home)![1]!;
    const siteData = /href="(\/docs-base\/assets\/site-[^"]+\.json)"/.exec(home)![1]!;
    const expected: [string, number, string][] = [
      ['/docs-base/', 200, 'text/html; charset=utf-8'],
      [css, 200, 'text/css; charset=utf-8'],
      [js, 200, 'text/javascript; charset=utf-8'],
      [siteData, 200, 'application/json; charset=utf-8'],
      ['/docs-base/page-data/index.json', 200, 'application/json; charset=utf-8'],
      ['/docs-base/search-index-default.json', 200, 'application/json; charset=utf-8'],
      ['/docs-base/img/favicon.svg', 200, 'image/svg+xml'],
      ['/docs-base/api.yaml', 200, 'application/yaml; charset=utf-8'],
      ['/docs-base/sitemap.xml', 200, 'application/xml; charset=utf-8'],
      ['/__brokerdocs/dev-client.js', 200, 'text/javascript; charset=utf-8'],
      ['/docs-base/nothing-here', 404, 'text/html; charset=utf-8'],
    ];
    for (const [target, status, type] of expected) {
      const response = await get(target);
      expect(response.status, target).toBe(status);
      expect(response.headers.get('content-type'), target).toBe(type);
      expect(response.headers.get('cache-control'), target).toBe('no-store');
      await response.arrayBuffer();
    }
  });

  it('adds the dev client to HTML pages only; the files of a build never name it', async () => {
    const home = await (await get('/docs-base/')).text();
    expect(home.match(/\/__brokerdocs\/dev-client\.js/g)).toHaveLength(1);
    const data = await (await get('/docs-base/page-data/index.json')).text();
    expect(data).not.toContain('__brokerdocs');
  });

  it('opens an event stream that is never cached and greets with the current state', async () => {
    const response = await rawGet(origin, '/__brokerdocs/other');
    expect(response.status).toBe(404);
    const controller = new AbortController();
    const stream = await fetch(`${origin}/__brokerdocs/events`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const reader = stream.body!.getReader();
    let text = '';
    while (!text.includes('event: diagnostics')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(text).toMatch(/event: hello\ndata: \{"id":"[^"]+"\}\n\n/);
    expect(text).toContain('event: diagnostics\ndata: {"ok":true,"diagnostics":[]}');
  });

  it('serves no file from outside the site, however the path is written', async () => {
    const attempts = [...traversalAttempts('/docs-base/', 'secret.txt'), '/docs-base/leak.txt', '/docs-base/docs.config.ts', '/docs-base/docs/index.md', '/docs-base/../docs.config.ts'];
    for (const target of attempts) {
      const response = await rawGet(origin, target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).not.toContain(SECRET);
      expect(response.body, target).not.toContain('defineConfig');
    }
  });

  it('moves to the next port when the one asked for is busy', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => blocker.close(resolve)));
    const busy = (blocker.address() as { port: number }).port;
    const reported: number[] = [];
    const second = await startDevServer({ siteDir: site, port: busy, watchTheme: false, onBusy: (port) => reported.push(port) });
    cleanup.push(() => second.close());
    expect(reported[0]).toBe(busy);
    expect(second.port).toBeGreaterThan(busy);
    expect(second.url).toBe(`http://127.0.0.1:${second.port}/docs-base/`);
    expect((await fetch(second.url)).status).toBe(200);
  });
});
