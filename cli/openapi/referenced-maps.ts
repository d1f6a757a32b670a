// A schema's `properties` map written as a `$ref` to a map kept elsewhere
// (DigitalOcean's `allOf: [{ properties: { $ref: 'attributes.yml#/droplet_ids' } }]`).
// The specification reads `{ $ref }` there as one property named `$ref`, so
// the validator rejected it and the body rendered empty; swagger-parser and
// Redoc follow the reference. Done before validation, on the bundled
// document, so that the map is validated and shown like any other.
import { isObject, type JsonObject } from './document.js';
import { tokensOf } from './dereference.js';

/** Replaces each `properties: { $ref: '#/…' }` whose target is a map of schemas by that map. Returns how many. */
export function inlineReferencedProperties(root: JsonObject): number {
  let replaced = 0;
  const stack: unknown[] = [root];
  const seen = new Set<object>();
  while (stack.length) {
    const node = stack.pop();
    if (!isObject(node) && !Array.isArray(node)) continue;
    if (seen.has(node)) continue;
    seen.add(node);
    if (isObject(node) && isBareReference(node.properties)) {
      const target = targetOf(root, node.properties.$ref);
      if (isSchemaMap(target)) {
        node.properties = target;
        replaced++;
      }
    }
    for (const value of Object.values(node)) if (isObject(value) || Array.isArray(value)) stack.push(value);
  }
  return replaced;
}

function isBareReference(value: unknown): value is { $ref: string } {
  return isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#') && Object.keys(value).length === 1;
}

function targetOf(root: JsonObject, pointer: string): unknown {
  let current: unknown = root;
  try {
    for (const token of tokensOf(pointer)) {
      if (!isObject(current) && !Array.isArray(current)) return undefined;
      current = (current as JsonObject)[token];
    }
  } catch {
    return undefined;
  }
  return current;
}

/** A map whose every value is an object (a schema or a reference to one), and which is not itself a schema. */
function isSchemaMap(value: unknown): value is JsonObject {
  return isObject(value) && !('type' in value && typeof value.type === 'string') && Object.values(value).every((member) => isObject(member));
}
