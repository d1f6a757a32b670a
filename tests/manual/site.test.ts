// The Broker Integration Manual itself: every route of the specification's
// table exists with complete front matter, the chrome is as specified, the
// site builds with no diagnostics at all, and pages state facts readers asked
// for, as the OpenAPI document states them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { renderPageMarkup } from '../../cli/render/render-page.js';
import type { SiteModel } from '../../cli/site.js';
import { repoRoot } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

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
  it('has exactly the routes of the specification, with the changes page of 1.9.2, and the released 1.8 under /1.8/', () => {
    const released = ROUTES.map((route) => (route === '/' ? '/1.8/' : `/1.8${route}`));
    expect(model.pages.map((page) => page.route).sort()).toEqual([...ROUTES, '/rest-api-spec/changes', ...released].sort());
  });

  it('builds without a single warning: every link, anchor and API operation link resolves', () => {
    expect(model.diagnostics.map((d) => `${d.location?.file}:${d.location?.line} ${d.message}`)).toEqual([]);
  });

  it('gives every page complete front matter', () => {
    // The changes page is made by brokerdocs, not written.
    for (const { doc } of model.docs.filter(({ doc }) => !doc.generated)) {
      const fm = doc.frontMatter;
      expect(fm.title, doc.file).toMatch(/\S/);
      expect(fm.sidebar_label, doc.file).toMatch(/\S/);
      expect(typeof fm.sidebar_position, doc.file).toBe('number');
      expect(fm.description?.length ?? 0, doc.file).toBeGreaterThan(20);
    }
  });

  it('puts every doc page of a version in its one shared sidebar, categories not collapsed', () => {
    expect(Object.keys(model.site.sidebars)).toEqual(['current/manual', '1.8/manual']);
    for (const page of model.pages) if (page.kind === 'doc') expect(page.sidebarId, page.route).toBe(page.route.startsWith('/1.8/') ? '1.8/manual' : 'current/manual');
    const categories = model.site.sidebars['current/manual']!.filter((item) => item.type === 'category');
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

/** A page as built, its HTML, and its text with the tags taken out and spaces collapsed. */
function builtPage(route: string): { html: string; text: string } {
  const page = model.pages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`no page ${route}`);
  const html = renderPageMarkup(model.site, page);
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

describe('facts the manual states', () => {
  it('gives the normal order status path, placing to working, on the trading concepts page', () => {
    const { text } = builtPage('/trading/concepts');
    expect(text).toContain('The normal path of an order goes from placing to working .');
    expect(text).toContain('placing -> working: you have created the order');
    expect(text).toContain('inactive -> working: a bracket whose parent order was filled');
  });

  it('gives the countback limit exactly as the OpenAPI document does', () => {
    const spec = parseYaml(readFileSync(path.join(repoRoot, 'openapi/broker-api.yaml'), 'utf8')) as {
      components: { parameters: { countback: { schema: { minimum: number; maximum: number }; description: string } } };
    };
    const { schema, description } = spec.components.parameters.countback;
    expect(description).toContain(`never asks for more than ${schema.maximum} bars`);
    const { text } = builtPage('/data/history');
    expect(text).toContain(`Number of bars wanted, ending at to : from ${schema.minimum} to ${schema.maximum}.`);
    expect(text).toContain(`The value is a whole number from ${schema.minimum} to ${schema.maximum}: the platform never asks for more than ${schema.maximum} bars this way.`);
  });

  it('defines lot and lot size in the glossary, with the lotSize field the instruments send', () => {
    const { html } = builtPage('/glossary');
    const entry = (id: string) => {
      const start = html.indexOf(`id="${id}"`);
      expect(start, id).toBeGreaterThan(0);
      return html.slice(start, html.indexOf('<h', start + 1)).replace(/<[^>]+>/g, '');
    };
    expect(entry('lot')).toContain('its minQty, maxQty and qtyStep are given in lots instead of single units');
    expect(entry('lot-size')).toContain('the instrument sends it in the lotSize field');
    expect(entry('lot-size')).toContain('with lotSize 10, a quantity of 5 lots is 50 units');
  });

  it('pairs environments in numbers that add up on the integration overview', () => {
    const { html, text } = builtPage('/integration-overview');
    const table = /<table>(?:(?!<\/table>)[\s\S])*?Platform environment[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    const rows = [...table.matchAll(/<tr>\s*<td>([^<]*)<\/td>\s*<td>([^<]*)<\/td>/g)].map(([, platform, broker]) => [platform!, broker!]);
    const platform = new Set(rows.map(([p]) => p));
    const broker = new Set(rows.map(([, b]) => b));
    // Every pairing once: each platform environment with each of the broker's.
    expect(new Set(rows.map((row) => row.join(' → '))).size).toBe(rows.length);
    expect(rows.length).toBe(platform.size * broker.size);
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
    expect(text).toContain(
      `The platform runs ${words[platform.size]} of these environments (local, staging and production) and you run ${words[broker.size]} (staging and production). ` +
        `Pairing each of the platform's ${words[platform.size]} with each of your ${words[broker.size]} gives ${words[rows.length]} combinations:`,
    );
    expect([...broker].sort()).toEqual(['Production', 'Staging']);
    expect([...platform].sort()).toEqual(['Localhost', 'Production', 'Staging']);
  });
});
