// Which redirect pages a site gets (cli/redirects/plan.ts): rules, routes made
// by `create`, the extension rules, and what is left out with a problem (a
// page's route, a second target for one route, a route that is no route).
import { describe, expect, it } from 'vitest';
import { planRedirects, type RedirectOptions } from '../../cli/redirects/plan.js';

const none: RedirectOptions = { rules: [], fromExtensions: [], toExtensions: [] };
const pairs = (options: Partial<RedirectOptions>, routes: string[]) => {
  const { redirects, problems } = planRedirects({ ...none, ...options }, routes);
  return { redirects: redirects.map(({ from, to }) => `${from} -> ${to}`), problems: problems.map(({ code, message }) => `${code}: ${message}`) };
};

describe('planRedirects', () => {
  it('makes one redirect for each route a rule names, to its target as written', () => {
    const planned = pairs({ rules: [{ from: '/old', to: '/new' }, { from: ['/a', '/b/'], to: '/new#part' }, { from: '/away', to: 'https://example.org/x' }] }, ['/new']);
    expect(planned).toEqual({ redirects: ['/old -> /new', '/a -> /new#part', '/b -> /new#part', '/away -> https://example.org/x'], problems: [] });
  });

  it('never writes over a page, and keeps the first target a route is given', () => {
    const planned = pairs({ rules: [{ from: '/new', to: '/other' }, { from: '/old', to: '/new' }, { from: '/old', to: '/other' }, { from: '/old', to: '/new' }] }, ['/new', '/other']);
    expect(planned.redirects).toEqual(['/old -> /new']);
    expect(planned.problems).toEqual([
      'redirect-shadowed: Redirect from "/new" left out: a page of the site has that route',
      'redirect-duplicate: Redirect from "/old" to "/other" left out: "/old" already redirects to "/new"',
    ]);
  });

  it('calls create with every page route and redirects what it returns to that page', () => {
    const routes = ['/', '/guides/setup', '/guides/tuning/', '/reference'];
    const create = (route: string) => (route.startsWith('/guides/') ? [route.replace('/guides/', '/howto/'), route.replace('/guides/', '/manual/')] : route === '/reference' ? '/api' : undefined);
    expect(pairs({ create }, routes).redirects).toEqual(['/howto/setup -> /guides/setup', '/manual/setup -> /guides/setup', '/howto/tuning -> /guides/tuning/', '/manual/tuning -> /guides/tuning/', '/api -> /reference']);
  });

  it('tells the first page create threw for, counts the others, and keeps what it returned for the rest', () => {
    const create = (route: string) => {
      if (route !== '/kept') throw new Error(`no rule for ${route}`);
      return '/kept-old';
    };
    expect(pairs({ create }, ['/a', '/b', '/kept', '/c'])).toEqual({
      redirects: ['/kept-old -> /kept'],
      problems: ['redirect-create-failed: createRedirects threw for the page "/a": no rule for /a (and for 2 more pages)'],
    });
  });

  it('adds each page route an extension (fromExtensions) and takes one off a route that has it (toExtensions), not for the home page', () => {
    expect(pairs({ fromExtensions: ['html', '.php'] }, ['/', '/docs/intro', '/docs/api/']).redirects).toEqual([
      '/docs/intro.html -> /docs/intro',
      '/docs/intro.php -> /docs/intro',
      '/docs/api.html -> /docs/api/',
      '/docs/api.php -> /docs/api/',
    ]);
    // A page at both /legacy and /legacy.html gets no redirect between them, and no word about it.
    expect(pairs({ toExtensions: ['html'] }, ['/old.html', '/legacy', '/legacy.html'])).toEqual({ redirects: ['/old -> /old.html'], problems: [] });
  });

  it('leaves out what is no route, saying what a route is', () => {
    const planned = pairs({ rules: [{ from: 'old', to: '/new' }, { from: '/old?x=1', to: '/new' }, { from: '/../etc', to: '/new' }, { from: '/fine', to: 'new' }, { from: '/fine', to: 'javascript:alert(1)' }] }, ['/new']);
    expect(planned.redirects).toEqual([]);
    expect(planned.problems).toEqual([
      'redirect-invalid: Redirect from "old" left out: a route starts with one "/"',
      'redirect-invalid: Redirect from "/old?x=1" left out: a route it redirects from has no query or #anchor',
      'redirect-invalid: Redirect from "/../etc" left out: a route has no "." or ".." segment',
      'redirect-invalid: Redirect to "new" left out: a route starts with "/"',
      'redirect-invalid: Redirect to "javascript:alert(1)" left out: only http and https URLs are redirected to',
    ]);
  });
});
