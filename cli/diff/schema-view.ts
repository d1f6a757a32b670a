// A schema as the diff compares it: `allOf` folded in (its parts' properties
// and required names joined, the first type and enum kept), `nullable` read
// as the type `null` (3.0 and 3.1 alike), `const` as an enum of one value.
// Each property keeps the path where it is written, so a change in an `allOf`
// part points at that part.
import { isObject } from '../openapi/document.js';
import type { Segment } from './found.js';

type Schema = Record<string, unknown>;

export interface Placed {
  schema: Schema;
  /** Relative to the schema viewed. */
  at: Segment[];
  /** For a property: the schema (or `allOf` part) that lists it, whose component name it is shown under. */
  owner?: Schema;
}

export interface SchemaView {
  /** Unset: any type. */
  types?: Set<string>;
  format?: string;
  /** JSON of each value; unset: any value. */
  enum?: Map<string, unknown>;
  properties: Map<string, Placed>;
  required: Set<string>;
  items?: Placed;
  additionalProperties?: Placed;
  alternatives?: { keyword: 'oneOf' | 'anyOf'; members: Placed[] };
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
}

export function viewSchema(schema: Schema): SchemaView {
  const view: SchemaView = { properties: new Map(), required: new Set(), deprecated: false, readOnly: false, writeOnly: false };
  absorb(view, schema, [], new Set());
  return view;
}

function absorb(view: SchemaView, schema: Schema, at: Segment[], seen: Set<Schema>): void {
  // A part that includes itself through `allOf` adds nothing the second time.
  if (seen.has(schema)) return;
  seen.add(schema);
  const types = typesOf(schema);
  if (types && !view.types) view.types = types;
  else if (view.types && schema.nullable === true) view.types.add('null');
  if (typeof schema.format === 'string' && view.format === undefined) view.format = schema.format;
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
  if (values && !view.enum) view.enum = new Map(values.map((value) => [JSON.stringify(value), value]));
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (isObject(property) && !view.properties.has(name)) view.properties.set(name, { schema: property, at: [...at, 'properties', name], owner: schema });
    }
  }
  if (Array.isArray(schema.required)) for (const name of schema.required) if (typeof name === 'string') view.required.add(name);
  if (isObject(schema.items) && !view.items) view.items = { schema: schema.items, at: [...at, 'items'] };
  if (isObject(schema.additionalProperties) && !view.additionalProperties) view.additionalProperties = { schema: schema.additionalProperties, at: [...at, 'additionalProperties'] };
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const members = schema[keyword];
    if (Array.isArray(members) && !view.alternatives) {
      view.alternatives = { keyword, members: members.flatMap((member, index) => (isObject(member) ? [{ schema: member, at: [...at, keyword, index] }] : [])) };
    }
  }
  if (schema.deprecated === true) view.deprecated = true;
  if (schema.readOnly === true) view.readOnly = true;
  if (schema.writeOnly === true) view.writeOnly = true;
  if (Array.isArray(schema.allOf)) {
    schema.allOf.forEach((part, index) => {
      if (isObject(part)) absorb(view, part, [...at, 'allOf', index], seen);
    });
  }
}

function typesOf(schema: Schema): Set<string> | undefined {
  const written = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === 'string') : undefined;
  if (!written?.length) return undefined;
  const types = new Set(written);
  if (schema.nullable === true) types.add('null');
  return types;
}

/** Every value of type `type` is also one of `types` (an integer is a number). */
export function typeCovered(type: string, types: Set<string>): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'));
}
