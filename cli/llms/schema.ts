// A schema as Markdown: a type label (`array of object (Order)`), a one-cell
// description with its constraints, and the field table of an object, nested
// fields written as paths (`d.accounts[].id`). `oneOf`/`anyOf` bodies list
// each option with its own table. Circular schemas stop at the repeat.
import { isObject, type JsonObject } from '../openapi/document.js';
import { stringOf } from './openapi.js';
import { rewriteText, type Absolutize } from './links.js';
import { inlineCode, markdownTable } from './text.js';
import type { MarkdownLimits } from '../openapi/limits.js';

export interface SchemaContext {
  /** Component name of each schema object (see `schemaNames`). */
  names: ReadonlyMap<object, string>;
  /** `allOf` folded into one schema, as the HTML reference folds it (cli/openapi/all-of.ts). */
  mergeAllOf: (schema: JsonObject) => JsonObject;
  /** Makes links in descriptions absolute. */
  absolutize: Absolutize;
  /**
   * Results kept per schema object: a shared component (an error body, the
   * account flags) is described once however many operations use it.
   */
  memo?: { descriptions: WeakMap<object, string>; bodies: WeakMap<object, string> };
  /** The reference's limits for Markdown (cli/openapi/limits.ts). Default: MAX_FIELDS rows, components expanded at any depth. */
  limits?: MarkdownLimits;
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** Deep enough for real bodies; a deeper schema is nearly always a recursive one. */
const MAX_DEPTH = 8;
/**
 * Rows of one body's field table. Schemas that refer to several others fan
 * out at every level, so eight levels of a well-connected document came to
 * millions of rows (a 1.5 MB document made more text than a string can hold).
 * The manual's largest body has 150.
 */
const MAX_FIELDS = 500;

export function typeLabel(schema: unknown, context: SchemaContext, seen: ReadonlySet<object> = new Set()): string {
  if (!isObject(schema)) return 'any';
  const name = context.names.get(schema);
  if (seen.has(schema)) return name ?? 'object';
  const inside = new Set(seen).add(schema);
  const variants = variantsOf(schema);
  if (variants) return variants.map((v) => typeLabel(v, context, inside)).join(' or ');
  const merged = context.mergeAllOf(schema);
  const types = typesOf(merged);
  const label = types
    .map((type) => {
      if (type === 'array') return `array of ${group(typeLabel(merged.items, context, inside))}`;
      if (type === 'object' && !objectProperties(merged).length && isObject(merged.additionalProperties)) return `map of ${group(typeLabel(merged.additionalProperties, context, inside))}`;
      const format = stringOf(merged.format);
      return format ? `${type} (${format})` : type;
    })
    .join(' or ');
  const named = !name || types.includes('array') ? label : label.includes('(') ? `${name}: ${label}` : `${label} (${name})`;
  return merged.nullable === true ? `${named} or null` : named;
}

/** Parentheses around `a or b` where it is part of a longer label. */
function group(label: string): string {
  return label.includes(' or ') ? `(${label})` : label;
}

/** The description cell of a field: its text, then what a reader must know about the values. */
export function describeSchema(schema: unknown, context: SchemaContext): string {
  if (!isObject(schema)) return '';
  const known = context.memo?.descriptions.get(schema);
  if (known !== undefined) return known;
  const description = describeOnce(schema, context);
  context.memo?.descriptions.set(schema, description);
  return description;
}

function describeOnce(schema: JsonObject, context: SchemaContext): string {
  const merged = context.mergeAllOf(schema);
  const parts: string[] = [];
  const description = stringOf(merged.description) ?? '';
  if (description) parts.push(rewriteText(description, context.absolutize).trim());
  if (merged.deprecated === true && !/deprecated/i.test(description)) parts.push('Deprecated.');
  // What the description already says is not repeated (`Always \`ok\`.`).
  parts.push(...constraints(merged).filter((fact) => !description.includes(fact.replace(/\.$/, ''))));
  const items = isObject(merged.items) ? context.mergeAllOf(merged.items) : undefined;
  if (items && Array.isArray(items.enum)) parts.push(`Items: one of ${items.enum.map(literal).join(', ')}.`);
  return parts.join(' ');
}

/** Every field of an object schema, nested ones included, in document order. */
export function fieldsOf(schema: unknown, context: SchemaContext): Field[] {
  const fields: Field[] = [];
  collect(schema, '', context, new Set(), fields);
  return capped(fields, context);
}

const maxFields = (context: SchemaContext) => context.limits?.fields ?? MAX_FIELDS;

/** The first rows up to the limit, and one that says the rest are left out. */
function capped(fields: Field[], context: SchemaContext): Field[] {
  const max = maxFields(context);
  if (fields.length <= max) return fields;
  return [...fields.slice(0, max), { name: '…', type: '', required: false, description: 'More nested fields are left out here; the HTML reference shows them.' }];
}

/** A component nested as deep as the limits expand: named by its type label only (its fields are in its own section). */
function tooDeep(schema: object, ancestors: ReadonlySet<object>, context: SchemaContext): boolean {
  const limit = context.limits?.namedDepth ?? Infinity;
  if (limit === Infinity || !context.names.has(schema)) return false;
  let named = 0;
  for (const ancestor of ancestors) if (context.names.has(ancestor)) named++;
  return named >= limit;
}

/** The Markdown of a request or response body schema. */
export function schemaMarkdown(schema: unknown, context: SchemaContext): string {
  if (!isObject(schema)) return '';
  const known = context.memo?.bodies.get(schema);
  if (known !== undefined) return known;
  const markdown = schemaMarkdownOnce(schema, context);
  context.memo?.bodies.set(schema, markdown);
  return markdown;
}

function schemaMarkdownOnce(schema: JsonObject, context: SchemaContext): string {
  const variants = variantsOf(schema);
  if (!variants) return bodyOf(schema, context);
  const keyword = Array.isArray(schema.oneOf) ? 'One' : 'Any';
  const intro = [stringOf(schema.description) ? rewriteText(stringOf(schema.description)!, context.absolutize).trim() : '', `${keyword} of the following:`].filter(Boolean).join('\n\n');
  const options = variants.map((variant, index) => `**Option ${index + 1}: ${typeLabel(variant, context)}**\n\n${isObject(variant) ? bodyOf(variant, context) : ''}`.trim());
  return [intro, ...options].join('\n\n');
}

function bodyOf(schema: JsonObject, context: SchemaContext): string {
  const merged = context.mergeAllOf(schema);
  const description = stringOf(merged.description);
  const intro = description ? rewriteText(description, context.absolutize).trim() : '';
  const types = typesOf(merged);
  let table = '';
  let typeLine = '';
  if (types.includes('array') && isObject(merged.items)) {
    const fields: Field[] = [];
    descend(schema, '', context, new Set(), fields);
    typeLine = `Type: ${typeLabel(merged, context)}.`;
    table = fields.length ? tableOf(capped(fields, context)) : '';
  } else {
    const fields = fieldsOf(schema, context);
    if (fields.length) table = tableOf(fields);
    else typeLine = [`Type: ${typeLabel(schema, context)}.`, ...constraints(merged)].join(' ');
  }
  return [intro, typeLine, table].filter(Boolean).join('\n\n');
}

function tableOf(fields: Field[]): string {
  return markdownTable(
    ['Field', 'Type', 'Required', 'Description'],
    fields.map((f) => [inlineCode(f.name), f.type, f.required ? 'yes' : 'no', f.description]),
  );
}

function collect(schema: unknown, prefix: string, context: SchemaContext, ancestors: ReadonlySet<object>, fields: Field[], note?: string): void {
  // One row past the limit is enough to know that rows were left out.
  if (!isObject(schema) || ancestors.has(schema) || ancestors.size >= MAX_DEPTH || fields.length > maxFields(context)) return;
  const inside = new Set(ancestors).add(schema);
  const merged = context.mergeAllOf(schema);
  const required = new Set(Array.isArray(merged.required) ? merged.required : []);
  const add = (name: string, property: unknown, isRequired: boolean) => {
    if (fields.length > maxFields(context)) return;
    const path = prefix + name;
    const description = describeSchema(property, context);
    fields.push({ name: path, type: typeLabel(property, context), required: isRequired, description: note ? `${note} ${description}`.trim() : description });
    descend(property, path, context, inside, fields);
  };
  for (const [name, property] of objectProperties(merged)) add(name, property, required.has(name));
  if (isObject(merged.additionalProperties) && (objectProperties(merged.additionalProperties).length || typesOf(merged.additionalProperties).includes('array'))) {
    add('{key}', merged.additionalProperties, false);
  }
}

/** The fields below a field: an object's, an array's items', or each option's. */
function descend(schema: unknown, path: string, context: SchemaContext, ancestors: ReadonlySet<object>, fields: Field[]): void {
  let target = schema;
  let at = path;
  while (isObject(target) && typesOf(context.mergeAllOf(target)).includes('array') && isObject(context.mergeAllOf(target).items)) {
    target = context.mergeAllOf(target).items;
    at += '[]';
  }
  if (!isObject(target) || ancestors.has(target) || tooDeep(target, ancestors, context)) return;
  const variants = variantsOf(target);
  if (variants) {
    variants.forEach((variant, index) => {
      const name = isObject(variant) ? context.names.get(variant) : undefined;
      collect(variant, `${at}.`, context, ancestors, fields, `In ${name ?? `option ${index + 1}`}:`);
    });
  } else if (objectProperties(context.mergeAllOf(target)).length || isObject(context.mergeAllOf(target).additionalProperties)) {
    collect(target, `${at}.`, context, ancestors, fields);
  }
}

function variantsOf(schema: JsonObject): unknown[] | undefined {
  const list = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  return list?.length ? list : undefined;
}

function objectProperties(schema: unknown): [string, unknown][] {
  return isObject(schema) && isObject(schema.properties) ? Object.entries(schema.properties) : [];
}

function typesOf(schema: JsonObject): string[] {
  const declared = Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === 'string' && t !== 'null') : stringOf(schema.type) ? [schema.type as string] : [];
  if (declared.length) return declared;
  if (isObject(schema.properties) || isObject(schema.additionalProperties)) return ['object'];
  if (isObject(schema.items)) return ['array'];
  if (Array.isArray(schema.enum) && schema.enum.length) return [typeof schema.enum[0] === 'number' ? 'number' : typeof schema.enum[0]];
  return ['any'];
}

