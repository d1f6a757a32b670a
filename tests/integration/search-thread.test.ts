// A large site's search index is made on a thread of its own, which writes
// the index files into the staging output itself (cli/search/search-thread.ts).
// The bundled CLI is told to use it for any site
// (BROKERDOCS_SEARCH_THREAD_CHARACTERS=0) and, for the same site, never: the
// two outputs must be the same bytes, file for file.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokerdocs } from '../support/cli.js';
import { copyFixture, filesOf, fixtureSite, temporaryDir } from '../support/paths.js';

const THREAD = 'search index (its own thread)';

async function buildBothWays(site: string): Promise<{ onThread: Map<string, Buffer>; here: Map<string, Buffer> }> {
  const out = await temporaryDir('brokerdocs-search-thread-');
  const run = (dir: string, characters: string) => {
    const result = brokerdocs(['build', site, '--out-dir', path.join(out, dir), '--verbose'], { env: { BROKERDOCS_SEARCH_THREAD_CHARACTERS: characters } });
    expect(result.status, result.stderr).toBe(0);
    return result.stderr;
  };
  // The stage name says which thread indexed the site: without it, the comparison could pass with the thread never used.
  expect(run('thread', '0')).toContain(THREAD);
  expect(run('here', '1e15')).not.toContain(THREAD);
  return { onThread: await filesOf(path.join(out, 'thread')), here: await filesOf(path.join(out, 'here')) };
}

function expectSameFiles(a: Map<string, Buffer>, b: Map<string, Buffer>): void {
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [name, bytes] of a) expect(bytes.equals(b.get(name)!), name).toBe(true);
}

// A machine with one core has no other core to index on, and never starts the thread (search-thread.ts).
describe.skipIf(availableParallelism() < 2)('the search index on its own thread', () => {
  it.each(['minimal', 'versions', 'i18n'])('writes the same files as this thread does (%s)', async (name) => {
    const { onThread, here } = await buildBothWays(fixtureSite(name));
    expect([...onThread.keys()].some((file) => /search-index-[^/]*\.json$/.test(file))).toBe(true);
    expectSameFiles(onThread, here);
  }, 120_000);

  it('leaves a static file in the place of a second index file the site turns out not to have, and replaces it when it has one', async () => {
    const { site } = await copyFixture('minimal');
    await writeFile(path.join(site, 'static', 'search-index-more-default.json'), '{"mine":true}');
    // With its API reference, the site has a second file: the build's own wins.
    const withApi = await buildBothWays(site);
    expectSameFiles(withApi.onThread, withApi.here);
    expect(withApi.onThread.get('search-index-more-default.json')!.toString()).toContain('"documents"');

    // One page of a few words, and no API reference: every posting is in the first file, and there is no second.
    await writeFile(path.join(site, 'docs.config.ts'), `import { defineConfig } from 'brokerdocs';\nexport default defineConfig({ title: 'One page', url: 'https://one.example.com', baseUrl: '/', docs: { path: 'docs', routeBasePath: '/' } });\n`);
    await rm(path.join(site, 'docs'), { recursive: true });
    await rm(path.join(site, 'openapi'), { recursive: true });
    await mkdir(path.join(site, 'docs'));
    await writeFile(path.join(site, 'docs', 'index.md'), '# Welcome\n\nQuartz zebras jump.\n');
    const withoutApi = await buildBothWays(site);
    expectSameFiles(withoutApi.onThread, withoutApi.here);
    expect(withoutApi.onThread.get('search-index-more-default.json')!.toString()).toBe('{"mine":true}');
  }, 120_000);
});
