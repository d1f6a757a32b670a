// The browser runtime does not depend on the site, so it is bundled once when
// the package is installed (scripts/bundle/runtime.mjs → dist/runtime/). A build only
// copies those content-hashed files into `assets/`.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticError, error } from '../diagnostics.js';

export interface RuntimeManifest {
  /** Hashed file names in dist/runtime, by role. */
  client: string;
  /** The client as pages with islands load it: the same runtime, exporting its React for their island scripts (runtime/island-host.ts). */
  clientIslands: string;
  css: string;
  /** The search client, which the client loads by its URL (site data `searchScript`) when the reader first searches. */
  search: string;
  /** The search-term marks, loaded likewise (`highlightScript`) on a page reached from a search result. */
  highlight: string;
  /** Switches the tabs of MDX pages, loaded likewise (`tabsScript`) on a page that has some. */
  tabs: string;
  /** Sends an old anchor of a split reference's overview on to the page that holds it, loaded only there. */
  apiAnchors: string;
  /** The progress bar of slow navigations and the copy buttons, loaded likewise (`deferredScript`) at the reader's first pointer or focus. */
  deferred: string;
  /** The Try-it console of the API reference, loaded on the first click of a "Try it" button (site data `tryIt.script`). */
  tryIt: string;
  /** Source of the inline head script: declares `headScript(options)`. */
  headScript: string;
  /** Reload and error-overlay script that `brokerdocs dev` adds to pages; never copied into a build. */
  devClient?: string;
  /**
   * Mermaid's drawing of diagrams (runtime/diagrams.ts): its entry and every file it may load, under `diagrams/`.
   * Read and copied only by a build with a page that has a diagram (`diagramFiles`).
   */
  diagrams?: { entry: string; files: string[] };
}

export interface RuntimeAssets {
  manifest: RuntimeManifest;
  /** Files to write under `assets/`, by name. */
  files: Map<string, Buffer>;
}

/** The package root: the nearest folder above this module with our package.json. */
export function packageRoot(): string {
  // Found once: a build of compiled pages asks for it in every resolve of its bundle (reading package.json each time:
  // ~40 ms of the 200-page components corpus).
  return (foundRoot ??= findPackageRoot());
}

let foundRoot: string | undefined;

function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === 'brokerdocs') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('brokerdocs: cannot find the package root');
    dir = parent;
  }
}

export function runtimeDir(): string {
  return path.join(packageRoot(), 'dist', 'runtime');
}

/** The files of the runtime a site serves (the dev client is `dev`'s own). */
export function runtimeFileNames(manifest: RuntimeManifest): string[] {
  return [manifest.client, manifest.clientIslands, manifest.css, manifest.search, manifest.highlight, manifest.tabs, manifest.apiAnchors, manifest.deferred, manifest.tryIt];
}

/**
 * The island host's file name in the runtime the build copies (dist/runtime):
 * island scripts import React from it (cli/content/mdx-compile/islands.ts).
 * `dev` serves the runtime it rebuilt after a theme edit under other names,
 * and passes its own.
 */
export function islandHostName(dir = runtimeDir()): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Partial<RuntimeManifest>).clientIslands;
  } catch {
    return undefined;
  }
}

export async function loadRuntimeAssets(dir = runtimeDir()): Promise<RuntimeAssets> {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new DiagnosticError([
      error('runtime-missing', `The browser runtime is not built (${manifestFile} is missing)`, undefined, 'Run `npm install` (its prepare step bundles the runtime) or `node scripts/bundle.mjs`.'),
    ]);
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as RuntimeManifest;
  const names = runtimeFileNames(manifest);
  const files = new Map<string, Buffer>();
  await Promise.all(
    names.map(async (name) => {
      files.set(name, await readFile(path.join(dir, name)));
    }),
  );
  return { manifest, files };
}

/** The diagram scripts of the runtime, by name, for a build with a page that has a diagram; none when the runtime has none. */
export async function diagramFiles(manifest: RuntimeManifest, dir = runtimeDir()): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  await Promise.all((manifest.diagrams?.files ?? []).map(async (name) => files.set(name, await readFile(path.join(dir, name)))));
  return files;
}
