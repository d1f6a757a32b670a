// The one schema of docs.config.ts, composed of one schema per concern. The
// input type (what a user writes) and the resolved type (defaults applied)
// are both derived from it, so the two cannot drift apart. Every field
// documents its default.
import * as z from 'zod';
import { blogSchema } from './blog-schema.js';
import { docsInstanceSchema, docsSchema } from './docs-schema.js';
import { i18nSchema } from './i18n-schema.js';
import { openapiSchema } from './openapi-schema.js';
import { attributeName, themeSchema } from './theme-schema.js';

export type { NavbarItemInput } from './navbar-schema.js';
export { sidebarItem, type SidebarItemInput } from './sidebar-schema.js';

const severity = z.enum(['ignore', 'log', 'warn', 'throw']);

/** Docusaurus' `markdown.preprocessor`: the file's text to read instead of what is on disk. */
export type MarkdownPreprocessor = (args: { filePath: string; fileContent: string }) => string;

/** Docusaurus' `createRedirects`: given a page's route, the routes to redirect to it. */
export type CreateRedirects = (route: string) => string | string[] | null | undefined | false;

/** A head tag's attributes: `true` writes the bare name (`async`), `false` leaves it out. */
const headAttributes = z.record(attributeName, z.union([z.string(), z.number(), z.boolean()]));

