// One walk of the document gives every reader its operations: the reference,
// the Markdown export and the spec rules agree on which there are (webhooks
// included), what each is called and which parameters it takes.
import { describe, expect, it } from 'vitest';
import { checkOpenApiRules } from '../../cli/check/openapi-rules.js';
import { apiMarkdown } from '../../cli/llms/api.js';
import type { OpenApiDocument } from '../../cli/openapi/document.js';
import { createSourceLocator } from '../../cli/openapi/locate.js';
import { documentOperations, mergedParameters, operationTitle } from '../../cli/openapi/operations.js';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Lockers', version: '2.0.0' },
  tags: [{ name: 'Lockers' }],
  paths: {
    '/lockers/{id}': {
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'locale', in: 'query', schema: { type: 'string' } },
      ],
      get: {
        operationId: 'getLocker',
        summary: '  Get a locker ',
        tags: ['Lockers'],
        parameters: [
          { name: 'fields', in: 'query', schema: { type: 'string' } },
          { name: 'locale', in: 'query', description: 'Overrides the path item’s.', schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'The locker.' } },
      },
      delete: { tags: ['Lockers'], responses: { '204': { description: 'Gone.' } } },
    },
  },
  webhooks: {
    lockerFull: { post: { operationId: 'lockerFull', summary: 'A locker is full', tags: ['Lockers', 'Alerts'], responses: { '200': { description: 'Received.' } } } },
  },
};

describe('documentOperations', () => {
  const operations = documentOperations(document);

  it('lists the paths’ operations, then the webhooks’, each with where it is written', () => {
    expect(operations.map(({ method, path, webhook, at }) => ({ method, path, webhook, at }))).toEqual([
      { method: 'get', path: '/lockers/{id}', webhook: false, at: ['paths', '/lockers/{id}', 'get'] },
      { method: 'delete', path: '/lockers/{id}', webhook: false, at: ['paths', '/lockers/{id}', 'delete'] },
      { method: 'post', path: 'lockerFull', webhook: true, at: ['webhooks', 'lockerFull', 'post'] },
    ]);
    expect(operations[2]!.tags).toEqual(['Lockers', 'Alerts']);
  });

  it('titles an operation by its summary, else its operationId, else its method and path', () => {
    expect(operations.map((operation) => operation.title)).toEqual(['Get a locker', 'DELETE /lockers/{id}', 'A locker is full']);
    expect(operationTitle({ operationId: 'listLockers', summary: ' ' }, 'get', '/lockers')).toBe('listLockers');
  });

  it('merges parameters: the operation’s own replace the path item’s in place, its others follow', () => {
    expect(operations[0]!.parameters.map((p) => `${p.in}:${p.name}:${p.description ?? ''}`)).toEqual(['path:id:', 'query:locale:Overrides the path item’s.', 'query:fields:']);
    expect(operations[1]!.parameters.map((p) => p.name)).toEqual(['id', 'locale']);
    expect(mergedParameters('not a list', [null, { name: 'x', in: 'header' }]).map((p) => p.name)).toEqual(['x']);
  });

  it('reads 3.0’s x-webhooks alike, and skips members that are not operations', () => {
    const sloppy = { openapi: '3.0.3', info: { title: 'x', version: '1' }, paths: { '/a': { get: 'oops', post: { responses: {} } } }, 'x-webhooks': { ping: { put: { summary: 'Ping' } } } } as unknown as OpenApiDocument;
    expect(documentOperations(sloppy).map(({ method, path, at }) => [method, path, at.join(' ')])).toEqual([
      ['post', '/a', 'paths /a post'],
      ['put', 'ping', 'x-webhooks ping put'],
    ]);
  });
});

describe('readers of the one walk', () => {
  it('the Markdown export shows webhooks under their tags, with the reference’s titles', () => {
    const markdown = apiMarkdown({ document, title: 'Lockers', route: '/api', referenceUrl: 'https://x.test/api', specUrl: 'https://x.test/lockers.yaml', urlOf: (file) => `https://x.test/${file}`, absolutize: (href) => href });
    const lockers = markdown.tags.find((tag) => tag.title === 'Lockers')!;
    expect(lockers.markdown).toContain('## A locker is full');
    expect(lockers.markdown).toContain('## DELETE /lockers/{id}');
    expect(markdown.tags.find((tag) => tag.title === 'Alerts')!.markdown).toContain('## A locker is full');
    expect(markdown.overview.markdown).toContain('- `POST lockerFull`: A locker is full');
  });

  it('the spec rules look at webhooks too, without asking a webhook for an operationId', () => {
    const diagnostics = checkOpenApiRules({ document, locator: createSourceLocator('/nonexistent', 'lockers.yaml'), file: 'lockers.yaml', exampleValidation: 'off' });
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['openapi-missing-operation-id', 'DELETE /lockers/{id} has no operationId'],
      ['openapi-unknown-tag', 'webhook lockerFull (POST) uses the tag "Alerts", which the top-level tags do not declare'],
    ]);
  });
});
