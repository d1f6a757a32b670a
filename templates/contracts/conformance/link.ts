// A contract's schemas are JSON with `$ref`s to its named components; the
// walker reads schemas as objects. Linking replaces each `$ref` by the very
// object of its component (so a recursive schema becomes a cycle, which the
// walker follows only as deep as the value goes) and remembers which objects
// are named, for the `#schema/<name>` a mismatch links to.

const COMPONENT = '#/components/schemas/';

export interface LinkedSchemas {
  /** The schema with every `$ref` to a component replaced by that component's object. */
  link(schema: unknown): unknown;
  /** The component's name of an object `link` returned inside a schema. */
  nameOf(schema: unknown): string | undefined;
}

export function linkSchemas(components: Record<string, unknown>): LinkedSchemas {
  const linked = new Map<string, Record<string, unknown>>();
  const names = new Map<object, string>();

  const component = (name: string): unknown => {
    let target = linked.get(name);
    if (target) return target;
    const source = components[name];
    if (!isObject(source)) return source ?? {};
    // Registered before its members are linked, so a component that reaches itself meets this object.
    target = {};
    linked.set(name, target);
    names.set(target, name);
    Object.assign(target, linkMembers(source));
    return target;
  };

  const linkMembers = (node: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = key === 'example' || key === 'examples' || key === 'enum' || key === 'const' || key === 'default' ? value : link(value);
    return out;
  };

  const link = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(link);
    if (!isObject(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(COMPONENT)) {
      const target = component(decodeURIComponent(ref.slice(COMPONENT.length)).replace(/~1/g, '/').replace(/~0/g, '~'));
      const { $ref: _ignored, ...siblings } = node;
      // A `$ref` with keys beside it (3.1 allows them) applies both.
      return Object.keys(siblings).length ? { ...linkMembers(siblings), allOf: [target] } : target;
    }
    return linkMembers(node);
  };

  return { link, nameOf: (schema) => (isObject(schema) ? names.get(schema) : undefined) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
