// Where a Markdown link to a .md file leads: the file next to the page first,
// then the same path from the docs root, then from the site root (a link
// written `docs/guide/intro.md`), as Docusaurus looks them up.
import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '../../cli/content/link-resolver.js';

const routesByFile = new Map([
  ['intro.md', '/intro'],
  ['guide/intro.md', '/guide/intro'],
  ['guide/setup.md', '/guide/setup'],
  ['reference/api.md', '/reference/api'],
]);
const resolve = (written: string, docsPath: string | undefined = 'docs') =>
  createLinkResolver({ baseUrl: '/base/', routesByFile, from: { relative: 'guide/setup.md', route: '/guide/setup' }, docsPath })(written)?.href ?? null;

describe('Markdown links to .md files', () => {
  it('prefers the file next to the page', () => {
    expect(resolve('intro.md')).toBe('/base/guide/intro');
    expect(resolve('./intro.md#steps')).toBe('/base/guide/intro#steps');
    expect(resolve('../intro.md')).toBe('/base/intro');
  });

  it('then looks from the docs root', () => {
    expect(resolve('reference/api.md')).toBe('/base/reference/api');
    expect(resolve('/reference/api.md')).toBe('/base/reference/api');
  });

  it('then from the site root, through the docs folder', () => {
    expect(resolve('docs/reference/api.md')).toBe('/base/reference/api');
    expect(resolve('/docs/intro.md')).toBe('/base/intro');
    // Without a docs folder to go through, a site-root link names nothing.
    expect(resolve('docs/reference/api.md', '')).toBeNull();
  });

  it("then as a file of the site, in another version's folder (trpc's docs link to their 9.x pages)", () => {
    const routesBySiteFile = new Map([['versioned_docs/version-9.x/nextjs/intro.md', '/v9/nextjs/intro']]);
    const across = (written: string) => createLinkResolver({ baseUrl: '/base/', routesByFile, from: { relative: 'guide/setup.md', route: '/guide/setup' }, docsPath: 'docs', routesBySiteFile })(written)?.href ?? null;
    expect(across('../../versioned_docs/version-9.x/nextjs/intro.md#hooks')).toBe('/base/v9/nextjs/intro#hooks');
    expect(across('../../versioned_docs/version-9.x/nextjs/missing.md')).toBeNull();
  });

  it('names nothing when no place has the file', () => {
    expect(resolve('missing.md')).toBeNull();
    expect(resolve('docs/missing.md')).toBeNull();
  });
});

describe('the file a .md link naming none most likely meant', () => {
  const suggest = (written: string, relative = 'guide/setup.md') =>
    createLinkResolver({ baseUrl: '/base/', routesByFile, from: { relative, route: '/x' }, docsPath: 'docs' }).suggest!(written);

  it('is a close name in a folder the link names, the folder kept as written', () => {
    expect(suggest('intr.md')).toBe('intro.md');
    expect(suggest('./setpu.md#steps')).toBe('./setup.md#steps');
    expect(suggest('../reference/apii.md')).toBe('../reference/api.md');
    expect(suggest('docs/guide/intor.md')).toBe('docs/guide/intro.md');
  });

  it('else the same name in another folder, relative to the page', () => {
    expect(suggest('api.md')).toBe('../reference/api.md');
    expect(suggest('setup.md', 'intro.md')).toBe('guide/setup.md');
  });

  it('is nothing when no file is close, or the link is not to a .md file', () => {
    expect(suggest('changelog.md')).toBeUndefined();
    expect(suggest('/guide/intr')).toBeUndefined();
  });
});
