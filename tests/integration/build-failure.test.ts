// What a failed `brokerdocs build` says about its output folder: that the
// previous output is untouched only when there was one, else that nothing
// was written. Run as a process, on a copy of the minimal fixture.
import { existsSync } from 'node:fs';
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerdocs } from '../support/cli.js';
import { copyFixture } from '../support/paths.js';

let root: string;
let site: string;
const page = () => path.join(site, 'docs/guide/getting-started.md');
let original: string;

beforeAll(async () => {
  ({ root, site } = await copyFixture('minimal'));
  original = await readFile(page(), 'utf8');
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const build = () => brokerdocs(['build', 'site'], { cwd: root, env: { NO_COLOR: '1' }, timeout: 60_000 });

/** The fixture makes a `.md` link that names no file an error (onBrokenMarkdownLinks: 'throw'). */
const breakPage = () => appendFile(page(), '\nSee [the missing page](no-such-page.md).\n');

describe('a failed build', () => {
  it('says no output was written when there was none before', async () => {
    await breakPage();
    const run = build();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Build failed: 1 error, 0 warnings. No output was written.');
    expect(run.stderr).not.toContain('previous output');
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('says the previous output was left as it was when there was one, and leaves it', async () => {
    await writeFile(page(), original);
    expect(build().status).toBe(0);
    const home = await readFile(path.join(site, 'build/index.html'), 'utf8');
    await breakPage();
    const run = build();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Build failed: 1 error, 0 warnings. The previous output in ${path.join('site', 'build')} was left as it was.`);
    expect(await readFile(path.join(site, 'build/index.html'), 'utf8')).toBe(home);
  });

  it('refuses an output path that is a file, and leaves the file as it was', async () => {
    await writeFile(page(), original);
    const file = path.join(root, 'not-a-folder.txt');
    await writeFile(file, 'keep me');
    const run = brokerdocs(['build', 'site', '--out-dir', file], { cwd: root, env: { NO_COLOR: '1' }, timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain(`The output path ${file} exists and is not a folder: nothing was built, and it was left as it is`);
    expect(await readFile(file, 'utf8')).toBe('keep me');
  });

  it('names a page whose route the file system cannot hold, at the page, instead of crashing while writing it', async () => {
    const long = path.join(site, 'docs/too-long.md');
    await writeFile(long, `---\nslug: /${'x'.repeat(300)}\n---\n\n# Too long\n`);
    try {
      const run = build();
      expect(run.status).toBe(1);
      expect(run.stderr + run.stdout).toMatch(/error\s+docs\/too-long\.md:1\s+Cannot write x{120}…: the name "x{40}…" is longer than 255 bytes\s+\[output-path-unwritable\]/);
      expect(run.stderr + run.stdout).not.toMatch(/ENAMETOOLONG|crashed/);
    } finally {
      await rm(long);
    }
  });
});
