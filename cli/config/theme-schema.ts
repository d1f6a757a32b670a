// `themeConfig`: the chrome around the pages (navbar, footer, colour mode,
// announcement bar, table of contents, docs sidebar) and the site's own
// stylesheets.
import * as z from 'zod';
import { navbarItem } from './navbar-schema.js';

const logo = z.strictObject({
  /** Image path under `static/` or an absolute URL. */
  src: z.string(),
  /** Image used in dark mode. Default: `src`. */
  srcDark: z.string().optional(),
  /** Alternative text. Default: the navbar title. */
  alt: z.string().optional(),
  /** Where the logo links to. Default: the site home. */
  href: z.string().optional(),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
});

const footerLinkItem = z.union([
  z.strictObject({
    label: z.string(),
    to: z.string().optional(),
    href: z.string().optional(),
  }),
  /** HTML of the site's own in place of a link (a badge, a "Deploys by" logo), as Docusaurus' footer `html` items. */
  z.strictObject({ html: z.string() }),
]);

/** An HTML attribute's name, as a head tag of the config may carry it. */
export const attributeName = z.string().regex(/^[a-z_:][-a-z0-9_:.]*$/i, 'expected an attribute name');

export const themeSchema = z
  .strictObject({
    /**
     * `<meta>` tags on every page, as Docusaurus' `themeConfig.metadata`: `{ name, content }` or `{ property, content }`
     * (any attributes). One of the same name or property as brokerdocs' own (`twitter:card`) replaces it. Default: none.
     */
    metadata: z.array(z.record(attributeName, z.string())).default([]),
    /** The social card image (`og:image`, `twitter:image`) of every page: a path under the static folder or a URL. Default: none. */
    image: z.string().optional(),
    /**
     * Stylesheets of the site's own (`.css`, `.scss`, `.sass`), relative to the site, added after brokerdocs' own on
     * every page, in order (Docusaurus' `theme.customCss`). Infima's `--ifm-color-primary`, `--ifm-font-family-base`
     * and `--ifm-font-family-monospace`, when they set them, become brokerdocs' primary colour and fonts. Default: none.
     */
    customCss: z
      .union([z.string(), z.array(z.string())])
      .transform((value) => (typeof value === 'string' ? [value] : value))
      .default([]),
    navbar: z
      .strictObject({
        /** Default: the site title. */
        title: z.string().optional(),
        logo: logo.optional(),
        /** Hide on scroll down, show on scroll up. Default: `false`. */
        hideOnScroll: z.boolean().default(false),
        /**
         * The navbar's items. Default (when absent): a "Docs" link to the first sidebar,
         * an "API Reference" link when `openapi` is set, and the search box. `[]` is an empty navbar.
         */
        items: z.array(navbarItem).optional(),
      })
      .prefault({}),
    footer: z
      .strictObject({
        /** Default: `light`. */
        style: z.enum(['light', 'dark']).default('light'),
        links: z
          .array(z.strictObject({ title: z.string(), items: z.array(footerLinkItem) }))
          .default([]),
        logo: logo.optional(),
        copyright: z.string().optional(),
      })
      .optional(),
    colorMode: z
      .strictObject({
        /** Default: `light`. */
        defaultMode: z.enum(['light', 'dark']).default('light'),
        /** Hide the toggle. Default: `false`. */
        disableSwitch: z.boolean().default(false),
        /** Follow the system preference when the reader chose nothing. Default: `false`. */
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .prefault({}),
    announcementBar: z
      .strictObject({
        /** Change it to show a dismissed bar again. Default: `announcement-bar`. */
        id: z.string().default('announcement-bar'),
        /** HTML content. */
        content: z.string(),
        backgroundColor: z.string().default('#fff'),
        textColor: z.string().default('#000'),
        /** Default: `true`. */
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    tableOfContents: z
      .strictObject({
        /** Default: 2. */
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        /** Default: 3. */
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .prefault({}),
    docs: z
      .strictObject({
        /** Where the preferred docs version is remembered. Default: `localStorage`. */
        versionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
        sidebar: z
          .strictObject({
            /** Show a button that hides the sidebar. Default: `false`. */
            hideable: z.boolean().default(false),
            /** Opening one category closes its siblings. Default: `false`. */
            autoCollapseCategories: z.boolean().default(false),
          })
          .prefault({}),
      })
      .prefault({}),
  })
  .prefault({});
