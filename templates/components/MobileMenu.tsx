// The mobile drawer: a primary menu with the navbar items and, on doc pages,
// a secondary menu with the docs sidebar and a "Back to main menu" button.
import { useEffect, useRef, useState } from 'react';
import type { SidebarItem } from '../types.js';
import { useSite } from '../site-context.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { NavbarItemView } from './NavbarItem.js';
import { SidebarMenu } from './Sidebar.js';

export function MobileMenu({ open, onClose, permalink, sidebar }: { open: boolean; onClose: () => void; permalink: string; sidebar?: SidebarItem[] }) {
  const site = useSite();
  const panel = useRef<HTMLDivElement>(null);
  // The doc sidebar is the first view on doc pages, as readers expect.
  const [showSecondary, setShowSecondary] = useState(Boolean(sidebar));
  useEffect(() => {
    if (open) {
      setShowSecondary(Boolean(sidebar));
      panel.current?.querySelector<HTMLElement>('.mobile-menu-close')?.focus();
    }
  }, [open, sidebar]);
  useEffect(() => {
    if (open) return;
    // Focus returns to the toggle that opened the menu.
    const toggle = document.querySelector<HTMLElement>('.navbar-toggle');
    if (panel.current?.contains(document.activeElement)) toggle?.focus();
  }, [open]);
  return (
    <div className={`mobile-menu${open ? ' open' : ''}`} id="mobile-menu" ref={panel} hidden={!open} role="dialog" aria-modal="true" aria-label="Navigation">
      <div className="mobile-menu-backdrop" onClick={onClose} />
      <div className="mobile-menu-panel">
        <div className="mobile-menu-header">
          <a className="navbar-brand" href={site.baseUrl}>
            <b className="navbar-title">{site.navbar.title}</b>
          </a>
          {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
          <button type="button" className="mobile-menu-close" aria-label="Close navigation bar" onClick={onClose}>
            ×
          </button>
        </div>
        {sidebar && showSecondary ? (
          <div className="mobile-menu-secondary">
            <button type="button" className="mobile-menu-back" onClick={() => setShowSecondary(false)}>
              ← Back to main menu
            </button>
            <SidebarMenu items={sidebar} activeHref={permalink} autoCollapse={site.sidebar.autoCollapseCategories} label="Docs sidebar (mobile)" />
          </div>
        ) : (
          <nav className="mobile-menu-primary menu" aria-label="Main (mobile)">
            <ul className="menu-list">
              {site.navbar.items.map((item, i) => (
                <li key={i} className="menu-item">
                  <NavbarItemView item={item} permalink={permalink} mobile />
                </li>
              ))}
            </ul>
            {sidebar ? (
              <button type="button" className="mobile-menu-back" onClick={() => setShowSecondary(true)}>
                Docs menu →
              </button>
            ) : null}
          </nav>
        )}
      </div>
    </div>
  );
}
