// One navbar entry, by type. Unknown types never reach the browser: the build
// rejects them with the specification's error text.
import { useState } from 'react';
import type { NavbarItem as Item, NavbarLink } from '../types.js';
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
      return null;
  }
}

function Dropdown({ label, items, permalink, mobile }: { label: string; items: NavbarLink[]; permalink: string; mobile: boolean }) {
  const [open, setOpen] = useState(false);
  if (mobile) {
    return (
      <div className="menu-dropdown">
        <span className="menu-dropdown-label">{label}</span>
        <ul className="menu-list">
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