function constraints(schema: JsonObject): string[] {
  const out: string[] = [];
  if (Array.isArray(schema.enum)) out.push(schema.enum.length === 1 ? `Always ${literal(schema.enum[0])}.` : `One of ${schema.enum.map(literal).join(', ')}.`);
  if ('const' in schema) out.push(`Always ${literal(schema.const)}.`);
  if ('default' in schema) out.push(`Default: ${literal(schema.default)}.`);
  const bounds: [string, string][] = [
    ['minimum', schema.exclusiveMinimum === true ? 'Greater than' : 'Minimum:'],
    ['maximum', schema.exclusiveMaximum === true ? 'Less than' : 'Maximum:'],
    ['minLength', 'Minimum length:'],
    ['maxLength', 'Maximum length:'],
    ['minItems', 'At least'],
    ['maxItems', 'At most'],
  ];
  for (const [key, words] of bounds) {
    if (typeof schema[key] !== 'number') continue;
    out.push(key.endsWith('Items') ? `${words} ${schema[key]} ${schema[key] === 1 ? 'item' : 'items'}.` : `${words} ${schema[key]}.`);
  }
  if (typeof schema.exclusiveMinimum === 'number') out.push(`Greater than ${schema.exclusiveMinimum}.`);
  if (typeof schema.exclusiveMaximum === 'number') out.push(`Less than ${schema.exclusiveMaximum}.`);
  if (stringOf(schema.pattern)) out.push(`Pattern: ${inlineCode(schema.pattern as string)}.`);
  if (schema.uniqueItems === true) out.push('Items are unique.');
  if (schema.readOnly === true) out.push('Read-only.');
  if (schema.writeOnly === true) out.push('Write-only.');
  return out;
}

function literal(value: unknown): string {
  return inlineCode(typeof value === 'string' ? value : JSON.stringify(value));
}
