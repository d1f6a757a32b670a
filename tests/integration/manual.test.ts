// The Broker Integration Manual itself: every route of the specification's
// table exists with complete front matter, the chrome is as specified, and
// the site builds with no diagnostics at all.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../cli/site.js';
import { loadFixture, repoRoot } from '../helpers/site.js';

/** The route table of specification §2, under /broker-api-docs/. */
const ROUTES = [
  '/',
  '/rest-api-spec',
  '/data-tests/',
  '/data/authentication',
  '/data/bar-building',
  '/data/groups',
  '/data/history',
  '/data/post-release',
  '/data/session-specification',
  '/data/streaming',
  '/data/symbol_info',
  '/endpoints',
  '/faq',
  '/glossary',
  '/integration-overview',
  '/trading-tests/',
  '/trading/authentication',
  '/trading/concepts',
  '/trading/configuring',
  '/trading/mapping-symbols',
  '/trading/permissions',
  '/trading/streaming',
  '/trading/ui-elements/',
  '/trading/ui-elements/custom-fields',
];

let model: SiteModel;
beforeAll(async () => {
  model = await loadFixture(repoRoot);
});

describe('the manual', () => {
  it('has exactly the routes of the specification', () => {
    expect(model.pages.map((page) => page.route).sort()).toEqual([...ROUTES].sort());
  });

  it('builds without a single warning: every link, anchor and API operation link resolves', () => {
    expect(model.diagnostics.map((d) => `${d.location?.file}:${d.location?.line} ${d.message}`)).toEqual([]);
  });

  it('gives every page complete front matter', () => {
    for (const { doc } of model.docs) {
      const fm = doc.frontMatter;
      expect(fm.title, doc.file).toMatch(/\S/);
      expect(fm.sidebar_label, doc.file).toMatch(/\S/);
      expect(typeof fm.sidebar_position, doc.file).toBe('number');
      expect(fm.description?.length ?? 0, doc.file).toBeGreaterThan(20);
    }
  });

  it('puts every doc page in the one shared sidebar, categories not collapsed', () => {
    expect(Object.keys(model.site.sidebars)).toEqual(['manual']);
    for (const page of model.pages) if (page.kind === 'doc') expect(page.sidebarId, page.route).toBe('manual');
    const categories = model.site.sidebars.manual!.filter((item) => item.type === 'category');
    expect(categories.map((c) => c.label)).toEqual(['Overview', 'Trading integration', 'Data integration', 'Testing', 'Reference']);
    for (const category of categories) expect(category.type === 'category' && category.collapsed).toBe(false);
  });

  it('has the specified chrome: title, logo, API Reference link, Docs footer column, 2025 copyright', () => {
    const { navbar, footer } = model.site;
    expect(navbar.title).toBe('Broker Integration Manual');
    expect(navbar.logo?.src).toBe('/broker-api-docs/img/logo.svg');
    expect(navbar.items).toContainEqual(expect.objectContaining({ type: 'link', label: 'API Reference', href: '/broker-api-docs/rest-api-spec' }));
    expect(footer?.columns[0]).toEqual({
      title: 'Docs',
      items: [
        { label: 'Broker Integration Manual', href: '/broker-api-docs/', external: false },
        { label: 'API Reference', href: '/broker-api-docs/rest-api-spec', external: false },
      ],
    });
    expect(footer?.copyright).toContain('2025');
    expect(model.site.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(model.site.announcementBar?.isCloseable).toBe(true);
  });

  it('shows headings of levels 2 to 3 in the table of contents', () => {
    const history = model.pages.find((page) => page.route === '/data/history');
    expect(history?.kind).toBe('doc');
    if (history?.kind !== 'doc') return;
    const levels = new Set<number>();
    const walk = (items: typeof history.toc) => items.forEach((item) => (levels.add(item.level), walk(item.children)));
    walk(history.toc);
    expect([...levels].sort()).toEqual([2, 3]);
  });
});
