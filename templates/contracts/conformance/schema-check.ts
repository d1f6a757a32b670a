// Validates a value against an OpenAPI 3.0 Schema Object by walking the
// (dereferenced) schema, reporting every mismatch with its path in the value.
//
// Why not Ajv: Ajv compiles each schema to JavaScript first, which for the
// manual's ~160 component schemas took 200–400 ms per run, most of the `check`
// budget, to then validate ~300 small examples once. Walking the schema
// validates them all in a few milliseconds. tests/unit/check-schema-validator.test.ts
// holds this walker to Ajv's verdicts on the manual's examples and on broken
// variants of them.
//
// Two rules are looser than JSON Schema's, as Redoc and real documents are:
// `format` only describes (a `uri` example is often relative, a `date-time`
// a date), and a value that several `oneOf` branches accept is fine unless a
// discriminator says which one it must be (schemas written as a union of
// overlapping shapes are common and mean "one of these").
//
// No DOM and no Node here: the CLI (example checks, `brokerdocs verify`) and
// the Try-it console in the browser run this same file.

type JsonObject = Record<string, unknown>;
/** A place in a value or a schema: object keys and array indices. */
type JsonPath = (string | number)[];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface SchemaProblem {
  /** Where in the value, e.g. `['d', 0, 'qty']`. */
  path: JsonPath;
  /** Ajv-style wording: `must be number`, `must have required property 'qty'`. */
  message: string;
  /** The keyword that failed, as Ajv names it: `type`, `required`, `enum`… */
  keyword: string;
  /** Where in the schema that keyword is written, e.g. `['oneOf', 0, 'properties', 'd', 'type']`. */
  schemaPath: JsonPath;
  /** For `required`: the missing property. */
  property?: string;
}

/** Every way `value` breaks `schema`; empty when it matches. */
export function validateAgainstSchema(schema: unknown, value: unknown): SchemaProblem[] {
  return problemsOf(schema, value, new Set());
}

/**
 * `applied` holds the schemas already being applied to this very value
 * (through allOf/anyOf/oneOf/not): a schema that refers back to itself
 * without descending into the value ends there instead of looping.
 */
function problemsOf(schema: unknown, value: unknown, applied: ReadonlySet<object>, at: JsonPath = []): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  check(schema, value, [], at, problems, applied);
  return problems;
}

function check(schema: unknown, value: unknown, path: JsonPath, schemaPath: JsonPath, problems: SchemaProblem[], applied: ReadonlySet<object> = new Set()): void {
  if (schema === false) problems.push({ path, message: 'must not be present: the schema allows nothing', keyword: 'false schema', schemaPath });
  if (!isObject(schema) || applied.has(schema)) return;
  const fail: Fail = (message, keyword, at = path, extra = {}) => problems.push({ path: at, message, keyword, schemaPath: [...schemaPath, keyword], ...extra });

  if (value === null && (schema.nullable === true || typeAllows(schema.type, 'null'))) return;
  if (schema.type !== undefined && !typeAllows(schema.type, typeOf(value))) {
    fail(`must be ${Array.isArray(schema.type) ? schema.type.join(',') : String(schema.type)}, found ${shown(value)}`, 'type');
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => deepEqual(allowed, value))) {
    fail(`must be equal to one of the allowed values: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}; found ${shown(value)}`, 'enum');
  }
  if ('const' in schema && !deepEqual(schema.const, value)) fail(`must be equal to constant ${JSON.stringify(schema.const)}`, 'const');

  if (typeof value === 'number') checkNumber(schema, value, fail);
  if (typeof value === 'string') checkString(schema, value, fail);
  const here = { path, schemaPath, problems };
  if (Array.isArray(value)) checkArray(schema, value, here, fail);
  if (isObject(value)) checkObject(schema, value, here, fail);
  checkCombinations(schema, value, here, fail, new Set(applied).add(schema));
}

type Fail = (message: string, keyword: string, at?: JsonPath, extra?: { property?: string }) => void;

/** Where the walk is: in the value, in the schema, and the list problems go to. */
interface Place {
  path: JsonPath;
  schemaPath: JsonPath;
  problems: SchemaProblem[];
}

function checkNumber(schema: JsonObject, value: number, fail: Fail): void {
  // OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum; 3.1 as numbers.
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
  if (typeof minimum === 'number') {
    if (exclusiveMinimum === true ? value <= minimum : value < minimum) fail(`must be ${exclusiveMinimum === true ? '>' : '>='} ${minimum}`, 'minimum');
  }
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) fail(`must be > ${exclusiveMinimum}`, 'exclusiveMinimum');
  if (typeof maximum === 'number') {
    if (exclusiveMaximum === true ? value >= maximum : value > maximum) fail(`must be ${exclusiveMaximum === true ? '<' : '<='} ${maximum}`, 'maximum');
  }
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum) fail(`must be < ${exclusiveMaximum}`, 'exclusiveMaximum');
  if (typeof multipleOf === 'number' && multipleOf > 0) {
    const quotient = value / multipleOf;
    if (Math.abs(quotient - Math.round(quotient)) > 1e-9) fail(`must be multiple of ${multipleOf}`, 'multipleOf');
  }
}

