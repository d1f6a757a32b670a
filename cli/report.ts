// The one place diagnostics are printed: grouped by file, coloured when the
// terminal supports it (picocolors honours NO_COLOR), a summary line, and
// GitHub Actions annotations when running there.
import pc from 'picocolors';
import type { Diagnostic } from './diagnostics.js';

export function formatLocation(d: Diagnostic): string {
  if (!d.location) return '';
  const { file, line, column } = d.location;
  return `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}`;
}

export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = d.location?.file ?? '';
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const lines: string[] = [];
  for (const [file, list] of groups) {
    if (file) lines.push(pc.underline(file));
    for (const d of list) {
      const label = d.severity === 'error' ? pc.red('error') : d.severity === 'warning' ? pc.yellow('warning') : pc.cyan('info');
      const where = formatLocation(d);
      lines.push(`  ${label} ${d.message}${where ? pc.dim(`  ${where}`) : ''} ${pc.dim(`[${d.code}]`)}`);
      if (d.hint) lines.push(`    ${pc.dim('hint:')} ${d.hint}`);
    }
  }
  return lines.join('\n');
}

export function summarise(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const text = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  return errors ? pc.red(text) : warnings ? pc.yellow(text) : pc.green(text);
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
      const message = d.hint ? `${d.message} (${d.hint})` : d.message;
      return `::${d.severity === 'error' ? 'error' : 'warning'}${properties.length ? ` ${properties.join(',')}` : ''}::${escapeData(message)}`;
    })
    .join('\n');
}
