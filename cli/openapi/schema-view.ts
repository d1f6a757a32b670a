// A schema as a tree the reference can show: objects with their properties,
// arrays with their items, oneOf/anyOf as labelled alternatives, allOf merged.
//
// Two rules keep the tree finite and the page small:
// - a schema that contains itself is shown once; where it recurs, a link
//   points back to it;
// - component schemas are expanded only a few levels deep (and within a row
//   budget per tree); deeper, they become links to their own `#schema/<Name>`
//   section, where each is shown in full once.
import { hrefOf, schemaAnchor } from './anchors.js';
import type { JsonValue, SchemaObject } from './document.js';
import type { ChoiceView, PropertyView, SchemaFacts, SchemaView } from '../../templates/api/model.js';
import type { MergedSchema } from './all-of.js';
import { LRUCache } from 'lru-cache';

/** Requests hide read-only properties; responses hide write-only ones. */
export type Direction = 'request' | 'response' | 'neutral';

export interface SchemaViewOptions {
  names: ReadonlyMap<object, string>;
  mergeAllOf: (schema: SchemaObject) => MergedSchema;
  describe: (markdown: string | undefined) => string | undefined;
  /** Properties added in this docs version, by the schema that lists them (change-marks.ts). */
  addedProperties?: ReadonlyMap<object, ReadonlySet<string>>;
}

export interface TreeLimits {
  /** How many component schemas deep to expand before linking. */
  namedDepth: number;
  /** Property rows one tree may show before further components become links. */
  rows: number;
}

/** Nesting beyond this is cut even for anonymous schemas (a guard, not a layout rule). */
const MAX_DEPTH = 16;
/** A component with a longer list of values (locales, time zones) lists them only in its own section. */
const INLINE_ENUM_MAX = 12;
/**
 * Trees of component schemas kept for reuse, per kind of request. A body
 * shared by many operations (GitHub's `basic-error` is 1,506 of its 3,259
 * bodies) is the same tree each time; the recent ones are kept, not all.
 */
const TREES_KEPT = 400;

export interface TreeRequest {
  direction: Direction;
  limits: TreeLimits;
  /** Where links back from an anonymous recursive schema point (the tree's own section). */
  rootHref: string;
  /** The root is the subject of the tree (its `#schema/<Name>` section), so it is never a link. */
  subject?: boolean;
}

