// Starts an HTTP server on the first free port from the one asked for.
import { createServer, type RequestListener, type Server } from 'node:http';

export async function listen(handler: RequestListener, host: string, port: number, attempts = 20): Promise<{ server: Server; port: number }> {
  for (let i = 0; i < attempts; i++) {
    const server = createServer(handler);
    const tryPort = port === 0 ? 0 : port + i;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(tryPort, host, () => resolve());
      });
      const address = server.address();
      return { server, port: typeof address === 'object' && address ? address.port : tryPort };
    } catch (caught) {
      if ((caught as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw caught;
      console.error(`Port ${tryPort} is in use, trying ${tryPort + 1}…`);
    }
  }
  throw new Error(`No free port between ${port} and ${port + attempts - 1}`);
}
