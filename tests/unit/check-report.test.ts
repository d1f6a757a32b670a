// How diagnostics are printed: colour decisions, grouping, the verdict line
// and GitHub Actions annotations.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../cli/diagnostics.js';
import { checkSummary, codeCounts, colorsFor, filterByCode, formatDiagnostics, githubAnnotations, timingTable } from '../../cli/report.js';

const plain = colorsFor({ isTTY: false }, {});
const red = (colors: ReturnType<typeof colorsFor>) => colors.red('x') !== 'x';

const diagnostics: Diagnostic[] = [
  { severity: 'warning', code: 'broken-link', message: 'Broken link "/b"', hint: 'The closest route is /a.', location: { file: 'docs/b.md', line: 9, column: 3 } },
  { severity: 'error', code: 'config-invalid', message: 'title: expected string, received nothing', location: { file: 'docs.config.ts', line: 2 } },
  { severity: 'warning', code: 'broken-link', message: 'Broken link "/c"', location: { file: 'docs/b.md', line: 2, column: 7 } },
  { severity: 'info', code: 'duplicate-route', message: 'Duplicate route "/x"', location: { file: 'docs/x.md' } },
];

describe('colorsFor', () => {
  it.each([
    [{ isTTY: true }, {}, true],
    [{ isTTY: false }, {}, false],
    [{ isTTY: true }, { NO_COLOR: '1' }, false],
    [{ isTTY: true }, { TERM: 'dumb' }, false],
    [{ isTTY: false }, { FORCE_COLOR: '1' }, true],
    [{ isTTY: true }, { FORCE_COLOR: '0' }, false],
    [{ isTTY: false }, { NO_COLOR: '1', FORCE_COLOR: '1' }, false],
    [{ isTTY: false }, { CI: 'true' }, true],
  ])('%j with %j: colour %s', (stream, env, expected) => {
    expect(red(colorsFor(stream, env))).toBe(expected);
  });
});

describe('formatDiagnostics', () => {
  it('groups by file in order, sorts by line, and puts each hint under its problem', () => {
    expect(formatDiagnostics(diagnostics, plain)).toMatchInlineSnapshot(`
      "docs.config.ts
        error    docs.config.ts:2  title: expected string, received nothing  [config-invalid]

      docs/b.md
        warning  docs/b.md:2:7  Broken link "/c"  [broken-link]
        warning  docs/b.md:9:3  Broken link "/b"  [broken-link]
                 hint: The closest route is /a.

      docs/x.md
        info     docs/x.md  Duplicate route "/x"  [duplicate-route]"
    `);
  });
});

describe('checkSummary', () => {
  it('says whether the check passed, the counts, and why --strict failed it', () => {
    const warnings = diagnostics.filter((d) => d.severity !== 'error');
    expect(checkSummary([], { failed: false, strict: false }, plain)).toBe('✔ Check passed: 0 errors, 0 warnings');
    expect(checkSummary(warnings, { failed: false, strict: false }, plain)).toBe('✔ Check passed: 0 errors, 2 warnings, 1 note in 1 file');
    expect(checkSummary(warnings, { failed: true, strict: true }, plain)).toBe('✖ Check failed: 0 errors, 2 warnings, 1 note in 1 file (--strict fails on warnings)');
    expect(checkSummary(diagnostics, { failed: true, strict: false }, plain)).toBe('✖ Check failed: 1 error, 2 warnings, 1 note in 2 files');
  });
});

describe('githubAnnotations', () => {
  it('writes errors and warnings (not notes) with escaped properties and message', () => {
    const tricky: Diagnostic = { severity: 'error', code: 'x', message: '100% wrong:\nsecond line', location: { file: 'docs/a,b:c.md', line: 1, column: 2 } };
    expect(githubAnnotations([...diagnostics, tricky]).split('\n')).toEqual([
      '::warning file=docs/b.md,line=9,col=3,title=brokerdocs broken-link::Broken link "/b"%0AThe closest route is /a.',
      '::error file=docs.config.ts,line=2,title=brokerdocs config-invalid::title: expected string, received nothing',
      '::warning file=docs/b.md,line=2,col=7,title=brokerdocs broken-link::Broken link "/c"',
      '::error file=docs/a%2Cb%3Ac.md,line=1,col=2,title=brokerdocs x::100%25 wrong:%0Asecond line',
    ]);
  });
});

describe('formatDiagnostics with perCode', () => {
  it('lists the first problems of each code and severity, then counts the rest of each', () => {
    const many: Diagnostic[] = [
      ...Array.from({ length: 7 }, (_, i): Diagnostic => ({ severity: 'warning', code: 'openapi-example-invalid', message: `example ${i + 1}`, location: { file: 'api.yaml', line: i + 1 } })),
      { severity: 'error', code: 'openapi-example-invalid', message: 'an error of the same code', location: { file: 'api.yaml', line: 50 } },
      { severity: 'warning', code: 'broken-link', message: 'one link', location: { file: 'docs/a.md', line: 1 } },
    ];
    const text = formatDiagnostics(many, plain, { perCode: 2 });
    expect(text).toContain('example 2');
    expect(text).not.toContain('example 3');
    expect(text).toContain('an error of the same code');
    expect(text).toContain('one link');
    expect(text.split('\n').slice(-1)).toEqual(['  … and 5 more openapi-example-invalid warnings (`brokerdocs check` lists them all)']);
    expect(formatDiagnostics(many, plain)).toContain('example 7');
  });
});

describe('timingTable', () => {
  it('pads names to the longest and right-aligns times and memory', () => {
    expect(timingTable([
      { name: 'config', ms: 24.51, rssMb: 79 },
      { name: 'openapi: model and body', ms: 228.7, rssMb: 125 },
      { name: 'startup', ms: 1234 },
    ])).toEqual([
      '  config                     24.5 ms   79 MB',
      '  openapi: model and body   228.7 ms  125 MB',
      '  startup                  1234.0 ms',
    ]);
  });
});

describe('codeCounts and filterByCode', () => {
  it('counts each code and severity, errors first, then the most frequent', () => {
    expect(codeCounts(diagnostics, plain)).toEqual(['  1 config-invalid (error)', '  2 broken-link (warnings)', '  1 duplicate-route (note)']);
  });

  it('keeps only the codes asked for, or all but the ignored ones, comma-separated or repeated', () => {
    expect(filterByCode(diagnostics, { only: ['broken-link'] }).map((d) => d.message)).toEqual(['Broken link "/b"', 'Broken link "/c"']);
    expect(filterByCode(diagnostics, { only: ['config-invalid, duplicate-route'] }).map((d) => d.code)).toEqual(['config-invalid', 'duplicate-route']);
    expect(filterByCode(diagnostics, { ignore: ['broken-link', 'duplicate-route'] }).map((d) => d.code)).toEqual(['config-invalid']);
    expect(filterByCode(diagnostics, {})).toHaveLength(4);
  });
});
