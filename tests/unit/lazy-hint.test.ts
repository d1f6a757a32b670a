// A "did you mean" hint is made when it is first read (cli/diagnostics.ts):
// a build prints only the first few, and each costs a walk of every route or
// anchor of the site. Read, copied or serialised, it must be the same hint.
import { describe, expect, it } from 'vitest';
import { warning, withLazyHint, withSeverity } from '../../cli/diagnostics.js';
import { checkLinks } from '../../cli/check/links.js';

describe('a hint made when read', () => {
  it('is made once, on the first read, and is what a report and a copy with another severity see', () => {
    let made = 0;
    const diagnostic = withLazyHint(warning('broken-anchor', 'Broken anchor'), () => (made++, 'The closest anchor on that page is #setup.'));
    const copy = withSeverity(diagnostic, 'error');
    expect(made).toBe(0);
    expect(diagnostic.hint).toBe('The closest anchor on that page is #setup.');
    expect(diagnostic.hint).toBe('The closest anchor on that page is #setup.');
    expect(made).toBe(1);
    expect(JSON.parse(JSON.stringify(copy))).toEqual({ severity: 'error', code: 'broken-anchor', message: 'Broken anchor', hint: 'The closest anchor on that page is #setup.' });
    expect(structuredClone(diagnostic).hint).toBe('The closest anchor on that page is #setup.');
  });

  it('can be replaced before or after it is made', () => {
    const before = withLazyHint(warning('x', 'y'), () => 'made');
    before.hint = 'replaced';
    expect(before.hint).toBe('replaced');
    const after = withLazyHint(warning('x', 'y'), () => 'made');
    expect(after.hint).toBe('made');
    after.hint = 'replaced';
    expect(after.hint).toBe('replaced');
  });

  it('names the closest anchor and route of a link check', () => {
    const targets = { anchors: new Map([['/guide/setup', new Set(['install-the-cli', 'configure'])]]), files: new Set<string>() };
    const links = [
      { href: '/guide/setup#instal-the-cli', written: '/guide/setup#instal-the-cli', line: 3, column: 1, target: { route: '/guide/setup', anchor: 'instal-the-cli' } },
      { href: '/guide/setpu', written: '/guide/setpu', line: 4, column: 1, target: { route: '/guide/setpu' } },
    ];
    const [anchor, route] = checkLinks([{ file: 'docs/a.md', links: links as never }], targets);
    expect(anchor!.hint).toBe('The closest anchor on that page is #install-the-cli.');
    expect(route!.hint).toBe('The closest route is /guide/setup.');
  });
});
