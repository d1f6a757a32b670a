// `build` writes the API reference's pages before the Markdown export is made
// and lets go of their bodies (GitHub's are 47 MB):
// deferredOutputs' writeApiPages. What it wrote must stay written: the
// writer, reaching the page later, must not render its emptied body again.
import { mkdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeAssets } from '../../cli/assets/runtime.js';
import { deferredOutputs } from '../../cli/render/outputs.js';
import { siteOutputs } from '../../cli/render/site-outputs.js';
import type { SearchThread } from '../../cli/search/search-thread.js';
import { createTimer } from '../../cli/timer.js';
import { WRITTEN } from '../../cli/write/atomic.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

// Running from source there is no bundled worker: the search thread is the test's own (below).
vi.mock(import('../../cli/search/search-thread.js'), async (original) => ({ ...(await original()), searchThreadAvailable: () => true }));

async function staged() {
  const model = await loadFixture(fixtureSite('web'));
  const root = await temporaryDir('api-pages-early-');
  const writeTo = { root, makeFolders: (names: Iterable<string>) => [...names].forEach((name) => mkdirSync(path.dirname(path.join(root, name)), { recursive: true })) };
  const outputs = await deferredOutputs(siteOutputs(model).render, await loadRuntimeAssets(), createTimer(), writeTo);
  const api = model.pages.find((page) => page.kind === 'api')!;
  const body = api.html;
  const file = path.join(root, 'api/index.html');
  expect(existsSync(file)).toBe(false);
  await outputs.writeApiPages();
  return { outputs, api, body, file };
}

describe('writeApiPages', () => {
  it('writes the reference page now, lets go of its body, and the writer does not render it again', async () => {
    const { outputs, api, body, file } = await staged();
    expect(body.length).toBeGreaterThan(1000);
    const written = readFileSync(file, 'utf8');
    expect(written).toContain(body);
    expect(api.html).toBe('');
    // The writer reaches the page: the file is already there, as it was.
    expect(await outputs.deferred.get('api/index.html')!()).toBe(WRITTEN);
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('fails the build only once the search thread has finished writing into the staging folder', async () => {
    const model = await loadFixture(fixtureSite('web'));
    let settled = false;
    const thread: SearchThread = {
      countAhead() {},
      write: () => new Promise((resolve) => setTimeout(() => ((settled = true), resolve({ more: false })), 100)),
      close: async () => {},
    };
    const search = { thread: () => thread, root: await temporaryDir('api-pages-early-'), staticFiles: new Map<string, string>(), countedAhead: { started: true, takeNumber: () => undefined } };
    const failing = siteOutputs(model).derivedInBuild(createTimer(), search, async () => {
      throw new Error('no space left on the device');
    });
    await expect(failing).rejects.toThrow('no space left on the device');
    expect(settled).toBe(true);
  });
});
