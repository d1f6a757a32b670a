// Imports a TypeScript module of the repository from a plain Node script:
// esbuild bundles it (packages stay external, resolved from the repository's
// node_modules) into tests/.tmp, which git ignores.
import { build } from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function importTypeScript(entry) {
  const outDir = path.join(repo, 'tests/.tmp');
  await mkdir(outDir, { recursive: true });
  const outfile = path.join(outDir, `bench-${path.basename(entry).replace(/\.tsx?$/, '')}-${process.pid}.mjs`);
  await build({
    absWorkingDir: repo,
    entryPoints: [path.resolve(repo, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(outfile, { force: true });
  }
}
