// The mobile drawer: a primary menu with the navbar items and, on doc pages,
// a secondary menu with the docs sidebar and a "Back to main menu" button.
// It is a modal dialog: focus moves into it, Tab stays inside, following a
// link closes it, and on closing focus returns to the hamburger toggle.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { SidebarItem } from '../contracts/types.js';
import { useSite } from '../site-context.js';
import { useTranslate } from '../messages.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { Logo } from './Navbar.js';
import { NavbarItemView } from './NavbarItem.js';
import { SidebarMenu } from './Sidebar.js';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

export function MobileMenu({ open, onClose, permalink, sidebar }: { open: boolean; onClose: () => void; permalink: string; sidebar?: SidebarItem[] }) {
  const site = useSite();
  const t = useTranslate();
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  /** Set when the reader switches between the two menus, so focus follows into the new one. */
  const switched = useRef(false);
  // The doc sidebar is the first view on doc pages, as readers expect.
  const [showSecondary, setShowSecondary] = useState(Boolean(sidebar));

  // Layout effects: focus moves before the browser paints the opened (or closed) drawer.
  useLayoutEffect(() => {
    if (open) {
      wasOpen.current = true;
      setShowSecondary(Boolean(sidebar));
      panel.current?.querySelector<HTMLElement>('.mobile-menu-close')?.focus();
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // Focus returns to the toggle, unless it went elsewhere on purpose (a navigation moves it to the content).
    const active = document.activeElement;
    if (!active || active === document.body || panel.current?.contains(active)) document.querySelector<HTMLElement>('.navbar-toggle')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only opening and closing move focus
  }, [open]);

  useLayoutEffect(() => {
    if (!switched.current || !panel.current) return;
    switched.current = false;
    panel.current.querySelector<HTMLElement>('.mobile-menu-items')?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [showSecondary]);

  const switchTo = (secondary: boolean) => {
    switched.current = true;
    setShowSecondary(secondary);
  };

  // Tab and Shift+Tab cycle inside the open drawer (it is modal).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Following any link closes the drawer, also a link to the page already shown.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) onClose();
  };

  return (
    <div className={`mobile-menu${open ? ' open' : ''}`} id="mobile-menu" ref={panel} hidden={!open} role="dialog" aria-modal="true" aria-label={t('Navigation')} onKeyDown={onKeyDown} onClick={onClick}>
      {open ? <div className="mobile-menu-backdrop" onClick={onClose} /> : null}
      {/* Rendered only while open: pages do not carry a second copy of the sidebar in their HTML. */}
      {open ? (
        <div className="mobile-menu-panel">
          <div className="mobile-menu-header">
            <a className="navbar-brand" href={site.navbar.logo?.href ?? site.home}>
              {site.navbar.logo ? <Logo logo={site.navbar.logo} title={site.navbar.title} /> : null}
              <b className="navbar-title">{site.navbar.title}</b>
            </a>
            {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
            <button type="button" className="mobile-menu-close" aria-label={t('Close navigation bar')} onClick={onClose}>
              <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
                <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
              </svg>
            </button>
          </div>
          <div className="mobile-menu-items">
            {sidebar && showSecondary ? (
              <div className="mobile-menu-secondary">
                <button type="button" className="mobile-menu-back" onClick={() => switchTo(false)}>
                  {t('← Back to main menu')}
                </button>
                <SidebarMenu items={sidebar} activeHref={permalink} autoCollapse={site.sidebar.autoCollapseCategories} label={t('Docs sidebar (mobile)')} />
              </div>
            ) : (
              <nav className="mobile-menu-primary menu" aria-label={t('Main (mobile)')}>
                <ul className="menu-list">
                  {site.navbar.items.map((item, i) => (
                    <NavbarItemView key={i} item={item} permalink={permalink} mobile />
                  ))}
                </ul>
                {sidebar ? (
                  <button type="button" className="mobile-menu-back mobile-menu-forward" onClick={() => switchTo(true)}>
                    {t('Docs menu →')}
                  </button>
                ) : null}
              </nav>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
