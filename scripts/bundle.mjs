// Bundles the package (run by `npm install` through `prepare`):
//   dist/cli.cjs      the command, with templates compiled in (fast start-up),
//                     and dist/cli.cjs.cache, V8's code cache of it
//   dist/highlight-regexes.json  grammar patterns translated for shiki's
//                     JavaScript engine, for first builds (regex-seed.ts)
//   dist/config.js    `defineConfig` for site configs
//   dist/openapi-validators/  the OpenAPI JSON Schemas compiled by Ajv (taken
//                     into cli.cjs; kept for the test that compares them)
//   dist/runtime/     the browser runtime: content-hashed JS and CSS, the
//                     inline head script, and manifest.json naming them.
// The runtime does not depend on any site, so sites only copy these files.
import { fileURLToPath } from 'node:url';
import { bundleCli } from './bundle/cli.mjs';
import { trainCodeCache } from './bundle/code-cache.mjs';
import { bundleRuntime } from './bundle/runtime.mjs';
import { writeRegexSeed } from './bundle/regex-seed.mjs';
import { compileOpenApiValidators } from './bundle/validators.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The CLI's bundle takes the validators in: they come first.
  await Promise.all([compileOpenApiValidators().then(bundleCli), bundleRuntime(), writeRegexSeed()]);
  await trainCodeCache();
}
