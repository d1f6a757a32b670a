// Builds the browser-test sites into temporary folders and serves them over
// HTTP, as a static host would, for the whole browser test run.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticHandler } from '../../cli/dev/static-server.js';
import { listen } from '../../cli/dev/listen.js';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, repoRoot } from '../support/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin + base URL of the built fixture site, e.g. http://127.0.0.1:4321/web-base/. */
    webSite: string;
    /** Origin + base URL of the built manual. */
    manualSite: string;
    /** Origin + base URL of tests/fixtures/sites/chrome-options: every theme option of the chrome set. */
    chromeOptionsSite: string;
    /** Origin + base URL of tests/fixtures/sites/chrome-fixed: the chrome with its switches fixed (no toggle, a fixed mode). */
    chromeFixedSite: string;
  }
}

const servers: Server[] = [];
let temporary = '';

async function buildAndServe(siteDir: string, baseUrl: string, outDir: string): Promise<string> {
  const result = await build(siteDir, { outDir });
  if (!result.ok) throw new Error(`Building ${siteDir} failed:\n${result.diagnostics.map((d) => d.message).join('\n')}`);
  const { server, port } = await listen(createStaticHandler({ root: outDir, baseUrl }), '127.0.0.1', 0);
  servers.push(server);
  return `http://127.0.0.1:${port}${baseUrl}`;
}

export async function setup(project: TestProject): Promise<void> {
  temporary = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-browser-'));
  const [webSite, manualSite, chromeOptionsSite, chromeFixedSite] = await Promise.all([
    buildAndServe(fixtureSite('web'), '/web-base/', path.join(temporary, 'web')),
    buildAndServe(repoRoot, '/broker-api-docs/', path.join(temporary, 'manual')),
    buildAndServe(fixtureSite('chrome-options'), '/chrome-options/', path.join(temporary, 'chrome-options')),
    buildAndServe(fixtureSite('chrome-fixed'), '/chrome-fixed/', path.join(temporary, 'chrome-fixed')),
  ]);
  project.provide('webSite', webSite);
  project.provide('manualSite', manualSite);
  project.provide('chromeOptionsSite', chromeOptionsSite);
  project.provide('chromeFixedSite', chromeFixedSite);
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  if (temporary) await rm(temporary, { recursive: true, force: true });
}
