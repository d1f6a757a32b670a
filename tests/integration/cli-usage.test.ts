// The command line's own messages, from the bundled CLI as a user runs it: a
// port that is not one, --version, and a site folder that is not there. None
// of these may start a build or a server, so each run has a time limit.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokerdocs as run } from '../support/cli.js';
import { repoRoot } from '../support/paths.js';

const brokerdocs = (args: string[], cwd = repoRoot) => run(args, { cwd, env: { NO_COLOR: '1' }, timeout: 20_000 });

describe('--port', () => {
  it.each([
    ['dev', 'abc'],
    ['serve', 'abc'],
    ['dev', '70000'],
    ['serve', '1.5'],
    ['dev', '-1'],
    ['dev', ' 80'],
  ])('%s --port %j is bad usage, said on stderr (exit 2)', (command, port) => {
    const run = brokerdocs([command, '--port', port]);
    expect(run.stderr.trim()).toBe(`error: invalid port "${port}": use a whole number from 0 to 65535`);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(2);
  });
});

describe('--version', () => {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };

  it.each(['--version', '-V'])('%s prints the version of package.json and exits 0', (flag) => {
    // Run from another folder: the version comes from beside the bundle, not from the working folder.
    const run = brokerdocs([flag], os.tmpdir());
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(run.stdout).toBe(`${version}\n`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('a site folder that is not there', () => {
  const missing = path.join(os.tmpdir(), 'brokerdocs-no-such-site');

  it.each([[['build']], [['check']], [['dev']], [['serve']], [['version', '9.9']]])('%j says so in one line and exits 1', (command) => {
    const run = brokerdocs([...command, missing]);
    expect(run.stderr.trim()).toBe(`The folder ${missing} does not exist. Give the folder that holds docs.config.ts, or run brokerdocs in it.`);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(1);
  });

  it('names a file given as the site folder as not a folder', () => {
    const run = brokerdocs(['build', 'package.json']);
    expect(run.stderr.trim()).toBe('package.json is not a folder. Give the folder that holds docs.config.ts, or run brokerdocs in it.');
    expect(run.status).toBe(1);
  });
});
