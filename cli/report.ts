// The one place diagnostics are turned into text: grouped by file and sorted
// by line, coloured only when the stream they go to is a terminal (NO_COLOR
// and FORCE_COLOR respected), a summary line, and GitHub Actions annotations.
// Pure functions of their arguments: the commands (`cli/commands/`) choose streams and colours.
import pc from 'picocolors';
import type { Diagnostic } from './diagnostics.js';
import type { Timing } from './timer.js';

export type Colors = ReturnType<typeof pc.createColors>;

/**
 * Whether to colour text written to `stream`: never with NO_COLOR set, always
 * with FORCE_COLOR (unless it is `0`/`false`), otherwise on a terminal that is
 * not `dumb`, or in CI, whose log viewers render colours.
 */
export function colorsFor(stream: { isTTY?: boolean }, env: Record<string, string | undefined>): Colors {
  const enabled = env.NO_COLOR
    ? false
    : env.FORCE_COLOR !== undefined
      ? env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false'
      : (stream.isTTY === true && env.TERM !== 'dumb') || Boolean(env.CI);
  return pc.createColors(enabled);
}

export function formatLocation(d: Diagnostic): string {
  if (!d.location) return '';
  const { file, line, column } = d.location;
  return `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}`;
}

export interface FormatOptions {
  /**
   * List at most this many problems of one code and severity; the rest are
   * counted on a line of their own. A build of a large third-party document
   * can have hundreds of one kind (examples off their schemas), which bury
   * the few that differ. Default: all.
   */
  perCode?: number;
}

/** How many problems of each code and severity `build` lists before it only counts them (`check` lists them all). */
export const BUILD_PROBLEMS_PER_CODE = 5;

