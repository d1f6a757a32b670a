// The `docs` options: where the Markdown is, its routes, sidebars and versions.
import * as z from 'zod';
import { sidebarItem } from './sidebar-schema.js';

/** What Docusaurus passes an `editUrl` function, by the same names. */
export interface EditUrlParams {
  /** The version's name: `current` for the docs folder. */
  version: string;
  /** The version's docs folder from the site folder, with `/` (`docs`, `versioned_docs/version-1.0`). */
  versionDocsDirPath: string;
  /** The doc's file from its docs folder, with `/` (`guide/install.md`). */
  docPath: string;
  permalink: string;
  locale: string;
}

export type EditUrlFunction = (params: EditUrlParams) => string | undefined | null;

const docsOptions = z.strictObject({
    /** The docs' name (Docusaurus' plugin `id`), as navbar items' `docsPluginId` may name them. Default: `default`. */
    id: z.string().optional(),
    /** Folder of the Markdown pages, relative to the site. Default: `docs`. */
    path: z.string().default('docs'),
    /** Route prefix of the docs. Default: `/`. */
    routeBasePath: z.string().default('/'),
    /**
     * Route under each version's docs of the pages of its docs' front-matter `tags` (`/docs/tags`, `/docs/tags/<tag>`).
     * Default: `tags`.
     */
    tagsBasePath: z.string().default('tags'),
    /**
     * The file of predefined tags in each version's docs folder (YAML: `key: { label, permalink, description }`), as
     * Docusaurus' `tags` option; `false` or `null` for none. Default: `tags.yml`, when the folder has one.
     */
    tags: z.union([z.string().min(1), z.literal(false), z.null()]).default('tags.yml'),
    /** What a doc's tag the tags file does not list does, when there is a tags file. Default: `warn`. */
    onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
    /** Sidebars by id. Default: one sidebar generated from the folders. */
    sidebars: z.record(z.string(), z.array(sidebarItem)).optional(),
    /** How hand-written sidebars are checked. */
    sidebar: z
      .strictObject({
        /**
         * Warn (`doc-not-in-sidebar`) about a page that no hand-written sidebar lists: readers
         * reach it only by a link. Pages marked `unlisted` are never warned about. Default: `true`.
         */
        warnOrphans: z.boolean().default(true),
      })
      .prefault({}),
    /**
     * A Docusaurus sidebars file (`.js`, `.ts`, `.mjs`, `.cjs`, `.json`), relative to the site or absolute,
     * used when `sidebars` is not set; `false` for none. Default: `sidebars.{ts,js,mjs,cjs,json}` beside the config, if there is one.
     */
    sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
    /** Globs (relative to the docs folder) of the Markdown files that are pages. Default: every `.md` and `.mdx` file. */
    include: z.array(z.string()).optional(),
    /**
     * Where "Edit this page" links go, as Docusaurus' `editUrl`: a base URL under which each doc's path from the
     * site folder is resolved, or a function of `{ version, versionDocsDirPath, docPath, permalink, locale }`
     * that returns the doc's whole URL (or undefined for none). Default: no link.
     */
    editUrl: z.union([z.string(), z.custom<EditUrlFunction>((value) => typeof value === 'function', 'a URL or a function')]).optional(),
    /** `false` leaves the breadcrumbs off the top of every doc. Default: `true`. */
    breadcrumbs: z.boolean().default(true),
    /** Whether sidebar categories start closed where neither they nor their `_category_.json` say. Default: `true`. */
    sidebarCollapsed: z.boolean().default(true),
    /** `false` makes every sidebar category always open, without a button to close it, where it does not say. Default: `true`. */
    sidebarCollapsible: z.boolean().default(true),
    /** Under each doc, the date of its last change: its last commit in git, or front matter `last_update.date`. Default: `false`. */
    showLastUpdateTime: z.boolean().default(false),
    /** Under each doc, who changed it last: its last commit's author in git, or front matter `last_update.author`. Default: `false`. */
    showLastUpdateAuthor: z.boolean().default(false),
    /** `false` keeps number prefixes (`01-intro.md`) in ids, routes and labels, and does not order by them, as Docusaurus' `numberPrefixParser: false`. Default: `true`. */
    numberPrefixParser: z.boolean().optional(),
    /** Admonition types beside note, tip, info, warning and danger (`keywords`), rendered as notes of their own class without a warning. */
    admonitions: z
      .union([
        z.literal(false),
        z.looseObject({
          keywords: z.array(z.string()).optional(),
          extendDefaults: z.boolean().optional(),
        }),
      ])
      .optional(),
    /**
     * Globs (relative to the docs folder) of Markdown files that are not pages, beside the
     * files and folders starting with `_`, which never are. Default: none.
     */
    exclude: z.array(z.string()).optional(),
    /** Include `draft: true` pages. Default: `false` (drafts only in `dev`). */
    includeDrafts: z.boolean().optional(),
    /**
     * The version served at the docs root (`brokerdocs version` snapshots the docs as a
     * version; versions.json lists them). Default: the newest released version, or
     * `current` (the docs folder) when there is none.
     */
    lastVersion: z.string().optional(),
    /** Options per version, by name (`current` is the docs folder). */
    versions: z
      .record(
        z.string(),
        z.strictObject({
          /** Shown in the version dropdown and banner. Default: `Next` for `current`, else the name. */
          label: z.string().optional(),
          /** Path of its docs under the docs route. Default: `''` for the last version, `next` for `current`, else the name. */
          path: z.string().optional(),
          /** Default: `unreleased` for versions newer than the last one (`current`), `unmaintained` for older ones, none for the last. */
          banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
        }),
      )
      .optional(),
    /** Build only these versions (names, `current` included), e.g. to speed up local builds. Default: all. */
    onlyIncludeVersions: z.array(z.string()).min(1).optional(),
  });

export const docsSchema = docsOptions.prefault({});

/**
 * Another docs instance, as a second Docusaurus docs plugin (`id: 'community'`): its own folder, route, sidebars
 * and edit links, beside the main docs. Unversioned: it is its folder's pages. The options mean what they mean
 * under `docs`.
 */
export const docsInstanceSchema = docsOptions
  .pick({
    path: true,
    routeBasePath: true,
    sidebars: true,
    sidebarPath: true,
    include: true,
    exclude: true,
    editUrl: true,
    breadcrumbs: true,
    sidebarCollapsed: true,
    sidebarCollapsible: true,
    numberPrefixParser: true,
    tagsBasePath: true,
    tags: true,
    onInlineTags: true,
  })
  .extend({
    /** Its name (Docusaurus' plugin `id`): what navbar items' `docsPluginId` and its translations' folder use. */
    id: z.string().regex(/^[\w-]+$/, 'expected only letters, digits, `_` and `-`'),
  });

export type DocsInstanceOptions = z.output<typeof docsInstanceSchema>;
