// The reference's view model on small documents: $refs (internal and to
// another file), allOf, oneOf with a discriminator, recursion, form and JSON
// bodies, arrays of objects, security, callbacks, OpenAPI 3.0 and 3.1.
import { describe, expect, it } from 'vitest';
import type { ApiReferenceView, SchemaView } from '../../templates/api/model.js';
import type { ApiReference } from '../../cli/openapi/reference.js';
import { idsOf, operationsOf, property, referenceOf, responseSchema, schemaOf } from './openapi-fixture.js';

const shop: Promise<{ reference: ApiReference; view: ApiReferenceView }> = referenceOf('shop/shop.yaml');

function expectKind<K extends SchemaView['kind']>(schema: SchemaView, kind: K): Extract<SchemaView, { kind: K }> {
  expect(schema.kind).toBe(kind);
  return schema as Extract<SchemaView, { kind: K }>;
}

describe('$refs', () => {
  it('expands a component and a schema from another file where they are used, and names the component', async () => {
    const { view } = await shop;
    const placed = operationsOf(view).get('placeOrder')!;
    const order = expectKind(responseSchema(placed, '200'), 'object');
    expect(order.name).toBe('Order');
    // Money lives in common.yaml and is named by components.schemas.Money.
    const price = expectKind(property(order, 'price'), 'object');
    expect(price.name).toBe('Money');
    expect(price.properties.map((p) => p.name)).toEqual(['amount', 'currency']);
    expect(property(price, 'currency').constraints).toEqual(['3 characters']);
    // An external schema no component names is shown inline, unnamed.
    const error = expectKind(responseSchema(operationsOf(view).get('listOrders')!, '401'), 'object');
    expect(error.name).toBeUndefined();
    expect(error.properties.map((p) => p.name)).toEqual(['message']);
  });

  it('lists the external file among the sources dev watches', async () => {
    const { reference } = await shop;
    expect(reference.sources.map((s) => s.split('/').slice(-2).join('/')).sort()).toEqual(['shop/common.yaml', 'shop/shop.yaml']);
  });
});

describe('allOf', () => {
  it('merges the properties and required names of every part, and names the components it includes', async () => {
    const { view } = await shop;
    const order = expectKind(schemaOf(view, 'Order'), 'object');
    expect(order.properties.map((p) => [p.name, p.required])).toEqual([
      ['id', true],
      ['item', true],
      ['qty', true],
      ['price', false],
      ['lines', false],
    ]);
    expect(order.extends).toEqual([{ name: 'Entity', href: '#schema/Entity' }]);
    expect(order.descriptionHtml).toContain('An order of the shop.');
    expect(property(order, 'item').pattern).toBe('^[A-Z]+-\\d+$');
    expect(property(order, 'qty').constraints).toEqual(['>= 1']);
    expect(property(order, 'id').readOnly).toBe(true);
  });

  it('hides read-only properties in request bodies', async () => {
    const { view } = await shop;
    const callback = operationsOf(view).get('subscribe')!.callbacks[0]!.operations[0]!;
    const body = expectKind(callback.requestBody!.media[0]!.schema!, 'object');
    expect(body.properties.map((p) => p.name)).not.toContain('id');
  });
});

describe('oneOf with a discriminator', () => {
  it('shows labelled alternatives and the value that selects each', async () => {
    const { view } = await shop;
    const pet = expectKind(schemaOf(view, 'Pet'), 'choice');
    expect(pet.choice.keyword).toBe('oneOf');
    expect(pet.choice.discriminator).toEqual({
      property: 'kind',
      mapping: [
        { value: 'cat', label: 'Cat', href: '#schema/Cat' },
        { value: 'dog', label: 'Dog', href: '#schema/Dog' },
      ],
    });
    expect(pet.choice.options.map((o) => o.label)).toEqual(['Cat (kind: cat)', 'Dog (kind: dog)']);
    // In the schema section, the alternatives are components of their own: links.
    expect(pet.choice.options.map((o) => o.schema.kind)).toEqual(['link', 'link']);
    const body = expectKind(operationsOf(view).get('addPet')!.requestBody!.media[0]!.schema!, 'choice');
    const cat = expectKind(body.choice.options[0]!.schema, 'object');
    expect(property(cat, 'indoor').default).toBe('true');
    expect(property(expectKind(body.choice.options[1]!.schema, 'object'), 'goodBoy').nullable).toBe(true);
  });
});

describe('recursive schemas', () => {
  it('show a schema that contains itself once, with a link back, and the page stays finite', async () => {
    const { view, reference } = await referenceOf('circular.yaml');
    const node = expectKind(responseSchema(operationsOf(view).get('getTree')!, '200'), 'object');
    const children = expectKind(property(node, 'children'), 'array');
    expect(children.items).toMatchObject({ kind: 'link', name: 'Node', href: '#schema/Node', recursive: true });
    // Through another schema: Person → Household → Person.
    const person = expectKind(responseSchema(operationsOf(view).get('getPerson')!, '200'), 'object');
    const household = expectKind(property(person, 'household'), 'object');
    const members = expectKind(property(household, 'members'), 'array');
    expect(members.items).toMatchObject({ kind: 'link', name: 'Person', recursive: true });
    expect(reference.page.html).toContain('Recursive: contains <a href="#schema/Node">Node</a> again.');
    expect(reference.page.html.length).toBeLessThan(60_000);
  });
});

