// `brokerdocs serve` behaves like a static host: routes with and without the
// trailing slash, the 404 page with status 404, a redirect to the base URL,
// content types, long caching for hashed assets only, gzip, ETags — and no
// way out of the built folder.
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { startStaticServer, type RunningServer } from '../../cli/dev/static-server.js';
import { rawGet, traversalAttempts } from '../support/dev.js';
import { copyFixture } from '../support/paths.js';

const SECRET = 'top-secret-value-outside-the-site';
let root: string;
let out: string;
let server: RunningServer;
let origin: string;

beforeAll(async () => {
  const copy = await copyFixture('minimal');
  root = copy.root;
  out = path.join(root, 'out');
  const result = await build(copy.site, { outDir: out });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  await symlink(path.join(root, 'secret.txt'), path.join(out, 'leak.txt'));
  await symlink(root, path.join(out, 'leak-dir'));
  server = await startStaticServer({ root: out, baseUrl: '/docs-base/' });
  origin = new URL(server.url).origin;
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const get = (target: string, headers: Record<string, string> = {}) => fetch(`${origin}${target}`, { headers, redirect: 'manual' });

describe('serve: routes', () => {
  it('answers on 127.0.0.1 at the base URL', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/docs-base/`);
  });

  it('redirects / and the base URL without its slash to the base URL', async () => {
    for (const target of ['/', '/docs-base']) {
      const response = await get(target);
      expect(response.status, target).toBe(302);
      expect(response.headers.get('location')).toBe('/docs-base/');
    }
  });

  it('serves a route with and without the trailing slash', async () => {
    const bare = await get('/docs-base/guide/getting-started');
    const slash = await get('/docs-base/guide/getting-started/');
    expect(bare.status).toBe(200);
    expect(slash.status).toBe(200);
    const html = await bare.text();
    expect(html).toContain('<title>Getting started | Minimal Site</title>');
    expect(await slash.text()).toBe(html);
  });

  it('serves the home page and the API reference', async () => {
    expect(await (await get('/docs-base/')).text()).toContain('Welcome to the minimal site.');
    const api = await get('/docs-base/api');
    expect(api.status).toBe(200);
    expect(await api.text()).toContain('id="tag/Quotes/operation/getQuotes"');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const target of ['/docs-base/no/such/page', '/docs-base/guide/getting-started/extra', '/elsewhere']) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('Page not found');
    }
  });

  it('refuses methods a static host does not serve', async () => {
    const response = await fetch(`${origin}/docs-base/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await get('/docs-base/sitemap.xml');
    const head = await fetch(`${origin}/docs-base/sitemap.xml`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(response.headers.get('content-type'));
    expect(await head.text()).toBe('');
  });
});

describe('serve: a site at the root', () => {
  it('serves / itself when the base URL is /', async () => {
    const atRoot = await startStaticServer({ root: out, baseUrl: '/' });
    try {
      expect(atRoot.url).toBe(`http://127.0.0.1:${atRoot.port}/`);
      const home = await fetch(atRoot.url, { redirect: 'manual' });
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('Welcome to the minimal site.');
      expect((await fetch(`${atRoot.url}guide/getting-started`)).status).toBe(200);
      expect((await fetch(`${atRoot.url}nope`)).status).toBe(404);
    } finally {
      await atRoot.close();
    }
  });
});

describe('serve: headers', () => {
  it('sends the content type of each kind of file', async () => {
    const assets = await readdir(path.join(out, 'assets'));
    const css = assets.find((name) => name.endsWith('.css'))!;
    const js = assets.find((name) => name.startsWith('client-') && name.endsWith('.js'))!;
    const expected: [string, string][] = [
      ['/docs-base/', 'text/html; charset=utf-8'],
      [`/docs-base/assets/${css}`, 'text/css; charset=utf-8'],
      [`/docs-base/assets/${js}`, 'text/javascript; charset=utf-8'],
      ['/docs-base/search-index-default.json', 'application/json; charset=utf-8'],
      ['/docs-base/page-data/guide/getting-started.json', 'application/json; charset=utf-8'],
      ['/docs-base/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/docs-base/img/favicon.svg', 'image/svg+xml'],
      ['/docs-base/api.yaml', 'application/yaml; charset=utf-8'],
    ];
    for (const [target, type] of expected) {
      const response = await get(target);
      expect(response.status, target).toBe(200);
      expect(response.headers.get('content-type'), target).toBe(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets browsers keep hashed assets forever and revalidate everything else', async () => {
    const assets = await readdir(path.join(out, 'assets'));
    expect(assets.length).toBeGreaterThan(2);
    for (const name of assets) {
      const response = await get(`/docs-base/assets/${name}`);
      expect(response.headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
    }
    for (const target of ['/docs-base/', '/docs-base/guide/getting-started', '/docs-base/search-index-default.json', '/docs-base/img/favicon.svg']) {
      expect((await get(target)).headers.get('cache-control'), target).toBe('no-cache');
    }
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/docs-base/guide/getting-started');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get('/docs-base/guide/getting-started', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  it('compresses text with gzip when the client accepts it', async () => {
    const zipped = await rawRequest('/docs-base/guide/getting-started', { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.body).toString('utf8')).toContain('<title>Getting started | Minimal Site</title>');
    const plain = await rawRequest('/docs-base/guide/getting-started', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.toString('utf8')).toBe(gunzipSync(zipped.body).toString('utf8'));
  });
});

describe('serve: path traversal', () => {
  it('never serves a file from outside the built folder', async () => {
    for (const target of [...traversalAttempts('/docs-base/', 'secret.txt'), '/docs-base/leak.txt', '/docs-base/leak-dir/secret.txt']) {
      const response = await rawGet(origin, target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).not.toContain(SECRET);
    }
  });

  it('still serves a symbolic link that stays inside the folder', async () => {
    await mkdir(path.join(out, 'aliases'), { recursive: true });
    await symlink(path.join(out, 'sitemap.xml'), path.join(out, 'aliases', 'map.xml'));
    const response = await get('/docs-base/aliases/map.xml');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<urlset');
  });
});

async function rawRequest(target: string, headers: Record<string, string>): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${target}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
