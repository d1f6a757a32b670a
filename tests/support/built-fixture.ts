// A fixture site built once for the tests of one file, with the CLI as a
// user runs it: built into a temporary folder before them, removed after.
// What it returns stands for the build once it is made (read its fields
// inside a test or hook).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { brokerdocs, type CliRun } from './cli.js';
import { copyFixture, fixtureSite, temporaryDir } from './paths.js';

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

/**
 * Builds a fresh copy of fixture `name` whose `file` (from the site folder) has each `[from, to]` replaced, each
 * expected to be there, and `added` files written (path from the site folder → text): a variant of the fixture
 * for one test, without a folder of its own.
 */
export async function builtEditedCopy(
  name: string,
  file: string,
  replacements: readonly (readonly [string, string])[],
  added: Readonly<Record<string, string>> = {},
): Promise<{ run: CliRun; output: string; out: string; read(file: string): Promise<string> }> {
  const { site } = await copyFixture(name);
  for (const [relative, text] of Object.entries(added)) {
    await mkdir(path.dirname(path.join(site, relative)), { recursive: true });
    await writeFile(path.join(site, relative), text);
  }
  const edited = path.join(site, file);
  let text = await readFile(edited, 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`${file} of ${name} has no ${JSON.stringify(from)} to replace`);
    text = text.replace(from, to);
  }
  await writeFile(edited, text);
  const out = path.join(site, 'build');
  const run = brokerdocs(['build', '--out-dir', out], { cwd: site });
  return { run, output: run.stdout + run.stderr, out, read: (page) => readFile(path.join(out, page), 'utf8') };
}
