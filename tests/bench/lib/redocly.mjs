// Redoc's command-line tool (`@redocly/cli`, `build-docs`), the tool the API
// reference is measured against. Like GitHub's document (github-openapi.mjs)
// it is not a devDependency: the bench installs a pinned version on demand
// with npm into node_modules/.cache/brokerdocs-bench/ and reuses it after.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Today's Redoc: its HTML holds the shell and the menu, rendered on the server, and the document as JSON; the
 * operations are rendered by the browser (Redoc 3, loaded from a CDN), so its build does less than ours.
 */
export const REDOCLY_PACKAGE = '@redocly/cli@2.77.0';
/**
 * The last Redoc whose build pre-renders every operation into the HTML (redoc 2.5 server-side rendering), as
 * brokerdocs does: the like-for-like build. 1.34.21, the last 1.x, names a @redocly/respect-core the registry lacks.
 */
export const REDOCLY_SSR_PACKAGE = '@redocly/cli@1.34.20';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheDir = path.join(repo, 'node_modules/.cache/brokerdocs-bench');

/** Quiet and offline apart from the build itself: no telemetry, no update check. */
export const REDOCLY_ENV = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** Path of the `redocly` command of `pkg`, installed first if it is not cached. Throws when it cannot be had (no network, npm fails). */
export async function redoclyCommand(pkg = REDOCLY_PACKAGE) {
  const folder = path.join(cacheDir, pkg.replace(/[@/]/g, '_'));
  const command = path.join(folder, 'node_modules/.bin/redocly');
  if (existsSync(command)) return command;
  const work = `${folder}.partial`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    await writeFile(path.join(work, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--silent', pkg], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
    // Moved into place whole: an install cut short leaves nothing a later run would take for the tool.
    await rm(folder, { recursive: true, force: true });
    await rename(work, folder);
  } catch (caught) {
    await rm(work, { recursive: true, force: true });
    throw new Error(`Could not install ${pkg} from the npm registry: ${caught.message}`);
  }
  return command;
}
