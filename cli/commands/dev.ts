// `brokerdocs dev`: starts the dev server and reports each build in the
// terminal with the same diagnostics the browser overlay shows. Stops cleanly
// on Ctrl-C, so the process ends on its own.
import type { Command } from 'commander';
import path from 'node:path';
import pc from 'picocolors';
import type { Diagnostic } from '../diagnostics.js';
import { BUILD_PROBLEMS_PER_CODE, formatDiagnostics, summarise } from '../report.js';
import type { RebuildResult } from '../dev/dev-site.js';
import type { DevServer } from '../dev/dev-server.js';
import { ListenError } from '../dev/listen-error.js';
import { openBrowser } from '../dev/open-browser.js';
import { SITE_DIR_ARGUMENT, parsePort, refuseMissingSite } from './shared.js';

export interface DevOptions {
  port: number;
  host: string;
  open?: boolean;
  /** The locale to serve. Default: the default locale. */
  locale?: string;
}

export function registerDevCommand(program: Command): void {
  program
    .command('dev')
    .description('serve the site from memory, rebuild on save and reload the browser')
    .argument(...SITE_DIR_ARGUMENT)
    .option('--port <port>', 'port (the next free one when busy)', parsePort, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--open', 'open the site in the browser')
    .option('--locale <locale>', 'the locale to serve (default: the default locale)')
    .action(async (siteDir: string, options: DevOptions) => {
      if (refuseMissingSite(siteDir)) return;
      await devCommand(siteDir, options);
    });
}

/** How long Ctrl-C waits for the dev server to close before the process ends anyway. */
const STOP_GRACE_MS = 2000;

export async function devCommand(siteDir: string, options: DevOptions): Promise<DevServer | undefined> {
  const print = createReporter();
  // Loaded when the command runs: the watcher (chokidar) is a package of its own, which no other command needs.
  const { startDevServer } = await import('../dev/dev-server.js');
  let server: DevServer;
  try {
    server = await startDevServer({
      siteDir,
      host: options.host,
      port: options.port,
      onBusy: (port) => console.error(pc.yellow(`Port ${port} is in use, trying ${port + 1}…`)),
      onRebuild: print,
      locale: options.locale,
    });
  } catch (caught) {
    if (!(caught instanceof ListenError)) throw caught;
    console.error(caught.message);
    process.exitCode = 1;
    return undefined;
  }
  console.log(`${pc.green('brokerdocs dev')} serving ${path.relative(process.cwd(), path.resolve(siteDir)) || '.'} at ${pc.cyan(server.url)}`);
  console.log(pc.dim('Watching for changes. Press Ctrl-C to stop.'));
  if (options.open) openBrowser(server.url);
  const stop = () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    // Ctrl-C ends the session once the server and watcher are closed, or after a grace period whatever is still
    // under way (a rebuild, the theme's bundler): dev writes nothing to disk that would be left half-done.
    const exit = () => process.exit(process.exitCode ?? 0);
    setTimeout(exit, STOP_GRACE_MS).unref();
    void server.close().then(exit, exit);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}

/** Prints each build in one line, and its diagnostics whenever they differ from the last ones printed. */
function createReporter(): (result: RebuildResult) => void {
  let printed = '';
  // Until one build succeeds there are no pages to keep serving: the browser shows the problems instead.
  let servedPages = false;
  return (result) => {
    const shown = result.diagnostics.filter((d) => d.severity !== 'info');
    const fingerprint = JSON.stringify(shown.map((d) => [d.code, d.message, d.location]));
    if (fingerprint !== printed) {
      if (shown.length) console.error(formatDiagnostics(shown, undefined, { perCode: BUILD_PROBLEMS_PER_CODE }));
      else if (printed) console.log(pc.green('✓ No problems left.'));
      printed = fingerprint;
    }
    const time = pc.dim(new Date().toLocaleTimeString());
    const what = result.trigger.length ? result.trigger.join(', ') : 'first build';
    if (!result.ok) {
      const serving = servedPages ? 'still serving the last good pages' : 'no pages to serve yet: fix the problems above and save';
      console.error(`${time} ${pc.red('✗')} ${what}: ${summarise(shown)}; ${serving}.`);
      return;
    }
    servedPages = true;
    const pages = result.pages === 'all' ? 'every page' : result.pages.length === 1 ? '1 page' : `${result.pages.length} pages`;
    console.log(`${time} ${pc.green('✓')} ${what} → ${result.pages.length === 0 ? 'no change' : pages} in ${result.ms.toFixed(0)} ms${warnings(shown)}`);
  };
}

function warnings(shown: readonly Diagnostic[]): string {
  return shown.length ? ` (${summarise(shown)})` : '';
}