/**
 * One block per file, its problems by line, each as
 * `  warning  content/faq.md:12:5  message  [code]` (the location is what
 * terminals and editors make clickable) with the hint on the next line.
 */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], colors: Colors = pc, { perCode = Infinity }: FormatOptions = {}): string {
  const groups = new Map<string, Diagnostic[]>();
  const { listed, unlisted } = limitPerCode(sortDiagnostics(diagnostics), perCode);
  for (const d of listed) {
    const key = d.location?.file ?? '';
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const lines: string[] = [];
  for (const [file, list] of groups) {
    if (lines.length) lines.push('');
    lines.push(colors.bold(colors.underline(file || '(site)')));
    for (const d of list) {
      const label = d.severity === 'error' ? colors.red('error  ') : d.severity === 'warning' ? colors.yellow('warning') : colors.cyan('info   ');
      const where = formatLocation(d);
      lines.push(`  ${label}  ${where ? `${colors.dim(where)}  ` : ''}${d.message}  ${colors.dim(`[${d.code}]`)}`);
      if (d.hint) lines.push(`           ${colors.dim('hint:')} ${d.hint}`);
    }
  }
  if (unlisted.length) lines.push('');
  for (const { code, severity, count } of unlisted) {
    const word = severity === 'info' ? 'note' : severity;
    lines.push(`  … and ${count} more ${code} ${word}${count === 1 ? '' : 's'} (\`brokerdocs check\` lists them all)`);
  }
  return lines.join('\n');
}

/** The first `perCode` problems of each code and severity, and how many of each are left out. */
export function limitPerCode(sorted: readonly Diagnostic[], perCode: number): { listed: Diagnostic[]; unlisted: { code: string; severity: Diagnostic['severity']; count: number }[] } {
  const seen = new Map<string, number>();
  const listed: Diagnostic[] = [];
  const unlisted = new Map<string, { code: string; severity: Diagnostic['severity']; count: number }>();
  for (const d of sorted) {
    const key = `${d.severity}\0${d.code}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count <= perCode) listed.push(d);
    else if (unlisted.has(key)) unlisted.get(key)!.count++;
    else unlisted.set(key, { code: d.code, severity: d.severity, count: 1 });
  }
  return { listed, unlisted: [...unlisted.values()] };
}

/** Files in order, then lines and columns; problems without a file first. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => {
    const fileA = a.location?.file ?? '';
    const fileB = b.location?.file ?? '';
    if (fileA !== fileB) return fileA < fileB ? -1 : 1;
    return (a.location?.line ?? 0) - (b.location?.line ?? 0) || (a.location?.column ?? 0) - (b.location?.column ?? 0);
  });
}

export interface Counts {
  errors: number;
  warnings: number;
  infos: number;
}

export function countDiagnostics(diagnostics: readonly Diagnostic[]): Counts {
  const of = (severity: Diagnostic['severity']) => diagnostics.filter((d) => d.severity === severity).length;
  return { errors: of('error'), warnings: of('warning'), infos: of('info') };
}

export function summarise(diagnostics: readonly Diagnostic[], colors: Colors = pc): string {
  const { errors, warnings, infos } = countDiagnostics(diagnostics);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const text = `${plural(errors, 'error')}, ${plural(warnings, 'warning')}${infos ? `, ${plural(infos, 'note')}` : ''}`;
  return errors ? colors.red(text) : warnings ? colors.yellow(text) : colors.green(text);
}

/**
 * `check`'s count per code, most frequent first, printed above its verdict:
 * a site with hundreds of problems shows which kinds they are (and what to
 * pass to `--only` or `--ignore`).
 */
export function codeCounts(diagnostics: readonly Diagnostic[], colors: Colors = pc): string[] {
  const counts = new Map<string, { code: string; severity: Diagnostic['severity']; count: number }>();
  for (const d of diagnostics) {
    const key = `${d.severity}\0${d.code}`;
    const entry = counts.get(key) ?? { code: d.code, severity: d.severity, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  const rank = { error: 0, warning: 1, info: 2 };
  const sorted = [...counts.values()].sort((a, b) => rank[a.severity] - rank[b.severity] || b.count - a.count || (a.code < b.code ? -1 : 1));
  const width = Math.max(0, ...sorted.map((entry) => String(entry.count).length));
  return sorted.map(({ code, severity, count }) => {
    const word = severity === 'info' ? 'note' : severity;
    const text = `${String(count).padStart(width)} ${code} (${word}${count === 1 ? '' : 's'})`;
    return `  ${severity === 'error' ? colors.red(text) : severity === 'warning' ? colors.yellow(text) : text}`;
  });
}

/** `--only` and `--ignore`: the diagnostics of the codes asked for, or all but those. Each list may be comma-separated. */
export function filterByCode(diagnostics: readonly Diagnostic[], { only = [], ignore = [] }: { only?: readonly string[]; ignore?: readonly string[] }): Diagnostic[] {
  const split = (list: readonly string[]) => new Set(list.flatMap((item) => item.split(',')).map((code) => code.trim()).filter(Boolean));
  const kept = split(only);
  const dropped = split(ignore);
  return diagnostics.filter((d) => (!kept.size || kept.has(d.code)) && !dropped.has(d.code));
}

/** The last line of `check`: the verdict, the counts, and what `--strict` changed. */
export function checkSummary(diagnostics: readonly Diagnostic[], { failed, strict }: { failed: boolean; strict: boolean }, colors: Colors = pc): string {
  const { errors, warnings } = countDiagnostics(diagnostics);
  const files = new Set(diagnostics.filter((d) => d.severity !== 'info').map((d) => d.location?.file ?? '')).size;
  const where = errors + warnings ? ` in ${files} file${files === 1 ? '' : 's'}` : '';
  if (!failed) return `${colors.green('✔ Check passed:')} ${summarise(diagnostics, colors)}${where}`;
  const why = !errors && strict ? ' (--strict fails on warnings)' : '';
  return `${colors.red('✖ Check failed:')} ${summarise(diagnostics, colors)}${where}${why}`;
}

/** `::warning file=…,line=…,col=…::message` lines for GitHub Actions. */
export function githubAnnotations(diagnostics: readonly Diagnostic[]): string {
  const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return diagnostics
    .filter((d) => d.severity !== 'info')
    .map((d) => {
      const properties: string[] = [];
      if (d.location) {
        properties.push(`file=${escapeProperty(d.location.file)}`);
        if (d.location.line) properties.push(`line=${d.location.line}`);
        if (d.location.column) properties.push(`col=${d.location.column}`);
      }
      properties.push(`title=${escapeProperty(`brokerdocs ${d.code}`)}`);
      const message = d.hint ? `${d.message}\n${d.hint}` : d.message;
      return `::${d.severity === 'error' ? 'error' : 'warning'} ${properties.join(',')}::${escapeData(message)}`;
    })
    .join('\n');
}

/**
 * `--verbose`'s table of stage timings: names padded to the longest one (a
 * stage such as "openapi: model and body" pushed its numbers out of the
 * column), times and memory right-aligned.
 */
export function timingTable(timings: readonly Timing[]): string[] {
  const names = Math.max(0, ...timings.map((t) => t.name.length));
  const times = timings.map((t) => `${t.ms.toFixed(1)} ms`);
  const timeWidth = Math.max(0, ...times.map((time) => time.length));
  const memory = timings.map((t) => (t.rssMb === undefined ? '' : `${t.rssMb} MB`));
  const memoryWidth = Math.max(0, ...memory.map((mb) => mb.length));
  return timings.map((t, i) => `  ${t.name.padEnd(names)}  ${times[i]!.padStart(timeWidth)}${memory[i] ? `  ${memory[i]!.padStart(memoryWidth)}` : ''}`);
}
