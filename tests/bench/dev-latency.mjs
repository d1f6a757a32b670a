// How long a saved Markdown edit takes to show in `brokerdocs dev` on the
// manual: from writing the file to (a) the served HTML containing the edit
// and (b) the `reload` event reaching an open page. Runs the real command,
// edits one page ~10 times, prints JSON:
//   { medianToHtmlMs, medianToEventMs, runs, ... }
//
//   node tests/bench/dev-latency.mjs [--runs 10] [--page faq] [--in-place]
//
// By default the manual's site files (config, content, spec, static) are
// copied to a temporary folder, so the repository's own files are never
// edited while other work goes on; --in-place runs on the repository root
// and restores the page afterwards.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const runs = Number(option('runs', '10'));
const pageName = option('page', 'faq');
const inPlace = args.includes('--in-place');
/** Edits warm the process up (first render of a page, JIT) before timing starts. */
const WARM_UP = 2;
/** Longer than chokidar's per-file change throttle (50 ms) and our recheck after it. */
const PAUSE_MS = 250;
const TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function prepareSite() {
  if (inPlace) return { site: root, cleanup: async () => {} };
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-dev-latency-'));
  for (const entry of ['docs.config.ts', 'content', 'openapi', 'static']) await cp(path.join(root, entry), path.join(temporary, entry), { recursive: true });
  return { site: temporary, cleanup: () => rm(temporary, { recursive: true, force: true }) };
}

function startDev(site) {
  const child = spawn(process.execPath, [path.join(root, 'bin/brokerdocs.js'), 'dev', site, '--port', '0'], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev did not start:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk;
      const match = /at (http:\/\/\S+\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`dev exited with ${code}:\n${output}`)));
  });
  return { child, url };
}

/** Records the time each `reload` event arrives. */
function listen(origin) {
  const reloads = [];
  const waiting = new Set();
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/__brokerdocs/events`, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: hello')) resolve(stream);
          const data = /^event: reload\ndata: (.+)$/m.exec(block)?.[1];
          if (!data) continue;
          reloads.push({ at: performance.now(), pages: JSON.parse(data).pages });
          for (const check of [...waiting]) check();
        }
      });
    });
    request.on('error', reject);
    const stream = {
      /** The time of the first reload naming `permalink` after `since`. */
      next(permalink, since) {
        return new Promise((resolveAt, rejectAt) => {
          const timer = setTimeout(() => rejectAt(new Error(`no reload of ${permalink} within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
          const check = () => {
            const hit = reloads.find((r) => r.at >= since && (r.pages === 'all' || r.pages.includes(permalink)));
            if (!hit) return;
            clearTimeout(timer);
            waiting.delete(check);
            resolveAt(hit.at);
          };
          waiting.add(check);
          check();
        });
      },
      close: () => request.destroy(),
    };
  });
}

/** The time the page first answers with `marker` in it, polling as fast as the server answers. */
async function htmlShows(url, marker, since) {
  for (;;) {
    const text = await (await fetch(url)).text();
    if (text.includes(marker)) return performance.now();
    if (performance.now() - since > TIMEOUT_MS) throw new Error(`${url} did not show ${marker} within ${TIMEOUT_MS} ms`);
    await sleep(1);
  }
}

const { site, cleanup } = await prepareSite();
const file = path.join(site, 'content', `${pageName}.md`);
const original = await readFile(file, 'utf8');
const dev = startDev(site);
const toHtml = [];
const toEvent = [];
try {
  const url = await dev.url;
  const origin = new URL(url).origin;
  const permalink = `${new URL(url).pathname}${pageName}`;
  const pageUrl = `${url}${pageName}`;
  const events = await listen(origin);
  try {
    for (let i = 0; i < WARM_UP + runs; i++) {
      const marker = `Latency marker ${i} ${Math.random().toString(36).slice(2)}.`;
      const started = performance.now();
      await writeFile(file, `${original}\n${marker}\n`);
      const [htmlAt, eventAt] = await Promise.all([htmlShows(pageUrl, marker, started), events.next(permalink, started)]);
      if (i >= WARM_UP) {
        toHtml.push(htmlAt - started);
        toEvent.push(eventAt - started);
      }
      await sleep(PAUSE_MS);
    }
  } finally {
    events.close();
  }
} finally {
  await writeFile(file, original);
  await sleep(PAUSE_MS);
  dev.child.kill('SIGINT');
  await new Promise((resolve) => (dev.child.exitCode !== null ? resolve() : dev.child.once('exit', resolve)));
  await cleanup();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (ms) => Math.round(ms * 10) / 10;
console.log(
  JSON.stringify({
    medianToHtmlMs: round(median(toHtml)),
    medianToEventMs: round(median(toEvent)),
    runs,
    page: `content/${pageName}.md`,
    toHtmlMs: toHtml.map(round),
    toEventMs: toEvent.map(round),
  }),
);
