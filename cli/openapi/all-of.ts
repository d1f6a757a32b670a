// `allOf` merged into one schema, the way a reader thinks of it: the union of
// the properties (a property defined twice is merged too), the union of the
// required names, and the first value of every other keyword, the schema's
// own keywords first. Component schemas merged in are remembered so the
// reference can say what an object extends.
import type { SchemaObject } from './document.js';

export interface MergedSchema {
  schema: SchemaObject;
  /** Component schemas merged in through `allOf`, in order. */
  extends: SchemaObject[];
}

/** Keywords whose values combine rather than the first one winning. */
const COMBINED = new Set(['allOf', 'properties', 'required']);

export function createAllOfMerger(): (schema: SchemaObject) => MergedSchema {
  // One merge per schema object per build: shared schemas are merged once.
  const memo = new Map<SchemaObject, MergedSchema>();
  const merge = (schema: SchemaObject, seen: Set<SchemaObject>): MergedSchema => {
    const cached = memo.get(schema);
    if (cached) return cached;
    if (!Array.isArray(schema.allOf) || seen.has(schema)) return { schema, extends: [] };
    seen.add(schema);
    const out: SchemaObject = {};
    const properties: Record<string, SchemaObject> = {};
    const required = new Set<string>();
    const parts: SchemaObject[] = [];
    const absorb = (part: SchemaObject) => {
      for (const [key, value] of Object.entries(part)) {
        if (COMBINED.has(key) || value === undefined) continue;
        if (!(key in out)) (out as Record<string, unknown>)[key] = value;
      }
      for (const [name, property] of Object.entries(part.properties ?? {})) {
        const existing = properties[name];
        properties[name] = existing && existing !== property ? merge({ allOf: [existing, property] }, seen).schema : property;
      }
      for (const name of part.required ?? []) required.add(name);
    };
    // The schema's own keywords (title, description…) take precedence over its parts'.
    absorb(schema);
    for (const member of schema.allOf) {
      const merged = merge(member, seen);
      parts.push(member, ...merged.extends);
      absorb(merged.schema);
    }
    if (Object.keys(properties).length) out.properties = properties;
    if (required.size) out.required = [...required];
    // A lone `type` among the parts is implied for all: `allOf: [{$ref: Obj}, {properties}]`.
    if (!out.type && out.properties) out.type = 'object';
    seen.delete(schema);
    const result = { schema: out, extends: parts };
    memo.set(schema, result);
    return result;
  };
  return (schema) => merge(schema, new Set());
}
