// Replaces every internal `$ref` of a bundled document by its target, in
// place, without recursion, with swagger-parser's results (tests compare
// them, sharing included): shared targets stay shared, cycles become object
// cycles, and the sibling keys of a `$ref` are laid over a copy of its
// target. The library's own dereference follows each chain of references on
// the call stack, so a large document whose schemas refer to one another in
// long chains (10,000 schemas, ~15 MB) overflowed it, and it took four times
// as long on the manual's (16 → 4 ms).
import { isObject } from './document.js';

type Node = Record<string, unknown> | unknown[];

/** The error swagger-parser throws for a pointer to nothing, so diagnostics treat both alike. */
export class MissingPointer extends Error {
  readonly code = 'EMISSINGPOINTER';
  constructor(readonly targetRef: string, token: string) {
    super(`Missing $ref pointer "${targetRef}". Token "${token}" does not exist.`);
  }
}

/**
 * On the copy made for a `$ref` with sibling keys: the object the `$ref`
 * points to. The copy stands for that component (its name and link in the
 * reference, its use for the unused-component rule); not enumerable, so it
 * is no member of the document.
 */
const REFERENCED = Symbol('referenced');

/** What walking a pointer gives when its own path loops back to it. */
const LOOP = Symbol('loop');

/** The target a `$ref` with sibling keys was copied from, if `value` is such a copy. */
export function referencedBy(value: object): object | undefined {
  return (value as { [REFERENCED]?: object })[REFERENCED];
}

/**
 * Replaces the `$ref`s; returns the copies made for `$ref`s with sibling
 * keys. A `$ref` whose target can only be reached through itself (the path
 * to it passes a `$ref` that leads back to it, e.g. `components.schemas`
 * being a `$ref` into `components.schemas`) stays a `$ref`, and its pointer
 * is added to `loops` for a diagnostic.
 */
export function dereferenceInPlace(root: Record<string, unknown>, loops: string[] = []): object[] {
  const resolved = new Map<string, unknown>();
  const copies: object[] = [];
  /** Pointers being walked: one met again on its own path is a loop. */
  const walking = new Set<string>();

  /** The value a `$ref` object stands for, following `$ref`s to `$ref`s; a chain that loops stays a `$ref`. */
  const follow = (reference: Record<string, unknown>): unknown => {
    const seen = new Set<string>();
    let current: unknown = reference;
    while (isReference(current)) {
      const pointer = current.$ref;
      if (seen.has(pointer)) return reference;
      seen.add(pointer);
      const known = resolved.get(pointer);
      current = known !== undefined ? known : walking.has(pointer) ? LOOP : walk(pointer);
      if (current === LOOP) {
        if (!loops.includes(pointer)) loops.push(pointer);
        return reference;
      }
    }
    for (const pointer of seen) resolved.set(pointer, current);
    const value = withSiblings(reference, current);
    if (value !== current && isObject(value)) {
      Object.defineProperty(value, REFERENCED, { value: current, enumerable: false });
      copies.push(value);
    }
    return value;
  };

  /** The member a JSON pointer names, seeing through `$ref`s met on the way. */
  const walk = (pointer: string): unknown => {
    let current: unknown = root;
    walking.add(pointer);
    try {
      for (const token of tokensOf(pointer)) {
        if (isReference(current)) current = follow(current);
        // The way there passes a `$ref` that could not be followed because it leads back here.
        if (isReference(current)) return LOOP;
        if (!isObject(current) && !Array.isArray(current)) throw new MissingPointer(pointer, token);
        const next = (current as Record<string, unknown>)[token];
        if (next === undefined) throw new MissingPointer(pointer, token);
        current = next;
      }
    } finally {
      walking.delete(pointer);
    }
    return current;
  };

  const stack: Node[] = [root];
  const visited = new Set<Node>();
  while (stack.length) {
    const node = stack.pop()!;
    if (visited.has(node)) continue;
    visited.add(node);
    for (const key of Object.keys(node)) {
      let value = (node as Record<string, unknown>)[key];
      if (isReference(value)) {
        value = follow(value);
        (node as Record<string, unknown>)[key] = value;
      }
      if (isObject(value) || Array.isArray(value)) stack.push(value);
    }
  }
  return copies;
}

function isReference(value: unknown): value is Record<string, unknown> & { $ref: string } {
  return isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#');
}

/** `#/components/schemas/a~1b` → `components`, `schemas`, `a/b`. */
export function tokensOf(pointer: string): string[] {
  let path: string;
  try {
    path = decodeURIComponent(pointer.slice(1));
  } catch {
    throw new MissingPointer(pointer, pointer.slice(1));
  }
  if (path === '') return [];
  return path
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A `$ref` with other keys beside it: those keys over a shallow copy of the target (as swagger-parser does). */
export function withSiblings(reference: Record<string, unknown>, target: unknown): unknown {
  const siblings = Object.keys(reference).filter((key) => key !== '$ref');
  if (!siblings.length || !isObject(target)) return target;
  const merged: Record<string, unknown> = {};
  for (const key of siblings) merged[key] = reference[key];
  for (const key of Object.keys(target)) if (!(key in merged)) merged[key] = target[key];
  return merged;
}
