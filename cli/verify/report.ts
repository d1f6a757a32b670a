// verify's three outputs: text for a terminal, one JSON object for tools,
// JUnit XML for CI (each operation a test case: failed, skipped or passed).
import type { Colors } from '../report.js';
import type { VerifyMismatch, VerifyRun } from './run.js';

export function verifyText(run: VerifyRun, server: string, colors: Colors): string {
  const lines: string[] = [];
  for (const result of run.results) {
    const name = `${result.operationId} ${colors.dim(`${result.method} ${result.path}`)}`;
    if (result.outcome === 'skip') {
      lines.push(`${colors.yellow('skip')} ${name}: ${result.reason}`);
      continue;
    }
    const status = result.status === undefined ? '' : ` → ${result.status}`;
    lines.push(`${result.outcome === 'pass' ? colors.green('pass') : colors.red('FAIL')} ${name}${status}`);
    for (const mismatch of result.mismatches) {
      lines.push(`     ${mismatch.pointer || '(answer)'}`);
      lines.push(`       expected ${expectedText(mismatch)}`);
      lines.push(`       received ${mismatch.received}`);
    }
  }
  const { passed, failed, skipped } = run.summary;
  lines.push('', `${server}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return lines.join('\n');
}

export function verifyJson(run: VerifyRun, server: string): string {
  const results = run.results.map((r) => ({
    operationId: r.operationId,
    method: r.method,
    path: r.path,
    status: r.status ?? null,
    outcome: r.outcome,
    mismatches: r.mismatches.map((m) => ({ pointer: m.pointer, expected: m.expected, received: m.received, ...(m.location ? { location: m.location } : {}) })),
    ...(r.reason ? { reason: r.reason } : {}),
  }));
  return JSON.stringify({ server, results, summary: run.summary }, null, 2);
}

export function verifyJunit(run: VerifyRun, server: string): string {
  const { passed, failed, skipped } = run.summary;
  const cases = run.results.map((r) => {
    const open = `    <testcase classname="${xml(`${r.method} ${r.path}`)}" name="${xml(r.operationId)}"`;
    if (r.outcome === 'pass') return `${open}/>`;
    if (r.outcome === 'skip') return `${open}>\n      <skipped message="${xml(r.reason ?? '')}"/>\n    </testcase>`;
    const detail = r.mismatches.map((m) => `${m.pointer || '(answer)'}: expected ${expectedText(m)}; received ${m.received}`).join('\n');
    const message = `${r.mismatches.length} mismatch${r.mismatches.length === 1 ? '' : 'es'}${r.status === undefined ? '' : ` (status ${r.status})`}`;
    return `${open}>\n      <failure message="${xml(message)}" type="conformance">${xml(detail)}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="brokerdocs verify" tests="${passed + failed + skipped}" failures="${failed}" skipped="${skipped}">`,
    `  <testsuite name="${xml(server)}" tests="${passed + failed + skipped}" failures="${failed}" errors="0" skipped="${skipped}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function expectedText(m: VerifyMismatch): string {
  if (!m.location) return m.expected;
  return `${m.expected} (${m.location.file}${m.location.line ? `:${m.location.line}` : ''})`;
}

/** Text in XML attributes and content; characters XML 1.0 cannot hold at all are dropped. */
function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

