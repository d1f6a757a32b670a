#!/usr/bin/env node
// `npm run fuzz`: the hardening tests with ten times the cases (or
// BROKERDOCS_FUZZ_SCALE), then large OpenAPI documents built by the CLI under
// /usr/bin/time -v for their peak memory (BROKERDOCS_LARGE_SPEC_MB, default
// "5,10,15,50"). Prints one table of figures and writes it to
// tests/hardening/results/latest.json, which the README's Reliability
// section quotes. Replay one seed with BROKERDOCS_FUZZ_SEED.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { largeSpec } from './large-spec.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const scale = process.env.BROKERDOCS_FUZZ_SCALE ?? '10';
const sizes = (process.env.BROKERDOCS_LARGE_SPEC_MB ?? '5,10,15,50').split(',').map(Number).filter((n) => n > 0);
const BUDGET_MB = 1536;

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Builds a generated site whose OpenAPI document is about `megabytes` MB, under GNU time; its peak RSS, time and outcome. */
async function measureLargeSpec(megabytes) {
  const site = await mkdtemp(path.join(os.tmpdir(), `brokerdocs-large-${megabytes}mb-`));
  try {
    await mkdir(path.join(site, 'openapi'), { recursive: true });
    await mkdir(path.join(site, 'docs'), { recursive: true });
    const json = JSON.stringify(largeSpec(megabytes * 1e6));
    await writeFile(path.join(site, 'openapi/api.json'), json);
    await writeFile(path.join(site, 'docs/index.md'), '---\ntitle: Home\n---\n\nThe [API reference](/api).\n');
    await writeFile(path.join(site, 'docs.config.ts'), "import { defineConfig } from 'brokerdocs';\nexport default defineConfig({ title: 'Large', url: 'https://large.example.com', openapi: { spec: 'openapi/api.json', route: '/api' } });\n");
    const timed = spawnSync('/usr/bin/time', ['-v', process.execPath, path.join(root, 'bin/brokerdocs.js'), 'build', site], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const output = `${timed.stdout}\n${timed.stderr}`;
    const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? NaN);
    const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(output)?.[1] ?? '?';
    const seconds = elapsed.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    const built = /Built \d+ pages/.test(output);
    const html = built ? (await readFile(path.join(site, 'build/api/index.html'))).length : 0;
    return {
      specMb: Number((json.length / 1e6).toFixed(1)),
      built,
      exit: timed.status,
      seconds: Number(seconds.toFixed(1)),
      peakMb: Math.round(peakKb / 1024),
      withinBudget: built && peakKb / 1024 <= BUDGET_MB,
      referenceHtmlMb: Number((html / 1e6).toFixed(1)),
      problem: built ? undefined : output.split('\n').filter((line) => /error|crash|heap/i.test(line)).slice(0, 3).join(' | '),
    };
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}

const report = path.join(os.tmpdir(), `brokerdocs-hardening-${process.pid}.jsonl`);
await run(process.execPath, ['scripts/bundle.mjs']);
// One vitest run per file: a run that dies (a crash of the runner itself) then costs only its own file's figures.
const files = (await readdir(path.join(root, 'tests/hardening'))).filter((name) => name.endsWith('.test.ts')).sort();
const failedFiles = [];
for (const file of files) {
  const exit = await run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', `tests/hardening/${file}`], { BROKERDOCS_FUZZ_SCALE: scale, BROKERDOCS_HARDENING_REPORT: report });
  if (exit !== 0) failedFiles.push(`${file} (exit ${exit})`);
}
const testsExit = failedFiles.length ? 1 : 0;
if (failedFiles.length) console.log(`\nFailed: ${failedFiles.join(', ')}`);
const figures = existsSync(report) ? (await readFile(report, 'utf8')).trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
await rm(report, { force: true });

const large = [];
if (existsSync('/usr/bin/time')) {
  for (const megabytes of sizes) {
    console.log(`\nBuilding a generated ${megabytes} MB OpenAPI document…`);
    large.push(await measureLargeSpec(megabytes));
    console.log(JSON.stringify(large.at(-1)));
  }
} else {
  console.log('\n/usr/bin/time is missing (apt-get install time): large documents not measured.');
}

console.log('\nHardening figures');
for (const figure of figures) console.log(`  ${figure.name}: ${figure.summary.split('\n')[0]}`);
for (const result of large) {
  console.log(`  OpenAPI ${result.specMb} MB: ${result.built ? `built in ${result.seconds} s, peak ${result.peakMb} MB (${result.withinBudget ? 'within' : 'OVER'} the ${BUDGET_MB} MB budget), reference page ${result.referenceHtmlMb} MB` : `not built (exit ${result.exit}): ${result.problem}`}`);
}
const largestWithin = large.filter((result) => result.withinBudget).at(-1);
console.log(`  Largest document built within ${BUDGET_MB} MB: ${largestWithin ? `${largestWithin.specMb} MB (peak ${largestWithin.peakMb} MB)` : 'none measured'}`);

const results = path.join(root, 'tests/hardening/results/latest.json');
await mkdir(path.dirname(results), { recursive: true });
await writeFile(results, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.availableParallelism(), memoryGb: Math.round(os.totalmem() / 2 ** 30), scale: Number(scale), testsPassed: testsExit === 0, failedFiles, figures, largeSpecs: large, budgetMb: BUDGET_MB }, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(process.cwd(), results)}`);
// The tests decide the exit code; documents over the memory budget are reported above, not hidden.
process.exit(testsExit === 0 && large.every((result) => result.built) ? 0 : 1);
