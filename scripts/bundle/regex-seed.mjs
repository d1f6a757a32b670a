// The shipped translations of grammar patterns (cli/content/highlight/regex-seed.ts),
// written beside the bundle as dist/highlight-regexes.json.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dist, root } from './paths.mjs';

/**
 * Runs cli/content/highlight/regex-seed-writer.ts, bundled for the moment
 * with its packages left in node_modules (the same shiki and oniguruma-to-es
 * the CLI's bundle holds). A few seconds: every pattern of ~30 grammars. The
 * seed only saves first builds time, so a failure warns and does not fail
 * the install.
 */
export async function writeRegexSeed() {
  const writer = path.join(dist, '.regex-seed-writer.mjs');
  try {
    await build({ absWorkingDir: root, entryPoints: ['cli/content/highlight/regex-seed-writer.ts'], outfile: writer, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
    const { writeRegexSeed: write } = await import(pathToFileURL(writer).href);
    await write(path.join(dist, 'highlight-regexes.json'));
  } catch (error) {
    console.warn(`brokerdocs: no shipped grammar translations (${error instanceof Error ? error.message : String(error)}); first builds translate them as they go`);
  } finally {
    await rm(writer, { force: true });
  }
}
