// `build --cache`: a second build renders no page and writes the same bytes;
// a changed page is the only one rendered again; a changed config renders
// every page again; a build without --cache neither reads nor writes the
// cache. Run as a process, on a copy of the minimal fixture, with its pages
// rendered on this thread and (BROKERDOCS_PARALLEL_PAGES=1) by the workers.
import { existsSync } from 'node:fs';
import { appendFile, readdir, rm } from 'node:fs/promises';
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

/** The names of the files that differ between two outputs (or are in one only). */
function changed(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => !before.get(name)?.equals(after.get(name) ?? Buffer.alloc(0)) || !after.has(name)).sort();
}

/** Pages rendered and pages from the cache, as the build reports them. */
function counts(stdout: string): { rendered: number; restored: number } {
  const match = /(\d+) rendered, (\d+) from the cache/.exec(stdout);
  if (!match) throw new Error(`no cache counts in: ${stdout}`);
  return { rendered: Number(match[1]), restored: Number(match[2]) };
}

describe.each([
  ['this thread', 1_000_000],
  ['the render workers', 1],
])('build --cache, pages rendered by %s', (_, parallelFrom) => {
  const outDir = `out-${parallelFrom}`;
  const build = (...extra: string[]) => {
    const run = brokerdocs(['build', 'site', '--out-dir', outDir, ...extra], { cwd: root, env: { NO_COLOR: '1', BROKERDOCS_PARALLEL_PAGES: String(parallelFrom) }, timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    return run;
  };
  const output = () => filesOf(path.join(site, outDir));
  const cacheDir = () => path.join(site, '.brokerdocs-cache');

  it('renders every page the first time, none the second, and writes the same bytes', async () => {
    await rm(cacheDir(), { recursive: true, force: true });
    const first = counts(build('--cache').stdout);
    // The fixture's docs, its API reference and the 404 page.
    expect(first.rendered).toBeGreaterThan(4);
    expect(first.restored).toBe(0);
    const before = await output();
    expect(counts(build('--cache').stdout)).toEqual({ rendered: 0, restored: first.rendered });
    expect(changed(before, await output())).toEqual([]);
  });

  it('renders again only the page whose source changed', async () => {
    const before = await output();
    await appendFile(path.join(site, 'docs/reference/glossary.md'), `\nA sentence added by the cache test (${parallelFrom}).\n`);
    const run = counts(build('--cache').stdout);
    expect(run.rendered).toBe(1);
    const differ = changed(before, await output());
    expect(differ).toContain('reference/glossary/index.html');
    expect(differ.filter((name) => name.endsWith('.html'))).toEqual(['reference/glossary/index.html']);
  });

  it('renders every page again when the config changes', async () => {
    const total = counts(build('--cache').stdout).restored;
    await appendFile(path.join(site, 'docs.config.ts'), `\n// Touched by the cache test (${parallelFrom}).\n`);
    expect(counts(build('--cache').stdout)).toEqual({ rendered: total, restored: 0 });
  });

  it('is neither read nor written by a build without --cache', async () => {
    const pages = path.join(cacheDir(), 'pages');
    // An entry taken away: a build that read the cache would render that page again and store it back.
    const removed = (await readdir(pages)).find((name) => name.endsWith('.html'))!;
    await rm(path.join(pages, removed));
    const entries = (await readdir(pages)).sort();
    const run = build();
    expect(run.stdout).not.toContain('from the cache');
    expect((await readdir(pages)).sort()).toEqual(entries);
    expect(existsSync(path.join(site, outDir, 'index.html'))).toBe(true);
  });
});