export function createSchemaViewer(options: SchemaViewOptions) {
  const { names, mergeAllOf, describe, addedProperties } = options;
  /** Whether `schema`, or one of its `allOf` parts, lists `name` as a property added in this version. */
  const isAdded = (schema: SchemaObject, name: string, seen = new Set<SchemaObject>()): boolean => {
    if (!addedProperties?.size || seen.has(schema)) return false;
    seen.add(schema);
    if (addedProperties.get(schema)?.has(name)) return true;
    return (schema.allOf ?? []).some((part) => isAdded(part, name, seen));
  };
  const componentNames = new Set(names.values());

  const kept = new Map<string, LRUCache<SchemaObject, SchemaView>>();

  /**
   * The tree of `root`. A component's tree is the same wherever it is used,
   * unless a recursive anonymous schema in it links back to the tree's own
   * section (`rootHref`): such a tree is built each time, any other is built
   * once per direction and limits and shared (views are never changed once
   * built). On GitHub's document 2,153 of 3,686 component trees are reused.
   */
  return function schemaView(root: SchemaObject, request: TreeRequest): SchemaView {
    // A component's own section (`subject`) shows its tree once: nothing to share.
    if (!names.has(root) || request.subject) return buildTree(root, request).view;
    const kind = `${request.direction} ${request.limits.namedDepth} ${request.limits.rows}`;
    let trees = kept.get(kind);
    if (!trees) kept.set(kind, (trees = new LRUCache({ max: TREES_KEPT })));
    const found = trees.get(root);
    if (found) return found;
    const { view, usesRootHref } = buildTree(root, request);
    if (!usesRootHref) trees.set(root, view);
    return view;
  };

  function buildTree(root: SchemaObject, request: TreeRequest): { view: SchemaView; usesRootHref: boolean } {
    const ancestors = new Set<SchemaObject>();
    let rows = request.limits.rows;
    let usesRootHref = false;

    const visit = (schema: SchemaObject, namedDepth: number, depth: number, isRoot: boolean): SchemaView => {
      const name = names.get(schema);
      // A link still says what it points to (type, description): from the merged schema, as allOf may carry them.
      if (ancestors.has(schema) || depth > MAX_DEPTH) {
        if (!name) usesRootHref = true;
        return { ...factsOf(mergeAllOf(schema).schema, name), kind: 'link', href: name ? hrefOf(schemaAnchor(name)) : request.rootHref, recursive: true };
      }
      const linkable = name !== undefined && !(isRoot && request.subject);
      if (linkable && ((!isRoot && (namedDepth >= request.limits.namedDepth || rows <= 0)) || (schema.enum?.length ?? 0) > INLINE_ENUM_MAX)) {
        return { ...factsOf(mergeAllOf(schema).schema, name), enum: undefined, kind: 'link', href: hrefOf(schemaAnchor(name!)), recursive: false };
      }
      ancestors.add(schema);
      const nextNamed = name ? namedDepth + 1 : namedDepth;
      const merged = mergeAllOf(schema);
      const view = expand(merged, name, nextNamed, depth, schema);
      ancestors.delete(schema);
      return view;
    };

    const expand = ({ schema, extends: parts }: MergedSchema, name: string | undefined, namedDepth: number, depth: number, written: SchemaObject): SchemaView => {
      const facts = factsOf(schema, name);
      const child = (s: SchemaObject) => visit(s, namedDepth, depth + 1, false);
      const alternatives = schema.oneOf ?? schema.anyOf;
      const choice = alternatives ? choiceView(schema, alternatives, child) : undefined;
      if (isObject(schema)) {
        const properties: PropertyView[] = [];
        const required = new Set(schema.required ?? []);
        for (const [propertyName, property] of Object.entries(schema.properties ?? {})) {
          if (hidden(property, request.direction)) continue;
          rows--;
          const view: PropertyView = { name: propertyName, required: required.has(propertyName), schema: child(property) };
          if (isAdded(written, propertyName)) view.added = true;
          properties.push(view);
        }
        const additional = schema.additionalProperties;
        return {
          ...facts,
          kind: 'object',
          properties,
          additional: additional === undefined ? undefined : additional === true ? { kind: 'any' } : additional === false ? { kind: 'none' } : { kind: 'schema', schema: child(additional) },
          choice,
          extends: parts.flatMap((part) => {
            const partName = names.get(part);
            return partName ? [{ name: partName, href: hrefOf(schemaAnchor(partName)) }] : [];
          }),
        };
      }
      if (isArray(schema)) return { ...facts, kind: 'array', items: schema.items ? child(schema.items) : anySchema() };
      if (choice) return { ...facts, kind: 'choice', choice };
      return { ...facts, kind: 'scalar' };
    };

    const choiceView = (schema: SchemaObject, alternatives: SchemaObject[], child: (s: SchemaObject) => SchemaView): ChoiceView => {
      const discriminator = schema.discriminator;
      const valueOf = new Map<SchemaObject, string>();
      const mapping: ChoiceView['discriminator'] = discriminator ? { property: discriminator.propertyName, mapping: [] } : undefined;
      if (discriminator && mapping) {
        const byName = new Map(alternatives.map((a) => [names.get(a), a] as const));
        const explicit = Object.entries(discriminator.mapping ?? {});
        // Without a mapping, the value is the component name (OpenAPI's implicit mapping).
        const entries = explicit.length ? explicit.map(([value, ref]) => [value, ref.split('/').at(-1)!] as const) : alternatives.flatMap((a) => (names.get(a) ? [[names.get(a)!, names.get(a)!] as const] : []));
        for (const [value, target] of entries) {
          const option = byName.get(target);
          if (option) valueOf.set(option, value);
          mapping.mapping.push({ value, label: target, href: componentNames.has(target) ? hrefOf(schemaAnchor(target)) : undefined });
        }
      }
      return {
        keyword: schema.oneOf ? 'oneOf' : 'anyOf',
        discriminator: mapping,
        options: alternatives.map((option, index) => {
          const label = names.get(option) ?? option.title ?? `${typeLabel(option)} (option ${index + 1})`;
          const value = valueOf.get(option);
          return { label: value !== undefined && value !== label ? `${label} (${mapping!.property}: ${value})` : label, schema: child(option) };
        }),
      };
    };

    const view = visit(root, 0, 0, true);
    return { view, usesRootHref };

    function factsOf(schema: SchemaObject, name: string | undefined): SchemaFacts {
      const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
      const nonNull = types.filter((t) => t !== 'null');
      const example = schema.example !== undefined ? schema.example : schema.examples?.[0];
      const enumValues = schema.const !== undefined ? [schema.const] : schema.enum;
      return {
        type: nonNull.length ? nonNull.join(' | ') : typeLabel(schema),
        format: schema.format,
        name,
        title: schema.title,
        descriptionHtml: describe(schema.description),
        nullable: schema.nullable === true || (types.includes('null') && nonNull.length > 0) || (enumValues?.includes(null) ?? false),
        readOnly: schema.readOnly === true,
        writeOnly: schema.writeOnly === true,
        deprecated: schema.deprecated === true,
        enum: enumValues?.filter((v) => v !== null).map(json),
        default: schema.default !== undefined ? json(schema.default) : undefined,
        example: example !== undefined ? exampleJson(example) : undefined,
        pattern: schema.pattern,
        constraints: constraintsOf(schema),
      };
    }
  };
}

