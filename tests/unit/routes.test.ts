// File paths → doc ids and routes; routes ↔ hrefs under the base URL.
import { describe, expect, it } from 'vitest';
import { docRoute, locateDoc } from '../../cli/routes/slug.js';
import { hrefToRoute, routeToHref } from '../../cli/routes/href.js';

const route = (file: string, options: { slug?: string; base?: string; trailingSlash?: boolean; id?: string } = {}) =>
  docRoute(locateDoc(file, options.id), options.slug, { routeBasePath: options.base ?? '/', trailingSlash: options.trailingSlash });

describe('routes of files', () => {
  it('maps files to routes; index and README give the folder with a trailing slash', () => {
    expect(route('index.md')).toBe('/');
    expect(route('faq.md')).toBe('/faq');
    expect(route('data/history.md')).toBe('/data/history');
    expect(route('data-tests/index.md')).toBe('/data-tests/');
    expect(route('trading/ui-elements/README.md')).toBe('/trading/ui-elements/');
    expect(route('data/symbol_info.md')).toBe('/data/symbol_info');
  });

  it('strips number prefixes from ids and routes', () => {
    expect(locateDoc('02-guide/01-intro.md').id).toBe('guide/intro');
    expect(route('02-guide/01-intro.md')).toBe('/guide/intro');
  });

  it('honours slug front matter, the docs route prefix and trailingSlash', () => {
    expect(route('a/b.md', { slug: '/elsewhere' })).toBe('/elsewhere');
    expect(route('a/b.md', { slug: 'sibling' })).toBe('/a/sibling');
    expect(route('a/b.md', { base: '/docs' })).toBe('/docs/a/b');
    expect(route('index.md', { base: '/docs' })).toBe('/docs/');
    expect(route('a/b.md', { trailingSlash: true })).toBe('/a/b/');
    expect(route('a/index.md', { trailingSlash: false })).toBe('/a');
  });

  it('derives ids from paths, or from the id front matter', () => {
    expect(locateDoc('trading-tests/index.md').id).toBe('trading-tests/index');
    expect(locateDoc('data/history.md', 'bars').id).toBe('data/bars');
  });

  it('names the page in its URL by its id front matter when it has no slug', () => {
    expect(route('data/history.md', { id: 'bars' })).toBe('/data/bars');
    expect(route('01-start/02-setup.md', { id: 'Setup-Guide' })).toBe('/start/Setup-Guide');
    expect(route('data/history.md', { id: 'bars', slug: 'kept' })).toBe('/data/kept');
    // An index stays its folder's page whatever its id.
    expect(route('data/index.md', { id: 'overview' })).toBe('/data/');
  });

  it('treats a file named like its folder as the folder’s index', () => {
    expect(route('releases/releases.md')).toBe('/releases/');
    expect(locateDoc('releases/releases.md').isIndex).toBe(true);
    expect(route('03-Releases/Releases.md')).toBe('/Releases/');
    expect(locateDoc('releases/notes.md').isIndex).toBe(false);
  });

  it('keeps dates and versions at the start of a name: they are not number prefixes', () => {
    expect(route('upgrade/4-0.md')).toBe('/upgrade/4-0');
    expect(route('upgrade/1.2-beta.md')).toBe('/upgrade/1.2-beta');
    expect(route('notes/2024-01-05-release.md')).toBe('/notes/2024-01-05-release');
    expect(route('notes/24.01-release.md')).toBe('/notes/24.01-release');
    expect(route('10-guide/2 - setup.md')).toBe('/guide/setup');
    expect(route('1_intro.md')).toBe('/intro');
    // A name that is only a number keeps it.
    expect(route('guide/42.md')).toBe('/guide/42');
  });

  it('converts between routes and hrefs under the base URL', () => {
    expect(routeToHref('/broker-api-docs/', '/data/history')).toBe('/broker-api-docs/data/history');
    expect(routeToHref('/broker-api-docs/', '/')).toBe('/broker-api-docs/');
    expect(hrefToRoute('/broker-api-docs/', '/broker-api-docs/faq')).toBe('/faq');
    expect(hrefToRoute('/broker-api-docs/', '/elsewhere')).toBeUndefined();
  });
});
