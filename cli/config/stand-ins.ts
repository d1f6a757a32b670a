// A package the site has not installed reads as an inert stand-in
// (module-runtime.ts), and so does whatever the config computes from it:
// Meta's sites write `showLastUpdateTime: fbContent({ internal: false,
// external: true })` with `fbContent` from a package only their CI has. Such a
// value is neither the boolean nor the URL the key wants; taken as given it
// made the schema refuse the whole config. A key whose value is a stand-in is
// read as not set instead, and named in a warning at its line.
import { warning, type Diagnostic } from '../diagnostics.js';
import { createConfigLocator, formatPath } from './locate.js';

/** What a stand-in answers for this key: the package it stands in for (the banner in module-runtime.ts uses the same registered symbol). */
export const STAND_IN = Symbol.for('brokerdocs.stand-in');

/** The package a value stands in for, or undefined for any real value. */
export function standInOf(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const name = (value as unknown as Record<symbol, unknown>)[STAND_IN];
  return typeof name === 'string' ? name : undefined;
}

export interface StandInsDropped {
  value: unknown;
  /** Each key read as not set, with the package its value came from. */
  dropped: { keyPath: PropertyKey[]; from: string }[];
}

/**
 * The value with every object key whose value is a stand-in left out, at any
 * depth of plain objects and arrays. Objects are copied only on the way to
 * such a key; everything else is the value as loaded. A stand-in in an array
 * (a plugin list's `require('…')`) stays: removing it would move the items
 * after it, and the readers of those lists already pass it by.
 */
export function withoutStandIns(value: unknown): StandInsDropped {
  try {
    return dropStandIns(value);
  } catch {
    // A getter or a proxy that throws when read: the value as loaded, for the schema to report where it throws.
    return { value, dropped: [] };
  }
}

function dropStandIns(value: unknown): StandInsDropped {
  const dropped: StandInsDropped['dropped'] = [];
  const seen = new Set<object>();
  const visit = (node: unknown, keyPath: PropertyKey[]): unknown => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return node;
    const isArray = Array.isArray(node);
    // Class instances (a URL, a Map) are values, not config structure.
    if (!isArray && !isPlainObject(node)) return node;
    seen.add(node);
    let copy: Record<PropertyKey, unknown> | unknown[] | undefined;
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      const from = isArray ? undefined : standInOf(child);
      const replaced = from === undefined ? visit(child, [...keyPath, isArray ? Number(key) : key]) : undefined;
      if (from !== undefined) dropped.push({ keyPath: [...keyPath, key], from });
      if (from === undefined && replaced === child) continue;
      copy ??= isArray ? [...(node as unknown[])] : { ...(node as Record<string, unknown>) };
      if (from !== undefined) delete (copy as Record<string, unknown>)[key];
      else (copy as Record<string, unknown>)[key] = replaced;
    }
    return copy ?? node;
  };
  return { value: visit(value, []), dropped };
}

/** One warning per package, naming the keys its stand-in was the value of, at the first one's line. */
export function standInWarnings(dropped: StandInsDropped['dropped'], source: string, file: string): Diagnostic[] {
  const byPackage = new Map<string, PropertyKey[][]>();
  for (const { keyPath, from } of dropped) byPackage.set(from, [...(byPackage.get(from) ?? []), keyPath]);
  const locator = createConfigLocator(source, file);
  return [...byPackage].map(([from, keyPaths]) =>
    warning(
      'packages-missing-values',
      `${keyPaths.length === 1 ? 'A key takes its value' : 'Keys take their values'} from ${from}, which cannot be found, and ${keyPaths.length === 1 ? 'is' : 'are'} read as not set: ${keyPaths.map(formatPath).join(', ')}`,
      locator.at(keyPaths[0]!),
      'Install the site\'s dependencies, or write the value itself, if the default does not suit.',
    ),
  );
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
