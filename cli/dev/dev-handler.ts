// HTTP for `dev`: the in-memory build at its base URL, resolved like the
// static server does (`/route`, `/route/`, 404.html), never cached by the
// browser, with the reload/overlay client added to every HTML page. Before the
// first good build every page is a stub that shows the errors.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { contentType } from './content-types.js';
import type { Served } from './dev-site.js';
import { EVENTS_PATH, type EventStream } from './events.js';
import { relativeRequestPath } from './safe-path.js';
import { candidatesOf, isOutsideBaseRoot } from './static-server.js';

const INTERNAL_PREFIX = '/__brokerdocs/';
/** The dev client imports nothing at run time (only types), so it is served on its own, outside the site. */
const DEV_CLIENT_PATH = `${INTERNAL_PREFIX}dev-client.js`;
const DEV_CLIENT_TAG = `<script type="module" src="${DEV_CLIENT_PATH}"></script>`;

export interface DevHandlerOptions {
  /** The build being served, once there is one. */
  served(): Served | undefined;
  /** Resolves once the first build has finished, good or not. */
  ready: Promise<unknown>;
  events: EventStream;
  /** The reload/overlay client, when the runtime has one. */
  devClient(): Buffer | undefined;
}

export function createDevHandler({ served, ready, events, devClient }: DevHandlerOptions): RequestListener {
  return (request, response) => {
    handle(request, response).catch((caught: unknown) => {
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', `Internal error: ${(caught as Error).message}`);
      else response.destroy();
    });
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === EVENTS_PATH) {
      events.connect(request, response);
      return;
    }
    if (url.pathname.startsWith(INTERNAL_PREFIX)) {
      await ready;
      const client = url.pathname === DEV_CLIENT_PATH ? devClient() : undefined;
      if (client) send(response, 200, 'text/javascript; charset=utf-8', client, request);
      else send(response, 404, 'text/plain; charset=utf-8', 'Not found', request);
      return;
    }
    await ready;
    const site = served();
    if (!site) {
      // No good build yet: the dev client shows the errors over this stub.
      send(response, 500, 'text/html; charset=utf-8', stubPage(), request);
      return;
    }
    if (isOutsideBaseRoot(url.pathname, site.baseUrl)) {
      response.writeHead(302, { location: site.baseUrl + url.search, 'cache-control': 'no-store' }).end();
      return;
    }
    const relative = relativeRequestPath(url.pathname, site.baseUrl);
    const found = relative === null ? undefined : lookup(site, relative);
    if (found) {
      send(response, 200, contentType(found.name), withDevClient(found.name, found.content), request);
      return;
    }
    const notFound = site.files.get('404.html');
    if (notFound) send(response, 404, 'text/html; charset=utf-8', withDevClient('404.html', notFound), request);
    else send(response, 404, 'text/plain; charset=utf-8', 'Not found', request);
  }
}

/** The rendered pages first; the files made on demand only when no page answers. */
function lookup(site: Served, relative: string): { name: string; content: string | Buffer } | undefined {
  return lookupIn(site.files, relative) ?? lookupIn(site.derivedFiles(), relative);
}

function lookupIn(files: ReadonlyMap<string, string | Buffer>, relative: string): { name: string; content: string | Buffer } | undefined {
  for (const name of candidatesOf(relative)) {
    const content = files.get(name);
    if (content !== undefined) return { name, content };
  }
  return undefined;
}

/** HTML pages get the dev client just before `</body>`; everything else is served as built. */
export function withDevClient(name: string, content: string | Buffer): string | Buffer {
  if (!name.endsWith('.html')) return content;
  const html = content.toString();
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + DEV_CLIENT_TAG : html.slice(0, at) + DEV_CLIENT_TAG + html.slice(at);
}

function stubPage(): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title></head>' +
    '<body><main><h1>The site did not build</h1><p>The errors are listed in the terminal. Fix them and save: this page reloads by itself.</p></main>' +
    `${DEV_CLIENT_TAG}</body></html>`
  );
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, request?: IncomingMessage): void {
  response.writeHead(status, {
    'content-type': type,
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  if (request?.method === 'HEAD') response.end();
  else response.end(body);
}
