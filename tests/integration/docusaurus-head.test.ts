// A Docusaurus config's head tags on every page (tests/fixtures/sites/
// docusaurus-head): `scripts`, `stylesheets`, `headTags`, the theme's
// `metadata` and `image`, and the preset's `gtag`, each in the page's head
// after brokerdocs' own tags, and allowed by its Content-Security-Policy.
import { describe, expect, it } from 'vitest';
import { builtFixtureForFile } from '../support/built-fixture.js';

describe('a Docusaurus site’s head tags', () => {
  const built = builtFixtureForFile('docusaurus-head');
  const head = async (file: string) => {
    const html = await built.read(file);
    return html.slice(0, html.indexOf('</head>'));
  };
  const policy = (text: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(text)![1]!.replace(/&#39;/g, "'");

  it('writes the config’s scripts, stylesheets and head tags after brokerdocs’ own, on every page', async () => {
    expect(built.run.status).toBe(0);
    for (const file of ['index.html', '404.html']) {
      const tags = await head(file);
      expect(tags).toContain('<script src="/keep/js/lantern.js"></script><script src="https://cdn.example.org/widget.js" defer data-site="lamp"></script>');
      expect(tags).toContain('<link rel="stylesheet" href="https://fonts.example.org/css?family=Lantern+Serif" crossorigin="anonymous"><link rel="preconnect" href="https://fonts.example.org">');
      expect(tags).toContain("<script>document.documentElement.dataset.lit = 'yes';</script>");
      expect(tags.indexOf('/keep/js/lantern.js')).toBeGreaterThan(tags.indexOf('rel="stylesheet" href="/keep/assets/style-'));
    }
  });

  it('adds Google’s tag, the social card and the metadata, which replaces brokerdocs’ own tag of the same name', async () => {
    const tags = await head('index.html');
    expect(tags).toContain('<script src="https://www.googletagmanager.com/gtag/js?id=G-LAMP0001" async></script>');
    expect(tags).toContain(`gtag('config', "G-LAMP0001", { anonymize_ip: true });</script>`);
    expect(tags).toContain('<meta property="og:image" content="https://lamp.example.org/keep/img/card.png">');
    expect(tags).toContain('<meta name="keywords" content="lighthouse, lamp, wick">');
    expect(tags.match(/name="twitter:card"/g)).toHaveLength(1);
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
  });

  it('allows in the Content-Security-Policy exactly the origins and inline scripts the config names', async () => {
    const csp = policy(await head('index.html'));
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.org https:\/\/www\.googletagmanager\.com( 'sha256-[^']+'){3};/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://fonts.example.org;");
    expect(csp).toContain("font-src 'self' data: https:;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.org https://www.googletagmanager.com https://*.google-analytics.com");
  });

  it('names the options it does not use', () => {
    expect(built.output()).toMatch(/warning\s+docusaurus\.config\.js:24\s+Options of the preset classic not used by brokerdocs: sitemap/);
    expect(built.output()).toMatch(/warning\s+docusaurus\.config\.js:\d+\s+themeConfig: left out: prism/);
  });
});
