// What a stand-in for a module that cannot be found answers, and where its
// use during a page's render is noted. The stand-in itself is generated code
// (cli/content/mdx-compile/resolve-plugin.ts' `missingModule`), which uses
// the same registered symbol and global key.

/** What a missing module's stand-in answers for this key: why it is missing. */
const MISSING_MODULE = Symbol.for('brokerdocs.missing-module');

/** The global under which templates/mdx/server.tsx collects, while a page renders, why each missing module it used is missing. */
export const MISSING_USED = '__brokerdocsMissingUsed';

/** Why a value is a missing module's stand-in, or undefined for anything else. */
export function missingReason(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const reason = (value as unknown as Record<symbol, unknown>)[MISSING_MODULE];
  return typeof reason === 'string' ? reason : undefined;
}

/** Notes a use of a missing module during the page's render, for the page's warning. */
export function noteMissingUse(reason: string): void {
  ((globalThis as Record<string, unknown>)[MISSING_USED] as Set<string> | undefined)?.add(reason);
}
