// Serves a built site at its base URL the way a static host does: `/route`
// and `/route/` both serve `route/index.html`, unknown paths get `404.html`
// with status 404, hashed assets are cacheable forever, text is compressed.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { contentType, isCompressible } from './content-types.js';
import { relativeRequestPath, resolveInside } from './safe-path.js';

export interface StaticSite {
  root: string;
  baseUrl: string;
}

export function createStaticHandler(site: StaticSite) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (site.baseUrl !== '/' && (url.pathname === '/' || url.pathname === site.baseUrl.slice(0, -1))) {
      response.writeHead(302, { location: site.baseUrl }).end();
      return;
    }
    const relative = relativeRequestPath(url.pathname, site.baseUrl);
    const file = relative === null ? null : await findFile(site.root, relative);
    if (!file) {
      const notFound = await resolveInside(site.root, '404.html');
      await send(request, response, notFound, 404);
      return;
    }
    await send(request, response, file, 200);
  };
}

/** `x` → `x` (a file), `x/index.html`, `x.html`. */
async function findFile(root: string, relative: string): Promise<string | null> {
  const candidates = relative === '' ? ['index.html'] : [relative, `${relative}/index.html`, `${relative}.html`];
  for (const candidate of candidates) {
    const real = await resolveInside(root, candidate);
    if (real && (await stat(real)).isFile()) return real;
  }
  return null;
}

async function send(request: IncomingMessage, response: ServerResponse, file: string | null, status: number): Promise<void> {
  if (!file) {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const type = contentType(file);
  const immutable = /[\\/]assets[\\/]/.test(file) && /[.-][0-9a-zA-Z_-]{8,}\.\w+$/.test(path.basename(file));
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  const gzip = isCompressible(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) headers['content-encoding'] = 'gzip';
  else headers['content-length'] = String((await stat(file)).size);
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const source = createReadStream(file);
  try {
    if (gzip) await pipeline(source, createGzip(), response);
    else await pipeline(source, response);
  } catch {
    response.destroy(); // the client went away
  }
}
