// The dev and serve tests' fixtures: a dev session on a copy of a fixture site, a
// listener on the dev server's event stream, and raw HTTP requests (fetch
// would normalise `..` and encoded paths before sending them).
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startDevServer, type DevServer, type DevServerOptions } from '../../cli/dev/dev-server.js';
import type { DevEvents } from '../../templates/contracts/types.js';
import { CLI_ENTRY, plainCliEnv } from './cli.js';
import { copyFixture } from './paths.js';

/** Holds a loopback port open, so that a command asked to use it must report it and move on. */
export async function occupyPort(): Promise<{ port: number; close(): Promise<void> }> {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return {
    port: (blocker.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => blocker.close(() => resolve())),
  };
}

export type ReceivedEvent = { [K in keyof DevEvents]: { name: K; data: DevEvents[K]; at: number } }[keyof DevEvents];

export interface EventLog {
  readonly events: ReceivedEvent[];
  /** The first event named `name` from index `from` on that satisfies `test`; rejects after `timeoutMs`. */
  waitFor<K extends keyof DevEvents>(name: K, test?: (data: DevEvents[K]) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<DevEvents[K]>;
  /** Like waitFor, with the event's index in `events`. */
  waitForIndexed<K extends keyof DevEvents>(name: K, test?: (data: DevEvents[K]) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<{ data: DevEvents[K]; index: number }>;
  close(): void;
}

/** Connects to `/__brokerdocs/events` and records every event; resolves once the server said hello. */
export function openEventLog(origin: string): Promise<EventLog> {
  const events: ReceivedEvent[] = [];
  const listeners = new Set<() => void>();
  let request: http.ClientRequest;
  const log: EventLog = {
    events,
    async waitFor(name, test, options) {
      return (await log.waitForIndexed(name, test, options)).data;
    },
    waitForIndexed(name, test = () => true, { from = 0, timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let i = from; i < events.length; i++) {
            const event = events[i]!;
            if (event.name === name && test(event.data as never)) {
              done();
              resolve({ data: event.data as never, index: i });
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No "${name}" event within ${timeoutMs} ms; received: ${JSON.stringify(events.slice(from))}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    close() {
      request.destroy();
    },
  };
  return new Promise((resolve, reject) => {
    request = http.get(`${origin}/__brokerdocs/events`, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!name || data === undefined) continue;
          events.push({ name, data: JSON.parse(data), at: performance.now() } as ReceivedEvent);
          for (const listener of [...listeners]) listener();
          if (name === 'hello') resolve(log);
        }
      });
    });
    request.on('error', reject);
  });
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with the request target sent exactly as written. */
export function rawGet(origin: string, target: string): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: target, method: 'GET', headers: { connection: 'close' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Request targets that try to leave the site folder, each a way path traversal is written. */
export function traversalAttempts(baseUrl: string, secret: string): string[] {
  return [
    `${baseUrl}../${secret}`,
    `${baseUrl}../../${secret}`,
    `${baseUrl}%2e%2e/${secret}`,
    `${baseUrl}%2E%2E%2F${secret}`,
    `${baseUrl}..%2f${secret}`,
    `${baseUrl}%252e%252e/${secret}`,
    `${baseUrl}%252e%252e%252f${secret}`,
    `${baseUrl}..%5c${secret}`,
    `${baseUrl}..\\${secret}`,
    `${baseUrl}%5c..%5c${secret}`,
    `${baseUrl}index.html%00.txt`,
    `${baseUrl}%00../${secret}`,
    `${baseUrl}/etc/passwd`,
    `${baseUrl}%2fetc%2fpasswd`,
    `/etc/passwd`,
    `//etc/passwd`,
    `/../${secret}`,
    `http://127.0.0.1${baseUrl}../${secret}`,
  ];
}

export interface Running {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the first stdout match of `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  exited: Promise<number | null>;
}

/** Runs `node bin/brokerdocs.js …args` in `cwd`, remembering the child in `children` so that it can be killed at the end. */
function runCli(children: ChildProcess[], cwd: string, args: string[]): Running {
  const child = spawn(process.execPath, [CLI_ENTRY, ...args], { cwd, env: plainCliEnv({ NO_COLOR: '1' }) });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const poll = () => {
          const match = pattern.exec(out);
          if (match) return resolve(match);
          if (child.exitCode !== null || Date.now() - started > timeoutMs) return reject(new Error(`No ${pattern} in output.\nstdout: ${out}\nstderr: ${err}`));
          setTimeout(poll, 20);
        };
        poll();
      });
    },
  };
}

export interface CommandSession {
  /** The temporary folder holding the copy (`<root>/site`); commands run in it. */
  readonly root: string;
  readonly site: string;
  /** A loopback port held open for the file's tests, for a command to find busy. */
  readonly busyPort: number;
  /** `brokerdocs …args` as a child process in `root`, killed at the end of the file if still running. */
  run(args: string[]): Running;
}

/**
 * The fixture of the tests that run `dev` or `serve` as processes: a copy of
 * a fixture site and a busy port, made before the file's tests and removed,
 * with every child still running, after them.
 */
export function commandSessionForFile(fixture: string): CommandSession {
  const children: ChildProcess[] = [];
  let copy: { root: string; site: string } | undefined;
  let blocker: Awaited<ReturnType<typeof occupyPort>> | undefined;
  beforeAll(async () => {
    copy = await copyFixture(fixture);
    blocker = await occupyPort();
  }, 60_000);
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await blocker?.close();
    if (copy) await rm(copy.root, { recursive: true, force: true });
  });
  const ready = () => {
    if (!copy || !blocker) throw new Error('The session is made in beforeAll: use it inside a test or hook.');
    return { ...copy, blocker };
  };
  return {
    get root() {
      return ready().root;
    },
    get site() {
      return ready().site;
    },
    get busyPort() {
      return ready().blocker.port;
    },
    run: (args) => runCli(children, ready().root, args),
  };
}

/** `promise`, or a rejection once `seconds` have passed. */
export async function withinSeconds<T>(promise: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`not within ${seconds} s`)), seconds * 1000)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits until `check` passes, looking again after each event named `name`
 * (from index `from` on). A rebuild started for an earlier change can pick up
 * a later one, so the first event after a change is not always the one that
 * carries it; what the server serves in the end is what tests assert.
 */
export async function eventually<K extends keyof DevEvents>(
  log: EventLog,
  name: K,
  from: number,
  check: () => Promise<boolean>,
  { timeoutMs = 20_000, test }: { timeoutMs?: number; test?: (data: DevEvents[K]) => boolean } = {},
): Promise<DevEvents[K] | undefined> {
  const deadline = Date.now() + timeoutMs;
  let next = from;
  let last: DevEvents[K] | undefined;
  for (;;) {
    if (next > from && (await check())) return last;
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error(`"${name}" events came, but the expected state did not within ${timeoutMs} ms`);
    const found = await log.waitForIndexed(name, test, { from: next, timeoutMs: remaining });
    last = found.data;
    next = found.index + 1;
  }
}

type DevSessionOptions = Partial<Omit<DevServerOptions, 'siteDir' | 'port'>> & {
  /** The site's folder inside the fixture, for a Docusaurus `website/` beside its docs. Default: the fixture itself. */
  siteFolder?: string;
};

export interface DevSession {
  /** The temporary folder, and the copy of the fixture site inside it. */
  root: string;
  site: string;
  server: DevServer;
  /** The server's origin, without the base URL. */
  origin: string;
  events: EventLog;
  /**
   * Makes a change once the server has finished what earlier changes started,
   * then waits for reload events until `until` holds; resolves with the pages
   * the last of them named.
   */
  change(write: () => Promise<void>, until: () => Promise<boolean>): Promise<DevEvents['reload']['pages']>;
  close(): Promise<void>;
}

/**
 * `brokerdocs dev` on a fresh copy of fixture `name` (on a free port, theme
 * not watched unless `options` say otherwise), with its event stream open.
 * `prepare` edits the copy before the server starts, and may add options
 * that depend on where the copy is.
 */
export async function startDevSession(
  name: string,
  options: DevSessionOptions = {},
  prepare?: (paths: { root: string; site: string }) => Promise<DevSessionOptions | void>,
): Promise<DevSession> {
  const { root, site } = await copyFixture(name);
  const { siteFolder = '.', ...serverOptions } = options;
  const more = await prepare?.({ root, site });
  const server = await startDevServer({ siteDir: path.join(site, siteFolder), port: 0, watchTheme: false, ...serverOptions, ...more });
  const origin = new URL(server.url).origin;
  const events = await openEventLog(origin);
  return {
    root,
    site,
    server,
    origin,
    events,
    async change(write, until) {
      await server.idle();
      const from = events.events.length;
      await write();
      return (await eventually(events, 'reload', from, until))!.pages;
    },
    async close() {
      events.close();
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
