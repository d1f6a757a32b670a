// Every dynamic `import()` of the CLI goes through here: shiki's modules, a
// site's transpiled config, precompiled validators, theme code in `dev`.
// The bundled CLI runs as a script with V8's code cache (see
// bin/brokerdocs.js), where `import()` has no loader to call; the bundle
// swaps this module for one that asks bin/brokerdocs.js to import instead.
export function importModule<T = Record<string, unknown>>(specifier: string): Promise<T> {
  return import(specifier) as Promise<T>;
}
