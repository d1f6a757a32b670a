// Redoc's x-codeSamples on a built reference: the document's samples shown
// as tabs of one group beside the generated curl (a shell sample of theirs
// replaces it), highlighted in their language; entries that cannot be shown
// warned about at their line; the Markdown export carrying the samples.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSpecSiteForFile } from '../support/spec-site.js';

const built = builtSpecSiteForFile('code-samples.yaml');

/** The samples column of an operation, by its operationId. */
function samplesOf(operationId: string): string {
  const start = built.run.html.indexOf(`id="tag/Parcels/operation/${operationId}"`);
  expect(start, operationId).toBeGreaterThan(0);
  const aside = built.run.html.indexOf('<aside class="api-samples"', start);
  return built.run.html.slice(aside, built.run.html.indexOf('</aside>', aside));
}

const tabs = (html: string) => [...html.matchAll(/role="tab"[^>]*data-value="([^"]*)"[^>]*>/g)].map((m) => m[1]);
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

describe('x-codeSamples', () => {
  it('builds, warning at the line of each entry it cannot show', () => {
    expect(built.run.status, built.run.stderr).toBe(0);
    const output = built.run.stdout + built.run.stderr;
    expect(output).toContain('openapi/code-samples.yaml:63:11  x-codeSamples[0] of GET /parcels/{id} has no lang or no source; it is not shown  [openapi-code-sample-invalid]');
    expect(output).toContain('openapi/code-samples.yaml:74:7  x-codeSamples of DELETE /parcels/{id} is not a list; its samples are not shown  [openapi-code-sample-invalid]');
  });

  it('shows the samples as tabs of one group, the first shown, a shell sample standing for the generated curl', () => {
    const html = samplesOf('listParcels');
    expect(html).toContain('<p class="api-sample-title">Request samples</p><div class="tabs-container" data-tabs="" data-group-id="api-code-samples">');
    expect(tabs(html)).toEqual(['JavaScript', 'Python (requests)', 'cURL']);
    expect(html.match(/<div role="tabpanel"[^>]*>/g)).toEqual([
      '<div role="tabpanel" class="tab-panel" id="tag/Parcels/operation/listParcels/sample/0/panel" aria-labelledby="tag/Parcels/operation/listParcels/sample/0" data-value="JavaScript">',
      '<div role="tabpanel" class="tab-panel" id="tag/Parcels/operation/listParcels/sample/1/panel" aria-labelledby="tag/Parcels/operation/listParcels/sample/1" data-value="Python (requests)" hidden="">',
      '<div role="tabpanel" class="tab-panel" id="tag/Parcels/operation/listParcels/sample/2/panel" aria-labelledby="tag/Parcels/operation/listParcels/sample/2" data-value="cURL" hidden="">',
    ]);
    expect(html).not.toContain('aria-label="Copy the curl command to clipboard"');
    // Highlighted in their own language by the site's highlighter.
    expect(html).toContain('<div class="code-block language-javascript"><div><pre class="shiki shiki-themes');
    expect(html).toContain('<div class="code-block language-python"><div><pre class="shiki shiki-themes');
    expect(text(html)).toContain("const response = await fetch('https://api.example.com/v1/parcels');");
    expect(html).toContain('aria-label="Copy the Python (requests) sample to clipboard"');
  });

  it('keeps the generated curl beside samples in other languages, from either spelling of the key', () => {
    expect(tabs(samplesOf('createParcel'))).toEqual(['Go', 'curl']);
    expect(samplesOf('createParcel')).toContain('aria-label="Copy the curl command to clipboard"');
    expect(tabs(samplesOf('getParcel'))).toEqual(['Ruby (net/http)', 'curl']);
  });

  it('shows the generated curl alone, as before, where no sample can be shown', () => {
    const html = samplesOf('deleteParcel');
    expect(html).not.toContain('data-tabs');
    expect(html).toContain('<p class="api-sample-title">Request sample <span class="api-sample-kind">curl</span></p>');
  });

  it('writes the samples into the Markdown export under each operation', async () => {
    const markdown = await readFile(path.join(built.site, 'build/api/parcels.md'), 'utf8');
    expect(markdown).toContain(
      '### Code samples\n\n**JavaScript**\n\n```javascript\nconst response = await fetch(\'https://api.example.com/v1/parcels\');\nconst parcels = await response.json();\n```\n\n**Python (requests)**\n\n```python\nimport requests\nparcels = requests.get("https://api.example.com/v1/parcels").json()\n```\n\n**cURL**\n\n```bash\ncurl https://api.example.com/v1/parcels\n```',
    );
    expect(markdown).toContain('**Ruby (net/http)**\n\n```ruby\nNet::HTTP.get(URI(\'https://api.example.com/v1/parcels/p1\'))\n```');
    expect(markdown).not.toContain('<?php');
  });
});