describe('page weight', () => {
  it('links components beyond the expansion depth, and says what they are', async () => {
    const { view } = await referenceOf('shop/shop.yaml', { operations: { namedDepth: 0, rows: 100 }, schemas: { namedDepth: 1, rows: 100 }, exampleValues: 200, markdown: { fields: 500, namedDepth: Infinity } });
    const list = expectKind(responseSchema(operationsOf(view).get('listOrders')!, '200'), 'array');
    // Order is an allOf: the link still names its type and description.
    expect(list.items).toMatchObject({ kind: 'link', name: 'Order', href: '#schema/Order', recursive: false, type: 'object' });
    expect(list.items.descriptionHtml).toContain('An order of the shop.');
    // Its own section shows it in full.
    expect(expectKind(schemaOf(view, 'Order'), 'object').properties).toHaveLength(5);
  });
});

describe('bodies', () => {
  it('shows a form body with its schema and the example as form fields', async () => {
    const { view } = await shop;
    const body = operationsOf(view).get('placeOrder')!.requestBody!;
    expect(body.required).toBe(true);
    const media = body.media[0]!;
    expect(media.type).toBe('application/x-www-form-urlencoded');
    expect(expectKind(media.schema!, 'object').properties.map((p) => p.name)).toEqual(['item', 'qty', 'tags', 'extra']);
    expect(media.examples.map((e) => e.text)).toEqual(['item=WIDGET-1\nqty=2\ntags=gift\ntags=express\nextra[note]=ring twice']);
    const extra = expectKind(property(media.schema!, 'extra'), 'object');
    expect(extra.additional).toMatchObject({ kind: 'schema', schema: { type: 'string' } });
  });

  it('shows an array of objects with the properties of its items', async () => {
    const { view, reference } = await shop;
    const list = expectKind(responseSchema(operationsOf(view).get('listOrders')!, '200'), 'array');
    const order = expectKind(list.items, 'object');
    const lines = expectKind(property(order, 'lines'), 'array');
    expect(lines.constraints).toEqual(['non-empty']);
    expect(expectKind(lines.items, 'object').properties.map((p) => p.name)).toEqual(['sku', 'count']);
    expect(reference.page.html).toMatch(/<details class="schema-array"><summary>lines: array items<\/summary>/);
  });

  it("uses the document's examples, else one generated from the schema", async () => {
    const { view } = await shop;
    const placed = operationsOf(view).get('placeOrder')!;
    const written = placed.responses[0]!.media[0]!.examples;
    expect(written.map((e) => [e.name, e.summary, e.generated])).toEqual([['placed', 'Order placed', false]]);
    const listed = operationsOf(view).get('listOrders')!.responses[0]!.media[0]!.examples[0]!;
    expect(listed.generated).toBe(true);
    expect(JSON.parse(listed.text)).toEqual([{ id: 'string', item: 'string', qty: 1, price: { amount: 0, currency: 'string' }, lines: [{ sku: 'string', count: 0 }] }]);
  });
});

describe('operations', () => {
  it('groups parameters by location, with their types, rules, defaults and examples', async () => {
    const { view } = await shop;
    const list = operationsOf(view).get('listOrders')!;
    expect(list.parameters.map((g) => [g.title, g.parameters.map((p) => p.name)])).toEqual([['Query parameters', ['locale', 'status', 'maxCount']]]);
    const [locale, status, maxCount] = list.parameters[0]!.parameters;
    expect(locale).toMatchObject({ required: true, example: '"en"' });
    expect(status!.schema).toMatchObject({ enum: ['"open"', '"filled"', '"cancelled"'], default: '"open"' });
    expect(maxCount!.schema.constraints).toEqual(['[1 .. 500]']);
    const cancel = operationsOf(view).get('cancelOrder')!;
    expect(cancel.deprecated).toBe(true);
    expect(cancel.parameters).toEqual([expect.objectContaining({ location: 'path', parameters: [expect.objectContaining({ name: 'orderId', required: true })] })]);
  });

  it('says who may call each operation', async () => {
    const operations = operationsOf((await shop).view);
    expect(operations.get('listOrders')!.security).toEqual({ kind: 'required', optional: false, alternatives: [{ schemes: [{ name: 'Bearer', href: '#section/Authentication/Bearer', scopes: [] }] }] });
    expect(operations.get('addPet')!.security).toMatchObject({ kind: 'required', optional: true });
    expect(operations.get('subscribe')!.security).toMatchObject({ alternatives: [{ schemes: [{ name: 'OAuth', scopes: ['orders:read'] }] }] });
    expect(operations.get('health')!.security).toEqual({ kind: 'none' });
  });

  it('shows callbacks with their request bodies', async () => {
    const callbacks = operationsOf((await shop).view).get('subscribe')!.callbacks;
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]!.name).toBe('orderEvent');
    expect(callbacks[0]!.operations[0]).toMatchObject({ method: 'post', expression: '{$request.body#/callbackUrl}', summary: 'An order changed' });
  });

  it('describes every security scheme with its type, flows, URLs and scopes', async () => {
    const { view } = await shop;
    expect(view.security!.schemes.map((s) => [s.id, s.typeLabel])).toEqual([
      ['section/Authentication/Bearer', 'HTTP'],
      ['section/Authentication/ApiKey', 'API Key'],
      ['section/Authentication/OAuth', 'OAuth2'],
    ]);
    expect(view.security!.schemes[0]!.facts).toContainEqual({ label: 'Bearer format', value: 'JWT' });
    expect(view.security!.schemes[1]!.facts).toContainEqual({ label: 'Header parameter name', value: 'X-Api-Key' });
    expect(view.security!.schemes[2]!.flows).toEqual([
      {
        type: 'authorizationCode',
        urls: [
          { label: 'Authorization URL', url: 'https://shop.example.com/oauth/authorize' },
          { label: 'Token URL', url: 'https://shop.example.com/oauth/token' },
        ],
        scopes: [{ name: 'orders:read', description: 'Read orders.' }],
      },
    ]);
  });
});

