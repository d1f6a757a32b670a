// `brokerdocs check` as a process (dist/cli.cjs, bundled by `npm test` first):
// exit codes with and without --strict, the grouped text report and its
// colours, --format json, and GitHub Actions annotations.
import { describe, expect, it } from 'vitest';
import { brokerdocs as run } from '../support/cli.js';
import { fixtureSite } from '../support/paths.js';

/** The CLI with a clean environment: no colour forcing, not in CI, unless `env` says so. */
const brokerdocs = (args: string[], env: Record<string, string> = {}) => run(args, { env });

const ANSI = /\u001b\[\d+m/;

describe('exit codes', () => {
  it('0 for the manual, even with --strict', () => {
    const run = brokerdocs(['check', '--strict']);
    expect(run.stdout.trim()).toBe('✔ Check passed: 0 errors, 0 warnings');
    expect(run.status).toBe(0);
  });

  it('0 for warnings only, 1 when --strict makes them fail', () => {
    const lenient = brokerdocs(['check', fixtureSite('duplicate-routes')]);
    expect(lenient.status).toBe(0);
    expect(lenient.stdout).toContain('✔ Check passed: 0 errors, 3 warnings in 3 files');
    const strict = brokerdocs(['check', fixtureSite('duplicate-routes'), '--strict']);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('✖ Check failed: 0 errors, 3 warnings in 3 files (--strict fails on warnings)');
  });

  it('1 when the site has errors', () => {
    const run = brokerdocs(['check', fixtureSite('bad-config')]);
    expect(run.status).toBe(1);
    // Its docs folder has no index.md either: that warning is the second file.
    expect(run.stdout).toContain('✖ Check failed: 5 errors, 1 warning in 2 files');
  });

  it.each([
    [['check', '--format', 'xml'], 'error: --format must be text or json, not "xml"'],
    [['check', '--no-such-option'], "error: unknown option '--no-such-option'"],
  ])('2 for bad usage: %j', (args, message) => {
    const run = brokerdocs(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
  });
});

describe('text report', () => {
  it('groups problems under their file, sorted by line, each with its location, code and hint', () => {
    const run = brokerdocs(['check', fixtureSite('bad-openapi')]);
    expect(run.stdout).toBe(
      [
        'openapi/orders.yaml',
        '  error    openapi/orders.yaml:24:19  Example GET /orders 200 application/json example does not match its schema: /0/qty must be number, found "ten"  [openapi-example-invalid]',
        '           hint: Fix the example, or the schema if the example is right (openapi.exampleValidation sets how strict this is).',
        '  warning  openapi/orders.yaml:28:22  POST /orders uses the tag "Trading", which the top-level tags do not declare  [openapi-unknown-tag]',
        '           hint: Declare it under tags (name and description) so the reference can group and describe it.',
        '  warning  openapi/orders.yaml:41:5  DELETE /orders/{id} has no operationId  [openapi-missing-operation-id]',
        '           hint: Add a unique operationId: the reference page and links such as #operation/… use it as the anchor.',
        '  warning  openapi/orders.yaml:75:5  components.schemas.Leftover is never used  [openapi-unused-component]',
        '           hint: Reference it with $ref where it applies, or remove it.',
        "  error    openapi/orders.yaml:79:7  Example POST /orders request application/json examples.market does not match its schema: the value must have required property 'side'  [openapi-example-invalid]",
        '           hint: Fix the example, or the schema if the example is right (openapi.exampleValidation sets how strict this is).',
        '  error    openapi/orders.yaml:81:9  Example POST /orders request application/json examples.market does not match its schema: /qty must be > 0  [openapi-example-invalid]',
        '           hint: Fix the example, or the schema if the example is right (openapi.exampleValidation sets how strict this is).',
        '  warning  openapi/orders.yaml:84:5  components.responses.NotFound is never used  [openapi-unused-component]',
        '           hint: Reference it with $ref where it applies, or remove it.',
        '',
        '  3 openapi-example-invalid (errors)',
        '  2 openapi-unused-component (warnings)',
        '  1 openapi-missing-operation-id (warning)',
        '  1 openapi-unknown-tag (warning)',
        '',
        '✖ Check failed: 3 errors, 4 warnings in 1 file',
        '',
      ].join('\n'),
    );
  });

  it('lists only the codes --only names, or all but those --ignore names, and gives the verdict of what it lists', () => {
    const only = brokerdocs(['check', fixtureSite('bad-openapi'), '--only', 'openapi-unused-component,openapi-unknown-tag']);
    expect(only.stdout.match(/\[[a-z-]+\]$/gm)).toEqual(['[openapi-unknown-tag]', '[openapi-unused-component]', '[openapi-unused-component]']);
    expect(only.stdout).toContain('✔ Check passed: 0 errors, 3 warnings in 1 file');
    expect(only.status).toBe(0);
    const ignored = brokerdocs(['check', fixtureSite('bad-openapi'), '--ignore', 'openapi-example-invalid', '--ignore', 'openapi-unused-component']);
    expect(ignored.stdout.match(/\[[a-z-]+\]$/gm)).toEqual(['[openapi-unknown-tag]', '[openapi-missing-operation-id]']);
    expect(ignored.stdout).toContain('✔ Check passed: 0 errors, 2 warnings in 1 file');
    const json = JSON.parse(brokerdocs(['check', fixtureSite('bad-openapi'), '--format', 'json', '--only', 'openapi-unknown-tag']).stdout);
    expect(json).toMatchObject({ ok: true, summary: { errors: 0, warnings: 1 } });
  });

  it('puts the files of a site in order, each once', () => {
    const run = brokerdocs(['check', fixtureSite('broken-links')]);
    const headers = run.stdout.split('\n').filter((line) => line !== '' && !line.startsWith(' ') && !line.startsWith('✔'));
    expect(headers).toEqual(['docs.config.ts', 'docs/guide/history.md', 'docs/guide/intro.md', 'docs/guide/markdown-links.md', 'docs/index.md', 'openapi/api.yaml']);
  });

  it('has no colour when piped, or with NO_COLOR; colour with FORCE_COLOR', () => {
    expect(brokerdocs(['check', fixtureSite('duplicate-routes')]).stdout).not.toMatch(ANSI);
    expect(brokerdocs(['check', fixtureSite('duplicate-routes')], { NO_COLOR: '1', FORCE_COLOR: '1' }).stdout).not.toMatch(ANSI);
    const forced = brokerdocs(['check', fixtureSite('duplicate-routes')], { FORCE_COLOR: '1' }).stdout;
    expect(forced).toMatch(ANSI);
    expect(forced).toContain('\u001b[33mwarning\u001b[39m');
  });
});

describe('--format json', () => {
  it('prints the diagnostics as data, sorted, with the verdict and the counts', () => {
    const run = brokerdocs(['check', fixtureSite('bad-config'), '--format', 'json']);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ ok: false, strict: false, summary: { errors: 5, warnings: 1, infos: 0 } });
    expect(report.diagnostics).toHaveLength(6);
    expect(report.diagnostics[5]).toEqual({
      severity: 'error',
      code: 'navbar-unknown-type',
      message: 'themeConfig.navbar.items[6].type: No NavbarItem component found for type "dropdwn".',
      hint: 'Did you mean "dropdown"?',
      location: { file: 'docs.config.ts', line: 26, column: 11 },
    });
  });

  it('reports ok for warnings unless --strict', () => {
    expect(JSON.parse(brokerdocs(['check', fixtureSite('duplicate-routes'), '--format', 'json']).stdout)).toMatchObject({ ok: true, summary: { warnings: 3 } });
    const strict = brokerdocs(['check', fixtureSite('duplicate-routes'), '--format', 'json', '--strict']);
    expect(strict.status).toBe(1);
    expect(JSON.parse(strict.stdout)).toMatchObject({ ok: false, strict: true });
  });
});

