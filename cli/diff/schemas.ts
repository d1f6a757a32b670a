// Compares two schemas, one way (request or response: who sends the values
// decides who a change breaks, see found.ts). Each pair of schema objects is
// compared once per direction: the changes come back relative to the pair and
// are placed wherever the pair is used, which keeps a large document with
// shared schemas fast and stops at recursive schemas (a pair met again while
// it is being compared adds nothing; its changes are found the first time).
import { breaking, deprecation, narrowingBreaks, nonBreaking, placed, shown, wideningBreaks, type Direction, type Found, type Segment } from './found.js';
import { typeCovered, viewSchema, type Placed, type SchemaView } from './schema-view.js';

type Schema = Record<string, unknown>;

export interface SchemaNames {
  old: Map<object, string>;
  new: Map<object, string>;
}

export type SchemaComparer = (oldSchema: Schema, newSchema: Schema, direction: Direction) => Found[];

export function createSchemaComparer(names: SchemaNames): SchemaComparer {
  const memo: Record<Direction, Map<object, Map<object, Found[]>>> = { request: new Map(), response: new Map() };
  const views = new Map<object, SchemaView>();
  const view = (schema: Schema) => {
    let found = views.get(schema);
    if (!found) views.set(schema, (found = viewSchema(schema)));
    return found;
  };

  const compare: SchemaComparer = (oldSchema, newSchema, direction) => {
    let row = memo[direction].get(oldSchema);
    if (!row) memo[direction].set(oldSchema, (row = new Map()));
    const known = row.get(newSchema);
    if (known) return known;
    // Placed before comparing: a cycle back to this pair finds it and stops.
    row.set(newSchema, []);
    const found = compareViews(view(oldSchema), view(newSchema), direction);
    const name = names.new.get(newSchema) ?? names.old.get(oldSchema);
    const named = name === undefined ? found : found.map((f) => (f.schema === undefined ? { ...f, schema: name, schemaField: f.field } : f));
    row.set(newSchema, named);
    return named;
  };

  const nested = (oldPart: Placed, newPart: Placed, direction: Direction, field: string[]) => compare(oldPart.schema, newPart.schema, direction).map((f) => placed(f, oldPart.at, newPart.at, field));

  function compareViews(o: SchemaView, n: SchemaView, direction: Direction): Found[] {
    const out: Found[] = [];
    const here = { at: [] as Segment[], oldAt: [] as Segment[] };
    if (!o.deprecated && n.deprecated) out.push(deprecation('deprecated', 'deprecated', { ...here, old: false, new: true }));
    out.push(...typeChanges(o, n, direction), ...enumChanges(o, n, direction));
    out.push(...propertyChanges(o, n, direction));
    if (o.items && n.items) out.push(...nested(o.items, n.items, direction, ['[]']));
    if (o.additionalProperties && n.additionalProperties) out.push(...nested(o.additionalProperties, n.additionalProperties, direction, ['{}']));
    out.push(...alternativeChanges(o, n, direction));
    return out;
  }

  function propertyChanges(o: SchemaView, n: SchemaView, direction: Direction): Found[] {
    const out: Found[] = [];
    // A read-only property is never sent in a request, a write-only one never in a response.
    const present = (v: SchemaView, name: string) => {
      const property = v.properties.get(name);
      if (!property) return undefined;
      const flags = view(property.schema);
      return (direction === 'request' && flags.readOnly) || (direction === 'response' && flags.writeOnly) ? undefined : property;
    };
    for (const name of new Set([...o.properties.keys(), ...n.properties.keys()])) {
      const before = present(o, name);
      const after = present(n, name);
      const wasRequired = o.required.has(name);
      const isRequired = n.required.has(name);
      const count = out.length;
      if (before && !after) {
        const values = { at: null, oldAt: before.at, old: before.schema, new: undefined };
        if (direction === 'response') out.push(breaking('client', 'property-removed', 'removed', values, [name]));
        else if (wasRequired) out.push(breaking('server', 'property-removed', 'removed (it was required)', values, [name]));
        else out.push(nonBreaking('property-removed', 'removed', values, [name]));
      } else if (!before && after) {
        const values = { at: after.at, oldAt: null, old: undefined, new: after.schema };
        if (isRequired) out.push(breaking(narrowingBreaks(direction), 'property-added', 'added as required', values, [name]));
        else out.push(nonBreaking('property-added', 'added', values, [name]));
      } else if (before && after) {
        const values = { at: after.at, oldAt: before.at };
        if (!wasRequired && isRequired) out.push(breaking(narrowingBreaks(direction), 'property-required', 'made required', { ...values, old: false, new: true }, [name]));
        if (wasRequired && !isRequired) out.push(breaking(wideningBreaks(direction), 'property-optional', 'made optional', { ...values, old: true, new: false }, [name]));
        out.push(...nested(before, after, direction, [name]));
      }
      // A property of an `allOf` part that is a component is shown under that component.
      const owner = (after?.owner && names.new.get(after.owner)) ?? (before?.owner && names.old.get(before.owner));
      if (owner) for (let i = count; i < out.length; i++) if (out[i]!.schema === undefined) out[i] = { ...out[i]!, schema: owner, schemaField: out[i]!.field };
    }
    return out;
  }

  function alternativeChanges(o: SchemaView, n: SchemaView, direction: Direction): Found[] {
    if (!o.alternatives || !n.alternatives) return [];
    const out: Found[] = [];
    const keyword = n.alternatives.keyword;
    const pairs = matchAlternatives(o.alternatives.members, n.alternatives.members);
    for (const [before, after] of pairs) {
      if (before && after) out.push(...nested(before, after, direction, []));
      else if (before) out.push(breaking(narrowingBreaks(direction), 'alternative-removed', `${keyword} alternative ${alternativeName(before, names.old)} removed`, { at: null, oldAt: before.at, old: before.schema, new: undefined }));
      else if (after) out.push(breaking(wideningBreaks(direction), 'alternative-added', `${keyword} alternative ${alternativeName(after, names.new)} added`, { at: after.at, oldAt: null, old: undefined, new: after.schema }));
    }
    return out;
  }

  /** By component name, then title, then position among the rest. */
  function matchAlternatives(before: Placed[], after: Placed[]): [Placed | undefined, Placed | undefined][] {
    const keyOf = (member: Placed, byName: Map<object, string>) => byName.get(member.schema) ?? (typeof member.schema.title === 'string' ? `title:${member.schema.title}` : undefined);
    const pairs: [Placed | undefined, Placed | undefined][] = [];
    const left = [...after];
    const unmatched: Placed[] = [];
    for (const member of before) {
      const key = keyOf(member, names.old);
      const index = key === undefined ? -1 : left.findIndex((candidate) => keyOf(candidate, names.new) === key);
      if (index >= 0) pairs.push([member, left.splice(index, 1)[0]]);
      else unmatched.push(member);
    }
    const anonymous = left.filter((member) => keyOf(member, names.new) === undefined);
    for (const member of unmatched) {
      const partner = keyOf(member, names.old) === undefined ? anonymous.shift() : undefined;
      if (partner) left.splice(left.indexOf(partner), 1);
      pairs.push([member, partner]);
    }
    for (const member of left) pairs.push([undefined, member]);
    return pairs;
  }

  return compare;
}

