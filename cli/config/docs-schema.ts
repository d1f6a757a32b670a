// The `docs` options: where the Markdown is, its routes, sidebars and versions.
import * as z from 'zod';
import { sidebarItem } from './sidebar-schema.js';

export const docsSchema = z
  .strictObject({
    /** Folder of the Markdown pages, relative to the site. Default: `docs`. */
    path: z.string().default('docs'),
    /** Route prefix of the docs. Default: `/`. */
    routeBasePath: z.string().default('/'),
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
  })
  .prefault({});
