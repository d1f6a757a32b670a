// The keys a schema allows at a path of a written value, for "did you mean"
// on an unknown key at any depth. The path is walked through what wraps a
// schema (optional, default, lazy, pipe), into arrays and records (each
// `docs.versions.<name>`), and into unions by the option the value chose: a
// sidebar item by the `type` it was written with.
import type * as z from 'zod';

interface Schema {
  def: {
    type: string;
    shape?: Record<string, Schema>;
    element?: Schema;
    valueType?: Schema;
    options?: Schema[];
    innerType?: Schema;
    getter?: () => Schema;
    in?: Schema;
    values?: readonly unknown[];
  };
}

export function knownKeysAt(schema: z.ZodType, root: unknown, path: readonly PropertyKey[]): string[] {
  let current: Schema | undefined = schema as unknown as Schema;
  let value = root;
  for (const key of path) {
    current = childOf(resolve(current, value), key);
    value = isRecord(value) ? value[key as string] : undefined;
    if (!current) return [];
  }
  const shape = resolve(current, value)?.def.shape;
  return shape ? Object.keys(shape) : [];
}

function childOf(schema: Schema | undefined, key: PropertyKey): Schema | undefined {
  switch (schema?.def.type) {
    case 'object':
      return typeof key === 'string' ? schema.def.shape?.[key] : undefined;
    case 'array':
      return typeof key === 'number' ? schema.def.element : undefined;
    case 'record':
      return schema.def.valueType;
    default:
      return undefined;
  }
}

/** The schema that reads `value`: wrappers taken off, a union's option chosen. */
function resolve(schema: Schema | undefined, value: unknown): Schema | undefined {
  let current = schema;
  // Bounded: a lazy schema may return itself.
  for (let i = 0; i < 32 && current; i++) {
    const { def } = current;
    if (def.innerType) current = def.innerType;
    else if (def.getter) current = def.getter();
    else if (def.type === 'pipe') current = def.in;
    else if (def.type === 'union') current = optionFor(def.options ?? [], value);
    else return current;
  }
  return undefined;
}

/** The object option of a union that `value` was written for: the one whose literal `type` it names, or the only object option. */
function optionFor(options: readonly Schema[], value: unknown): Schema | undefined {
  const objects = options.map((option) => resolve(option, value)).filter((option) => option?.def.type === 'object');
  const written = isRecord(value) ? value.type : undefined;
  if (written !== undefined) {
    const named = objects.find((option) => resolve(option!.def.shape?.type, undefined)?.def.values?.includes(written));
    if (named) return named;
  }
  return objects.length === 1 ? objects[0] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
