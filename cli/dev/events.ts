// The dev server's Server-Sent Events stream (`/__brokerdocs/events`): open
// pages hear `reload` when their output changed and `diagnostics` when the
// problems of the build changed. A new connection is greeted with the current
// state, so a page opened after a failed build shows the overlay at once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevEvents } from '../../templates/contracts/types.js';

export const EVENTS_PATH = '/__brokerdocs/events';

/** Comment lines keep idle connections open through proxies and sleeping laptops. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the server went away (restart). */
const RETRY_MS = 500;

export type DevEvent = { [K in keyof DevEvents]: { name: K; data: DevEvents[K] } }[keyof DevEvents];

export interface EventStream {
  connect(request: IncomingMessage, response: ServerResponse): void;
  send(event: DevEvent): void;
  /** Ends every connection, so the HTTP server can close. */
  close(): void;
  /** Open connections. */
  readonly size: number;
}

export function formatEvent({ name, data }: DevEvent): string {
  // JSON.stringify never emits a raw newline, so one `data:` line carries it.
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function createEventStream(greeting: () => DevEvent[]): EventStream {
  const clients = new Set<ServerResponse>();
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    connect(request, response) {
      request.socket.setNoDelay(true);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RETRY_MS}\n\n${greeting().map(formatEvent).join('')}`);
      clients.add(response);
      const forget = () => clients.delete(response);
      request.on('close', forget);
      response.on('error', forget);
    },
    send(event) {
      const text = formatEvent(event);
      for (const client of clients) client.write(text);
    },
    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
    },
    get size() {
      return clients.size;
    },
  };
}
