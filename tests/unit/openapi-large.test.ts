// A generated document of 1,200 operations and 1,000 interlinked schemas
// builds, and its page has every operation's and schema's anchor. (How long
// it takes is measured by the benchmarks, not asserted here.)
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { redocSlug } from '../../cli/openapi/anchors.js';
import { generateLargeDocument } from '../fixtures/openapi/generate-large.js';
import { idsOf, referenceOf } from './openapi-fixture.js';

interface Generated {
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
  components: { schemas: Record<string, unknown> };
}

describe('a large document', () => {
  it('builds with every operation and schema anchor on the page', { timeout: 120_000 }, async () => {
    const document = generateLargeDocument() as unknown as Generated;
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-large-'));
    await writeFile(path.join(siteDir, 'large.yaml'), stringify(document, { aliasDuplicateObjects: false }));

    // As one page (`auto` splits it: openapi-split.test.ts), to see what its limits make of it.
    const { reference } = await referenceOf('large.yaml', undefined, siteDir, 'never');

    expect(reference.diagnostics).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.entries(item).filter(([key]) => key !== 'parameters').map(([, operation]) => operation));
    expect(operations).toHaveLength(1200);
    const ids = idsOf(reference.page.html);
    const missing = operations.flatMap((operation) =>
      [`tag/${redocSlug(operation.tags[0]!)}/operation/${operation.operationId}`, `operation/${operation.operationId}`].filter((id) => !ids.has(id)),
    );
    for (const name of Object.keys(document.components.schemas)) if (!ids.has(`schema/${name}`)) missing.push(`schema/${name}`);
    expect(missing).toEqual([]);
    expect(reference.page.menu.flatMap((tag) => tag.operations)).toHaveLength(1200);
    // Components beyond the first level are links, so the page stays a size a browser opens.
    const html = reference.page.html;
    console.log(`large reference: ${(html.length / 1e6).toFixed(1)} MB, ${(gzipSync(html).length / 1e6).toFixed(2)} MB gzip, ${ids.size} ids`);
    expect(html).toContain('<a href="#schema/Entity0008">Entity0008</a>');
  });
});
