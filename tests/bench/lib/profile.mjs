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
    const bundle = await readFile(path.join(repo, 'dist/cli.cjs'), 'utf8').catch(() => '');
    return summariseProfile(JSON.parse(await readFile(path.join(dir, file), 'utf8')), bundledModules(bundle));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Where each module starts in the bundled CLI: esbuild marks every module
 * with a `// path` comment line, so a sample's line number names the package
 * (or our folder) it ran in, although everything is one file.
 */
export function bundledModules(source) {
  const starts = [];
  source.split('\n').forEach((line, index) => {
    const match = /^\/\/ ((?:node_modules|cli|templates)\/\S+)$/.exec(line);
    if (match) starts.push({ line: index, module: match[1] });
  });
  return starts;
}

function bundledArea(starts, line) {
  let low = 0;
  let high = starts.length - 1;
  let found;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle].line <= line) {
      found = starts[middle];
      low = middle + 1;
    } else high = middle - 1;
  }
  if (!found) return 'brokerdocs (dist/cli.cjs)';
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(found.module);
  return pkg ? pkg[1] : `brokerdocs ${found.module.split('/').slice(0, 2).join('/')}`;
}

/** Self time by area: a package name, `node:*` internals, garbage collection, or a folder of ours. */
export function summariseProfile(profile, modules = []) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const areas = new Map();
  let total = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id).callFrame;
    const area = frame.url.includes('/dist/cli.cjs') && modules.length ? bundledArea(modules, frame.lineNumber) : areaOf(frame);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    total += micros;
  }
  return {
    totalMs: round(total / 1000),
    areas: [...areas]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([area, micros]) => ({ area, ms: round(micros / 1000), share: round(micros / total, 3) })),
  };
}

function areaOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/dist/cli.cjs')) return 'brokerdocs (dist/cli.cjs)';
  return url.replace(/^file:\/\/.*\/(?=[^/]+$)/, '');
}
