// The figures the hardening tests report (cases fuzzed, payloads tried,
// kills survived…). Each is printed as one `[hardening]` line; when
// `BROKERDOCS_HARDENING_REPORT` names a file (`npm run fuzz` sets it), it is
// also appended there as a JSON line, so the run can print one table.
import { appendFileSync } from 'node:fs';

export function reportFigure(name: string, figures: Record<string, number | string>, summary: string): void {
  console.log(`[hardening] ${name}: ${summary}`);
  const file = process.env.BROKERDOCS_HARDENING_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ name, summary, ...figures })}\n`);
}
