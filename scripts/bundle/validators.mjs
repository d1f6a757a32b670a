// The OpenAPI JSON Schemas compiled to validator code at install.
import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, dist } from './paths.mjs';

/**
 * Compiles the OpenAPI JSON Schemas to standalone validator code, one module
 * per version, so a build loads a validator instead of compiling one (~0.15 s).
 * The setup (schemas, Ajv options) is cli/openapi/schema-validators.ts's own.
 */
export const VALIDATOR_VERSIONS = ['v2', 'v3', 'v31'];

export async function compileOpenApiValidators() {
  const out = path.join(dist, 'openapi-validators');
  const work = path.join(out, '.work');
  await rm(out, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  await build({ absWorkingDir: root, entryPoints: ['cli/openapi/schema-validators.ts'], outfile: path.join(work, 'setup.mjs'), bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' });
  const { validatorSetup } = await import(pathToFileURL(path.join(work, 'setup.mjs')).href);
  const require = createRequire(import.meta.url);
  const standalone = require('ajv/dist/standalone').default;
  const { schemas, ajvFor } = validatorSetup(require);
  if (Object.keys(schemas).join() !== VALIDATOR_VERSIONS.join()) throw new Error(`OpenAPI validator versions changed: ${Object.keys(schemas).join()}`);
  await Promise.all(
    Object.keys(schemas).map(async (version) => {
      const ajv = ajvFor(version, { code: { source: true, esm: true } });
      await writeFile(path.join(work, `${version}.mjs`), standalone(ajv, ajv.compile(schemas[version])));
      // Bundled: the code requires a few helpers of Ajv's runtime.
      await build({ absWorkingDir: root, entryPoints: [path.join(work, `${version}.mjs`)], outfile: path.join(out, `${version}.js`), bundle: true, platform: 'node', format: 'esm', minify: true, legalComments: 'none', logLevel: 'warning' });
    }),
  );
  await rm(work, { recursive: true, force: true });
}
