// One navbar entry, by type. Unknown types never reach the browser: the build
// rejects them with the specification's error text.
import { useCallback, useEffect, useId, useState } from 'react';
import type { NavbarItem as Item, NavbarLink } from '../contracts/types.js';
import { siteVersions, useDocsVersion, useVersionedLink } from '../docs-versions.js';
import { usePage } from '../page-context.js';
import { useSite } from '../site-context.js';
import { SearchBar } from './SearchBar.js';
import { useDropdownOpen } from '../hooks/useDropdownOpen.js';
import { useTranslate } from '../messages.js';

export function isActive(link: NavbarLink, permalink: string): boolean {
  if (link.external) return false;
  if (link.activePrefix) return permalink.startsWith(link.activePrefix);
  return permalink === link.href || permalink === `${link.href}/`;
}

export function NavbarLinkView({ link: written, permalink, className = 'navbar-link', active: activeOverride, onClick }: { link: NavbarLink; permalink: string; className?: string; active?: boolean; onClick?: () => void }) {
  // Doc links of a versioned site point into the version shown.
  const link = useVersionedLink(written);
  const active = activeOverride ?? isActive(link, permalink);
  return (
    <a
      className={`${className}${active ? ' active' : ''}`}
      href={link.href}
      onClick={onClick}
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
      return <LocaleDropdown item={item} permalink={permalink} mobile={mobile} />;
    case 'docsVersionDropdown':
      return <VersionDropdown position={item.position} permalink={permalink} mobile={mobile} />;
  }
}

/**
 * The query string and hash of the address, which a version or locale switch keeps. Read
 * after mount (the server knows neither), after each navigation, and by
 * `refresh` when the reader reaches for the dropdown: the router changes the
 * hash of the page shown without any event, so reading it then is what counts.
 */
function useLocationSuffix(permalink: string): [string, () => void] {
  const [suffix, setSuffix] = useState('');
  const refresh = useCallback(() => setSuffix(window.location.search + window.location.hash), []);
  useEffect(refresh, [permalink, refresh]);
  return [suffix, refresh];
}

/** Each version links to this page in it (the same doc), else to its main doc; choosing one makes it the preferred version. */
function VersionDropdown({ position, permalink, mobile }: { position: 'left' | 'right'; permalink: string; mobile: boolean }) {
  const site = useSite();
  const state = useDocsVersion();
  const [suffix, refresh] = useLocationSuffix(permalink);
  const t = useTranslate();
  const versions = siteVersions(site);
  const links: NavbarLink[] = versions.map((version) => ({ type: 'link', label: version.label, href: state.targetIn(version) + suffix, position, external: false }));
  const activeIndex = site.docs.versions.length ? versions.findIndex((version) => version.name === state.active?.name) : undefined;
  return (
    <Dropdown
      // On mobile the dropdown is a titled list, and "Versions" says what the list is.
      label={mobile ? t('Versions') : state.shown.label}
      items={links}
      permalink={permalink}
      mobile={mobile}
      activeIndex={activeIndex}
      onSelect={(index) => state.choose(versions[index]!.name)}
      onOpen={refresh}
    />
  );
}

/** Each locale links to this page in it, else to its home, keeping the query string and hash (the router loads it in full: it is another site). */
function LocaleDropdown({ item, permalink, mobile }: { item: Extract<Item, { type: 'localeDropdown' }>; permalink: string; mobile: boolean }) {
  const { locales } = usePage();
  const [suffix, refresh] = useLocationSuffix(permalink);
  const links: NavbarLink[] = item.locales.map((locale) => ({ type: 'link', label: locale.label, href: (locales?.[locale.locale] ?? locale.href) + suffix, position: item.position, external: false }));
  return <Dropdown label={item.label} items={links} permalink={permalink} mobile={mobile} activeIndex={item.locales.findIndex((locale) => locale.current)} onOpen={refresh} />;
}

interface DropdownProps {
  label: string;
  items: NavbarLink[];
  permalink: string;
  mobile: boolean;
  /** The item marked current; by default each item compares its href with the page. */
  activeIndex?: number;
  onSelect?: (index: number) => void;
  /** Called as the reader reaches for the dropdown (pointer or focus), before an item is chosen. */
  onOpen?: () => void;
}

function Dropdown({ label, items, permalink, mobile, activeIndex, onSelect, onOpen }: DropdownProps) {
  const { open, hover, toggle, close } = useDropdownOpen();
  const labelId = useId();
  // The same entries in both menus, styled as the menu they are in.
  const entries = items.map((link, i) => (
    <li key={i} className={mobile ? 'menu-item' : undefined}>
      <NavbarLinkView link={link} permalink={permalink} className={mobile ? 'menu-link' : 'navbar-dropdown-link'} active={activeIndex === undefined ? undefined : i === activeIndex} onClick={onSelect && (() => onSelect(i))} />
    </li>
  ));
  if (mobile) {
    return (
      <div className="menu-dropdown" onPointerEnter={onOpen} onFocus={onOpen}>
        <span className="menu-dropdown-label" id={labelId}>
          {label}
        </span>
        <ul className="menu-list" aria-labelledby={labelId}>
          {entries}
        </ul>
      </div>
    );
  }
  return (
    <div
      className={`navbar-dropdown${open ? ' open' : ''}`}
      onPointerEnter={onOpen}
      onFocus={onOpen}
      onMouseLeave={close}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        event.currentTarget.querySelector<HTMLElement>('.navbar-dropdown-toggle')?.focus();
      }}
    >
      <button type="button" className="navbar-link navbar-dropdown-toggle" aria-haspopup="true" aria-expanded={open} onClick={toggle} onMouseEnter={hover}>
        {label}
      </button>
      <ul className="navbar-dropdown-menu">{entries}</ul>
    </div>
  );
}
