// Diagnostics are data. Stages return them; commands decide what fails; one
// module (report.ts) prints them, so build, check and the dev overlay agree.

export type Severity = 'error' | 'warning' | 'info';

export interface SourceLocation {
  /** Path relative to the site directory. */
  file: string;
  line?: number;
  column?: number;
}

export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable code, e.g. `broken-link`, `config-invalid`. */
  code: string;
  message: string;
  /** What would fix it. */
  hint?: string;
  location?: SourceLocation;
}

export type SeverityOption = 'ignore' | 'log' | 'warn' | 'throw';

/** Maps a config option like `onBrokenLinks` onto a diagnostic severity; `null` drops it. */
export function severityFor(option: SeverityOption): Severity | null {
  switch (option) {
    case 'ignore':
      return null;
    case 'log':
      return 'info';
    case 'warn':
      return 'warning';
    case 'throw':
      return 'error';
  }
}

/** Thrown by a stage that cannot continue; carries every problem found so far. */
export class DiagnosticError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'DiagnosticError';
  }
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Whether a command fails on these: on any error, and under `--strict` on any warning too. */
export function failed(diagnostics: readonly Diagnostic[], strict = false): boolean {
  return hasErrors(diagnostics) || (strict && diagnostics.some((d) => d.severity === 'warning'));
}

export function error(code: string, message: string, location?: SourceLocation, hint?: string): Diagnostic {
  return { severity: 'error', code, message, location, hint };
}

export function warning(code: string, message: string, location?: SourceLocation, hint?: string): Diagnostic {
  return { severity: 'warning', code, message, location, hint };
}

/**
 * Gives the diagnostic a hint made when it is first read: a "did you mean"
 * hint measures the broken name against every route or anchor of the site,
 * and a build prints the hints of the first few warnings of each kind only
 * (GitHub's reference: 30 broken anchors against ~10,000 anchors, 0.2 s). A
 * report that lists them all (`check --format json`) reads, and so makes, each.
 */
export function withLazyHint(diagnostic: Diagnostic, make: () => string | undefined): Diagnostic {
  const settle = (target: Diagnostic, value: string | undefined) => {
    Object.defineProperty(target, 'hint', { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  return Object.defineProperty(diagnostic, 'hint', {
    get(this: Diagnostic) {
      return settle(this, make());
    },
    set(this: Diagnostic, value: string | undefined) {
      settle(this, value);
    },
    enumerable: true,
    configurable: true,
  });
}

/** A copy of the diagnostic with another severity, a hint not yet made left to be made when read (withLazyHint). */
export function withSeverity(diagnostic: Diagnostic, severity: Severity): Diagnostic {
  return Object.defineProperties({} as Diagnostic, { ...Object.getOwnPropertyDescriptors(diagnostic), severity: { value: severity, writable: true, enumerable: true, configurable: true } });
}

/** 1-based line of `index` in `text`. */
export function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Levenshtein distance, for "did you mean" hints. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The candidate closest to `value`, when it is close enough to be a likely typo. */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(value.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
}
