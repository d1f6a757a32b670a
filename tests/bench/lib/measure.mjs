// Whole-process measurements: a command runs under `/usr/bin/time -v`, which
// reports its peak resident memory and CPU time; the wall time is taken here.
// The machine is shared, so CPU time (user + system) is recorded beside the
// wall time: it says how much work a run did when the wall time was noisy.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const TIME = '/usr/bin/time';

/**
 * Runs `command args` to completion and returns its figures. Rejects when the
 * command fails, with the tail of its output, so a broken build never passes
 * for a fast one.
 */
export function measureProcess(command, args, { cwd, env } = {}) {
  if (!existsSync(TIME)) throw new Error(`${TIME} is needed for peak memory figures (Debian package "time")`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(TIME, ['-v', command, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      const report = parseTimeReport(stderr);
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${(stdout + stderr).slice(-2000)}`));
        return;
      }
      resolve({ wallMs, cpuMs: report.userMs + report.systemMs, userMs: report.userMs, systemMs: report.systemMs, peakRssMB: report.peakRssKB / 1024, stdout, stderr });
    });
  });
}

/** The figures of GNU time's `-v` report. */
export function parseTimeReport(text) {
  const seconds = (label) => Number(new RegExp(`${label} \\(seconds\\): ([\\d.]+)`).exec(text)?.[1] ?? NaN);
  return {
    userMs: seconds('User time') * 1000,
    systemMs: seconds('System time') * 1000,
    peakRssKB: Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(text)?.[1] ?? NaN),
  };
}

/**
 * The stage timings `--verbose` prints, by stage: `  markdown   123.4 ms` or,
 * with the memory held after it, `  markdown   123.4 ms  135 MB`. A stage
 * printed twice (`static`) adds up.
 */
export function stagesOf(output) {
  const stages = {};
  for (const match of output.matchAll(/^ {2}(\S[^\n]*?)\s+([\d.]+) ms(?: +\d+ MB)?$/gm)) stages[match[1]] = round((stages[match[1]] ?? 0) + Number(match[2]), 1);
  return stages;
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `warmups` unrecorded runs, then `runs` recorded ones; the figures are the
 * medians (peak memory: the largest seen) plus every run, for the record.
 */
export async function repeatProcess(command, args, { runs, warmups = 1, onSample, ...options }) {
  const samples = [];
  for (let i = 0; i < warmups + runs; i++) {
    const sample = await measureProcess(command, args, options).catch((caught) => {
      // Another process rebundling dist/ at that moment (it empties dist/runtime first) is not a result: run again once.
      if (!/runtime-missing|Cannot find module .*dist/.test(caught.message)) throw caught;
      return measureProcess(command, args, options);
    });
    if (i < warmups) continue;
    samples.push(sample);
    onSample?.(sample);
  }
  return summary(samples);
}

/**
 * Two commands timed in turns, the order swapped each round (A B, B A, ...), each run started from a quiet disk:
 * `settle` (awaited before every run, untimed) waits for what the last run left running, and `sync` writes out what
 * it left dirty. Run back to back, one tool's writeback and deletions landed in the other's runs, and a slow spell
 * of this machine's disk in one tool's runs alone: the 10,000-page ratio read 0.70 and 1.46 in two runs an hour apart.
 */
export async function alternateProcesses(a, b, { runs, warmups = 1, settle = async () => {}, ...options }) {
  const samples = { a: [], b: [] };
  for (let i = 0; i < warmups + runs; i++) {
    const order = i % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const which of order) {
      const { command, args, onSample } = which === 'a' ? a : b;
      await settle();
      execFileSync('sync');
      const sample = await measureProcess(command, args, options);
      if (i < warmups) continue;
      samples[which].push(sample);
      onSample?.(sample);
    }
  }
  return { a: summary(samples.a), b: summary(samples.b) };
}

function summary(samples) {
  return {
    // bestWallMs: the least disturbed run; on a shared machine the median carries other people's load.
    runs: samples.length,
    wallMs: median(samples.map((s) => s.wallMs)),
    bestWallMs: Math.min(...samples.map((s) => s.wallMs)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
    peakRssMB: Math.max(...samples.map((s) => s.peakRssMB)),
    samples: samples.map(({ wallMs, cpuMs, peakRssMB }) => ({ wallMs: round(wallMs), cpuMs: round(cpuMs), peakRssMB: round(peakRssMB, 1) })),
    lastStdout: samples.at(-1)?.stdout ?? '',
  };
}

export function round(value, digits = 0) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
