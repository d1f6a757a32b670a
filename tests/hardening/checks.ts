// What every hardening test asks of a result: a failure is a diagnostic that
// names its file and line, never an exception of another kind.
import type { Diagnostic } from '../../cli/diagnostics.js';
import { DiagnosticError } from '../../cli/diagnostics.js';

export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'diagnostics'; diagnostics: Diagnostic[] } | { kind: 'crash'; error: unknown };

/** Runs a stage and sorts what came back: a value, a DiagnosticError, or anything else (a crash). */
export async function outcomeOf<T>(run: () => Promise<T> | T): Promise<Outcome<T>> {
  try {
    return { kind: 'ok', value: await run() };
  } catch (caught) {
    if (caught instanceof DiagnosticError) return { kind: 'diagnostics', diagnostics: caught.diagnostics };
    return { kind: 'crash', error: caught };
  }
}

/** Errors that do not say which file and line they are about. */
export function unlocatedErrors(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === 'error' && (!d.location?.file || !(typeof d.location.line === 'number' && d.location.line >= 1)));
}

/** Any diagnostic without a file. */
export function fileless(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => !d.location?.file);
}

/** A short description of a crash for a failure message: its message and where it was thrown. */
export function describeCrash(caught: unknown): string {
  if (!(caught instanceof Error)) return String(caught);
  return `${caught.name}: ${caught.message}\n${(caught.stack ?? '').split('\n').slice(1, 6).join('\n')}`;
}

/** Like JSON.stringify, short enough for a failure message. */
export function preview(value: unknown, length = 300): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > length ? `${text.slice(0, length)}…` : text;
}
