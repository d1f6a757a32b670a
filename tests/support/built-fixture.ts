// A fixture site built once for the tests of one file, with the CLI as a
// user runs it: built into a temporary folder before them, removed after.
// What it returns stands for the build once it is made (read its fields
// inside a test or hook).
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { brokerdocs, type CliRun } from './cli.js';
import { fixtureSite, temporaryDir } from './paths.js';

export interface BuiltFixture {
  /** The `brokerdocs build` run: its status and output. */
  readonly run: CliRun;
  /** The output folder. */
  readonly out: string;
  /** What the run printed, both streams. */
  output(): string;
  /** A file of the output, as text. */
  read(file: string): Promise<string>;
}

/** Builds `tests/fixtures/sites/<name>` with `brokerdocs build --out-dir <temporary>`. */
export function builtFixtureForFile(name: string): BuiltFixture {
  let made: { run: CliRun; out: string } | undefined;
  beforeAll(async () => {
    const out = path.join(await temporaryDir(`brokerdocs-${name}-`), 'build');
    made = { run: brokerdocs(['build', '--out-dir', out], { cwd: fixtureSite(name) }), out };
  }, 60_000);
  afterAll(() => (made ? rm(path.dirname(made.out), { recursive: true, force: true }) : undefined));
  const up = () => {
    if (!made) throw new Error(`${name} is built in beforeAll: use it inside a test or hook.`);
    return made;
  };
  return {
    get run() {
      return up().run;
    },
    get out() {
      return up().out;
    },
    output: () => up().run.stdout + up().run.stderr,
    read: (file) => readFile(path.join(up().out, file), 'utf8'),
  };
}