function hidden(schema: SchemaObject, direction: Direction): boolean {
  return (direction === 'request' && schema.readOnly === true) || (direction === 'response' && schema.writeOnly === true);
}

function isObject(schema: SchemaObject): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('object') || (!schema.type && (schema.properties !== undefined || schema.additionalProperties !== undefined));
}

function isArray(schema: SchemaObject): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('array') || (!schema.type && schema.items !== undefined);
}

/** The type a schema without `type` implies. */
export function typeLabel(schema: SchemaObject): string {
  if (Array.isArray(schema.type)) return schema.type.filter((t) => t !== 'null').join(' | ') || 'null';
  if (schema.type) return schema.type;
  if (schema.properties || schema.additionalProperties !== undefined) return 'object';
  if (schema.items) return 'array';
  const sample = schema.const ?? schema.enum?.find((v) => v !== null);
  if (sample !== undefined) return Array.isArray(sample) ? 'array' : typeof sample === 'object' ? 'object' : typeof sample;
  if (schema.oneOf || schema.anyOf) return '';
  return 'any';
}

function anySchema(): SchemaView {
  return { type: 'any', nullable: false, readOnly: false, writeOnly: false, deprecated: false, constraints: [], kind: 'scalar' };
}

function json(value: JsonValue): string {
  return JSON.stringify(value);
}

/** Longer than this, an object or array example is shown indented, one member a line. */
const ONE_LINE_EXAMPLE = 40;

/**
 * An example value as JSON: short values on one line, a longer object or
 * array indented. One long minified line wrapped anywhere, in the middle of
 * a number on a phone; indented, each line scrolls rather than wraps.
 */
export function exampleJson(value: JsonValue): string {
  const line = JSON.stringify(value);
  return typeof value === 'object' && value !== null && line.length > ONE_LINE_EXAMPLE ? JSON.stringify(value, null, 2) : line;
}

/** Range, length, size and format rules, in the words Redoc uses. */
export function constraintsOf(schema: SchemaObject): string[] {
  const out: string[] = [];
  const exclusiveMin = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const exclusiveMax = schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number';
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  if (min !== undefined && max !== undefined) out.push(`${exclusiveMin ? '(' : '['}${min} .. ${max}${exclusiveMax ? ')' : ']'}`);
  else if (min !== undefined) out.push(`${exclusiveMin ? '>' : '>='} ${min}`);
  else if (max !== undefined) out.push(`${exclusiveMax ? '<' : '<='} ${max}`);
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`);
  out.push(...range(schema.minLength, schema.maxLength, 'characters', 'non-empty'));
  out.push(...range(schema.minItems, schema.maxItems, 'items', 'non-empty'));
  out.push(...range(schema.minProperties, schema.maxProperties, 'properties'));
  if (schema.uniqueItems) out.push('unique items');
  return out;
}

function range(min: number | undefined, max: number | undefined, unit: string, nonEmpty?: string): string[] {
  if (min !== undefined && max !== undefined) return [min === max ? `${min} ${unit}` : `[${min} .. ${max}] ${unit}`];
  if (min !== undefined) return min === 1 && nonEmpty ? [nonEmpty] : min > 0 ? [`>= ${min} ${unit}`] : [];
  if (max !== undefined) return [`<= ${max} ${unit}`];
  return [];
}
