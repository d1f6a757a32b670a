// A scratch site that fuzz cases rewrite and build in process: the docs
// folder and the config are replaced for each case, the build goes to a
// fresh output folder, and what came back is sorted (a result, diagnostics,
// or a crash). Building in process keeps a case to ~0.1 s; the CLI's own
// exit codes are tested elsewhere.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../cli/commands/build.js';
import type { Diagnostic } from '../../cli/diagnostics.js';
import { temporaryDir } from '../support/paths.js';
import { describeCrash, outcomeOf, preview, unlocatedErrors } from './checks.js';

export const BASIC_CONFIG = `import { defineConfig } from 'brokerdocs';
export default defineConfig({ title: 'Fuzz', url: 'https://fuzz.example.com', baseUrl: '/fuzz/', docs: { path: 'docs' }, onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn' });
`;

export interface ScratchSite {
  dir: string;
  /** Replaces the site's files (paths relative to the site) and builds it. */
  buildWith(files: Record<string, string | Buffer>): Promise<CaseResult>;
}

export type CaseResult = ({ kind: 'built'; result: BuildResult } | { kind: 'failed'; diagnostics: Diagnostic[] } | { kind: 'crash'; message: string }) & {
  /** How long the build took, to report the slowest case (a hang shows there, and as the test's time-out). */
  ms: number;
};

export async function createScratchSite(prefix: string): Promise<ScratchSite> {
  const dir = await temporaryDir(`brokerdocs-${prefix}-`);
  let run = 0;
  return {
    dir,
    async buildWith(files) {
      for (const folder of ['docs', 'openapi', 'static']) await rm(path.join(dir, folder), { recursive: true, force: true });
      for (const [name, content] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
        await writeFile(path.join(dir, name), content);
      }
      const outDir = path.join(dir, `out-${run++}`);
      const started = performance.now();
      const outcome = await outcomeOf(() => build(dir, { outDir }));
      const ms = performance.now() - started;
      await rm(outDir, { recursive: true, force: true });
      if (outcome.kind === 'crash') return { kind: 'crash', message: describeCrash(outcome.error), ms };
      if (outcome.kind === 'diagnostics') return { kind: 'failed', diagnostics: outcome.diagnostics, ms };
      return outcome.value.ok ? { kind: 'built', result: outcome.value, ms } : { kind: 'failed', diagnostics: outcome.value.diagnostics, ms };
    },
  };
}

/** What is wrong with a case's result, if anything: a crash, or an error that names no file and line. */
export function problemsOf(result: CaseResult): string[] {
  if (result.kind === 'crash') return [`crashed: ${result.message}`];
  const diagnostics = result.kind === 'built' ? result.result.diagnostics : result.diagnostics;
  const problems = unlocatedErrors(diagnostics).map((d) => `error without file and line: ${preview(d, 400)}`);
  if (result.kind === 'failed' && !diagnostics.some((d) => d.severity === 'error')) problems.push(`failed without an error: ${preview(diagnostics, 400)}`);
  return problems;
}
