// "Edit this page" links (cli/render/edit-links.ts): a base URL with the doc's
// path from the site folder, or a function called with what Docusaurus passes.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EditUrlParams } from '../../cli/config/docs-schema.js';
import type { SiteConfig } from '../../cli/config/resolve.js';
import type { DocSource } from '../../cli/content/docs.js';
import { createEditLinks } from '../../cli/render/edit-links.js';
import type { DocsVersion } from '../../cli/versions/versions.js';

const siteDir = path.resolve('/sites/widgets/website');
const configWith = (editUrl: unknown) =>
  ({ siteDir, docs: { editUrl }, i18n: { currentLocale: 'fr' }, locator: { at: () => ({ file: 'docusaurus.config.js', line: 12 }) } }) as unknown as SiteConfig;
const released = { name: '1.0', docsDir: path.join(siteDir, 'versioned_docs', 'version-1.0') } as DocsVersion;
const doc = { file: 'versioned_docs/version-1.0/guide/install.md', relative: path.join('guide', 'install.md'), absolute: path.join(released.docsDir, 'guide', 'install.md') } as DocSource;

describe('edit links', () => {
  it('resolve the doc’s path from the site folder under a base URL', () => {
    const links = createEditLinks(configWith('https://git.example.org/widgets/edit/main/website'));
    expect(links.of(doc, released, '/fr/docs/1.0/guide/install')).toBe('https://git.example.org/widgets/edit/main/website/versioned_docs/version-1.0/guide/install.md');
    expect(createEditLinks(configWith(undefined)).of(doc, released, '/x')).toBeUndefined();
  });

  it('call a function with the version, its folder, the doc’s path, permalink and locale, as Docusaurus does', () => {
    const seen: unknown[] = [];
    const links = createEditLinks(
      configWith((params: EditUrlParams) => {
        seen.push(params);
        return params.docPath.startsWith('guide/') ? `https://translate.example.org/${params.locale}/${params.versionDocsDirPath}/${params.docPath}` : undefined;
      }),
    );
    expect(links.of(doc, released, '/fr/docs/1.0/guide/install')).toBe('https://translate.example.org/fr/versioned_docs/version-1.0/guide/install.md');
    expect(seen).toEqual([{ version: '1.0', versionDocsDirPath: 'versioned_docs/version-1.0', docPath: 'guide/install.md', permalink: '/fr/docs/1.0/guide/install', locale: 'fr' }]);
    // undefined from the function: that page has no link, and nothing is wrong.
    expect(links.of({ ...doc, relative: 'intro.md' }, released, '/fr/docs/1.0/intro')).toBeUndefined();
    expect(links.diagnostics).toEqual([]);
  });

  it('leave a page without the link, and warn once at the config line, when the function throws or returns no web address', () => {
    let calls = 0;
    const throwing = createEditLinks(
      configWith(() => {
        calls++;
        throw new Error('no repository for this locale');
      }),
    );
    expect(throwing.of(doc, released, '/a')).toBeUndefined();
    expect(throwing.of(doc, released, '/b')).toBeUndefined();
    expect(calls).toBe(2);
    expect(throwing.diagnostics).toHaveLength(1);
    expect(throwing.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'edit-url-invalid', location: { file: 'docusaurus.config.js', line: 12 } });
    expect(throwing.diagnostics[0]!.message).toContain('no repository for this locale');
    const scripted = createEditLinks(configWith(() => 'javascript:alert(1)'));
    expect(scripted.of(doc, released, '/a')).toBeUndefined();
    expect(scripted.diagnostics[0]!.message).toContain('"javascript:alert(1)"');
  });
});
