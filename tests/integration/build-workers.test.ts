// `build` with its pages written by render workers (what a big site gets;
// BROKERDOCS_PARALLEL_PAGES=1 gives it to the small fixture): the output is
// byte for byte the one the main thread writes alone, and a build that fails
// once the workers have begun writing leaves the previous output untouched
// and no staging folder behind.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerdocs } from '../support/cli.js';
import { copyFixture, filesOf } from '../support/paths.js';

let root: string;
let site: string;

beforeAll(async () => {
  ({ root, site } = await copyFixture('minimal'));
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const build = (outDir: string, parallelFrom: number) => brokerdocs(['build', 'site', '--out-dir', outDir], { cwd: root, env: { NO_COLOR: '1', BROKERDOCS_PARALLEL_PAGES: String(parallelFrom) }, timeout: 120_000 });

describe('pages written by render workers', () => {
  it('are the files the main thread writes alone', async () => {
    const alone = build('alone', 1_000_000);
    expect(alone.status, alone.stderr).toBe(0);
    const workers = build('workers', 1);
    expect(workers.status, workers.stderr).toBe(0);
    const expected = await filesOf(path.join(site, 'alone'));
    const written = await filesOf(path.join(site, 'workers'));
    expect([...written.keys()].sort()).toEqual([...expected.keys()].sort());
    expect([...expected.keys()].filter((name) => name.endsWith('index.html')).length).toBeGreaterThan(3);
    for (const [name, content] of expected) expect(written.get(name)?.equals(content), name).toBe(true);
  });

  it('leave the previous output as it was when the build fails after they began, and no staging folder', async () => {
    const before = await filesOf(path.join(site, 'workers'));
    // Found only once the pages are sent to the workers: the page's folder is the build's own llms.txt file.
    await writeFile(path.join(site, 'docs/clash.md'), '---\nslug: /llms.txt\n---\n\n# Clash\n\nA page where a file goes.\n');
    const run = build('workers', 1);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('output-path-unwritable');
    expect(run.stderr).toContain('was left as it was');
    const after = await filesOf(path.join(site, 'workers'));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [name, content] of before) expect(after.get(name)?.equals(content), name).toBe(true);
    expect((await readdir(site)).filter((name) => name.includes('.brokerdocs-'))).toEqual([]);
  });
});
