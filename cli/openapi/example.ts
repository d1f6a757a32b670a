// An example value built from a schema, for bodies and parameters the
// document gives no example for: the schema's own example, default, const or
// first enum value where there is one, else a plausible value of its type and
// format. The whole schema is followed (nested objects, one item per array,
// allOf merged, the first oneOf/anyOf branch), except a schema inside itself,
// which is cut. Its size is bounded by a count of values rather than by how
// many components nest (a Kubernetes Pod was `{"apiVersion", "kind"}` when
// components stopped one level deep): once the budget is spent, optional
// properties are left out, and at twice the budget nothing more is added.
import type { JsonValue, SchemaObject } from './document.js';
import type { MergedSchema } from './all-of.js';
import type { Direction } from './schema-view.js';

const MAX_DEPTH = 12;

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2025-01-31T14:30:00Z',
  date: '2025-01-31',
  time: '14:30:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  byte: 'U3dhZ2dlciByb2Nrcw==',
  password: 'pa$$word',
};

/** `maxValues`: values in one example before optional properties are left out (twice as many end it). */
export function createExampleGenerator(mergeAllOf: (schema: SchemaObject) => MergedSchema, maxValues: number) {
  return function exampleOf(root: SchemaObject, direction: Direction): JsonValue {
    const ancestors = new Set<SchemaObject>();
    let values = 0;
    const visit = (schema: SchemaObject, depth: number): JsonValue | undefined => {
      if (ancestors.has(schema) || depth > MAX_DEPTH || values > 2 * maxValues) return undefined;
      const own = declared(schema);
      values++;
      if (own !== undefined) return own;
      ancestors.add(schema);
      try {
        const merged = mergeAllOf(schema).schema;
        const fromMerged = declared(merged);
        if (fromMerged !== undefined) return fromMerged;
        const alternatives = merged.oneOf ?? merged.anyOf;
        const types = Array.isArray(merged.type) ? merged.type.filter((t) => t !== 'null') : merged.type ? [merged.type] : [];
        const type = types[0] ?? (merged.properties || merged.additionalProperties ? 'object' : merged.items ? 'array' : undefined);
        if (type === 'object' || (!type && !alternatives)) {
          const out: Record<string, JsonValue> = {};
          const required = new Set(merged.required ?? []);
          for (const [name, property] of Object.entries(merged.properties ?? {})) {
            if ((direction === 'request' && property.readOnly) || (direction === 'response' && property.writeOnly)) continue;
            if (values > maxValues && !required.has(name)) continue;
            const value = visit(property, depth + 1);
            if (value !== undefined) out[name] = value;
          }
          if (alternatives?.[0]) Object.assign(out, asObject(visit(alternatives[0], depth + 1)));
          if (!merged.properties && typeof merged.additionalProperties === 'object') {
            const value = visit(merged.additionalProperties, depth + 1);
            if (value !== undefined) {
              out.property1 = value;
              out.property2 = value;
            }
          }
          return type === 'object' || Object.keys(out).length ? out : null;
        }
        if (alternatives?.[0] && !type) return visit(alternatives[0], depth + 1);
        if (type === 'array') {
          const item = merged.items ? visit(merged.items, depth + 1) : undefined;
          return item === undefined ? [] : [item];
        }
        return scalarExample(merged, type);
      } finally {
        ancestors.delete(schema);
      }
    };
    return visit(root, 0) ?? null;
  };
}

function declared(schema: SchemaObject): JsonValue | undefined {
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  const firstEnum = schema.enum?.find((v) => v !== null);
  return firstEnum;
}

function asObject(value: JsonValue | undefined): Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

function scalarExample(schema: SchemaObject, type: string | undefined): JsonValue {
  switch (type) {
    case 'string':
      return STRING_FORMATS[schema.format ?? ''] ?? (schema.minLength && schema.minLength > 6 ? 'x'.repeat(schema.minLength) : 'string');
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum === true;
      const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum !== undefined ? schema.minimum + (exclusive ? 1 : 0) : undefined;
      if (min !== undefined) return min;
      if (schema.maximum !== undefined) return Math.min(0, schema.maximum);
      return 0;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.nullable ? null : 'string';
  }
}
