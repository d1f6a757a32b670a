// One table says what a response status covers, for the reference page and
// the Markdown export alike; each writes it in its own punctuation.
import { describe, expect, it } from 'vitest';
import { operationMarkdown } from '../../cli/llms/operation.js';
import { createAllOfMerger } from '../../cli/openapi/all-of.js';
import type { OpenApiDocument, SchemaObject } from '../../cli/openapi/document.js';
import { documentOperations } from '../../cli/openapi/operations.js';
import { statusText } from '../../templates/api/status-text.js';

describe('response status text', () => {
  it('names codes, wildcards and default', () => {
    expect(['200', '301', '4XX', '5xx', 'default', '299'].map(statusText)).toEqual(['OK', 'Moved Permanently', 'Any 4xx status', 'Any 5xx status', 'Any other status', '']);
  });

  it('heads the Markdown export’s responses with the same words', () => {
    const merge = createAllOfMerger();
    const responses = Object.fromEntries(['200', '301', '4XX', 'default', '299'].map((status) => [status, { description: `Status ${status}.` }]));
    const document: OpenApiDocument = { openapi: '3.0.3', info: { title: 'X', version: '1' }, paths: { '/x': { get: { operationId: 'getX', responses } } } };
    const markdown = operationMarkdown(
      documentOperations(document)[0]!,
      { names: new Map(), absolutize: (written) => written, mergeAllOf: (schema) => merge(schema as SchemaObject).schema as Record<string, unknown>, defaultSecurity: undefined, referenceUrl: 'https://x.test/api' },
    );
    expect(markdown.match(/^#### .*$/gm)).toEqual(['#### 200 OK', '#### 299', '#### 301 Moved Permanently', '#### 4XX (any 4xx status)', '#### default (any other status)']);
  });
});
