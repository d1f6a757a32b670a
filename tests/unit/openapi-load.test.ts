// An OpenAPI document that cannot be shown fails the build with the
// validator's message and where the problem is written: file, line, column;
// one that breaks the specification in ways the page can read past is shown,
// with warnings at the same places.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokerdocs } from '../support/cli.js';
import { failureOf, referenceOf } from './openapi-fixture.js';

describe('an invalid document', () => {
  it('names a $ref reached only through itself at its line, and shows the rest', async () => {
    const { reference } = await referenceOf('ref-loop.yaml');
    expect(reference.diagnostics.map((d) => [d.severity, d.code, d.message, d.location?.line])).toEqual([
      ['warning', 'openapi-ref-loop', '$ref "#/components/schemas/Pet" cannot be followed: the way to it passes a $ref that leads back to it; it is shown as an unknown value', 19],
    ]);
    expect(reference.page.html).toContain('id="tag/default/operation/listPets"');
    expect(reference.page.html).toContain('id="tag/default/operation/health"');
  });


  it('is shown, with a warning carrying the validator message at the line of the offending member', async () => {
    const { reference } = await referenceOf('invalid.yaml');
    expect(reference.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'openapi-invalid',
        message: 'Invalid OpenAPI document: /components/schemas/Thing/properties/name/type must be equal to one of the allowed values: array, boolean, integer, number, object, string',
        hint: 'Use one of the allowed values (did you mean "string"?).',
        location: { file: 'invalid.yaml', line: 22, column: 11 },
      },
    ]);
  });

  it('fails when no page can be made of it: no info, paths not an object', async () => {
    const diagnostics = await failureOf('no-info.yaml');
    expect(diagnostics.map((d) => [d.severity, d.message, d.location?.line])).toEqual([
      ['error', "Invalid OpenAPI document: / must have required property 'info'", 2],
      ['error', 'Invalid OpenAPI document: /paths must be object', 3],
    ]);
  });

  it('reports each problem of a 3.1 document once, without the validator\'s union noise', async () => {
    const { reference } = await referenceOf('invalid-31.yaml');
    const diagnostics = reference.diagnostics.filter((d) => d.code === 'openapi-invalid');
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

  it('suggests the closest name for a $ref to a missing one, in the spec or in the file the $ref names', async () => {
    const [typo] = await failureOf('missing-ref-typo.yaml');
    expect(typo).toMatchObject({ code: 'openapi-missing-ref', location: { file: 'missing-ref-typo.yaml', line: 15 }, hint: 'Did you mean "#/components/schemas/Order"?' });
    const [elsewhere] = await failureOf('missing-ref-file/spec.yaml');
    expect(elsewhere).toMatchObject({ code: 'openapi-missing-ref', location: { file: 'missing-ref-file/spec.yaml', line: 15 }, hint: 'Did you mean "#/Pet" (in missing-ref-file/parts.yaml)?' });
    // Nothing close: the general advice.
    expect((await failureOf('missing-ref.yaml'))[0]!.hint).toBe('Point the $ref at a member that exists.');
  });

  it('fails `brokerdocs build` with exit code 1 and prints file:line', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-openapi-'));
    const run = brokerdocs(['build', 'tests/fixtures/openapi/invalid-site', '--out-dir', outDir]);
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('openapi/api.yaml:4:3');
    expect(run.stdout + run.stderr).toContain('/info/title must be string');
  });
});
