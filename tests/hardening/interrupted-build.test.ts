// `brokerdocs build` killed with SIGKILL at seeded random moments, 50 times,
// on a one-page site whose text changes between two versions at every
// attempt. After every kill the output folder holds one complete build,
// byte for byte (the previous one, or the new one when the kill came after
// the swap), never a mix; what killed builds leave behind is cleaned up by
// the next build. Half the kills aim at the write phase (timed from the
// moment the temporary folder appears), where damage could happen.
// Two builds started at once into one folder both finish, and leave one
// complete build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ENTRY, plainCliEnv } from '../support/cli.js';
import { temporaryDir } from '../support/paths.js';
import { reportFigure } from './figures.js';
import { createRandom, fuzzCount, fuzzSeed } from './random.js';

const SEED = fuzzSeed(0x5eed_0005);
const KILLS = fuzzCount(50);
const ROUNDS = fuzzCount(3);

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

function startBuild(site: string): { exited: Promise<Run>; kill(): void } {
  const child = spawn(process.execPath, [CLI_ENTRY, 'build', site], { stdio: ['ignore', 'ignore', 'pipe'], env: plainCliEnv({ NO_COLOR: '1' }) });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })));
  return { exited, kill: () => child.kill('SIGKILL') };
}

/** sha256 over every file's path and bytes, in path order; `null` when the folder is not there. */
async function treeChecksum(dir: string): Promise<string | null> {
  if (!existsSync(dir)) return null;
  const hash = createHash('sha256');
  const walk = async (current: string, prefix: string): Promise<void> => {
    const entries = (await readdir(current, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(current, entry.name), `${relative}/`);
      else hash.update(`${relative}\0`).update(await readFile(path.join(current, entry.name))).update('\0');
    }
  };
  await walk(dir, '');
  return hash.digest('hex');
}

