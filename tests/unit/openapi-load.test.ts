// An OpenAPI document that cannot be used fails the build with the
// validator's message and where the problem is written: file, line, column.
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainCliEnv, repoRoot } from '../helpers/site.js';
import { failureOf } from './openapi-fixture.js';


describe('an invalid document', () => {
  it('fails with the validator message at the line of the offending member, found through the $ref', async () => {
    const diagnostics = await failureOf('invalid.yaml');
    // The validator reports the member twice (through the path and in
    // components); both are one place in the file, so one diagnostic.
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'openapi-invalid',
        message: 'Invalid OpenAPI document: /components/schemas/Thing/properties/name/type must be equal to one of the allowed values: array, boolean, integer, number, object, string',
        hint: 'Use one of the allowed values (did you mean "string"?).',
        location: { file: 'invalid.yaml', line: 22, column: 11 },
      },
    ]);
  });

  it('reports each problem of a 3.1 document once, without the validator\'s union noise', async () => {
    const diagnostics = await failureOf('invalid-31.yaml');
    expect(diagnostics.map((d) => [d.message, d.location?.line, d.hint])).toEqual([
      ["Invalid OpenAPI document: /paths/~1x/get/responses/200 must have required property 'description'", 10, 'Fix the OpenAPI document; `brokerdocs check` reports every problem at once.'],
      ['Invalid OpenAPI document: /paths/~1x/get/responses/200 has an unknown member "descripton"', 10, 'Remove it, or prefix an extension with "x-".'],
    ]);
  });

  it('reports a YAML syntax error with its line', async () => {
    const [diagnostic, ...rest] = await failureOf('syntax-error.yaml');
    expect(rest).toEqual([]);
    expect(diagnostic).toMatchObject({ severity: 'error', code: 'openapi-syntax', location: { file: 'syntax-error.yaml', line: 9 } });
    expect(diagnostic!.message).toMatch(/^Invalid OpenAPI document: Error parsing .*syntax-error\.yaml: unexpected end of the stream/);
  });

  it('reports a $ref to a missing member at the line of the $ref', async () => {
    const [diagnostic] = await failureOf('missing-ref.yaml');
    expect(diagnostic).toMatchObject({ code: 'openapi-missing-ref', location: { file: 'missing-ref.yaml', line: 15 } });
    expect(diagnostic!.message).toContain('#/components/schemas/Nope');
  });

  it('fails `brokerdocs build` with exit code 1 and prints file:line', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-openapi-'));
    const run = spawnSync(process.execPath, ['bin/brokerdocs.js', 'build', 'tests/fixtures/openapi/invalid-site', '--out-dir', outDir], { cwd: repoRoot, env: plainCliEnv(), encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('openapi/api.yaml:22:11');
    expect(run.stdout + run.stderr).toContain('must be equal to one of the allowed values');
  });
});
