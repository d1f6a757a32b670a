// The browser runtime as `dev` serves it: the prebuilt assets every build
// copies, plus the reload and error-overlay client that only `dev` adds.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadRuntimeAssets, runtimeDir, type RuntimeAssets } from '../assets/runtime.js';

export interface DevRuntime {
  assets: RuntimeAssets;
  /** Served under `assets/`; missing when dist/runtime predates it. */
  devClient?: { name: string; content: Buffer };
}

export async function loadDevRuntime(dir = runtimeDir()): Promise<DevRuntime> {
  const assets = await loadRuntimeAssets(dir);
  const name = assets.manifest.devClient;
  return { assets, devClient: name ? { name, content: await readFile(path.join(dir, name)) } : undefined };
}
