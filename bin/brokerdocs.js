#!/usr/bin/env node
// Starts the bundled CLI (dist/cli.cjs, built by `npm install` / `prepare`).
//
// It runs as a script compiled with V8's code cache (dist/cli.cjs.cache,
// made at install by running the CLI once): compiling the 2 MB bundle is
// most of the start-up of every command, and Node 20 keeps no compile cache
// for modules. A cache made for another bundle or another Node is ignored.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const bundle = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
const cacheFile = `${bundle}.cache`;
// The bundle is ASCII (scripts/bundle.mjs), so its text decodes to a one-byte string at memory speed.
const bytes = readFileSync(bundle);
const source = bytes.toString('utf8');
// V8 checks a cache against the length of the source, not its text: the key is the text's hash (of its bytes, which is faster).
const key = createHash('sha256').update(process.version).update(bytes).digest('hex');

let cachedData;
try {
  const stored = readFileSync(cacheFile);
  if (stored.subarray(0, 64).toString('latin1') === key) cachedData = stored.subarray(64);
} catch {
  // No cache yet: compile.
}

// The bundle's hash names this build of brokerdocs: what the MDX compile cache is keyed by (cli/content/mdx-compile/compile-cache.ts).
globalThis[Symbol.for('brokerdocs.build-id')] = key;

// `import()` cannot run from cached code; the bundle's dynamic imports come here (cli/import-module.ts).
globalThis[Symbol.for('brokerdocs.import')] = (specifier) => import(specifier);

const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: bundle, cachedData });
// For the tests: whether V8 took the cache (it refuses one made under other V8 flags, silently).
if (process.env.BROKERDOCS_CODE_CACHE_REPORT === '1') process.stderr.write(`code cache: ${cachedData ? (script.cachedDataRejected ? 'rejected' : 'accepted') : 'none'}\n`);
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));

await module.exports.main(process.argv);

// `prepare` runs the CLI once with this set, after the functions a build uses are compiled.
if (process.env.BROKERDOCS_WRITE_CODE_CACHE === '1') writeFileSync(cacheFile, Buffer.concat([Buffer.from(key, 'latin1'), script.createCachedData()]));
