// brokerdocs installed without its templates/ folder (a copy of bin/ and
// dist/ alone): a site with components fails at once, naming what is
// missing, rather than building every page without its components.
import { spawnSync } from 'node:child_process';
import { cp, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainCliEnv } from '../support/cli.js';
import { copyFixture, repoRoot, temporaryDir } from '../support/paths.js';

describe('an installation without templates/', () => {
  it('fails the build of a site with components, naming the missing folder', { timeout: 120_000 }, async () => {
    const install = await temporaryDir('brokerdocs-partial-install-');
    for (const part of ['bin', 'dist', 'package.json']) await cp(path.join(repoRoot, part), path.join(install, part), { recursive: true });
    await symlink(path.join(repoRoot, 'node_modules'), path.join(install, 'node_modules'));
    const { site } = await copyFixture('mdx-components');
    const run = spawnSync(process.execPath, [path.join(install, 'bin/brokerdocs.js'), 'build', '--out-dir', path.join(site, 'out')], { cwd: site, env: plainCliEnv(), encoding: 'utf8' });
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toMatch(/error\s+brokerdocs' own file \S+templates\/mdx\/server\.tsx is not there: this installation of brokerdocs lacks its templates\/ folder\s+\[install-incomplete\]/);
  });
});
