// Fixture sites built into a temporary folder and served over HTTP, as a
// static host would serve them, for the browser tests that need a site of
// their own (the shared ones are built once, by tests/browser/global-setup.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer } from '../../cli/dev/static-server.js';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, temporaryDir } from './paths.js';

export interface ServedSite {
  /** Origin and base URL, e.g. http://127.0.0.1:4321/chrome-options/. */
  url: string;
  /** The built folder, to serve again under another path. */
  outDir: string;
  close(): Promise<void>;
}

/** Builds `tests/fixtures/sites/<name>` into a temporary folder and serves it at `baseUrl`. */
export async function serveFixture(name: string, baseUrl: string): Promise<ServedSite> {
  const temporary = await temporaryDir(`brokerdocs-${name}-`);
  const outDir = path.join(temporary, 'build');
  const result = await build(fixtureSite(name), { outDir });
  if (!result.ok) throw new Error(`Building ${name} failed:\n${result.diagnostics.map((d) => d.message).join('\n')}`);
  const server = await startStaticServer({ root: outDir, baseUrl });
  return {
    url: server.url,
    outDir,
    close: async () => {
      await server.close();
      await rm(temporary, { recursive: true, force: true });
    },
  };
}


/**
 * A fixture site served for the tests of one file: built and served before
 * them, closed after. What it returns stands for the served site once it is
 * up (read its fields inside a test or hook).
 */
export function servedFixtureForFile(name: string, baseUrl: string): ServedSite {
  let served: ServedSite | undefined;
  beforeAll(async () => {
    served = await serveFixture(name, baseUrl);
  }, 60_000);
  afterAll(async () => {
    await served?.close();
  });
  const up = (): ServedSite => {
    if (!served) throw new Error(`${name} is served in beforeAll: use it inside a test or hook.`);
    return served;
  };
  return {
    get url() {
      return up().url;
    },
    get outDir() {
      return up().outDir;
    },
    close: () => up().close(),
  };
}
