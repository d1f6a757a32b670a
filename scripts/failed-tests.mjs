// Prints the tests a Vitest JSON report records as failed, with the first
// lines of each failure. `npm test` calls it after its summary: CI keeps only
// the end of a long run's output, where Vitest's own account of a failure
// (printed before hundreds of passing lines) is long gone.
import { readFileSync } from 'node:fs';

const MESSAGE_LINES = 20;
const root = `${process.cwd()}/`;
const relative = (file) => (file.startsWith(root) ? file.slice(root.length) : file);

for (const file of process.argv.slice(2)) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    continue; // No report: the stage failed before Vitest wrote one, and said why.
  }
  for (const suite of report.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && suite.status === 'failed') {
      console.log(`\n✗ ${relative(suite.name)}\n${indent(suite.message ?? '')}`);
    }
    for (const test of failed) {
      console.log(`\n✗ ${relative(suite.name)} › ${test.fullName}\n${indent((test.failureMessages ?? []).join('\n'))}`);
    }
  }
}

/** The message without stack frames outside the project's own files, indented under its test. */
function indent(text) {
  const lines = text.split('\n').filter((line) => !/^\s+at /.test(line) || (line.includes(root) && !line.includes('/node_modules/')));
  return lines.slice(0, MESSAGE_LINES).map((line) => `    ${line.replaceAll(root, '')}`).join('\n');
}
