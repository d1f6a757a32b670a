import { describe, it, expect } from 'vitest';
import { createConfigLocator, findKeyPath } from '../../cli/config/locate.js';

const locateKey = (text: string, keyPath: readonly PropertyKey[]) => createConfigLocator(text, 'docs.config.ts').locate(keyPath);

const source = `// A site.
import { defineConfig } from 'brokerdocs';

const shared = { label: 'Shared', to: '/shared' };

export default defineConfig({
  title: 'Site', // a comment with a "quote
  url: \`https://\${'x'}.example.com\`,
  /* items: [ */
  themeConfig: {
    navbar: {
      items: [
        { to: '/one', label: 'One' },
        { label: "Two, with a comma", 'to': '/two' },
        shared,
        { type: 'dropdown', items: [{ to: '/a' }, , { to: '/c' }] },
      ],
    },
  },
});
`;

describe('findKeyPath', () => {
  it('follows object keys and array indices to the key itself', () => {
    expect(findKeyPath(source, ['themeConfig', 'navbar', 'items', 1, 'to'])).toEqual({ position: { line: 14, column: 39 }, matched: 5, opaque: false });
    expect(findKeyPath(source, ['themeConfig', 'navbar', 'items', 0, 'to'])?.position).toEqual({ line: 13, column: 11 });
  });

  it('counts holes in arrays and skips strings, templates and comments', () => {
    expect(findKeyPath(source, ['themeConfig', 'navbar', 'items', 3, 'items', 2, 'to'])?.position).toEqual({ line: 16, column: 55 });
    expect(findKeyPath(source, ['url'])?.position).toEqual({ line: 8, column: 3 });
  });

  it('points a missing key at the object that should hold it', () => {
    expect(findKeyPath(source, ['themeConfig', 'footer'])).toEqual({ position: { line: 10, column: 3 }, matched: 1, opaque: false });
  });

  it('says when it stops at a value it cannot see into', () => {
    expect(findKeyPath(source, ['themeConfig', 'navbar', 'items', 2, 'to'])).toMatchObject({ matched: 4, opaque: true });
  });

  it('finds a config held in a variable', () => {
    const viaVariable = `const config: UserConfig = {\n  title: 'x',\n  url: 'y',\n};\nexport default config;\n`;
    expect(findKeyPath(viaVariable, ['url'])?.position).toEqual({ line: 3, column: 3 });
  });
});

describe('config locators', () => {
  it('keep each source’s scan to themselves, located in turn', () => {
    const other = source.replace('  url:', '\n\n  url:');
    expect(other).not.toBe(source);
    const first = createConfigLocator(source, 'a.config.ts');
    const second = createConfigLocator(other, 'b.config.ts');
    for (let i = 0; i < 3; i++) {
      expect(first.at(['url'])).toEqual({ file: 'a.config.ts', line: 8, column: 3 });
      expect(second.at(['url'])).toEqual({ file: 'b.config.ts', line: 10, column: 3 });
    }
  });
});

describe('locateKey', () => {
  it('searches by name past a variable', () => {
    expect(locateKey(source, ['themeConfig', 'navbar', 'items', 2, 'to'])).toEqual({ line: 4 });
  });

  it('returns nothing for a file without a literal or the key', () => {
    expect(locateKey('export default make();', ['title'])).toBeUndefined();
  });
});