describe('anchors', () => {
  it('writes Redoc ids: tags (slugged), canonical and older operation ids, schemes and schemas', async () => {
    const { reference } = await shop;
    const ids = idsOf(reference.page.html);
    for (const id of [
      'tag/Orders',
      'tag/Pets-and-Owners',
      'tag/Order-History',
      'tag/Orders/operation/placeOrder',
      'operation/placeOrder',
      'tag/Pets-and-Owners/operation/addPet',
      'tag/default/operation/health',
      'section/Authentication',
      'section/Authentication/OAuth',
      'section/Schemas',
      'schema/Order',
      'schema/Money',
      'section/Conventions',
    ]) {
      expect(ids, id).toContain(id);
    }
    expect([...reference.anchors].sort()).toEqual([...ids].sort());
  });

  it('shows an operation listed under two tags once, and links to it from the second', async () => {
    const { view, reference } = await shop;
    const history = view.tags.find((t) => t.name === 'Order History')!;
    expect(history.operations).toEqual([{ kind: 'elsewhere', id: 'tag/Order-History/operation/listOrders', method: 'get', path: '/orders', summary: 'List orders', href: '#tag/Orders/operation/listOrders' }]);
    expect(reference.page.html.split('id="operation/listOrders"')).toHaveLength(2);
  });

  it('gives every heading a # link to its section', async () => {
    const { reference } = await shop;
    expect(reference.page.html).toContain('<a class="hash-link" href="#tag/Orders/operation/placeOrder" aria-label="Direct link to Place an order">#</a>');
    expect(reference.page.html).toContain('<a class="hash-link" href="#schema/Order" aria-label="Direct link to Order">#</a>');
  });
});

describe('descriptions', () => {
  it('renders Markdown with the site pipeline and reports internal links with their line in the spec', async () => {
    const { reference } = await shop;
    expect(reference.page.html).toContain('<a href="/base/guide">getting started guide</a>');
    const links = reference.links.map((l) => [l.written, l.href, l.line]);
    expect(links).toContainEqual(['guide.md', '/base/guide', 9]);
    expect(links).toContainEqual(['#schema/Money', '#schema/Money', 13]);
    expect(links).toContainEqual(['guide.md#ordering', '/base/guide#ordering', 65]);
    expect(links).toContainEqual(['#schema/Order', '#schema/Order', 66]);
    expect(reference.links.find((l) => l.written === '#schema/Order')!.target).toEqual({ route: '/api', anchor: 'schema/Order' });
  });
});

describe('OpenAPI 3.1', () => {
  it('reads type lists, const, examples, numeric exclusive bounds and webhooks', async () => {
    const { view, reference } = await referenceOf('v31.yaml');
    const event = expectKind(schemaOf(view, 'Event'), 'object');
    expect(property(event, 'kind')).toMatchObject({ kind: 'scalar', type: 'string', enum: ['"event"'] });
    expect(property(event, 'title')).toMatchObject({ type: 'string', nullable: true, example: '"Launch"' });
    expect(property(event, 'severity').descriptionHtml).toContain('How bad it is.');
    const operations = operationsOf(view);
    expect(operations.get('listEvents')!.parameters[0]!.parameters[0]!.schema.constraints).toEqual(['> 0']);
    const webhook = operations.get('eventCreated')!;
    expect(webhook).toMatchObject({ webhook: true, method: 'post', path: 'eventCreated', sample: undefined });
    expect(idsOf(reference.page.html)).toContain('tag/Events/operation/eventCreated');
  });
});
