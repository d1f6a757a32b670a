// The navbar's items as docs.config.ts writes them.
import * as z from 'zod';

const position = z.enum(['left', 'right']);

/**
 * A navbar item. `type` is validated by the resolver rather than as an enum
 * so that an unknown type gets the specification's own error text.
 */
export const navbarItem: z.ZodType<NavbarItemInput> = z.lazy(() =>
  z.strictObject({
    /** `default` (a link), `doc`, `docSidebar`, `dropdown`, `html`, `search`, `docsVersionDropdown`, `localeDropdown`. Default: `default`. */
    type: z.string().optional(),
    label: z.string().optional(),
    /** Default: `left`. */
    position: position.optional(),
    /** A route inside the site. */
    to: z.string().optional(),
    /** An external URL. */
    href: z.string().optional(),
    /** Raw HTML for `type: 'html'`. */
    html: z.string().optional(),
    /** Doc id for `type: 'doc'`. */
    docId: z.string().optional(),
    /** Sidebar id for `type: 'docSidebar'`. */
    sidebarId: z.string().optional(),
    /** The docs instance (`docsInstances`' id) whose doc or sidebar a `doc` or `docSidebar` item names. Default: the main docs (`default`). */
    docsPluginId: z.string().optional(),
    /** Items of a dropdown. */
    items: z.array(navbarItem).optional(),
  }),
);

export interface NavbarItemInput {
  type?: string;
  label?: string;
  position?: 'left' | 'right';
  to?: string;
  href?: string;
  html?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  items?: NavbarItemInput[];
}
