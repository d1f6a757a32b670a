// `brokerdocs serve`: a built site over HTTP at its base URL.
import path from 'node:path';
import pc from 'picocolors';
import { loadConfig } from '../config/load.js';
import { createStaticHandler } from './static-server.js';
import { listen } from './listen.js';

export async function serveCommand(siteDir: string, options: { dir: string; port: number; host: string }): Promise<void> {
  const loaded = await loadConfig(path.resolve(siteDir));
  const baseUrl = (loaded.value as { baseUrl?: string }).baseUrl ?? '/';
  const root = path.resolve(siteDir, options.dir);
  const { port } = await listen(createStaticHandler({ root, baseUrl }), options.host, options.port);
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at ${pc.cyan(`http://${options.host}:${port}${baseUrl}`)}`);
}
