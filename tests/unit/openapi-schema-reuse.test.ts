// A component's tree is made once and reused by every tree that shows it at
// the same depth (schema-view.ts), and never where the tree around it would
// have shown it differently: as a recursion link, cut by the row budget, or
// pointing at another tree's own section.
import { describe, expect, it } from 'vitest';
import { createAllOfMerger } from '../../cli/openapi/all-of.js';
import type { SchemaObject } from '../../cli/openapi/document.js';
import { createSchemaViewer, type TreeRequest } from '../../cli/openapi/schema-view.js';
import type { SchemaView } from '../../templates/api/model.js';

function viewer(components: Record<string, SchemaObject>) {
  const names = new Map<object, string>(Object.entries(components).map(([name, schema]) => [schema, name]));
  return createSchemaViewer({ names, mergeAllOf: createAllOfMerger(), describe: (text) => (text ? `<p>${text}</p>` : undefined) });
}

const request = (rows = 100, namedDepth = 3): TreeRequest => ({ direction: 'response', limits: { namedDepth, rows }, rootHref: '#operation/x' });

function property(view: SchemaView, name: string): SchemaView {
  if (view.kind !== 'object') throw new Error(`expected an object, got ${view.kind}`);
  const found = view.properties.find((p) => p.name === name);
  if (!found) throw new Error(`no property ${name}`);
  return found.schema;
}

/** The tree as plain data, to compare a reused tree with one made afresh. */
const shape = (view: SchemaView) => JSON.parse(JSON.stringify(view));

describe('schema trees of one document', () => {
  it('reuse the tree of a component shown again at the same depth', () => {
    const User: SchemaObject = { type: 'object', properties: { login: { type: 'string' }, id: { type: 'integer' } } };
    const Issue: SchemaObject = { type: 'object', properties: { user: User } };
    const Pull: SchemaObject = { type: 'object', properties: { user: User } };
    const view = viewer({ User, Issue, Pull });
    const first = property(view(Issue, request()), 'user');
    const second = property(view(Pull, request()), 'user');
    expect(second).toBe(first);
    expect(shape(second)).toEqual(shape(property(viewer({ User, Issue, Pull })(Pull, request()), 'user')));
  });

  it('show a component as a recursion link where the tree it was made in had no such ancestor', () => {
    // `Sub` holds an anonymous object that holds `Sub` again.
    const Sub: SchemaObject = { type: 'object', properties: { label: { type: 'string' } } };
    const loop: SchemaObject = { type: 'object', properties: { sub: Sub } };
    Sub.properties!.loop = loop;
    const First: SchemaObject = { type: 'object', properties: { sub: Sub } };
    const Second: SchemaObject = { type: 'object', properties: { loop } };
    const view = viewer({ Sub, First, Second });
    // Under First, Sub's `loop` expands and recurs into Sub.
    const sub = property(view(First, request()), 'sub');
    expect(property(property(sub, 'loop'), 'sub')).toMatchObject({ kind: 'link', recursive: true, href: '#schema/Sub' });
    // Under Second, `loop` is Sub's ancestor: Sub's own `loop` is the recursion, linking to the tree's own section.
    const again = property(property(view(Second, request()), 'loop'), 'sub');
    expect(again).not.toBe(sub);
    expect(property(again, 'loop')).toMatchObject({ kind: 'link', recursive: true, href: '#operation/x' });
  });

  it('do not reuse a tree that the row budget cut, nor use one where the budget would cut it', () => {
    const Small: SchemaObject = { type: 'object', properties: { a: { type: 'string' } } };
    const Mid: SchemaObject = { type: 'object', properties: { one: { type: 'string' }, two: { type: 'string' }, small: Small } };
    const Early: SchemaObject = { type: 'object', properties: { mid: Mid } };
    const scalars = Object.fromEntries(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((name) => [name, { type: 'string' } as SchemaObject]));
    const Late: SchemaObject = { type: 'object', properties: { ...scalars, mid: Mid } };
    const Other: SchemaObject = { type: 'object', properties: { mid: Mid } };
    const view = viewer({ Small, Mid, Early, Late, Other });
    // Early leaves Mid rows enough to expand Small…
    expect(property(property(view(Early, request(10)), 'mid'), 'small').kind).toBe('object');
    // …Late spends them first: Mid's copy from Early would show Small, which the budget now cuts.
    const late = property(view(Late, request(10)), 'mid');
    expect(property(late, 'small')).toMatchObject({ kind: 'link', recursive: false });
    // And the cut tree is not kept for another tree with rows to spare.
    expect(property(property(view(Other, request(10)), 'mid'), 'small').kind).toBe('object');
    expect(shape(view(Late, request(10)))).toEqual(shape(viewer({ Small, Mid, Early, Late, Other })(Late, request(10))));
  });

  it('keep the href of an anonymous recursion to the tree it is in', () => {
    const Tree: SchemaObject = { type: 'object', properties: {} };
    const branch: SchemaObject = { type: 'object', properties: { label: { type: 'string' } } };
    branch.properties!.child = branch;
    Tree.properties!.branch = branch;
    const view = viewer({ Tree });
    const first = view(Tree, { ...request(), rootHref: '#operation/first' });
    const second = view(Tree, { ...request(), rootHref: '#operation/second' });
    expect(property(property(first, 'branch'), 'child')).toMatchObject({ kind: 'link', href: '#operation/first' });
    expect(property(property(second, 'branch'), 'child')).toMatchObject({ kind: 'link', href: '#operation/second' });
  });
});
