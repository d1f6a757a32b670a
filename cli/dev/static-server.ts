// Serves a built site at its base URL the way a static host does: `/route`
// and `/route/` both serve `route/index.html`, unknown paths get `404.html`
// with status 404, `/` redirects to the base URL, hashed assets are cacheable
// forever, other files revalidate by ETag, and text is gzip-compressed. Pages
// get their Content-Security-Policy as a header too.
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { contentType, isCompressible, isHashedAsset } from './content-types.js';
import { closeServer, listen, origin, type ListenOptions } from './listen.js';
import { relativeRequestPath, resolveInside } from './safe-path.js';

export interface StaticSite {
  /** The built folder. */
  root: string;
  /** Path the site is served under, starting and ending with `/`. */
  baseUrl: string;
}

export interface StaticServerOptions extends StaticSite {
  /** Default: `127.0.0.1`, so nothing outside this machine can reach it. */
  host?: string;
  /** Default: 0, any free port. A busy port moves on to the next one. */
  port?: number;
  onBusy?: ListenOptions['onBusy'];
}

export interface RunningServer {
  /** Origin and base URL, e.g. `http://127.0.0.1:3000/broker-api-docs/`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts a static server for tests and `brokerdocs serve`. */
export async function startStaticServer({ root, baseUrl, host = '127.0.0.1', port = 0, onBusy }: StaticServerOptions): Promise<RunningServer> {
  const listening = await listen(createStaticHandler({ root, baseUrl }), host, port, { onBusy });
  return {
    url: `${origin(host, listening.port)}${baseUrl}`,
    port: listening.port,
    close: () => closeServer(listening.server),
  };
}

export function createStaticHandler(site: StaticSite): RequestListener {
  return (request, response) => {
    handle(site, request, response).catch((caught: unknown) => {
      // A file that vanished between stat and read, or a bug: answer rather than hang.
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Internal error: ${(caught as Error).message}`);
      else response.destroy();
    });
  };
}

async function handle(site: StaticSite, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (isOutsideBaseRoot(url.pathname, site.baseUrl)) {
    response.writeHead(302, { location: site.baseUrl + url.search }).end();
    return;
  }
  const relative = relativeRequestPath(url.pathname, site.baseUrl);
  const found = relative === null ? null : await findFile(site.root, relative);
  if (found) {
    await send(request, response, found.file, 200, isHashedAsset(found.relative) ? 'public, max-age=31536000, immutable' : 'no-cache');
    return;
  }
  const notFound = await resolveInside(site.root, '404.html');
  if (notFound) await send(request, response, notFound, 404, 'no-cache');
  else response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}

/** `/` (and the base URL without its slash) lead to the site when it lives under a sub-path. */
export function isOutsideBaseRoot(pathname: string, baseUrl: string): boolean {
  return baseUrl !== '/' && (pathname === '/' || pathname === baseUrl.slice(0, -1));
}

/** The files a request path may name, in the order a static host tries them. */
export function candidatesOf(relative: string): string[] {
  return relative === '' ? ['index.html'] : [relative, `${relative}/index.html`, `${relative}.html`];
}

async function findFile(root: string, relative: string): Promise<{ file: string; relative: string } | null> {
  for (const candidate of candidatesOf(relative)) {
    const real = await resolveInside(root, candidate);
    if (real && (await stat(real)).isFile()) return { file: real, relative: candidate };
  }
  return null;
}

async function send(request: IncomingMessage, response: ServerResponse, file: string, status: number, cacheControl: string): Promise<void> {
  const info = await stat(file);
  const type = contentType(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': cacheControl,
    etag,
    'last-modified': info.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  if (type.startsWith('text/html')) {
    const policy = await pagePolicy(file);
    if (policy) headers['content-security-policy'] = policy;
  }
  if (status === 200 && request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers).end();
    return;
  }
  const gzip = isCompressible(type) && acceptsGzip(request);
  if (gzip) headers['content-encoding'] = 'gzip';
  else headers['content-length'] = String(info.size);
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  try {
    if (gzip) await pipeline(createReadStream(file), createGzip(), response);
    else await pipeline(createReadStream(file), response);
  } catch {
    response.destroy(); // the client went away
  }
}

/**
 * The Content-Security-Policy a built page declares in its <meta>, sent as a
 * header too (as a host should): the meta sits at the top of the head, so the
 * first few kilobytes hold it.
 */
async function pagePolicy(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(buffer.toString('utf8', 0, bytesRead))?.[1];
    return content?.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  } finally {
    await handle.close();
  }
}

export function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}
