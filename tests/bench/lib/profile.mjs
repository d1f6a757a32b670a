// Where a command spends its time: runs it under `node --cpu-prof` and sums the
// profile's self time by package (or by our own file), so the table says
// "shiki 35 %, lunr 10 %…" rather than a list of minified function names.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { round } from './measure.mjs';

export async function profileCommand(repo, args) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-profile-'));
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, 'bin/brokerdocs.js', ...args], { cwd: repo, stdio: 'ignore' });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`profiled brokerdocs ${args[0]} exited with ${code}`))));
    });
    // The main thread's profile (worker threads, if any, write their own files).
    const [file] = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile')).sort();
    return summariseProfile(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Self time by area: a package name, `node:*` internals, garbage collection, or our bundled CLI. */
export function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const areas = new Map();
  let total = 0;
  for (const [id, micros] of self) {
    const area = areaOf(byId.get(id).callFrame);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    total += micros;
  }
  return {
    totalMs: round(total / 1000),
    areas: [...areas]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([area, micros]) => ({ area, ms: round(micros / 1000), share: round(micros / total, 3) })),
  };
}

function areaOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  // React is compiled into the CLI bundle, so its server rendering counts here too.
  if (url.includes('/dist/cli.js')) return 'brokerdocs + React SSR (dist/cli.js)';
  return url.replace(/^file:\/\/.*\/(?=[^/]+$)/, '');
}
