// The spec rules' diagnostics kept between builds (openapi-rules-cache.ts):
// taken again only for the same document read (its key) and the same options.
import { describe, expect, it } from 'vitest';
import { cachedRuleDiagnostics } from '../../cli/check/openapi-rules-cache.js';
import type { Diagnostic } from '../../cli/diagnostics.js';
import { temporaryDir } from '../support/paths.js';

describe('the spec rules cache', () => {
  it('checks again for another document read or other options, and never without a key', async () => {
    const siteDir = await temporaryDir('brokerdocs-rules-cache-');
    let checks = 0;
    const found: Diagnostic[] = [{ severity: 'warning', code: 'openapi-example-invalid', message: 'The example is not a number', location: { file: 'api.yaml', line: 12, column: 9 }, hint: 'Fix it.' }];
    const check = () => (checks++, found);
    expect(cachedRuleDiagnostics(siteDir, 'api.yaml', 'read-1', { exampleValidation: 'warn' }, check)).toEqual(found);
    expect(cachedRuleDiagnostics(siteDir, 'api.yaml', 'read-1', { exampleValidation: 'warn' }, check)).toEqual(found);
    expect(checks).toBe(1);
    cachedRuleDiagnostics(siteDir, 'api.yaml', 'read-1', { exampleValidation: 'off' }, check);
    expect(checks).toBe(2);
    cachedRuleDiagnostics(siteDir, 'api.yaml', 'read-2', { exampleValidation: 'off' }, check);
    expect(checks).toBe(3);
    cachedRuleDiagnostics(siteDir, 'api.yaml', undefined, { exampleValidation: 'off' }, check);
    cachedRuleDiagnostics(siteDir, 'api.yaml', undefined, { exampleValidation: 'off' }, check);
    expect(checks).toBe(5);
  });
});
