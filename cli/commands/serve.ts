// `brokerdocs serve`: a built site over HTTP at its base URL, as a static host
// would serve it, to check a build before deploying it.
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import { loadConfig } from '../config/load.js';
import { resolveConfig } from '../config/resolve.js';
import { DiagnosticError, error, type Diagnostic } from '../diagnostics.js';
import { formatDiagnostics } from '../report.js';
import { ListenError } from '../dev/listen-error.js';
import type { RunningServer } from '../dev/static-server.js';
import { SITE_DIR_ARGUMENT, parsePort, refuseMissingSite } from './shared.js';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('serve a built site at its base URL, as a static host would')
    .argument(...SITE_DIR_ARGUMENT)
    .option('--dir <dir>', 'built folder, relative to the site', 'build')
    .option('--port <port>', 'port', parsePort, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (siteDir: string, options: ServeOptions) => {
      if (refuseMissingSite(siteDir)) return;
      await serveCommand(siteDir, options);
    });
}

export async function serveCommand(siteDir: string, options: ServeOptions): Promise<RunningServer | undefined> {
  const { startStaticServer } = await import('../dev/static-server.js');
  const absoluteSite = path.resolve(siteDir);
  const root = path.resolve(absoluteSite, options.dir);
  let baseUrl: string;
  try {
    baseUrl = await readBaseUrl(absoluteSite);
    if (!existsSync(path.join(root, 'index.html')) && !existsSync(path.join(root, '404.html'))) {
      throw new DiagnosticError([error('serve-no-build', `There is no built site in ${path.relative(process.cwd(), root) || '.'}`, undefined, 'Run `brokerdocs build` first, or point --dir at the built folder.')]);
    }
  } catch (caught) {
    if (!(caught instanceof DiagnosticError)) throw caught;
    console.error(formatDiagnostics(caught.diagnostics));
    process.exitCode = 1;
    return undefined;
  }
  let server: RunningServer;
  try {
    server = await startStaticServer({
      root,
      baseUrl,
      host: options.host,
      port: options.port,
      onBusy: (port) => console.error(pc.yellow(`Port ${port} is in use, trying ${port + 1}…`)),
    });
  } catch (caught) {
    if (!(caught instanceof ListenError)) throw caught;
    console.error(caught.message);
    process.exitCode = 1;
    return undefined;
  }
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at ${pc.cyan(server.url)}`);
  return server;
}

async function readBaseUrl(siteDir: string): Promise<string> {
  const resolved = resolveConfig(siteDir, await loadConfig(siteDir));
  const problems: Diagnostic[] = resolved.diagnostics.filter((d) => d.severity === 'error');
  if (!resolved.config || problems.length) throw new DiagnosticError(problems.length ? problems : resolved.diagnostics);
  return resolved.config.baseUrl;
}