const leftoversIn = async (site: string) => (await readdir(site)).filter((entry) => entry.startsWith('build.brokerdocs-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('interrupted builds', () => {
  let site: string;
  let output: string;
  const page = (version: 'A' | 'B') => `---\ntitle: Home\n---\n\nVersion ${version} of the page.\n\n## Section\n\n${version === 'A' ? 'First text.' : 'Second text, a little longer.'}\n`;
  const writeVersion = (version: 'A' | 'B') => writeFile(path.join(site, 'docs/index.md'), page(version));
  const checksums: Record<'A' | 'B', string> = { A: '', B: '' };
  let buildMs = 0;
  const stats = { kills: 0, finishedBeforeKill: 0, inWritePhase: 0, swappedIn: 0, inSwapWindow: 0, maxLeftovers: 0 };

  beforeAll(async () => {
    site = await temporaryDir('brokerdocs-killed-');
    output = path.join(site, 'build');
    await mkdir(path.join(site, 'docs'));
    await writeFile(path.join(site, 'docs.config.ts'), "import { defineConfig } from 'brokerdocs';\nexport default defineConfig({ title: 'Killed', url: 'https://killed.example.com' });\n");
    for (const version of ['A', 'B'] as const) {
      await writeVersion(version);
      const started = performance.now();
      const run = await startBuild(site).exited;
      buildMs = Math.max(buildMs, performance.now() - started);
      expect(run.code, run.stderr).toBe(0);
      checksums[version] = (await treeChecksum(output))!;
    }
    expect(checksums.A).not.toBe(checksums.B);
  }, 60_000);

  afterAll(() => {
    reportFigure(
      'interrupted-builds',
      { kills: stats.kills, seed: SEED },
      `${stats.kills} builds killed with SIGKILL (seed ${SEED}; ${stats.inWritePhase} while writing, ${stats.swappedIn} after the swap, ${stats.inSwapWindow} between the two renames; ${stats.finishedBeforeKill} finished first), output complete every time, up to ${stats.maxLeftovers} leftover folders cleaned by the next build`,
    );
  });

  it(`leaves a complete build after each of ${KILLS} kills, and the next build cleans up`, { timeout: 60_000 + KILLS * 9_000 }, async () => {
    const random = createRandom(SEED);
    let previous = checksums.B;
    const failures: string[] = [];
    // Attempts go on until KILLS builds were killed, a fifth of them while writing; a build that finished before its kill does not count.
    const enough = () => stats.kills >= KILLS && stats.inWritePhase > KILLS / 5;
    for (let i = 0; !enough() && i < KILLS * 3; i++) {
      const version = i % 2 === 0 ? 'A' : 'B';
      await writeVersion(version);
      const build = startBuild(site);
      let finished = false;
      void build.exited.then(() => (finished = true));
      // Once KILLS builds are killed, the attempts left aim at the write phase: on a loaded machine fewer kills land there.
      if (stats.kills < KILLS && random.chance(0.5)) {
        // Any moment of the build, from process start on.
        await sleep(random.int(0, Math.round(buildMs)));
      } else {
        // The write phase: from the moment its temporary folder appears.
        const before = new Set(await leftoversIn(site));
        while (!finished && !(await leftoversIn(site)).some((entry) => entry.includes('-tmp-') && !before.has(entry))) await sleep(1);
        await sleep(random.int(0, 8));
      }
      build.kill();
      const run = await build.exited;
      if (run.signal !== 'SIGKILL') {
        stats.finishedBeforeKill++;
        if (run.code !== 0) failures.push(`attempt ${i}: the build failed on its own: ${run.stderr}`);
      } else {
        stats.kills++;
      }
      const leftovers = await leftoversIn(site);
      stats.maxLeftovers = Math.max(stats.maxLeftovers, leftovers.length);
      if (leftovers.some((entry) => entry.includes('-tmp-'))) stats.inWritePhase++;
      let now = await treeChecksum(output);
      if (now === null) {
        // Killed between moving the previous build aside and renaming the new one in: the previous one is set aside whole.
        stats.inSwapWindow++;
        const asides = leftovers.filter((entry) => entry.includes('-old-'));
        const sums = await Promise.all(asides.map((entry) => treeChecksum(path.join(site, entry))));
        if (!sums.includes(previous)) failures.push(`attempt ${i}: no output, and the previous build is not set aside intact (${asides.join(', ')})`);
        now = previous;
      } else if (now === checksums[version] && now !== previous) {
        stats.swappedIn++;
      }
      if (now !== previous && now !== checksums[version]) failures.push(`attempt ${i} (version ${version}, ${run.signal ?? `exit ${run.code}`}): the output is neither the previous build nor the new one`);
      previous = now;
      if (failures.length >= 3) break;
    }
    expect(failures).toEqual([]);
    // The kills must have hit the part of the build where damage could happen.
    expect(stats.inWritePhase).toBeGreaterThan(KILLS / 5);
    expect(stats.kills).toBeGreaterThanOrEqual(KILLS);

    // One more build, left alone: it puts back or replaces the output and removes every leftover.
    await writeVersion('A');
    const last = await startBuild(site).exited;
    expect(last.code, last.stderr).toBe(0);
    // The previous output and the leftovers go in the background (cli/write/remove-later.ts): gone within seconds.
    for (const deadline = Date.now() + 15_000; Date.now() < deadline && (await leftoversIn(site)).length; ) await sleep(50);
    expect(await leftoversIn(site)).toEqual([]);
    expect(await treeChecksum(output)).toBe(checksums.A);
  });

  it('puts back the previous output when a build was killed between its two renames', async () => {
    const { rename } = await import('node:fs/promises');
    await writeVersion('B');
    expect((await startBuild(site).exited).code).toBe(0);
    // What such a kill leaves: no output folder, the previous one set aside under a dead process id.
    await rename(output, path.join(site, 'build.brokerdocs-old-999999-1700000000000000'));
    await writeFile(path.join(site, 'docs/index.md'), '---\ntitle: [broken\n---\n');
    const failed = await startBuild(site).exited;
    expect(failed.code).toBe(1);
    expect(await treeChecksum(output)).toBe(checksums.B);
    expect(await leftoversIn(site)).toEqual([]);
  });

  it('two builds started at once into one folder both finish and leave one complete build', { timeout: 120_000 }, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await writeVersion(round % 2 === 0 ? 'A' : 'B');
      const runs = await Promise.all([startBuild(site).exited, startBuild(site).exited]);
      const codes = runs.map((run) => run.code);
      // Both finish (the swap is made again when the other build's rename lands first), or one fails with a message, not a crash.
      for (const run of runs) expect(run.stderr).not.toMatch(/crashed/);
      expect(codes.filter((code) => code === 0).length).toBeGreaterThanOrEqual(1);
      expect(await treeChecksum(output)).toBe(checksums[round % 2 === 0 ? 'A' : 'B']);
      expect(await leftoversIn(site)).toEqual([]);
      outcomes.push(codes.join('+'));
    }
    reportFigure('concurrent-builds', { rounds: outcomes.length }, `${ROUNDS} rounds of two builds into one folder at once: exit codes ${outcomes.join(', ')}; one complete build every time`);
  });
});
