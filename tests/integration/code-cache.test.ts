// bin/brokerdocs.js runs dist/cli.cjs with the V8 code cache that `npm install`
// made (scripts/bundle/code-cache.mjs). The cache must belong to this bundle and this
// Node, and a cache that does not (another bundle, a damaged file) must be
// ignored, never run. Tested on a copy of bin/ and dist/, so that other tests
// running the CLI meanwhile are not disturbed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plainCliEnv } from '../support/cli.js';
import { repoRoot } from '../support/paths.js';

const bundle = path.join(repoRoot, 'dist/cli.cjs');
const keyOf = (source: string | Buffer) => createHash('sha256').update(process.version).update(source).digest('hex');

const copy = mkdtempSync(path.join(tmpdir(), 'brokerdocs-code-cache-'));
cpSync(path.join(repoRoot, 'bin'), path.join(copy, 'bin'), { recursive: true });
cpSync(path.join(repoRoot, 'dist'), path.join(copy, 'dist'), { recursive: true });
cpSync(path.join(repoRoot, 'package.json'), path.join(copy, 'package.json'));
symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const checkManual = () => spawnSync(process.execPath, [path.join(copy, 'bin/brokerdocs.js'), 'check', repoRoot], { env: plainCliEnv(), encoding: 'utf8' });

describe('the code cache of the CLI', () => {
  it('is made at install for this bundle and this Node', () => {
    const cache = readFileSync(`${bundle}.cache`);
    expect(cache.subarray(0, 64).toString('latin1')).toBe(keyOf(readFileSync(bundle)));
    expect(cache.length).toBeGreaterThan(100_000);
  });

  // The training run must not change V8's flags (cli/jit.ts does, for a short build): V8 keys a cache by them and refused
  // every cache made after the change, so every command compiled the whole bundle again.
  it('is taken by V8 in a new process', () => {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/brokerdocs.js'), '--version'], { env: { ...plainCliEnv(), BROKERDOCS_CODE_CACHE_REPORT: '1' }, encoding: 'utf8' });
    expect(run.stderr).toBe('code cache: accepted\n');
    expect(run.status).toBe(0);
  });

  it('belongs to an ASCII bundle, which Node decodes to a one-byte string', () => {
    const bytes = readFileSync(bundle);
    expect(bytes.findIndex((byte) => byte > 0x7f)).toBe(-1);
  });

  it('is ignored when it was made for another bundle', () => {
    const cache = readFileSync(`${bundle}.cache`);
    writeFileSync(path.join(copy, 'dist/cli.cjs.cache'), Buffer.concat([Buffer.from(keyOf('another bundle'), 'latin1'), cache.subarray(64)]));
    const run = checkManual();
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('✔ Check passed: 0 errors, 0 warnings');
    expect(run.status).toBe(0);
  });

  it('is ignored by V8 when damaged, and the command still runs', () => {
    const source = readFileSync(path.join(copy, 'dist/cli.cjs'), 'utf8');
    writeFileSync(path.join(copy, 'dist/cli.cjs.cache'), Buffer.concat([Buffer.from(keyOf(source), 'latin1'), Buffer.alloc(4096, 7)]));
    const run = checkManual();
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('✔ Check passed: 0 errors, 0 warnings');
    expect(run.status).toBe(0);
  });

  it('runs without one', () => {
    rmSync(path.join(copy, 'dist/cli.cjs.cache'), { force: true });
    const run = checkManual();
    expect(run.stdout.trim()).toBe('✔ Check passed: 0 errors, 0 warnings');
    expect(run.status).toBe(0);
  });
});
