// Samples generated from schemas (cli/openapi/example.ts) for documents that
// give no examples, as Kubernetes' does not: the whole schema, nested
// components, one item per array, allOf merged, one oneOf branch, values
// for formats, a schema inside itself cut, and a bound on the size.
import { describe, expect, it } from 'vitest';
import { createAllOfMerger } from '../../cli/openapi/all-of.js';
import { createExampleGenerator } from '../../cli/openapi/example.js';
import type { SchemaObject } from '../../cli/openapi/document.js';
import { serverUrl } from '../../cli/openapi/request-sample.js';
import { operationsOf, referenceOf } from './openapi-fixture.js';

const pods = referenceOf('samples/pods.yaml');

describe('samples generated from the whole schema', () => {
  it('fills a Pod request body through its nested components, leaving out what is read-only', async () => {
    const create = operationsOf((await pods).view).get('createPod')!;
    const body = create.requestBody!.media[0]!.examples[0]!;
    expect(body.generated).toBe(true);
    expect(JSON.parse(body.text)).toEqual({
      apiVersion: 'string',
      kind: 'string',
      metadata: {
        name: 'string',
        uid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
        creationTimestamp: '2025-01-31T14:30:00Z',
        labels: { property1: 'string', property2: 'string' },
        ownerReferences: [{ name: 'string', controller: true }],
      },
      spec: {
        containers: [{ name: 'string', image: 'string', ports: [{ containerPort: 1, protocol: 'TCP' }], resources: { cpu: '500m', limitsEnabled: true } }],
        nodeName: 'string',
      },
    });
    // The curl sample carries the same body.
    expect(create.sample!.text).toContain('"containers":[{"name":"string"');
  });

  it('shows the read-only status in the response, and takes one oneOf branch and cuts a schema inside itself', async () => {
    const operations = operationsOf((await pods).view);
    const created = JSON.parse(operations.get('createPod')!.responses[0]!.media[0]!.examples[0]!.text);
    expect(created.status).toEqual({ phase: 'Pending', startTime: '2025-01-31T14:30:00Z' });
    const [event] = JSON.parse(operations.get('listEvents')!.responses[0]!.media[0]!.examples[0]!.text);
    expect(Object.keys(event)).toEqual(['reason', 'contact', 'involved']);
    expect(event.contact).toBe('user@example.com');
    expect(event.involved.kind).toBe('string');
  });

  it('stays within its budget: optional properties stop once it is spent, required ones go on', () => {
    const leaf: SchemaObject = { type: 'object', required: ['id'], properties: { id: { type: 'string' }, note: { type: 'string' } } };
    const wide: SchemaObject = { type: 'object', properties: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`field${i}`, leaf])) };
    const value = createExampleGenerator(createAllOfMerger(), 20)(wide, 'response') as Record<string, Record<string, string>>;
    const fields = Object.values(value);
    expect(fields.length).toBeLessThan(50);
    expect(fields.length).toBeGreaterThan(5);
    // Past the budget a kept object still has its required property, without the optional one.
    expect(fields.at(-1)).toEqual({ id: 'string' });
    expect(fields[0]).toEqual({ id: 'string', note: 'string' });
  });
});

describe('the server of a sample', () => {
  it.each([
    ['no servers, no config', undefined, undefined, '{server}'],
    ['no servers, the config’s', undefined, 'https://k8s.example.net/', 'https://k8s.example.net'],
    ['a relative server, no config', [{ url: '/v1' }], undefined, '{server}/v1'],
    ['a relative server after the config’s', [{ url: 'v1/' }], 'https://api.shop.example', 'https://api.shop.example/v1'],
    ['an absolute server, kept whatever the config', [{ url: 'https://{region}.pay.example/v2', variables: { region: { default: 'eu' } } }], 'https://other.example', 'https://eu.pay.example/v2'],
    ['a host without a scheme', [{ url: '//kubernetes.local' }], undefined, 'https://kubernetes.local'],
  ])('%s', (_, servers, configured, expected) => {
    expect(serverUrl(servers, configured)).toBe(expected);
  });

  it('never invents a host: the Pod document, which names no server, gets the placeholder in its curl', async () => {
    const create = operationsOf((await pods).view).get('createPod')!;
    expect(create.sample!.text.split('\n')[0]).toBe("curl '{server}/api/v1/namespaces/string/pods' \\");
    expect(JSON.stringify((await pods).view)).not.toContain('api.example.com');
  });
});
