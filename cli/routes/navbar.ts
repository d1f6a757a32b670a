// Navbar and footer items from the config, resolved against the docs and
// sidebars. The specification's configuration errors (§5) are raised here, at
// build time, with the key path — never as a crash in the browser.
import type { NavbarItemInput } from '../config/schema.js';
import { configLocation, formatPath, type SiteConfig } from '../config/resolve.js';
import { closest, error, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import type { DocSource } from '../content/docs.js';
import type { FooterColumn, LocaleLink, NavbarItem, NavbarLink, SidebarItem } from '../../templates/contracts/types.js';
import { localeBaseUrl } from '../config/i18n.js';
import { routeToHref } from './href.js';
import { flattenSidebar } from './sidebar.js';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const TYPES = ['default', 'doc', 'docSidebar', 'dropdown', 'html', 'search', 'docsVersionDropdown', 'localeDropdown'];

export interface NavbarContext {
  config: SiteConfig;
  /** The docs of the last version (served at the docs root): items must name one of them. */
  docs: readonly DocSource[];
  draftIds: ReadonlySet<string>;
  /** Its sidebars, by the ids of the config. */
  sidebars: Record<string, SidebarItem[]>;
  /** On a versioned site, every version's docs and sidebars, so doc items link within the version shown. */
  versions?: readonly { name: string; docs: readonly DocSource[]; sidebars: Record<string, SidebarItem[]> }[];
  /** The other docs instances' docs and sidebars (by the ids they are written with), by instance id: what `docsPluginId` names. */
  instances?: ReadonlyMap<string, Pick<NavbarContext, 'docs' | 'draftIds' | 'sidebars' | 'sidebarsActiveUnder'>>;
  /** Where a `docSidebar` item of these docs is active: every page under it (an instance's route), rather than its first page alone. */
  sidebarsActiveUnder?: string;
}

/** A link written in config: `to` is a route under the base URL, `href` is taken as is. */
export function configLink(config: SiteConfig, to: string | undefined, href: string | undefined): { href: string; external: boolean } {
  if (href !== undefined) return { href, external: EXTERNAL.test(href) };
  const target = to ?? '/';
  if (EXTERNAL.test(target)) return { href: target, external: true };
  return { href: target.startsWith(config.baseUrl) ? target : routeToHref(config.baseUrl, target), external: false };
}

export function resolveNavbar(context: NavbarContext): { items: NavbarItem[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const items: NavbarItem[] = [];
  (context.config.themeConfig.navbar.items ?? defaultItems(context)).forEach((input, index) => {
    const item = resolveItem(input, ['themeConfig', 'navbar', 'items', index], context, diagnostics);
    if (item) items.push(item);
  });
  return { items, diagnostics };
}

/**
 * The navbar of a config that lists no items (the README's minimal one): the
 * docs, the API reference when there is one, and search, as a new site
 * expects; without them its readers had no search box and no way to the reference.
 */
function defaultItems({ config, sidebars }: NavbarContext): NavbarItemInput[] {
  const sidebarId = Object.keys(sidebars).find((id) => firstLink(sidebars[id]!));
  return [
    ...(sidebarId ? [{ type: 'docSidebar', sidebarId, label: 'Docs', position: 'left' } as const] : []),
    ...(config.openapi ? [{ to: config.openapi.route, label: 'API Reference', position: 'left' } as const] : []),
    { type: 'search', position: 'right' } as const,
  ];
}

function resolveItem(input: NavbarItemInput, keyPath: (string | number)[], context: NavbarContext, diagnostics: Diagnostic[]): NavbarItem | null {
  const { config } = context;
  const type = input.type ?? (input.items ? 'dropdown' : 'default');
  const position = input.position ?? 'left';
  const where = (key: string) => configLocation(config, [...keyPath, key]);
  const path = formatPath(keyPath);
  const { i18n } = config;
  switch (type) {
    case 'default': {
      const link = configLink(config, input.to, input.href);
      return { type: 'link', label: input.label ?? '', href: link.href, external: link.external, position };
    }
    case 'doc': {
      const docs = docsNamed(input, context, where, path, diagnostics);
      if (!docs) return null;
      return docItem(input, docs, position, where, path, diagnostics);
    }
    case 'docSidebar': {
      const docs = docsNamed(input, context, where, path, diagnostics);
      if (!docs) return null;
      return sidebarItem(input, docs, position, where, path, diagnostics);
    }
    case 'dropdown': {
      const children: NavbarLink[] = [];
      (input.items ?? []).forEach((child, index) => {
        const resolved = resolveItem(child, [...keyPath, 'items', index], context, diagnostics);
        if (resolved?.type === 'link') children.push(resolved);
      });
      return { type: 'dropdown', label: input.label ?? '', position, items: children };
    }
    case 'html':
      return { type: 'html', html: input.html ?? '', position };
    case 'search':
      return { type: 'search', position };
    case 'localeDropdown':
      return { type: 'localeDropdown', position, label: input.label ?? i18n.localeConfigs[i18n.currentLocale]!.label, locales: localeLinks(config) };
    case 'docsVersionDropdown':
      // Another docs instance is unversioned: it has no versions to choose from.
      if (input.docsPluginId !== undefined && input.docsPluginId !== 'default') return null;
      return { type: 'docsVersionDropdown', position, pluginId: 'default' };
    default: {
      const suggestion = closest(type, TYPES);
      diagnostics.push(
        error(
          'navbar-unknown-type',
          `${path}.type: No NavbarItem component found for type "${type}".`,
          where('type'),
          suggestion ? `Did you mean "${suggestion}"?` : `Use one of ${TYPES.map((t) => `"${t}"`).join(', ')}.`,
        ),
      );
      return null;
    }
  }
}

/** Every locale of the site, each linking to its home. */
function localeLinks({ i18n }: SiteConfig): LocaleLink[] {
  return i18n.locales.map((locale) => ({ locale, label: i18n.localeConfigs[locale]!.label, href: localeBaseUrl(i18n, locale), ...(locale === i18n.currentLocale ? { current: true as const } : {}) }));
}

type Where = (key: string) => SourceLocation;

/** The docs a `doc` or `docSidebar` item names: the main docs', or those of the instance its `docsPluginId` names (without versions). */
function docsNamed(input: NavbarItemInput, context: NavbarContext, where: Where, path: string, diagnostics: Diagnostic[]): NavbarContext | undefined {
  const id = input.docsPluginId;
  if (id === undefined || id === 'default' || id === context.config.docs.id) return context;
  const instance = context.instances?.get(id);
  if (instance) return { config: context.config, ...instance };
  const known = [context.config.docs.id ?? 'default', ...(context.instances?.keys() ?? [])];
  const suggestion = closest(id, known);
  diagnostics.push(error('navbar-unknown-docs-instance', `${path}: no docs instance has the id "${id}"`, where('docsPluginId'), suggestion ? `Did you mean "${suggestion}"? Docs instances: ${known.join(', ')}.` : `Docs instances: ${known.join(', ')} (docsInstances lists the others).`));
  return undefined;
}

function docItem(input: NavbarItemInput, context: NavbarContext, position: 'left' | 'right', where: Where, path: string, diagnostics: Diagnostic[]): NavbarLink | null {
  const { config } = context;
  const doc = context.docs.find((d) => d.id === input.docId);
  if (!doc) {
    // A draft's link is hidden in production instead of failing the build.
    if (input.docId && context.draftIds.has(input.docId)) return null;
    const ids = context.docs.map((d) => d.id);
    const suggestion = input.docId ? closest(input.docId, ids) : undefined;
    const problem = input.docId === undefined ? 'a navbar item of type "doc" needs a docId' : `couldn't find any doc with id "${input.docId}" for the navbar item of type "doc"`;
    const elsewhere = context.versions?.filter((version) => version.docs.some((d) => d.id === input.docId)).map((version) => `"${version.name}"`);
    const hint = elsewhere?.length
      ? `Only version ${elsewhere.join(', ')} has it; navbar items name docs of the last version, which pages of every version fall back to.`
      : suggestion
        ? `Did you mean "${suggestion}"?`
        : `Available doc ids: ${ids.join(', ')}.`;
    diagnostics.push(error('navbar-unknown-doc', `${path}: ${problem}`, where('docId'), hint));
    return null;
  }
  const href = routeToHref(config.baseUrl, doc.route);
  const versions = versionHrefs(context, (version) => {
    const same = version.docs.find((d) => d.id === doc.id);
    return same && routeToHref(config.baseUrl, same.route);
  });
  return { type: 'link', label: input.label ?? doc.sidebarLabel, href, external: false, position, activePrefix: href, ...versions };
}

function sidebarItem(input: NavbarItemInput, context: NavbarContext, position: 'left' | 'right', where: Where, path: string, diagnostics: Diagnostic[]): NavbarLink | null {
  const ids = Object.keys(context.sidebars);
  // Docusaurus calls the sidebar it generates for docs without a sidebars file `defaultSidebar`; brokerdocs, `default`.
  const sidebarId = input.sidebarId === 'defaultSidebar' && !context.sidebars.defaultSidebar && context.sidebars.default ? 'default' : input.sidebarId;
  const sidebar = sidebarId ? context.sidebars[sidebarId] : undefined;
  if (!sidebar) {
    const available = ids.map((id) => `"${id}"`).join(', ') || '(none)';
    const suggestion = input.sidebarId ? closest(input.sidebarId, ids) : undefined;
    diagnostics.push(
      error(
        'navbar-unknown-sidebar',
        `${path}: can't find any sidebar with id "${input.sidebarId ?? ''}" for the navbar item of type "docSidebar". Available sidebar ids: ${available}`,
        where('sidebarId'),
        suggestion ? `Did you mean "${suggestion}"?` : 'Set sidebarId to one of the ids under docs.sidebars.',
      ),
    );
    return null;
  }
  const first = flattenSidebar(sidebar)[0] ?? firstLink(sidebar);
  if (!first) {
    diagnostics.push(
      error('navbar-empty-sidebar', `${path}: sidebar "${input.sidebarId}" of the navbar item of type "docSidebar" has no link to point to`, where('sidebarId'), 'Add a doc to that sidebar, or use a navbar item of type "doc".'),
    );
    return null;
  }
  const versions = versionHrefs(context, (version) => {
    const items = version.sidebars[sidebarId!];
    return items && (flattenSidebar(items)[0] ?? firstLink(items))?.href;
  });
  const active = context.sidebarsActiveUnder ? { activePrefix: context.sidebarsActiveUnder } : {};
  return { type: 'link', label: input.label ?? first.label, href: first.href, external: false, position, ...active, ...versions };
}

/** A doc-backed item's target in each version that has it (versioned sites only). */
function versionHrefs(context: NavbarContext, hrefIn: (version: NonNullable<NavbarContext['versions']>[number]) => string | undefined): { versions?: Record<string, string> } {
  if (!context.versions) return {};
  const versions: Record<string, string> = {};
  for (const version of context.versions) {
    const href = hrefIn(version);
    if (href) versions[version.name] = href;
  }
  return { versions };
}

function firstLink(items: readonly SidebarItem[]): { label: string; href: string } | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') return item;
    if (item.href) return { label: item.label, href: item.href };
    const inner = firstLink(item.items);
    if (inner) return inner;
  }
  return undefined;
}

export function resolveFooter(config: SiteConfig): FooterColumn[] {
  return (config.themeConfig.footer?.links ?? []).map((column) => ({
    title: column.title,
    items: column.items.map((item) => ('html' in item ? { html: item.html } : { label: item.label, ...configLink(config, item.to, item.href) })),
  }));
}
