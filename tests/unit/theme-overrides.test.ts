// The swizzled parts of Docusaurus' theme that brokerdocs does not use are
// named; components pages import, and ours, are not.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeOverrideWarnings, unusedThemeOverrides } from '../../cli/content/mdx-compile/theme-overrides.js';
import { temporaryDir } from '../support/paths.js';

async function siteWithTheme(files: readonly string[]): Promise<string> {
  const site = await temporaryDir('brokerdocs-theme-overrides-');
  for (const file of files) {
    await mkdir(path.dirname(path.join(site, 'src/theme', file)), { recursive: true });
    await writeFile(path.join(site, 'src/theme', file), 'export default function Part({ children }) { return children; }\n');
  }
  return site;
}

describe('swizzled theme components', () => {
  it('names the parts of the page brokerdocs draws itself, by folder and part', async () => {
    const site = await siteWithTheme(['Root.js', 'Layout/Provider/index.tsx', 'DocItem/Footer/index.js', 'NavbarItem/ComponentTypes.tsx', 'MDXComponents.tsx', 'Tabs/index.js', 'BoxLink/index.tsx', 'DocCardList/index.tsx', 'styles.module.css']);
    // Layout/Provider is used: each page's content is rendered inside it.
    expect(unusedThemeOverrides(site)).toEqual(['DocItem/Footer', 'NavbarItem/ComponentTypes', 'Root']);
    const [warning] = themeOverrideWarnings(site);
    expect(warning).toMatchObject({ severity: 'warning', code: 'docusaurus-swizzled', location: { file: 'src/theme' } });
    expect(warning!.message).toContain('DocItem/Footer, NavbarItem/ComponentTypes, Root');
  });

  it('says nothing for a site without src/theme, or with only components its pages use', async () => {
    expect(themeOverrideWarnings(await temporaryDir('brokerdocs-theme-none-'))).toEqual([]);
    expect(themeOverrideWarnings(await siteWithTheme(['MDXComponents.js', 'Admonition/index.js']))).toEqual([]);
  });
});
