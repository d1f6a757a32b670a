// The config's own head tags (cli/render/site-head.ts): what each option
// writes, escaped, and what the Content-Security-Policy must allow for it.
import { describe, expect, it } from 'vitest';
import { siteHead } from '../../cli/render/site-head.js';

const config = (more: Partial<Parameters<typeof siteHead>[0]> = {}): Parameters<typeof siteHead>[0] => ({
  url: 'https://lamp.example.org/',
  baseUrl: '/keep/',
  scripts: [],
  stylesheets: [],
  headTags: [],
  noIndex: false,
  themeConfig: { metadata: [] } as unknown as Parameters<typeof siteHead>[0]['themeConfig'],
  ...more,
});

describe('the config’s head tags', () => {
  it('writes scripts and stylesheets with their attributes, `true` bare and `false` left out, values escaped', () => {
    const head = siteHead(
      config({
        scripts: ['/keep/js/a.js', { src: 'https://cdn.example.org/w.js?a=1&b="2"', defer: true, async: false, 'data-n': 3 }],
        stylesheets: ['//fonts.example.org/css', { href: '/keep/print.css', media: 'print' }, { href: 'https://icons.example.org/i.png', rel: 'icon', sizes: '32x32' }],
      }),
    );
    expect(head.tags).toEqual([
      '<script src="/keep/js/a.js"></script>',
      '<script src="https://cdn.example.org/w.js?a=1&amp;b=&quot;2&quot;" defer data-n="3"></script>',
      '<link rel="stylesheet" href="//fonts.example.org/css">',
      '<link rel="stylesheet" href="/keep/print.css" media="print">',
      // Its own `rel` wins (Docusaurus sites list icons here): not a stylesheet, so no style origin.
      '<link rel="icon" href="https://icons.example.org/i.png" sizes="32x32">',
    ]);
    // The site's own paths need nothing more; another site's origin is allowed, a protocol-relative one as https.
    expect(head.origins).toEqual({ script: ['https://cdn.example.org'], style: ['https://fonts.example.org'], connect: ['https://cdn.example.org'] });
    expect(head.inlineScripts).toEqual([]);
  });

  it('writes head tags, void ones without a closing tag, and keeps an inline script’s text for its hash', () => {
    const head = siteHead(
      config({
        headTags: [
          { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://css.example.org/a.css' } },
          { tagName: 'meta', attributes: { name: 'theme-color', content: '#e8b400' } },
          { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"WebSite"}' },
          { tagName: 'script', attributes: { src: 'https://www.googletagmanager.com/gtag/js?id=G-1', async: true } },
        ],
      }),
    );
    expect(head.tags).toEqual([
      '<link rel="stylesheet" href="https://css.example.org/a.css">',
      '<meta name="theme-color" content="#e8b400">',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script>',
    ]);
    expect(head.inlineScripts).toEqual(['{"@type":"WebSite"}']);
    expect(head.origins.style).toEqual(['https://css.example.org']);
    // Google's tag reports to Google Analytics, not to the origin of its script.
    expect(head.origins.connect).toEqual(['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
  });

  it('writes the social card as an absolute URL, noIndex, and the metadata last', () => {
    const head = siteHead(config({ noIndex: true, themeConfig: { image: 'img/card.png', metadata: [{ name: 'keywords', content: 'a & b' }] } as unknown as Parameters<typeof siteHead>[0]['themeConfig'] }));
    expect(head.tags).toEqual([
      '<meta property="og:image" content="https://lamp.example.org/keep/img/card.png">',
      '<meta name="twitter:image" content="https://lamp.example.org/keep/img/card.png">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="robots" content="noindex, nofollow">',
      '<meta name="keywords" content="a &amp; b">',
    ]);
    expect(siteHead(config({ themeConfig: { image: 'https://cdn.example.org/card.png', metadata: [] } as unknown as Parameters<typeof siteHead>[0]['themeConfig'] })).tags[0]).toBe('<meta property="og:image" content="https://cdn.example.org/card.png">');
  });
});