function alternativeName(member: Placed, byName: Map<object, string>): string {
  const name = byName.get(member.schema) ?? (typeof member.schema.title === 'string' ? member.schema.title : undefined);
  return name === undefined ? `#${String(member.at[member.at.length - 1])}` : `\`${name}\``;
}

function typeChanges(o: SchemaView, n: SchemaView, direction: Direction): Found[] {
  const out: Found[] = [];
  const here = { at: [] as Segment[], oldAt: [] as Segment[] };
  if (o.types && n.types && !sameSet(o.types, n.types)) {
    const widened = [...o.types].every((t) => typeCovered(t, n.types!));
    const narrowed = [...n.types].every((t) => typeCovered(t, o.types!));
    const side = widened ? wideningBreaks(direction) : narrowed ? narrowingBreaks(direction) : 'both';
    const onlyNull = sameSet(without(o.types, 'null'), without(n.types, 'null'));
    const what = onlyNull ? (n.types.has('null') ? 'made nullable' : 'no longer nullable') : `type changed from ${typeText(o.types)} to ${typeText(n.types)}`;
    out.push(breaking(side, onlyNull ? 'nullable-changed' : 'type-changed', what, { ...here, old: typeText(o.types), new: typeText(n.types) }));
  }
  if (o.format !== undefined && n.format !== undefined && o.format !== n.format) {
    out.push(breaking('both', 'format-changed', `format changed from ${o.format} to ${n.format}`, { ...here, old: o.format, new: n.format }));
  }
  return out;
}

function enumChanges(o: SchemaView, n: SchemaView, direction: Direction): Found[] {
  const out: Found[] = [];
  const here = { at: ['enum'] as Segment[], oldAt: ['enum'] as Segment[] };
  if (o.enum && n.enum) {
    for (const [key, value] of o.enum) {
      if (!n.enum.has(key)) out.push(breaking(narrowingBreaks(direction), 'enum-value-removed', `enum value ${shown(value)} removed`, { ...here, old: value, new: undefined }));
    }
    for (const [key, value] of n.enum) {
      if (!o.enum.has(key)) out.push(breaking(wideningBreaks(direction), 'enum-value-added', `enum value ${shown(value)} added`, { ...here, old: undefined, new: value }));
    }
  } else if (o.enum && !n.enum) {
    out.push(breaking(wideningBreaks(direction), 'enum-removed', 'no longer limited to an enum', { at: [], oldAt: ['enum'], old: [...o.enum.values()], new: undefined }));
  } else if (!o.enum && n.enum) {
    out.push(breaking(narrowingBreaks(direction), 'enum-added', `limited to the values ${shown([...n.enum.values()])}`, { at: ['enum'], oldAt: [], old: undefined, new: [...n.enum.values()] }));
  }
  return out;
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

function without(set: Set<string>, value: string): Set<string> {
  return new Set([...set].filter((x) => x !== value));
}

function typeText(types: Set<string>): string {
  return [...types].sort().join(' | ');
}