function checkString(schema: JsonObject, value: string, fail: Fail): void {
  // Lengths count code points, as JSON Schema does, not UTF-16 units.
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) fail(`must NOT have fewer than ${schema.minLength} characters`, 'minLength');
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) fail(`must NOT have more than ${schema.maxLength} characters`, 'maxLength');
  if (typeof schema.pattern === 'string' && patternOf(schema.pattern)?.test(value) === false) fail(`must match pattern "${schema.pattern}"`, 'pattern');
}

function checkArray(schema: JsonObject, value: unknown[], { path, schemaPath, problems }: Place, fail: Fail): void {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems) fail(`must NOT have fewer than ${schema.minItems} items`, 'minItems');
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) fail(`must NOT have more than ${schema.maxItems} items`, 'maxItems');
  if (schema.uniqueItems === true) {
    for (let i = 1; i < value.length; i++) {
      const j = value.slice(0, i).findIndex((earlier) => deepEqual(earlier, value[i]));
      if (j >= 0) {
        fail(`must NOT have duplicate items (items ## ${j} and ${i} are identical)`, 'uniqueItems');
        break;
      }
    }
  }
  if (schema.items !== undefined) value.forEach((item, index) => check(schema.items, item, [...path, index], [...schemaPath, 'items'], problems));
}

function checkObject(schema: JsonObject, value: JsonObject, { path, schemaPath, problems }: Place, fail: Fail): void {
  const keys = Object.keys(value);
  if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties) fail(`must NOT have fewer than ${schema.minProperties} properties`, 'minProperties');
  if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties) fail(`must NOT have more than ${schema.maxProperties} properties`, 'maxProperties');
  for (const name of Array.isArray(schema.required) ? schema.required : []) {
    if (!Object.prototype.hasOwnProperty.call(value, String(name))) fail(`must have required property '${String(name)}'`, 'required', path, { property: String(name) });
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  const patterns = Object.entries(isObject(schema.patternProperties) ? schema.patternProperties : {}).flatMap(([source, sub]) => {
    const pattern = patternOf(source);
    return pattern ? [[pattern, sub, source] as const] : [];
  });
  for (const key of keys) {
    const at = [...path, key];
    let matched = false;
    if (Object.prototype.hasOwnProperty.call(properties, key)) {
      matched = true;
      check(properties[key], value[key], at, [...schemaPath, 'properties', key], problems);
    }
    for (const [pattern, sub, source] of patterns) {
      if (!pattern.test(key)) continue;
      matched = true;
      check(sub, value[key], at, [...schemaPath, 'patternProperties', source], problems);
    }
    if (matched) continue;
    if (schema.additionalProperties === false) fail(`is not a property of this schema (additionalProperties is false)`, 'additionalProperties', at);
    else if (isObject(schema.additionalProperties)) check(schema.additionalProperties, value[key], at, [...schemaPath, 'additionalProperties'], problems);
  }
}

function checkCombinations(schema: JsonObject, value: unknown, { path, schemaPath, problems }: Place, fail: Fail, applied: ReadonlySet<object>): void {
  if (Array.isArray(schema.allOf)) schema.allOf.forEach((part, i) => check(part, value, path, [...schemaPath, 'allOf', i], problems, applied));
  const branches = (keyword: string, list: unknown[]) => list.map((part, i) => problemsOf(part, value, applied, [...schemaPath, keyword, i]));
  // When no branch matches, the branch with the fewest problems is most likely the one meant: its problems say what to fix.
  const closest = (results: SchemaProblem[][]) =>
    results.reduce((best, result) => (result.length < best.length ? result : best)).map((p) => ({ ...p, path: [...path, ...p.path] }));
  if (Array.isArray(schema.anyOf) && schema.anyOf.length) {
    const results = branches('anyOf', schema.anyOf);
    if (!results.some((r) => r.length === 0)) {
      fail('must match a schema in anyOf', 'anyOf');
      problems.push(...closest(results));
    }
  }
  if (Array.isArray(schema.oneOf) && schema.oneOf.length) {
    const results = branches('oneOf', schema.oneOf);
    const passing = results.filter((r) => r.length === 0).length;
    if (passing === 0) {
      fail('must match exactly one schema in oneOf', 'oneOf');
      problems.push(...closest(results));
    } else if (passing > 1 && isObject(schema.discriminator)) fail(`must match exactly one schema in oneOf, but matches ${passing}`, 'oneOf');
  }
  if (schema.not !== undefined && problemsOf(schema.not, value, applied).length === 0) fail('must NOT be valid against the schema in "not"', 'not');
}

/** A short rendering of the offending value for messages. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (isObject(value)) return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeAllows(type: unknown, actual: string): boolean {
  if (type === undefined) return true;
  const types = Array.isArray(type) ? type : [type];
  return types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

const patterns = new Map<string, RegExp | null>();

/**
 * Patterns are ECMAScript regular expressions, unanchored, read with the `u`
 * flag as Ajv does; one that does not compile checks nothing rather than crash.
 */
function patternOf(source: string): RegExp | undefined {
  if (!patterns.has(source)) {
    try {
      patterns.set(source, new RegExp(source, 'u'));
    } catch {
      patterns.set(source, null);
    }
  }
  return patterns.get(source) ?? undefined;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const left = a as JsonObject;
  const right = b as JsonObject;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && deepEqual(left[key], right[key]));
}
