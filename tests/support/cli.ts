// The CLI as a user runs it: `node bin/brokerdocs.js …` in a child process,
// with plain output whatever machine runs the tests.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths.js';

/**
 * The environment for running the CLI as a child process with plain output:
 * the test runner's own colour and CI variables removed (CI machines set
 * FORCE_COLOR, CI and GITHUB_ACTIONS, which would colour the piped output or
 * add annotations), then `extra` on top.
 */
export function plainCliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !['FORCE_COLOR', 'NO_COLOR', 'CI', 'GITHUB_ACTIONS', 'TERM'].includes(key)));
  return { ...inherited, ...extra };
}

/** The entry point every run starts: bin/brokerdocs.js, which runs the bundle in dist/. */
export const CLI_ENTRY = path.join(repoRoot, 'bin/brokerdocs.js');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Working folder. Default: the repository root. */
  cwd?: string;
  /** Variables on top of the plain environment (`NO_COLOR: '1'`). */
  env?: Record<string, string>;
  /** Milliseconds before the child is killed. Default: none. */
  timeout?: number;
}

/** `brokerdocs <args>`, run to its end. */
export function brokerdocs(args: string[], { cwd = repoRoot, env = {}, timeout }: CliOptions = {}): CliRun {
  const result = spawnSync(process.execPath, [CLI_ENTRY, ...args], { cwd, env: plainCliEnv(env), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...(timeout ? { timeout } : {}) });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `brokerdocs <args>` without blocking this process: for a run that talks to
 * a server the test itself serves (a blocking run would stall that server).
 */
export function brokerdocsAsync(args: string[], { cwd = repoRoot, env = {} }: CliOptions = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_ENTRY, ...args], { cwd, env: plainCliEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
