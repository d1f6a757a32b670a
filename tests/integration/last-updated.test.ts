// "Last updated on <date> by <author>" under each doc (docs.showLastUpdateTime
// and showLastUpdateAuthor, as Docusaurus): from the doc's last commit in git,
// or its front matter's last_update, which wins.
import { execFileSync } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';

async function siteShowingLastUpdates(): Promise<string> {
  const site = path.join(await temporaryDir(), 'site');
  await cp(fixtureSite('minimal'), site, { recursive: true });
  const config = await readFile(path.join(site, 'docs.config.ts'), 'utf8');
  await writeFile(path.join(site, 'docs.config.ts'), config.replace("docs: { path: 'docs', routeBasePath: '/' },", "docs: { path: 'docs', routeBasePath: '/', showLastUpdateTime: true, showLastUpdateAuthor: true },"));
  return site;
}

function commit(site: string, message: string, author: string, date: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.com' };
  execFileSync('git', ['add', '-A'], { cwd: site, env });
  execFileSync('git', ['commit', '-q', '--no-gpg-sign', '-m', message], { cwd: site, env });
}

const lineOf = async (outDir: string, page: string) => /<p class="last-updated">([^<]*)<\/p>/.exec(await readFile(path.join(outDir, page), 'utf8'))?.[1];

describe('last updated', () => {
  it('shows each doc’s last commit, its front matter’s last_update over it, and nothing for a doc not committed yet', async () => {
    const site = await siteShowingLastUpdates();
    execFileSync('git', ['init', '-q'], { cwd: site });
    commit(site, 'first', 'Ann Lee', '2024-01-05T10:00:00Z');
    const page = path.join(site, 'docs', 'guide', 'getting-started.md');
    await writeFile(page, `${await readFile(page, 'utf8')}\nOne more line.\n`);
    commit(site, 'second', 'Bo Chen', '2025-03-09T23:30:00Z');
    await writeFile(path.join(site, 'docs', 'dated.md'), '---\nlast_update:\n  date: 2023-07-14\n  author: The editors\n---\n# Dated\n\nWritten long ago.\n');
    commit(site, 'third', 'Cy Diaz', '2025-06-01T08:00:00Z');
    await writeFile(path.join(site, 'docs', 'fresh.md'), '# Fresh\n\nNot committed yet.\n');

    const result = await build(site);
    expect(result.ok).toBe(true);
    expect(await lineOf(result.outDir, 'index.html')).toBe('Last updated on Jan 5, 2024 by Ann Lee');
    expect(await lineOf(result.outDir, 'guide/getting-started/index.html')).toBe('Last updated on Mar 9, 2025 by Bo Chen');
    expect(await lineOf(result.outDir, 'dated/index.html')).toBe('Last updated on Jul 14, 2023 by The editors');
    expect(await lineOf(result.outDir, 'fresh/index.html')).toBeUndefined();
    expect(result.diagnostics.filter((d) => d.code === 'last-update-unavailable')).toEqual([]);
  });

  it('outside a git repository, warns once and still shows front matter dates; with the options off, shows nothing', async () => {
    const site = await siteShowingLastUpdates();
    // A folder of its own under the temporary folder, which is in no repository.
    await writeFile(path.join(site, 'docs', 'dated.md'), '---\nlast_update:\n  date: 2023-07-14\n---\n# Dated\n\nWritten long ago.\n');
    const result = await build(site);
    expect(result.ok).toBe(true);
    const unavailable = result.diagnostics.filter((d) => d.code === 'last-update-unavailable');
    expect(unavailable).toHaveLength(1);
    expect(unavailable[0]!.message).toContain('not in a git repository');
    expect(await lineOf(result.outDir, 'dated/index.html')).toBe('Last updated on Jul 14, 2023');
    expect(await lineOf(result.outDir, 'index.html')).toBeUndefined();

    const plain = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('minimal'), plain, { recursive: true });
    await writeFile(path.join(plain, 'docs', 'dated.md'), '---\nlast_update:\n  date: 2023-07-14\n---\n# Dated\n');
    const off = await build(plain);
    expect(await lineOf(off.outDir, 'dated/index.html')).toBeUndefined();
    expect(off.diagnostics.filter((d) => d.code.startsWith('last-update'))).toEqual([]);
  });
});