describe('GitHub Actions', () => {
  it('adds an annotation per problem, with file, line and column', () => {
    const run = brokerdocs(['check', fixtureSite('broken-links')], { GITHUB_ACTIONS: 'true' });
    const annotations = run.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toHaveLength(20);
    expect(annotations).toContain(
      '::warning file=docs/index.md,line=9,col=41,title=brokerdocs broken-anchor::Broken anchor "/api#operation/getThng" (resolved to /bl/api#operation/getThng): the page /api has no operation with operationId "getThng" (anchor #operation/getThng)%0AThe closest anchor on that page is #operation/getThing.',
    );
  });

  it('annotates errors as errors, and keeps stdout JSON with --format json', () => {
    const run = brokerdocs(['check', fixtureSite('bad-config'), '--format', 'json'], { GITHUB_ACTIONS: 'true' });
    expect(JSON.parse(run.stdout).diagnostics).toHaveLength(6);
    const annotations = run.stderr.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toHaveLength(6);
    expect(annotations.filter((line) => line.startsWith('::warning file=docs,title=brokerdocs no-docs-home::'))).toHaveLength(1);
    expect(annotations[0]).toMatch(/^::error file=docs\.config\.ts,line=\d+,col=\d+,title=brokerdocs [a-z-]+::/);
  });

  it('prints no annotations outside GitHub Actions', () => {
    expect(brokerdocs(['check', fixtureSite('broken-links')]).stdout).not.toContain('::warning');
  });
});

describe('--verbose', () => {
  it('prints the time of start-up and of each stage, and the memory held after each stage', () => {
    const run = brokerdocs(['check', '--verbose']);
    const lines = run.stderr.split('\n').map((line) => /^\s+(.+?)\s{2,}[\d.]+ ms(?:\s+(\d+) MB)?$/.exec(line)).filter((match) => match !== null);
    const stages = lines.map((match) => match[1]);
    expect(stages).toEqual(expect.arrayContaining(['startup', 'config', 'content: read', 'openapi: load', 'openapi: model and body', 'openapi', 'openapi rules', 'markdown', 'links', 'total']));
    const memory = new Map(lines.map((match) => [match[1], match[2] === undefined ? undefined : Number(match[2])]));
    expect(memory.get('openapi')).toBeGreaterThan(30);
    expect(memory.get('openapi')).toBeLessThan(1000);
    expect(memory.get('startup')).toBeUndefined();
  });
});
