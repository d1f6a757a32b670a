// The grammar translations `npm install` ships beside the bundle
// (dist/highlight-regexes.json, cli/content/highlight/regex-seed.ts): made for
// this Node's V8, and read by a first build, which keeps what it used in the
// site's cache. Tested on a copy of bin/ and dist/ whose seed is marked, so
// other tests running the CLI meanwhile are not disturbed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SeedFile } from '../../cli/content/highlight/regex-seed.js';
import { plainCliEnv } from '../support/cli.js';
import { repoRoot } from '../support/paths.js';

const shipped = JSON.parse(readFileSync(path.join(repoRoot, 'dist/highlight-regexes.json'), 'utf8')) as SeedFile;

const copy = mkdtempSync(path.join(tmpdir(), 'brokerdocs-regex-seed-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the shipped grammar translations', () => {
  it('are made at install for this V8, for the grammars docs use most', () => {
    expect(shipped.v8).toBe(process.versions.v8);
    expect(Object.keys(shipped.patterns).length).toBeGreaterThan(3_000);
    // TypeScript's keyword rule (its `declare`, `abstract`… modifiers) is among them.
    expect(Object.keys(shipped.patterns).some((pattern) => pattern.includes('abstract|declare|override|public|protected|private|readonly|static'))).toBe(true);
  });

  it('are what a first build takes its translations from', () => {
    cpSync(path.join(repoRoot, 'bin'), path.join(copy, 'bin'), { recursive: true });
    cpSync(path.join(repoRoot, 'dist'), path.join(copy, 'dist'), { recursive: true });
    cpSync(path.join(repoRoot, 'package.json'), path.join(copy, 'package.json'));
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
    // Each plain translation marked with an empty group in front, which matches as before: only the seed has these.
    const marked: SeedFile = { v8: shipped.v8, patterns: Object.fromEntries(Object.entries(shipped.patterns).map(([pattern, translation]) => [pattern, translation.length === 2 ? [`(?:)${translation[0]}`, translation[1]] : translation])) };
    writeFileSync(path.join(copy, 'dist/highlight-regexes.json'), JSON.stringify(marked));

    const site = path.join(copy, 'site');
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(path.join(site, 'docs.config.ts'), "export default { title: 'Seed', url: 'https://example.com', docs: { path: 'docs' } };\n");
    writeFileSync(path.join(site, 'docs/index.md'), '# Start\n\n```typescript\nexport const answer: number = 42; // the answer\n```\n');
    const run = spawnSync(process.execPath, [path.join(copy, 'bin/brokerdocs.js'), 'build', site], { env: plainCliEnv(), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readFileSync(path.join(site, 'build/index.html'), 'utf8')).toMatch(/<pre class="shiki[^"]*"[^>]*><code><span class="line"><span class="sk-keyword">export<\/span>/);
    const kept = JSON.parse(readFileSync(path.join(site, 'node_modules/.cache/brokerdocs/highlight-regexes.json'), 'utf8')) as { patterns: Record<string, [string, string]> };
    const fromSeed = Object.values(kept.patterns).filter(([source]) => source.startsWith('(?:)'));
    expect(fromSeed.length).toBeGreaterThan(20);
  }, 120_000);
});
