// A value made from a package the site has not installed is read as not set,
// and each such key is named at its line; real values pass untouched.
import { describe, expect, it } from 'vitest';
import { standInOf, standInWarnings, withoutStandIns, STAND_IN } from '../../cli/config/stand-ins.js';
import { documentTitle } from '../../templates/contracts/paths.js';

/** What module-runtime.ts' banner makes for a package not installed, as far as the reader sees it. */
function standIn(name: string): unknown {
  const stub: unknown = new Proxy(function () {}, { get: (_, key) => (key === STAND_IN ? name : stub), apply: () => stub });
  return stub;
}

describe('withoutStandIns', () => {
  it('leaves out object keys whose value is a stand-in, at any depth, and keeps the rest as loaded', () => {
    const shared = { label: 'kept' };
    const editUrl = (doc: string) => `https://example.org/${doc}`;
    const config = { title: 'T', presets: [['classic', { docs: { showLastUpdateTime: standIn('internal'), editUrl, path: 'docs' } }]], shared, plugins: [standIn('plugin-x')] };
    const { value, dropped } = withoutStandIns(config);
    expect(dropped).toEqual([{ keyPath: ['presets', 0, 1, 'docs', 'showLastUpdateTime'], from: 'internal' }]);
    const docs = (value as typeof config).presets[0]![1] as { docs: Record<string, unknown> };
    expect(docs.docs).toEqual({ editUrl, path: 'docs' });
    expect('showLastUpdateTime' in docs.docs).toBe(false);
    // The loaded object is not changed; branches without a stand-in are the same objects.
    expect(standInOf((config.presets[0]![1] as { docs: Record<string, unknown> }).docs.showLastUpdateTime)).toBe('internal');
    expect((value as typeof config).shared).toBe(shared);
    // A stand-in in a list stays where it is (the plugin lists' readers pass it by).
    expect(standInOf((value as typeof config).plugins[0])).toBe('plugin-x');
  });

  it('returns a config without stand-ins as it is, cycles included', () => {
    const config: Record<string, unknown> = { title: 'T', when: new Date(0) };
    config.self = config;
    const { value, dropped } = withoutStandIns(config);
    expect(value).toBe(config);
    expect(dropped).toEqual([]);
    expect(standInOf(() => 1)).toBeUndefined();
  });

  it('names the keys per package, at the first one’s line', () => {
    const source = "export default {\n  title: 'T',\n  docs: {\n    editUrl: fb({}),\n    showLastUpdateTime: fb({}),\n  },\n};\n";
    const [first, ...rest] = standInWarnings(
      [
        { keyPath: ['docs', 'editUrl'], from: 'fb' },
        { keyPath: ['docs', 'showLastUpdateTime'], from: 'fb' },
      ],
      source,
      'docs.config.ts',
    );
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ severity: 'warning', code: 'packages-missing-values', location: { file: 'docs.config.ts', line: 4 } });
    expect(first!.message).toBe('Keys take their values from fb, which cannot be found, and are read as not set: docs.editUrl, docs.showLastUpdateTime');
  });
});

describe('documentTitle', () => {
  it("joins the page's and the site's titles with the site's delimiter, `|` by default", () => {
    expect(documentTitle({ title: 'Site' }, { route: '/docs/a', title: 'A' })).toBe('A | Site');
    expect(documentTitle({ title: 'Site', titleDelimiter: '·' }, { route: '/docs/a', title: 'A' })).toBe('A · Site');
    expect(documentTitle({ title: 'Site', titleDelimiter: '·' }, { route: '/', title: 'Site' })).toBe('Site');
  });
});

describe('withoutStandIns on a value that throws when read', () => {
  it('returns it as loaded, for the schema to report', () => {
    const config = { title: 'T', get docs(): unknown { throw new Error('getter exploded'); } };
    expect(withoutStandIns(config)).toEqual({ value: config, dropped: [] });
    const proxy = new Proxy({}, { ownKeys: () => { throw new Error('proxy exploded'); } });
    expect(withoutStandIns(proxy).value).toBe(proxy);
  });
});
