// The Broker Integration Manual: the first site built with brokerdocs.
import { defineConfig } from 'brokerdocs';

export default defineConfig({
  title: 'Broker Integration Manual',
  tagline: 'Connect your brokerage backend to the charting and trading platform through the REST interface 1.9.2.',
  url: 'https://docs.broker.example.com',
  baseUrl: '/broker-api-docs/',
  favicon: 'img/favicon.svg',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
  docs: {
    path: 'content',
    routeBasePath: '/',
    // content/ is the interface 1.9.2, served at the root; the 1.8 release (versioned_docs/, versioned_openapi/) under /1.8/.
    lastVersion: 'current',
    versions: { current: { label: '1.9.2' }, '1.8': { label: '1.8' } },
    sidebars: {
      manual: [
        'index',
        { type: 'category', label: 'Overview', collapsed: false, items: ['integration-overview'] },
        {
          type: 'category',
          label: 'Trading integration',
          collapsed: false,
          items: [
            'trading/configuring',
            'trading/concepts',
            'trading/authentication',
            'trading/streaming',
            {
              type: 'category',
              label: 'UI elements',
              collapsed: false,
              link: { type: 'doc', id: 'trading/ui-elements/index' },
              items: ['trading/ui-elements/custom-fields'],
            },
            'trading/mapping-symbols',
            'trading/permissions',
          ],
        },
        {
          type: 'category',
          label: 'Data integration',
          collapsed: false,
          items: [
            'data/authentication',
            'data/groups',
            'data/symbol_info',
            'data/session-specification',
            'data/history',
            'data/bar-building',
            'data/streaming',
            'data/post-release',
          ],
        },
        { type: 'category', label: 'Testing', collapsed: false, items: ['trading-tests/index', 'data-tests/index'] },
        {
          type: 'category',
          label: 'Reference',
          collapsed: false,
          items: ['endpoints', 'glossary', 'faq', { type: 'link', label: 'API Reference', href: '/rest-api-spec' }],
        },
      ],
    },
  },
  openapi: {
    spec: 'openapi/broker-api.yaml',
    route: '/rest-api-spec',
    title: 'API Reference',
    // Each docs version keeps its own copy of the document (versioned_openapi/), and its reference says what changed since the one before.
    versioned: true,
    // The manual's examples are copied by integrators: one off its schema fails the build.
    exampleValidation: 'error',
    // Brokers test their own servers from the reference: the sandbox below, any
    // https server they type in, or one on their own machine (localhost).
    tryIt: {
      servers: [{ url: 'https://sandbox.broker.example.com/api', description: 'Sandbox', sandbox: true }],
      allowAnyHttpsServer: true,
    },
  },
  themeConfig: {
    navbar: {
      title: 'Broker Integration Manual',
      logo: { src: 'img/logo.svg', alt: 'Broker Integration Manual logo', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', sidebarId: 'manual', label: 'Manual', position: 'left' },
        { to: '/rest-api-spec', label: 'API Reference', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Broker Integration Manual', to: '/' },
            { label: 'API Reference', to: '/rest-api-spec' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Broker Integration Manual. Built with brokerdocs.',
    },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    announcementBar: {
      id: 'interface-1-9-2',
      content: 'The manual now covers interface version 1.9.2. See the <a href="/broker-api-docs/rest-api-spec">API Reference</a> for every endpoint.',
      backgroundColor: '#1d5fc1',
      textColor: '#ffffff',
      isCloseable: true,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: true, autoCollapseCategories: false } },
  },
});
