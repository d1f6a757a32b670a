// Removes folders nothing needs any more without waiting for it: the
// previous output, set aside by the swap, and the compiled pages' bundles
// when the process exits. Deleting a 1,000-page site's 3,000 files and 1,200
// folders takes ~250 ms on this machine's disk (10,000 pages: ~2.5 s), at the
// very end of the build, when the new output is already in place: a process
// of its own does it while the command exits, as `bazel clean --async` does.
// An output it has not finished (the machine went down) is a leftover the
// next build removes (atomic.ts, removeLeftovers).
// BROKERDOCS_REMOVE_OLD_OUTPUT=wait has this process remove them, and wait.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * An `rm -rf` of the folders in a process of its own (its own process group, so that a terminal's Ctrl-C on the
 * next command does not stop it halfway, and no output to hold the terminal); undefined when none is to be
 * started: on Windows, with no `rm` at the usual places, or with BROKERDOCS_REMOVE_OLD_OUTPUT=wait.
 */
function startRm(folders: readonly string[]): ReturnType<typeof spawn> | undefined {
  if (process.platform === 'win32' || process.env.BROKERDOCS_REMOVE_OLD_OUTPUT === 'wait') return undefined;
  const command = RM_PATHS.find((candidate) => existsSync(candidate));
  return command === undefined ? undefined : spawn(command, ['-rf', '--', ...folders], { detached: true, stdio: 'ignore' });
}

const RM_PATHS = ['/bin/rm', '/usr/bin/rm'];

/**
 * Starts removing the folders and returns at once. Where no `rm` can be
 * started, this process removes them, and the returned promise is that
 * removal; a one-off build then waits for it, as it did before.
 */
export function removeLater(folders: readonly string[]): Promise<void> {
  if (!folders.length) return Promise.resolve();
  const here = () => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))).then(() => {});
  const child = startRm(folders);
  if (!child) return here();
  return new Promise((resolve, reject) => {
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
    child.once('error', () => here().then(resolve, reject));
  });
}

/**
 * For a process's `exit` listener, where nothing asynchronous runs: an `rm` of its own is started (its process is
 * made at once) and the folders go while the process ends, or they are removed here where there is no `rm` to start.
 */
export function removeWhenExiting(folders: readonly string[]): void {
  if (!folders.length) return;
  try {
    const child = startRm(folders);
    if (child) return void child.unref();
  } catch {
    // Not started: removed here.
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

/** A process still running owns the folders named after it. */
export function isAlive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (caught) {
    return (caught as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A folder without a process id in its name, left by an earlier brokerdocs, is taken for dead after a day. */
const UNNAMED_LEFTOVER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes, in the background, the folders `mkdtemp(<parent>/<prefix><pid>-)` made whose process is gone: what a
 * process killed before its `exit` listener ran left (a `dev` stopped by Ctrl-C, a killed test worker: 1,300 bundle
 * folders, 680 MB, had piled up in this machine's temporary folder). Ones of `mkdtemp(<prefix>)`, with no process id,
 * are an older brokerdocs': removed once a day old. Nothing else is touched.
 */
export async function sweepLeftovers(parent: string, prefix: string): Promise<void> {
  const dead: string[] = [];
  for (const entry of await readdir(parent).catch(() => [] as string[])) {
    if (!entry.startsWith(prefix)) continue;
    const rest = entry.slice(prefix.length);
    const named = /^(\d+)-[A-Za-z0-9]{6}$/.exec(rest);
    if (named) {
      if (Number(named[1]) !== process.pid && !isAlive(Number(named[1]))) dead.push(path.join(parent, entry));
    } else if (/^[A-Za-z0-9]{6}$/.test(rest)) {
      const modified = await stat(path.join(parent, entry)).then((info) => info.mtimeMs, () => Date.now());
      if (Date.now() - modified > UNNAMED_LEFTOVER_MS) dead.push(path.join(parent, entry));
    }
  }
  await removeLater(dead);
}
