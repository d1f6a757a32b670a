// The page frame: skip link, announcement bar, navbar, mobile menu, content, footer.
import type { ReactNode } from 'react';
import type { SidebarItem } from './types.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Footer } from './components/Footer.js';
import { MobileMenu } from './components/MobileMenu.js';
import { Navbar } from './components/Navbar.js';
import { useMobileMenu } from './hooks/useMobileMenu.js';

export function Layout({ route, permalink, sidebar, children }: { route: string; permalink: string; sidebar?: SidebarItem[]; children: ReactNode }) {
  const menu = useMobileMenu(route);
  return (
    <>
      <a className="skip-to-content" href="#main-content">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar permalink={permalink} menuOpen={menu.open} onOpenMenu={menu.show} />
      <MobileMenu open={menu.open} onClose={menu.hide} permalink={permalink} sidebar={sidebar} />
      <div className="main-wrapper">{children}</div>
      <Footer />
    </>
  );
}
