// One navbar entry, by type. Unknown types never reach the browser: the build
// rejects them with the specification's error text.
import { useId, useState } from 'react';
import type { NavbarItem as Item, NavbarLink, SiteData, VersionInfo } from '../types.js';
import { useSite } from '../site-context.js';
import { SearchBar } from './SearchBar.js';

export function isActive(link: NavbarLink, permalink: string): boolean {
  if (link.external) return false;
  if (link.activePrefix) return permalink.startsWith(link.activePrefix);
  return permalink === link.href || permalink === `${link.href}/`;
}

export function NavbarLinkView({ link, permalink, className = 'navbar-link' }: { link: NavbarLink; permalink: string; className?: string }) {
  const active = isActive(link, permalink);
  return (
    <a
      className={`${className}${active ? ' active' : ''}`}
      href={link.href}
      aria-current={active ? 'page' : undefined}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
      {link.external ? <span className="external-mark" aria-hidden="true">↗</span> : null}
    </a>
  );
}

export function NavbarItemView({ item, permalink, mobile = false }: { item: Item; permalink: string; mobile?: boolean }) {
  const view = itemView(item, permalink, mobile);
  // In the mobile menu every item is an entry of the menu's list.
  return mobile && view ? <li className="menu-item">{view}</li> : view;
}

function itemView(item: Item, permalink: string, mobile: boolean) {
  switch (item.type) {
    case 'link':
      return <NavbarLinkView link={item} permalink={permalink} className={mobile ? 'menu-link' : 'navbar-link'} />;
    case 'dropdown':
      return <Dropdown label={item.label} items={item.items} permalink={permalink} mobile={mobile} />;
    case 'html':
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'search':
      return mobile ? null : <SearchBar />;
    case 'localeDropdown':
      // English only: the dropdown lists the one locale, linking to this page.
      return <Dropdown label={item.label} items={[{ type: 'link', label: 'English', href: permalink, position: item.position, external: false }]} permalink={permalink} mobile={mobile} />;
    case 'docsVersionDropdown':
      return <VersionDropdown position={item.position} permalink={permalink} mobile={mobile} />;
  }
}

/** An unversioned site has one version, the current docs, which Docusaurus labels "Next". */
function versionsOf(site: SiteData): VersionInfo[] {
  if (site.docs.versions.length) return site.docs.versions;
  return [{ name: 'current', label: 'Next', path: site.baseUrl, mainDocHref: site.baseUrl, isLast: true }];
}

/** The version whose docs hold this page (the longest matching path), else the latest release. */
export function activeVersion(versions: readonly VersionInfo[], permalink: string): VersionInfo | undefined {
  const containing = versions.filter((version) => permalink.startsWith(version.path)).sort((a, b) => b.path.length - a.path.length)[0];
  return containing ?? versions.find((version) => version.isLast) ?? versions[0];
}

function VersionDropdown({ position, permalink, mobile }: { position: 'left' | 'right'; permalink: string; mobile: boolean }) {
  const site = useSite();
  const versions = versionsOf(site);
  const active = activeVersion(versions, permalink);
  const links: NavbarLink[] = versions.map((version) => ({ type: 'link', label: version.label, href: version.mainDocHref, position, external: false }));
  // On mobile the dropdown is a titled list, and "Versions" says what the list is.
  return <Dropdown label={mobile ? 'Versions' : (active?.label ?? 'Versions')} items={links} permalink={permalink} mobile={mobile} />;
}

function Dropdown({ label, items, permalink, mobile }: { label: string; items: NavbarLink[]; permalink: string; mobile: boolean }) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  if (mobile) {
    return (
      <div className="menu-dropdown">
        <span className="menu-dropdown-label" id={labelId}>
          {label}
        </span>
        <ul className="menu-list" aria-labelledby={labelId}>
          {items.map((link, i) => (
            <li key={i} className="menu-item">
              <NavbarLinkView link={link} permalink={permalink} className="menu-link" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div
      className={`navbar-dropdown${open ? ' open' : ''}`}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        event.currentTarget.querySelector<HTMLElement>('.navbar-dropdown-toggle')?.focus();
      }}
    >
      <button type="button" className="navbar-link navbar-dropdown-toggle" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)} onMouseEnter={() => setOpen(true)}>
        {label}
      </button>
      <ul className="navbar-dropdown-menu">
        {items.map((link, i) => (
          <li key={i}>
            <NavbarLinkView link={link} permalink={permalink} className="navbar-dropdown-link" />
          </li>
        ))}
      </ul>
    </div>
  );
}
