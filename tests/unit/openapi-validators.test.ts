// The OpenAPI schema validators that `npm install` precompiles
// (dist/openapi-validators/, by scripts/bundle/validators.mjs) must judge exactly as the
// ones compiled at run time from the same setup, and as swagger-parser does.
import SwaggerParser from '@apidevtools/swagger-parser';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { validatorSetup, type SchemaValidator, type SpecVersion } from '../../cli/openapi/schema-validators.js';
import { dereferenceInPlace } from '../../cli/openapi/dereference.js';
import { schemaProblems, specRuleProblem } from '../../cli/openapi/validate.js';
import { CLI_ENTRY, plainCliEnv } from '../support/cli.js';
import { repoRoot } from '../support/paths.js';

const fixtures = path.join(repoRoot, 'tests/fixtures/openapi');
const read = (file: string) => parse(readFileSync(file, 'utf8')) as Record<string, any>;

/** Documents of each version: valid ones, and each broken in a few ways. */
function documents(): [SpecVersion, string, object][] {
  const manual = read(path.join(repoRoot, 'openapi/broker-api.yaml'));
  const v31 = read(path.join(fixtures, 'v31.yaml'));
  const broken = (document: Record<string, any>, breakIt: (d: Record<string, any>) => void) => {
    const copy = structuredClone(document);
    breakIt(copy);
    return copy;
  };
  const swagger = { swagger: '2.0', info: { title: 'T', version: '1' }, paths: { '/a': { get: { operationId: 'a', responses: { 200: { description: 'ok' } } } } } };
  return [
    ['v3', 'the manual', manual],
    ['v3', 'invalid.yaml', read(path.join(fixtures, 'invalid.yaml'))],
    ['v3', 'responses as a number', broken(manual, (d) => (d.paths['/authorize'].post.responses = 5))],
    ['v3', 'unknown members and a bad enum', broken(manual, (d) => Object.assign(d.info, { colour: 'red' }, (d.components.securitySchemes.oauth2 = { type: 'oauth3' })))],
    ['v31', 'v31.yaml', v31],
    ['v31', 'invalid-31.yaml', read(path.join(fixtures, 'invalid-31.yaml'))],
    ['v2', 'a Swagger 2.0 document', swagger],
    ['v2', 'a Swagger 2.0 document without responses', broken(swagger, (d) => delete d.paths['/a'].get.responses)],
    ['v2', 'Swagger 2.0 with $ref parameters, one with a sibling key', read(path.join(fixtures, 'resolved/swagger-refs.yaml'))],
    ['v2', 'Swagger 2.0 with a $ref parameter the path does not name', broken(read(path.join(fixtures, 'resolved/swagger-refs.yaml')), (d) => (d.parameters.pretty.in = 'path'))],
    ['v2', 'Swagger 2.0 with a $ref with a sibling that breaks the target', broken(read(path.join(fixtures, 'resolved/swagger-refs.yaml')), (d) => (d.paths['/dogs'].get.parameters[1].type = 'decimal'))],
  ];
}

describe('precompiled OpenAPI validators', () => {
  const precompiled = path.join(repoRoot, 'dist/openapi-validators');
  const compiled = new Map<SpecVersion, SchemaValidator>();
  const loaded = new Map<SpecVersion, SchemaValidator>();

  beforeAll(async () => {
    // npm test bundles first; the test must not pass by finding nothing to compare.
    expect(existsSync(precompiled), 'run `node scripts/bundle.mjs` first').toBe(true);
    const { schemas, ajvFor } = validatorSetup();
    for (const version of ['v2', 'v3', 'v31'] as const) {
      compiled.set(version, ajvFor(version).compile(schemas[version]));
      loaded.set(version, ((await import(pathToFileURL(path.join(precompiled, `${version}.js`)).href)) as { default: SchemaValidator }).default);
    }
  });

  it.each(documents())('%s: %s gets the same verdict and errors', (version, _, document) => {
    const fresh = compiled.get(version)!;
    const stored = loaded.get(version)!;
    expect(stored(document)).toBe(fresh(document));
    expect(stored.errors ?? null).toEqual(fresh.errors ?? null);
  });

  it('are the ones the bundled CLI validates with: it never loads Ajv to compile a schema', () => {
    // A CLI that fell back to compiling would require Ajv's draft-04 or 2020 class; here that throws.
    const hook = path.join(repoRoot, 'tests/.tmp/no-ajv-compile.cjs');
    mkdirSync(path.dirname(hook), { recursive: true });
    writeFileSync(hook, "const Module = require('node:module'); const load = Module._load; Module._load = function (request, ...rest) { if (/^ajv-draft-04$|^ajv\\/dist\\/2020$/.test(request)) throw new Error('compiled at run time: ' + request); return load.call(this, request, ...rest); };\n");
    const run = spawnSync(process.execPath, ['--require', hook, CLI_ENTRY, 'check', repoRoot], { env: plainCliEnv(), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('✔ Check passed: 0 errors, 0 warnings');
  });

  it('judges as swagger-parser does, with $refs resolved: valid documents pass, invalid ones fail', async () => {
    for (const [, name, document] of documents()) {
      const problems = await schemaProblems(structuredClone(document) as Record<string, unknown>);
      const resolved = structuredClone(document) as Record<string, unknown>;
      dereferenceInPlace(resolved);
      const ours = problems.length === 0 && specRuleProblem(resolved) === null;
      const theirs = await new SwaggerParser().validate(structuredClone(document) as never, { resolve: { external: false } }).then(
        () => true,
        () => false,
      );
      expect(ours, name).toBe(theirs);
    }
  });

  it('reports the problems of a document without $ref trouble as the validator words them, where they are written', async () => {
    const document = read(path.join(fixtures, 'invalid.yaml'));
    const theirs = await new SwaggerParser()
      .validate(structuredClone(document) as never, { resolve: { external: false }, dereference: { excludedPathMatcher: () => true } })
      .then(
        () => [],
        (caught: Error & { details?: unknown }) => caught.details,
      );
    expect(await schemaProblems(document)).toEqual(theirs);
  });
});
