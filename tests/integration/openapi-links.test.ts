// The links a document gives beside its operations, on a built reference:
// the info's contact, email, license (its SPDX identifier linked when there
// is no URL) and terms at the top; externalDocs of the document, a tag and an
// operation as "Find out more"; a javascript: URL left out with a warning at
// its line; all of them in the Markdown export, made absolute.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSpecSiteForFile } from '../support/spec-site.js';

const built = builtSpecSiteForFile('external-links.yaml');

const NEW_TAB = 'target="_blank" rel="noopener noreferrer"';

describe('links of the document', () => {
  it('lists contact, email, license and terms under the title', () => {
    expect(built.run.status, built.run.stderr).toBe(0);
    expect(built.run.html).toContain(
      '<ul class="api-info-facts">' +
        `<li>Contact: <a href="https://example.com/support" ${NEW_TAB}>API Support</a></li>` +
        '<li>Email: <a href="mailto:support@example.com">support@example.com</a></li>' +
        `<li>License: <a href="https://spdx.org/licenses/Apache-2.0.html" ${NEW_TAB}>Apache 2.0</a></li>` +
        `<li>Terms of service: <a href="https://example.com/terms" ${NEW_TAB}>https://example.com/terms</a></li>` +
        '</ul>',
    );
  });

  it('shows externalDocs of the document, a tag and an operation, the URL standing in for a missing description', () => {
    expect(built.run.html).toContain(`</header><p class="api-external-docs">Find out more: <a href="https://example.com/guide" ${NEW_TAB}>The developer guide</a></p>`);
    expect(built.run.html).toContain(`#</a></h2><p class="api-external-docs">Find out more: <a href="https://example.com/boxes" ${NEW_TAB}>https://example.com/boxes</a></p>`);
    expect(built.run.html).toContain('<p class="api-external-docs">Find out more: <a href="/guide/counting">How boxes are counted</a></p>');
  });

  it('leaves a javascript: URL out, with a warning at its line', () => {
    expect(built.run.html).not.toContain('javascript:');
    expect(built.run.html.match(/class="api-external-docs"/g)).toHaveLength(3);
    expect(built.run.stdout + built.run.stderr).toContain('openapi/external-links.yaml:23:7  The link "javascript:alert(1)" is not an http(s), mailto or relative URL; it is not shown  [openapi-unsafe-url]');
  });

  it('writes the same links into the Markdown export, absolute', async () => {
    const overview = await readFile(path.join(built.site, 'build/api.md'), 'utf8');
    expect(overview).toContain(
      '- Contact: [API Support](<https://example.com/support>)\n- Email: [support@example.com](<mailto:support@example.com>)\n- License: [Apache 2.0](<https://spdx.org/licenses/Apache-2.0.html>)\n- Terms of service: [https://example.com/terms](<https://example.com/terms>)',
    );
    expect(overview).toContain('Find out more: [The developer guide](<https://example.com/guide>)');
    const boxes = await readFile(path.join(built.site, 'build/api/boxes.md'), 'utf8');
    expect(boxes).toContain('Find out more: [https://example.com/boxes](<https://example.com/boxes>)');
    expect(boxes).toContain('Find out more: [How boxes are counted](<https://spec.example.com/guide/counting>)');
    const crates = await readFile(path.join(built.site, 'build/api/crates.md'), 'utf8');
    expect(crates).not.toContain('Find out more');
  });
});
