// `brokerdocs dev` as a function: builds the site in memory, serves it at its
// base URL, watches what it was built from, rebuilds each batch of changes
// and tells open pages over Server-Sent Events. Tests start it the same way
// the command does.
import type { Diagnostic } from '../diagnostics.js';
import { formatLocation } from '../report.js';
import type { DevDiagnostic, DevEvents } from '../../templates/contracts/types.js';
import type { BatchOptions } from './batch.js';
import { isEmptyPlan, planChanges, type WatchTargets } from './change-plan.js';
import { createDevHandler } from './dev-handler.js';
import { createDevSite, type RebuildResult } from './dev-site.js';
import { createEventStream } from './events.js';
import { closeServer, listen, origin } from './listen.js';
import { themeSourceDirs } from './theme-bundler.js';
import { watchSite } from './watch.js';

export interface DevServerOptions {
  siteDir: string;
  /** Default: `127.0.0.1`, so the server is not reachable from other machines. */
  host?: string;
  /** Default: 3000; a busy port moves on to the next free one. */
  port?: number;
  /** Rebuild the runtime and templates from source when they change. Default: when brokerdocs runs from a source checkout. */
  watchTheme?: boolean;
  /** The source checkout of the theme. Default: brokerdocs' own. */
  themeRoot?: string;
  batch?: BatchOptions;
  onBusy?: (port: number) => void;
  /** Told about every build, the first one included. */
  onRebuild?: (result: RebuildResult) => void;
  /** The locale to serve (under its path). Default: the config's default locale. */
  locale?: string;
}

export interface DevServer {
  /** Origin and base URL of the site (the origin alone until the site has built). */
  url: string;
  port: number;
  /** Resolves once every change seen so far is rebuilt and announced. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export async function startDevServer({ siteDir, host = '127.0.0.1', port = 3000, watchTheme, themeRoot, batch, onBusy, onRebuild, locale }: DevServerOptions): Promise<DevServer> {
  const site = createDevSite(siteDir, { themeDirs: watchTheme === false ? [] : themeSourceDirs(themeRoot), themeRoot, locale });
  const id = `${process.pid}-${Date.now().toString(36)}`;
  const events = createEventStream(() => [{ name: 'hello', data: { id } }, ...(site.latest ? [diagnosticsEvent(site.latest)] : [])]);

  // A rebuild that changed no page and no problem (a save without edits, the
  // watcher's second look at a file) is not worth a word to anyone.
  let announced: string | undefined;
  let stopped = false;
  const announce = (result: RebuildResult) => {
    if (stopped) return;
    const problems = diagnosticsEvent(result);
    const fingerprint = JSON.stringify(problems.data);
    const changed = result.pages === 'all' || result.pages.length > 0;
    if (!changed && fingerprint === announced) return;
    if (changed) events.send({ name: 'reload', data: { pages: result.pages } });
    if (fingerprint !== announced) events.send(problems);
    announced = fingerprint;
    onRebuild?.(result);
  };

  // The first build runs while the port is being bound; requests wait for it.
  const ready = site.rebuild().then(announce);
  let listening: Awaited<ReturnType<typeof listen>>;
  try {
    listening = await listen(createDevHandler({ served: () => site.served, ready, events, devClient: () => site.devClient }), host, port, { onBusy });
  } catch (caught) {
    // Nothing will be served: the first build ends unreported, and what it started (the heartbeat, the theme's bundler) stops, so the process can exit.
    stopped = true;
    await ready.catch(() => {});
    events.close();
    await site.dispose();
    throw caught;
  }
  await ready;

  const watcher = await watchSite(
    pathsOf(site.targets),
    async (changes) => {
      const plan = planChanges(changes, site.targets);
      if (isEmptyPlan(plan)) return;
      const result = await site.rebuild(plan);
      watcher.setPaths(pathsOf(site.targets));
      announce(result);
    },
    batch,
  );

  const baseUrl = site.served?.baseUrl ?? '/';
  return {
    url: `${origin(host, listening.port)}${baseUrl}`,
    port: listening.port,
    idle: () => watcher.idle(),
    async close() {
      await watcher.close();
      events.close();
      await closeServer(listening.server);
      await site.dispose();
    },
  };
}

function pathsOf(targets: WatchTargets): string[] {
  return [...targets.config, targets.docsDir, ...(targets.instanceDirs ?? []), ...targets.api, ...targets.staticDirs, ...targets.versions, ...targets.theme, ...(targets.i18n ? [targets.i18n] : []), ...(targets.components ?? []), ...(targets.pagesDir ? [targets.pagesDir] : []), ...(targets.blogDir ? [targets.blogDir] : [])];
}

export function toDevDiagnostic(d: Diagnostic): DevDiagnostic {
  return { severity: d.severity === 'error' ? 'error' : 'warning', code: d.code, message: d.message, hint: d.hint, location: formatLocation(d) || undefined };
}

function diagnosticsEvent(result: RebuildResult): { name: 'diagnostics'; data: DevEvents['diagnostics'] } {
  return { name: 'diagnostics', data: { ok: result.ok, diagnostics: result.diagnostics.filter((d) => d.severity !== 'info').map(toDevDiagnostic) } };
}
