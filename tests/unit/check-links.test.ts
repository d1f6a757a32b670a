// The link checker and its suggestions, and the route table, on data.
import { describe, expect, it } from 'vitest';
import { checkLinks, MANY_PAGES, type LinkTargets } from '../../cli/check/links.js';
import { suggestAnchor, suggestRoute } from '../../cli/check/suggest.js';
import type { LinkReference } from '../../cli/content/env.js';
import { buildRouteTable } from '../../cli/routes/table.js';

const targets: LinkTargets = {
  anchors: new Map([
    ['/', new Set<string>()],
    ['/data/history', new Set(['request', 'response-format'])],
    ['/data/streaming', new Set(['heartbeat'])],
    ['/faq', new Set<string>()],
    ['/rest-api-spec', new Set(['tag/Trading', 'tag/Trading/operation/placeOrder', 'operation/placeOrder', 'operation/getOrders', 'schema/Order'])],
    ['/my page', new Set<string>()],
  ]),
  files: new Set(['img/logo.svg', 'broker-api.yaml']),
};

const link = (written: string, route: string, anchor?: string, line = 1): LinkReference => ({ written, href: `/base${route}${anchor ? `#${anchor}` : ''}`, target: { route, anchor }, line, column: 1 });

describe('checkLinks', () => {
  it('accepts routes with or without a trailing slash, encoded routes, anchors and static files', () => {
    const links = [link('/data/history/', '/data/history/'), link('/my%20page', '/my%20page'), link('#request', '/data/history', 'request'), link('/img/logo.svg', '/img/logo.svg'), link('/broker-api.yaml', '/broker-api.yaml')];
    expect(checkLinks([{ file: 'a.md', links }], targets)).toEqual([]);
  });

  it('skips external links, which have no target', () => {
    expect(checkLinks([{ file: 'a.md', links: [{ written: 'https://example.com/x', href: 'https://example.com/x', line: 3 }] }], targets)).toEqual([]);
  });

  it('reports where the link is written, with the closest route or anchor', () => {
    const [missing, anchor] = checkLinks([{ file: 'docs/a.md', links: [link('/data/histroy', '/data/histroy', undefined, 4), link('history.md#requests', '/data/history', 'requests', 7)] }], targets);
    expect(missing).toEqual({
      severity: 'warning',
      code: 'broken-link',
      message: 'Broken link "/data/histroy" (resolved to /base/data/histroy): no page has the route /data/histroy',
      hint: 'The closest route is /data/history.',
      location: { file: 'docs/a.md', line: 4, column: 1 },
    });
    expect(anchor).toMatchObject({ code: 'broken-anchor', hint: 'The closest anchor on that page is #request.', location: { line: 7 } });
  });

  it(`adds the navbar/footer hint from ${MANY_PAGES} files on, not before`, () => {
    const on = (files: string[]) => checkLinks(files.map((file) => ({ file, links: [link('/gone', '/gone')] })), targets);
    const nothingClose = 'No existing route is close to it: link to the page by its .md file to be sure of the path.';
    expect(on(['a.md', 'b.md']).map((d) => d.hint)).toEqual([nothingClose, nothingClose]);
    const note = '"/base/gone" is broken on 3 pages: it probably comes from the navbar or footer config, or a snippet copied between pages.';
    expect(on(['a.md', 'b.md', 'c.md']).map((d) => d.hint)).toEqual([note, note, note]);
  });
});

describe('suggestions', () => {
  const routes = [...targets.anchors.keys()];

  it('prefer a route with the same page name, else a near spelling, else nothing', () => {
    expect(suggestRoute('/history', routes)).toBe('/data/history');
    expect(suggestRoute('/data/streming', routes)).toBe('/data/streaming');
    expect(suggestRoute('/FAQ', routes)).toBe('/faq');
    expect(suggestRoute('/completely/unrelated/thing', routes)).toBeUndefined();
  });

  it('compare API anchors with anchors of the same kind, by the name they carry', () => {
    const anchors = targets.anchors.get('/rest-api-spec')!;
    expect(suggestAnchor('operation/placeOrdr', anchors)).toBe('operation/placeOrder');
    expect(suggestAnchor('tag/Trading/operation/placeorder', anchors)).toBe('tag/Trading/operation/placeOrder');
    expect(suggestAnchor('tag/Tradng', anchors)).toBe('tag/Trading');
    expect(suggestAnchor('schema/Ordr', anchors)).toBe('schema/Order');
    expect(suggestAnchor('response-fromat', targets.anchors.get('/data/history')!)).toBe('response-format');
    expect(suggestAnchor('nothing-like-it', targets.anchors.get('/data/history')!)).toBeUndefined();
  });

  it('suggest Redoc 3’s /<tag>/<operation> aliases only for an anchor written that way', () => {
    const anchors = new Set(['tag/Actions/operation/actions/get-permissions', '/actions/actions-get-permissions', 'set-permissions']);
    expect(suggestAnchor('set-permission', anchors)).toBe('set-permissions');
    expect(suggestAnchor('/actions/actions-get-permission', anchors)).toBe('/actions/actions-get-permissions');
    expect(suggestAnchor('actions-get-permissions', new Set(['/actions/actions-get-permissions']))).toBeUndefined();
  });
});

describe('buildRouteTable', () => {
  it('keeps the first doc, and the API reference over any doc, naming both sources', () => {
    const { routes, diagnostics } = buildRouteTable([
      { route: '/a', kind: 'doc', source: 'docs/a.md' },
      { route: '/a/', kind: 'doc', source: 'docs/b.md' },
      { route: '/api', kind: 'doc', source: 'docs/api.md' },
      { route: '/api', kind: 'api', source: 'openapi/spec.yaml' },
    ]);
    expect([...routes.values()].map((entry) => entry.source)).toEqual(['openapi/spec.yaml', 'docs/a.md']);
    expect(diagnostics.map((d) => [d.location?.file, d.message])).toEqual([
      ['docs/b.md', 'Duplicate route "/a": docs/a.md and docs/b.md both produce it; only docs/a.md is kept'],
      ['docs/api.md', 'Duplicate route "/api": the API reference (openapi/spec.yaml) and docs/api.md both produce it; only openapi/spec.yaml is kept'],
    ]);
  });
});
