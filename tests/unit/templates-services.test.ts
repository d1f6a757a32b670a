// The seam between templates and the browser, rendered with react-dom/server:
// storage used during server rendering throws, context hooks outside their
// provider throw, and the whole page renders on the server without touching
// storage (everything stored is read in effects, after mount).
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../cli/site.js';
import { App } from '../../templates/App.js';
import { AnnouncementBar } from '../../templates/components/AnnouncementBar.js';
import { ColorModeToggle } from '../../templates/components/ColorModeToggle.js';
import { useAnnouncementBar } from '../../templates/hooks/useAnnouncementBar.js';
import { useColorMode } from '../../templates/hooks/useColorMode.js';
import { serverServices, ServicesProvider, useServices } from '../../templates/services.js';
import { SiteProvider, useSite } from '../../templates/site-context.js';
import type { ClientServices, SiteStorage } from '../../templates/contracts/types.js';
import { fixtureSite } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

let model: SiteModel;
beforeAll(async () => {
  model = await loadFixture(fixtureSite('chrome-options'));
});

/** Renders a component that calls `hook` and nothing else. */
function renderHook(hook: () => unknown): string {
  const Probe: FunctionComponent = () => {
    hook();
    return null;
  };
  return renderToString(createElement(Probe));
}

describe('server rendering and browser storage', () => {
  it('throws on every storage operation during server rendering, naming the key', () => {
    expect(() => serverServices.storage.get('theme')).toThrow('Browser storage read of "theme" during server rendering; read it in an effect instead.');
    expect(() => serverServices.storage.set('theme', 'dark')).toThrow('Browser storage write of "theme" during server rendering.');
    expect(() => serverServices.storage.remove('theme')).toThrow('Browser storage delete of "theme" during server rendering.');
    expect(serverServices.isBrowser).toBe(false);
  });

  it('a component that reads storage while rendering fails the server render', () => {
    const ReadsAtRender: FunctionComponent = () => {
      const { storage } = useServices();
      return createElement('span', null, storage.get('theme'));
    };
    expect(() => renderToString(createElement(ServicesProvider, { services: serverServices, children: createElement(ReadsAtRender) }))).toThrow(/Browser storage read of "theme" during server rendering/);
  });

  it('renders every page of a site without touching storage, the announcement open and the mode unknown', () => {
    const touched: string[] = [];
    const spy: SiteStorage = {
      get: (key) => (touched.push(`get ${key}`), null),
      set: (key) => void touched.push(`set ${key}`),
      remove: (key) => void touched.push(`remove ${key}`),
      subscribe: () => () => {},
    };
    const services: ClientServices = { ...serverServices, storage: spy };
    for (const page of [...model.pages, model.notFound]) {
      const html = renderToString(createElement(App, { site: model.site, page, services }));
      expect(html).toContain('Options announcement');
      expect(html).toContain('class="skip-to-content"');
      expect(html).toContain('currently light mode');
      // The drawer is closed on the server, and empty: its sidebar is not sent twice.
      expect(html).toMatch(/<div class="mobile-menu" id="mobile-menu" hidden=""[^>]*><\/div>/);
    }
    expect(touched).toEqual([]);
  });
});

describe('context hooks outside their provider', () => {
  it('useServices() throws', () => {
    expect(() => renderHook(useServices)).toThrow('useServices() was called outside <ServicesProvider>.');
  });

  it('useSite() throws', () => {
    expect(() => renderHook(useSite)).toThrow('useSite() was called outside <SiteProvider>.');
  });

  it('the chrome hooks and components throw the same way rather than render half a page', () => {
    expect(() => renderHook(useColorMode)).toThrow('outside <ServicesProvider>');
    expect(() => renderHook(() => useAnnouncementBar('news'))).toThrow('outside <ServicesProvider>');
    expect(() => renderToString(createElement(ColorModeToggle))).toThrow('outside <ServicesProvider>');
    // Inside services but outside the site: the site is missing.
    expect(() => renderToString(createElement(ServicesProvider, { services: serverServices, children: createElement(AnnouncementBar) }))).toThrow('useSite() was called outside <SiteProvider>.');
  });

  it('inside both providers the same components render', () => {
    const chrome = [createElement(AnnouncementBar, { key: 'bar' }), createElement(ColorModeToggle, { key: 'toggle' })];
    const html = renderToString(createElement(ServicesProvider, { services: serverServices, children: createElement(SiteProvider, { site: model.site, children: chrome }) }));
    expect(html).toContain('Options announcement');
    expect(html).toContain('color-mode-toggle');
  });
});
