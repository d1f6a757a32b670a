// The OpenAPI document as an earlier build read it (load-cache.ts): taken
// again only by the same build of brokerdocs, while every file it read has
// the same bytes; kept with what JSON would lose.
import { writeFile, readdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedDocument, keepDocument } from '../../cli/openapi/load-cache.js';
import { temporaryDir } from '../support/paths.js';

async function site() {
  const siteDir = await temporaryDir('brokerdocs-openapi-cache-');
  const spec = path.join(siteDir, 'api.yaml');
  const schemas = path.join(siteDir, 'schemas.yaml');
  await writeFile(spec, 'openapi: 3.0.3\n');
  await writeFile(schemas, 'Quote: {}\n');
  return { siteDir, spec, schemas };
}

describe('the OpenAPI load cache', () => {
  it('gives back what the same build read, a Date and a shared object included, while the files are unchanged', async () => {
    const { siteDir, spec, schemas } = await site();
    const shared = { type: 'string' };
    const written = { openapi: '3.0.3', info: { released: new Date('2024-05-01T00:00:00Z') }, a: shared, b: shared };
    const problems = [{ instancePath: '/info', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'title' } }];
    keepDocument(siteDir, spec, readFileSync(spec), { written, problems, sources: [spec, schemas] }, 'build-1');
    const again = cachedDocument(siteDir, spec, readFileSync(spec), 'build-1')!;
    expect(again.written).toEqual(written);
    expect((again.written as typeof written).info.released).toBeInstanceOf(Date);
    expect((again.written as typeof written).a).toBe((again.written as typeof written).b);
    expect(again.problems).toEqual(problems);
    expect(again.sources).toEqual([spec, schemas]);
    // Another build of brokerdocs reads the files itself.
    expect(cachedDocument(siteDir, spec, readFileSync(spec), 'build-2')).toBeUndefined();
  });

  it('reads the files again when any of them changed, the spec or a file it names', async () => {
    const { siteDir, spec, schemas } = await site();
    keepDocument(siteDir, spec, readFileSync(spec), { written: { openapi: '3.0.3' }, problems: [], sources: [spec, schemas] }, 'build-1');
    expect(cachedDocument(siteDir, spec, readFileSync(spec), 'build-1')).toBeDefined();
    expect(cachedDocument(siteDir, spec, Buffer.from('openapi: 3.1.0\n'), 'build-1')).toBeUndefined();
    await writeFile(schemas, 'Quote: { type: object }\n');
    expect(cachedDocument(siteDir, spec, readFileSync(spec), 'build-1')).toBeUndefined();
  });

  it('is off without a build id or with BROKERDOCS_OPENAPI_CACHE=off, and ignores a file it cannot read', async () => {
    const { siteDir, spec } = await site();
    const content = readFileSync(spec);
    keepDocument(siteDir, spec, content, { written: {}, problems: [], sources: [spec] }, undefined);
    expect(await readdir(siteDir)).not.toContain('node_modules');
    process.env.BROKERDOCS_OPENAPI_CACHE = 'off';
    try {
      keepDocument(siteDir, spec, content, { written: {}, problems: [], sources: [spec] }, 'build-1');
      expect(await readdir(siteDir)).not.toContain('node_modules');
    } finally {
      delete process.env.BROKERDOCS_OPENAPI_CACHE;
    }
    keepDocument(siteDir, spec, content, { written: {}, problems: [], sources: [spec] }, 'build-1');
    const folder = path.join(siteDir, 'node_modules', '.cache', 'brokerdocs');
    const [name] = (await readdir(folder)).filter((entry) => entry.startsWith('openapi-'));
    await writeFile(path.join(folder, name!), 'not a cache');
    expect(cachedDocument(siteDir, spec, content, 'build-1')).toBeUndefined();
  });
});
