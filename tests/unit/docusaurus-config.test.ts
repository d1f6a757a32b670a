// A Docusaurus config read as ours (cli/config/docusaurus-config.ts and
// docusaurus-theme.ts): what each key becomes, and what is named as not run.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromDocusaurusConfig, packageOf } from '../../cli/config/docusaurus-config.js';
import { temporaryDir } from '../support/paths.js';

const read = (value: unknown, source = '') => fromDocusaurusConfig(value, 'docusaurus.config.js', source, '/nonexistent-site');
const messages = (diagnostics: { severity: string; code: string; message: string; location?: { line?: number } }[]) => diagnostics.map((d) => `${d.severity} ${d.location?.line ?? ''} ${d.code}: ${d.message}`);

describe('a Docusaurus config', () => {
  it('may be an async function; its docs come from the classic preset, its plugins and themes are named once', async () => {
    const source = "module.exports = async () => ({\n  title: 'T',\n  plugins: [\n  ],\n});\n";
    const { value, diagnostics } = await read(
      async () => ({
        title: 'T',
        url: 'https://t.example',
        markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
        presets: [['@docusaurus/preset-classic', { docs: { path: '../docs', routeBasePath: '/', sidebarPath: '/site/sidebars.js', editUrl: () => 'x', showLastUpdateAuthor: true, numberPrefixParser: () => ({}), versions: { current: { label: 'Next', badge: true } } }, blog: false, pages: false }]],
        // plugin-ideal-image's component is brokerdocs' own: the plugin is not named.
        plugins: ['plugin-a', ['plugin-a', {}], null, false, function named() {}, { name: 'object-plugin' }, ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community' }], ['@docusaurus/plugin-ideal-image', { quality: 70 }]],
        themes: [['@docusaurus/theme-live-codeblock', {}]],
        staticDirectories: ['public', 'assets'],
      }),
      source,
    );
    expect(value).toEqual({
      title: 'T',
      url: 'https://t.example',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'throw',
      staticDir: ['public', 'assets'],
      docs: { path: '../docs', routeBasePath: '/', sidebarPath: '/site/sidebars.js', editUrl: expect.any(Function), showLastUpdateAuthor: true, numberPrefixParser: true, versions: { current: { label: 'Next' } } },
      // Another docs instance is built beside the preset's docs, with Docusaurus' defaults for what it does not say.
      docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'docs' }],
    });
    expect(messages(diagnostics)).toEqual([
      'warning 3 docusaurus-plugins: Not run, as brokerdocs does not run Docusaurus plugins or themes: plugin plugin-a, plugin named, plugin object-plugin, theme @docusaurus/theme-live-codeblock',
    ]);
  });

  it('takes each other docs plugin instance as a docs instance: the options it has, the others named at their line, its versions named as not built', async () => {
    const siteDir = await temporaryDir('brokerdocs-docusaurus-instances-');
    await writeFile(path.join(siteDir, 'crew_versions.json'), '["1.0"]');
    const source = "module.exports = {\n  plugins: [\n    ['@docusaurus/plugin-content-docs', {\n      id: 'crew',\n      editLocalizedFiles: true,\n    }],\n  ],\n};\n";
    const { value, diagnostics } = await fromDocusaurusConfig(
      {
        title: 'T',
        url: 'https://t.example',
        presets: [['classic', { docs: { path: 'docs' }, blog: false, pages: false }]],
        plugins: [
          ['@docusaurus/plugin-content-docs', { id: 'crew', path: 'crew', routeBasePath: '/crew', sidebarPath: '/site/sidebarsCrew.js', editUrl: 'https://e.example/', numberPrefixParser: () => ({}), tagsBasePath: 'labels', editLocalizedFiles: true, remarkPlugins: [] }],
          ['@docusaurus/plugin-content-docs', { id: 'handbook' }],
        ],
      },
      'docusaurus.config.js',
      source,
      siteDir,
    );
    expect(value.docs).toEqual({ path: 'docs', routeBasePath: 'docs' });
    expect(value.docsInstances).toEqual([
      { id: 'crew', path: 'crew', routeBasePath: '/crew', sidebarPath: '/site/sidebarsCrew.js', editUrl: 'https://e.example/', numberPrefixParser: true, tagsBasePath: 'labels' },
      { id: 'handbook', path: 'docs', routeBasePath: 'docs' },
    ]);
    expect(messages(diagnostics)).toEqual([
      'warning 5 docusaurus-unsupported: Options of the docs instance "crew" not used by brokerdocs: editLocalizedFiles',
      'warning 2 docusaurus-docs-instances: The docs instance "crew" has released versions (crew_versions.json), which brokerdocs does not build',
    ]);
  });

  it('puts the config’s head tags, metadata and Google’s tags (preset options or plugins) into every page’s head, and names the preset options it does not use', async () => {
    const source = "module.exports = {\n  presets: [['classic', {\n    sitemap: {},\n  }]],\n};\n";
    const preset = await read(
      {
        title: 'T',
        url: 'https://t.example',
        scripts: ['/js/a.js'],
        stylesheets: [{ href: 'https://f.example/css' }],
        headTags: [{ tagName: 'meta', attributes: { name: 'x', content: 'y' } }],
        noIndex: true,
        presets: [['classic', { docs: false, blog: false, pages: false, gtag: { trackingID: ['G-1', 'G-2'], anonymizeIP: true }, sitemap: { changefreq: 'weekly' }, debug: false }]],
        themeConfig: { image: 'img/card.png', metadata: [{ name: 'keywords', content: 'k' }, 'not a tag'] },
      },
      source,
    );
    expect(preset.value.scripts).toEqual(['/js/a.js', { src: 'https://www.googletagmanager.com/gtag/js?id=G-1', async: true }]);
    expect(preset.value.stylesheets).toEqual([{ href: 'https://f.example/css' }]);
    expect(preset.value.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'x', content: 'y' } },
      { tagName: 'script', attributes: {}, innerHTML: expect.stringContaining(`gtag('config', "G-1", { anonymize_ip: true });\ngtag('config', "G-2", { anonymize_ip: true });`) },
    ]);
    expect(preset.value.noIndex).toBe(true);
    expect(preset.value.themeConfig).toEqual({ image: 'img/card.png', metadata: [{ name: 'keywords', content: 'k' }] });
    expect(messages(preset.diagnostics)).toEqual(['warning 3 docusaurus-unsupported: Options of the preset classic not used by brokerdocs: sitemap']);
    const plugins = await read({ title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-ABC' }], ['@docusaurus/plugin-google-gtag', { trackingID: 'G-9' }]] });
    expect(plugins.value.scripts).toEqual([{ src: 'https://www.googletagmanager.com/gtag/js?id=G-9', async: true }]);
    expect((plugins.value.headTags as { innerHTML: string }[]).map((tag) => tag.innerHTML)).toEqual([expect.stringContaining("encodeURIComponent(\"GTM-ABC\")"), expect.stringContaining(`gtag('config', "G-9");`)]);
    expect(plugins.diagnostics).toEqual([]);
  });

  it('loads client modules that are stylesheets as the theme’s, and names the config keys it does not use, deployment keys aside', async () => {
    const source = "module.exports = {\n  ssrTemplate: '<html></html>',\n};\n";
    const { value, diagnostics } = await read(
      { title: 'T', url: 'https://t.example', organizationName: 'o', projectName: 'p', ssrTemplate: '<html></html>', clientModules: ['/site/src/css/extra.css', '/site/src/track.js'], presets: [['classic', { docs: false, blog: false, pages: false, theme: { customCss: '/site/src/css/custom.css' } }]] },
      source,
    );
    expect(value.themeConfig).toEqual({ customCss: ['/site/src/css/custom.css', '/site/src/css/extra.css'] });
    expect(messages(diagnostics)).toEqual(['warning 2 docusaurus-unsupported: Config keys not used by brokerdocs: ssrTemplate, clientModules (track.js)']);
  });

  it('knows a plugin by the short name Docusaurus completes: content-docs, client-redirects, sass; a theme likewise', async () => {
    const { value, diagnostics } = await read({
      title: 'T',
      url: 'https://t.example',
      markdown: { mermaid: true },
      presets: [['classic', { docs: { path: 'docs' }, blog: false, pages: false }]],
      plugins: [['content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }], ['client-redirects', { redirects: [{ from: '/old', to: '/docs' }] }], 'sass', 'ideal-image', 'pwa'],
      themes: ['mermaid'],
    });
    expect(value.docsInstances).toEqual([{ id: 'community', path: 'community', routeBasePath: 'community' }]);
    expect(value.redirects).toMatchObject({ rules: [{ from: '/old', to: '/docs' }] });
    // Only the PWA plugin is not run; the names are as the config writes them.
    expect(messages(diagnostics)).toEqual(['warning 1 docusaurus-plugins: Not run, as brokerdocs does not run Docusaurus plugins or themes: plugin pwa']);
    expect(packageOf('sass', 'plugin')).toBe('docusaurus-plugin-sass');
    expect(packageOf('@acme', 'theme')).toBe('@acme/docusaurus-theme');
    expect(packageOf('./plugins/local.js', 'plugin')).toBe('./plugins/local.js');
  });

  it('without the classic preset, takes the docs plugin as the docs', async () => {
    const { value, diagnostics } = await read({ title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-content-docs', { path: 'guides', routeBasePath: 'guides' }]] });
    expect(value.docs).toEqual({ path: 'guides', routeBasePath: 'guides' });
    expect(diagnostics).toEqual([]);
  });

  it('takes the docs options it has, and names in one warning, at the first one’s line, those it does not use', async () => {
    const source = "module.exports = {\n  presets: [['classic', { docs: {\n    breadcrumbs: false,\n    editLocalizedFiles: true,\n    sidebarItemsGenerator: async () => [],\n  } }]],\n};\n";
    const { value, diagnostics } = await read(
      { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { id: 'default', breadcrumbs: false, sidebarCollapsed: false, editLocalizedFiles: true, sidebarItemsGenerator: async () => [], remarkPlugins: [] } }]] },
      source,
    );
    expect(value.docs).toEqual({ id: 'default', routeBasePath: 'docs', breadcrumbs: false, sidebarCollapsed: false });
    expect(messages(diagnostics)).toEqual(['warning 4 docusaurus-unsupported: Docs options not used by brokerdocs: editLocalizedFiles, sidebarItemsGenerator']);
  });

  it('reads the docs options of a preset that wraps the classic one, and names the preset as not run', async () => {
    const { value, diagnostics } = await read({ title: 'T', url: 'https://t.example', presets: [['docusaurus-plugin-internaldocs-fb/docusaurus-preset', { docs: { routeBasePath: 'en/docs', path: '../docs' }, theme: { customCss: './src/custom.css' } }]] });
    expect(value.docs).toEqual({ routeBasePath: 'en/docs', path: '../docs' });
    expect(value.themeConfig).toEqual({ customCss: ['./src/custom.css'] });
    expect(messages(diagnostics)).toEqual([
      "warning 1 docusaurus-plugins: Not run, as brokerdocs does not run Docusaurus plugins or themes: preset docusaurus-plugin-internaldocs-fb/docusaurus-preset (its docs, theme and pages options are read as the classic preset's)",
    ]);
  });

  it('takes markdown.preprocessor and names the markdown options it does not use', async () => {
    const preprocessor = ({ fileContent }: { fileContent: string }) => fileContent;
    const { value, diagnostics } = await read({ title: 'T', url: 'https://t.example', markdown: { format: 'detect', preprocessor, parseFrontMatter: async () => ({}), mermaid: true } }, "module.exports = {\n  markdown: {\n  },\n};\n");
    // ```mermaid blocks are diagrams, as with Docusaurus' Mermaid theme.
    expect(value.markdown).toEqual({ format: 'detect', preprocessor, mermaid: true });
    expect(messages(diagnostics)).toEqual(['warning 2 docusaurus-unsupported: markdown options not used by brokerdocs: parseFrontMatter']);
  });

  it('serves the docs under /docs when the config does not say, as Docusaurus does', async () => {
    const preset = await read({ title: 'T', url: 'https://t.example', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] });
    expect(preset.value.docs).toEqual({ routeBasePath: 'docs', sidebarPath: './sidebars.js' });
    const bare = await read({ title: 'T', url: 'https://t.example', presets: ['@docusaurus/preset-classic'] });
    expect(bare.value.docs).toEqual({ routeBasePath: 'docs' });
    const plugin = await read({ title: 'T', url: 'https://t.example', plugins: ['@docusaurus/plugin-content-docs'] });
    expect(plugin.value.docs).toEqual({ routeBasePath: 'docs' });
  });

  it("keeps of themeConfig what brokerdocs shows (footer items of raw HTML too), and names each navbar item it leaves out", async () => {
    const { value, diagnostics } = await read({
      title: 'T',
      url: 'https://t.example',
      themeConfig: {
        navbar: {
          title: 'T',
          logo: { src: 'logo.svg', width: '32px', height: 'auto', className: 'x' },
          items: [
            { label: 'More', items: [{ to: '/a', label: 'A', className: 'y' }, { type: 'custom-thing', label: 'C' }] },
            { type: 'search', position: 'right' },
            { label: 'Nowhere' },
            { href: 'https://x.example', label: 'X', position: 'middle' },
            { type: 'doc', docId: 'overview', docsPluginId: 'community', label: 'Community' },
          ],
        },
        footer: { style: 'dark', links: [{ label: 'A', to: '/a' }, { html: '<b>b</b>' }] },
        announcementBar: { id: 'a', content: 'Hello', isCloseable: false, extra: 1 },
        prism: { additionalLanguages: ['flow'] },
        docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
      },
    });
    expect(value.themeConfig).toEqual({
      navbar: {
        title: 'T',
        logo: { src: 'logo.svg', width: 32 },
        // An item of another docs instance keeps the instance's id: the instance is built (docsInstances).
        items: [{ label: 'More', items: [{ to: '/a', label: 'A' }] }, { type: 'search', position: 'right' }, { href: 'https://x.example', label: 'X' }, { type: 'doc', docId: 'overview', docsPluginId: 'community', label: 'Community' }],
      },
      footer: { style: 'dark', links: [{ title: '', items: [{ label: 'A', to: '/a' }, { html: '<b>b</b>' }] }] },
      announcementBar: { id: 'a', content: 'Hello', isCloseable: false },
      docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    });
    expect(messages(diagnostics)).toEqual([
      'warning 1 docusaurus-unsupported: themeConfig: left out: navbar › More item "C" of type "custom-thing"',
      'warning 1 docusaurus-unsupported: themeConfig: left out: navbar item "Nowhere" without `to` or `href`',
      // What brokerdocs has no use for (Prism's settings: it highlights with shiki) is named.
      'warning 1 docusaurus-unsupported: themeConfig: left out: prism',
    ]);
  });

  it('builds the blog of the preset, or of a lone blog plugin, when the site has its folder, its options under our names', async () => {
    const siteDir = await temporaryDir('brokerdocs-docusaurus-blog-');
    await mkdir(path.join(siteDir, 'news'), { recursive: true });
    const options = { path: 'news', routeBasePath: '/news/', blogTitle: 'News', blogDescription: 'What is new', postsPerPage: 'ALL', blogSidebarCount: 0, blogSidebarTitle: 'All', showReadingTime: false, authorsMapPath: 'people.yml', feedOptions: { type: 'all', copyright: 'Us' }, editUrl: 'https://x', archiveBasePath: '/old/', tags: false, onUntruncatedBlogPosts: 'ignore', truncateMarker: /<!-- more -->/, blogListComponent: '@theme/MyBlogList' };
    const preset = await fromDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['classic', { blog: options, pages: false }]] }, 'docusaurus.config.js', "module.exports = {\n  presets: [['classic', {\n    blog: {}\n  }]],\n};\n", siteDir);
    expect(preset.value.blog).toEqual({ path: 'news', routeBasePath: 'news', title: 'News', description: 'What is new', postsPerPage: 'ALL', sidebarCount: 0, sidebarTitle: 'All', showReadingTime: false, authorsMapPath: 'people.yml', editUrl: 'https://x', archiveBasePath: 'old', tags: false, onUntruncatedBlogPosts: 'ignore', truncateMarker: /<!-- more -->/, feeds: ['rss', 'atom', 'json'], copyright: 'Us' });
    expect(preset.value.routesElsewhere).toBeUndefined();
    // What brokerdocs does not do with a blog is named once, at the preset's blog key.
    expect(messages(preset.diagnostics)).toEqual(['warning 3 docusaurus-unsupported: Blog options not used by brokerdocs: blogListComponent']);
    const plugin = await fromDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['classic', { blog: false, pages: false }]], plugins: [['@docusaurus/plugin-content-blog', { path: 'news', feedOptions: { type: null } }]] }, 'docusaurus.config.js', '', siteDir);
    expect(plugin.value.blog).toEqual({ path: 'news', feeds: [] });
    expect(messages(plugin.diagnostics)).toEqual([]);
    // No folder (the preset's default is blog/), or `blog: false`: no blog, and nothing to say.
    const missing = await fromDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['classic', { pages: false }]] }, 'docusaurus.config.js', '', siteDir);
    expect(missing.value.blog).toBeUndefined();
    expect(messages(missing.diagnostics)).toEqual([]);
  });

  it('takes the client-redirects plugin’s options as its redirects, joining two instances’, and names the options it does not use', async () => {
    const createA = (route: string) => (route === '/docs/a' ? '/old-a' : undefined);
    const createB = (route: string) => (route === '/docs/a' ? ['/older-a'] : undefined);
    const source = "module.exports = {\n  plugins: [\n    ['@docusaurus/plugin-client-redirects', {\n      trailingSlashes: true,\n    }],\n  ],\n};\n";
    const converted = await read(
      {
        title: 'T',
        url: 'https://t.example',
        plugins: [
          ['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'], redirects: [{ from: '/x', to: '/docs/a' }], createRedirects: createA, trailingSlashes: true }],
          ['@docusaurus/plugin-client-redirects', { id: 'second', toExtensions: ['htm'], redirects: [{ from: ['/y', '/z'], to: '/docs/b' }], createRedirects: createB }],
        ],
      },
      source,
    );
    const redirects = converted.value.redirects as { rules: unknown[]; fromExtensions: string[]; toExtensions: string[]; create: (route: string) => unknown };
    expect(redirects.rules).toEqual([{ from: '/x', to: '/docs/a' }, { from: ['/y', '/z'], to: '/docs/b' }]);
    expect([redirects.fromExtensions, redirects.toExtensions]).toEqual([['html'], ['htm']]);
    expect([redirects.create('/docs/a'), redirects.create('/docs/c')]).toEqual([['/old-a', '/older-a'], []]);
    // The plugin is read, so it is not among those named as not run; its unknown option is named at its line.
    expect(messages(converted.diagnostics)).toEqual(['warning 4 docusaurus-unsupported: Client redirects options not used by brokerdocs: trailingSlashes']);
  });

  it('builds the pages of src/pages, or of the preset’s pages.path, when the site has that folder', async () => {
    const siteDir = await temporaryDir('brokerdocs-docusaurus-pages-');
    await mkdir(path.join(siteDir, 'src', 'pages'), { recursive: true });
    await writeFile(path.join(siteDir, 'src', 'pages', 'index.js'), 'export default function Home() { return null; }\n');
    await writeFile(path.join(siteDir, 'src', 'pages', 'community.md'), '# Community\n');
    const { value, diagnostics } = await fromDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['classic', { blog: false }]] }, 'docusaurus.config.js', "module.exports = {\n  presets: [['classic', {}]],\n};\n", siteDir);
    expect(value.pages).toEqual({ path: 'src/pages' });
    expect(value.routesElsewhere).toBeUndefined();
    expect(messages(diagnostics)).toEqual([]);
    const moved = await fromDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['classic', { blog: false, pages: { path: 'src/pages', routeBasePath: 'more' } }]] }, 'docusaurus.config.js', '', siteDir);
    expect(moved.value.pages).toEqual({ path: 'src/pages', routeBasePath: 'more' });
    // A folder the site does not have, or `pages: false`: no pages.
    const elsewhere = await fromDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['classic', { pages: { path: 'src/other' } }]] }, 'docusaurus.config.js', '', siteDir);
    expect(elsewhere.value.pages).toBeUndefined();
    expect((await fromDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['classic', { pages: false }]] }, 'docusaurus.config.js', '', siteDir)).value.pages).toBeUndefined();
    // The pages plugin named on its own, without the preset.
    expect((await fromDocusaurusConfig({ title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-content-pages', {}]] }, 'docusaurus.config.js', '', siteDir)).value.pages).toEqual({ path: 'src/pages' });
  });
});
