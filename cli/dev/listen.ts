// Starts an HTTP server on the first free port from the one asked for, the
// way `docusaurus start` does: a busy port is reported and the next one tried.
import { createServer, type RequestListener, type Server } from 'node:http';
import { ListenError, listenError } from './listen-error.js';

export interface ListenOptions {
  /** How many ports to try, counting the first. Default: 20. */
  attempts?: number;
  /** Told about each busy port before the next is tried; the caller decides how to report it. */
  onBusy?: (port: number) => void;
}

export interface Listening {
  server: Server;
  port: number;
}

/** Rejects with a ListenError (host and port named) when the server cannot listen. */
export async function listen(handler: RequestListener, host: string, port: number, options: ListenOptions = {}): Promise<Listening> {
  const attempts = port === 0 ? 1 : (options.attempts ?? 20);
  for (let i = 0; i < attempts && port + i <= 65535; i++) {
    const tryPort = port === 0 ? 0 : port + i;
    const server = createServer(handler);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(tryPort, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address();
      return { server, port: typeof address === 'object' && address ? address.port : tryPort };
    } catch (caught) {
      if ((caught as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw listenError(caught, host, tryPort);
      options.onBusy?.(tryPort);
    }
  }
  throw new ListenError(`No free port between ${port} and ${Math.min(65535, port + attempts - 1)} on ${host}. Use --port to pick another, or --port 0 for any free one.`);
}

/** `http://host:port`, with IPv6 hosts in brackets. */
export function origin(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Stops accepting connections and drops the open ones (keep-alive, event streams) so closing never hangs. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
