// The top bar: brand, items left and right, colour toggle, and on narrow
// screens a hamburger that opens the mobile menu.
import { useRef } from 'react';
import type { Logo as LogoData } from '../contracts/types.js';
import { useSite } from '../site-context.js';
import { useTranslate } from '../messages.js';
import { useHideOnScroll } from '../hooks/useHideOnScroll.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { NavbarItemView } from './NavbarItem.js';

export function Logo({ logo, title }: { logo: LogoData; title: string }) {
  const alt = logo.alt || title;
  const size = { width: logo.width, height: logo.height };
  return (
    <span className="logo">
      <img className={logo.srcDark ? 'logo-light' : undefined} src={logo.src} alt={alt} {...size} />
      {logo.srcDark ? <img className="logo-dark" src={logo.srcDark} alt={alt} {...size} /> : null}
    </span>
  );
}

export function Navbar({ permalink, menuOpen, onOpenMenu }: { permalink: string; menuOpen: boolean; onOpenMenu: () => void }) {
  const site = useSite();
  const { navbar, colorMode } = site;
  const t = useTranslate();
  const element = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(navbar.hideOnScroll, element);
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  return (
    <nav className={`navbar${hidden && !menuOpen ? ' navbar-hidden' : ''}`} aria-label={t('Main')} ref={element}>
      <div className="navbar-inner">
        <button type="button" className="navbar-toggle" aria-label={t('Toggle navigation bar')} aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={onOpenMenu}>
          <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <a className="navbar-brand" href={navbar.logo?.href ?? site.home}>
          {navbar.logo ? <Logo logo={navbar.logo} title={navbar.title} /> : null}
          <b className="navbar-title">{navbar.title}</b>
        </a>
        <div className="navbar-items navbar-items-left">
          {left.map((item, i) => (
            <NavbarItemView key={i} item={item} permalink={permalink} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {right.map((item, i) => (
            <NavbarItemView key={i} item={item} permalink={permalink} />
          ))}
          {colorMode.disableSwitch ? null : <ColorModeToggle />}
        </div>
      </div>
    </nav>
  );
}