export const configSchema = z.strictObject({
  /** Site title: navbar, `<title>` suffix, search results. Required. */
  title: z.string().min(1),
  /** Between a page's title and the site's in `<title>` (Docusaurus' option of the same name). Default: `|`. */
  titleDelimiter: z.string().min(1).default('|'),
  /** One-line description, used as the default meta description. Default: `''`. */
  tagline: z.string().default(''),
  /** Origin the site is deployed to, e.g. `https://docs.example.com`. Required. */
  url: z.url(),
  /** Path under `url` the site is served from; starts and ends with `/`. Default: `/`. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
    .default('/'),
  /** Favicon path under `static/`. Default: none. */
  favicon: z.string().optional(),
  /** `true`: every route ends in `/`; `false`: none does; unset: as the files say. */
  trailingSlash: z.boolean().optional(),
  /** What a broken link does. Default: `warn`. */
  onBrokenLinks: severity.default('warn'),
  /** What a link to a page without the `#anchor` it names does. Default: as `onBrokenLinks` (Docusaurus' own default is `warn`, which a docusaurus.config keeps). */
  onBrokenAnchors: severity.optional(),
  /** What a relative `.md` link naming no file does. Default: `warn`. */
  onBrokenMarkdownLinks: severity.default('warn'),
  /** What two sources producing one route do. Default: `warn`. */
  onDuplicateRoutes: severity.default('warn'),
  /**
   * Routes the site serves that brokerdocs does not build (another tool's pages on the same host): a link to one,
   * or under one ending in `/`, is not checked. Default: none.
   */
  routesElsewhere: z.array(z.string()).default([]),
  /**
   * Stand-alone pages outside the docs, as Docusaurus' `src/pages`: each React file (`.js`, `.jsx`, `.ts`, `.tsx`,
   * its default export the page) and each Markdown file (`.md`, `.mdx`) is a page at its path under `routeBasePath`,
   * `index` its folder's, with the navbar and footer and no sidebar. Files and folders starting with `_`, tests and
   * `__tests__` folders are not pages. Default: none; a Docusaurus config's `src/pages` (or the classic preset's
   * `pages.path`).
   */
  pages: z
    .strictObject({
      /** The folder, relative to the site. */
      path: z.string().min(1),
      /** Route prefix of the pages. Default: `/`. */
      routeBasePath: z.string().default('/'),
    })
    .optional(),
  /**
   * A blog, as Docusaurus' blog plugin builds it (blog-schema.ts). Default: none; a Docusaurus config's classic
   * preset `blog` options.
   */
  blog: blogSchema.optional(),
  /**
   * Pages that send a reader from an old route to its new one, as Docusaurus' client-redirects plugin writes them:
   * an HTML file at each `from` route that refreshes to `to` (keeping the query and hash), with the target as its
   * canonical link. A link to a `from` route is a link to a page. Routes are under the base URL (`/docs/old`).
   * Default: none; a Docusaurus config's `@docusaurus/plugin-client-redirects` options.
   */
  redirects: z
    .strictObject({
      /** `{ from, to }`: one route or a list of them, sent to `to` (a route, with an optional `#anchor`, or a URL). Default: none. */
      rules: z.array(z.strictObject({ from: z.union([z.string(), z.array(z.string())]), to: z.string().min(1) })).default([]),
      /** Extensions whose addition to a page's route redirects to it: `['html']` sends `/docs/intro.html` to `/docs/intro`. Default: none. */
      fromExtensions: z.array(z.string().min(1)).default([]),
      /** Extensions whose removal from a page's route redirects to it: `['html']` sends `/legacy` to a page at `/legacy.html`. Default: none. */
      toExtensions: z.array(z.string().min(1)).default([]),
      /** Called with each page's route: the route or routes to redirect to it, or nothing. Default: none. */
      create: z.custom<CreateRedirects>((value) => typeof value === 'function', 'a function').optional(),
    })
    .optional(),
  /**
   * Import aliases for the components MDX pages import, as webpack's `resolve.alias` (Docusaurus'
   * docusaurus-plugin-module-alias): `{ '@components': './src/components' }` makes `@components/Card` the file
   * `src/components/Card`. Paths are relative to the site. React's own names are never aliased. Default: none.
   */
  importAliases: z.record(z.string(), z.string()).default({}),
  /** Values of the site's own for its components (`useDocusaurusContext().siteConfig.customFields`), as in Docusaurus. Default: none. */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /**
   * Folder of static files copied as is into the build, or a list of them (Docusaurus' `staticDirectories`):
   * a path two folders hold is copied from the first listed. Default: `static`.
   */
  staticDir: z.union([z.string(), z.array(z.string()).min(1)]).default('static'),
  /**
   * Scripts in every page's head, as Docusaurus' `scripts`: a URL, or `{ src, async, defer, … }` (its other keys are
   * attributes). Their origins are added to the pages' Content-Security-Policy. Default: none.
   */
  scripts: z.array(z.union([z.string().min(1), headAttributes.refine((tag) => typeof tag.src === 'string' && tag.src !== '', 'expected a `src`')])).default([]),
  /** Stylesheets in every page's head, after brokerdocs' own, as Docusaurus' `stylesheets`: a URL, or `{ href, … }`. Default: none. */
  stylesheets: z.array(z.union([z.string().min(1), headAttributes.refine((tag) => typeof tag.href === 'string' && tag.href !== '', 'expected an `href`')])).default([]),
  /**
   * Tags in every page's head, as Docusaurus' `headTags`: `{ tagName, attributes, innerHTML }`. A script's own text is
   * allowed by the pages' Content-Security-Policy (by its hash). Default: none.
   */
  headTags: z
    .array(
      z.strictObject({
        tagName: z.string().regex(/^[a-z][a-z0-9-]*$/i, 'expected an HTML tag name'),
        attributes: headAttributes.default({}),
        innerHTML: z.string().optional(),
      }),
    )
    .default([]),
  /** Tell search engines not to index any page (`<meta name="robots" content="noindex, nofollow">`), as Docusaurus' `noIndex`. Default: `false`. */
  noIndex: z.boolean().default(false),
  docs: docsSchema,
  /**
   * More docs beside `docs`, each in its own folder at its own route with its own sidebars, as Docusaurus' further
   * docs plugin instances (`{ id: 'community', path: 'community', routeBasePath: 'community' }`). Default: none; a
   * Docusaurus config's other `@docusaurus/plugin-content-docs` instances.
   */
  docsInstances: z.array(docsInstanceSchema).default([]),
  /** How pages are read, as Docusaurus' `markdown` option. Default: every page as MDX, reading MDX 1's syntax. */
  markdown: z
    .strictObject({
      /** `mdx`: every page may hold MDX; `md`: none does (no page goes through the MDX compiler); `detect`: `.mdx` pages may, `.md` pages do not. Default: `mdx`. */
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      /** Docusaurus' `markdown.preprocessor`: `({ filePath, fileContent }) => string`, called on each doc's whole file before it is read. */
      preprocessor: z.custom<MarkdownPreprocessor>((value) => typeof value === 'function', 'a function').optional(),
      /**
       * ```mermaid code blocks are diagrams, drawn by Mermaid in the browser (its scripts loaded only by the pages that
       * have one), as Docusaurus' `markdown.mermaid` with its Mermaid theme. Default: `false` (they are code).
       */
      mermaid: z.boolean().default(false),
      /** MDX 1 syntax read in compiled pages: `<!-- -->` comments and `{#id}` heading ids. (`:::` admonitions are always read.) Default: both. */
      mdx1Compat: z
        .strictObject({
          comments: z.boolean().default(true),
          admonitions: z.boolean().default(true),
          headingIds: z.boolean().default(true),
        })
        .prefault({}),
    })
    .prefault({}),
  /** Locales and their options. Default: English only (`en`, left to right), as before i18n existed. */
  i18n: i18nSchema,
  openapi: openapiSchema,
  themeConfig: themeSchema,
});

/** What a user writes in docs.config.ts. */
export type UserConfig = z.input<typeof configSchema>;
/** The config with every default applied. */
export type ParsedConfig = z.output<typeof configSchema>;
