// The page frame: skip link, announcement bar, navbar, mobile menu, content, footer.
import type { MouseEvent, ReactNode } from 'react';
import type { SidebarItem } from './contracts/types.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Footer } from './components/Footer.js';
import { MobileMenu } from './components/MobileMenu.js';
import { Navbar } from './components/Navbar.js';
import { useMobileMenu } from './hooks/useMobileMenu.js';
import { useTranslate } from './messages.js';

/** Every page's main content carries this id (doc, API, 404, error boxes). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves keyboard focus to the main content. Following the `#main-content` link
 * would only scroll (and the client router would take it for a navigation), so
 * the link focuses the element itself; without JavaScript the plain link still works.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

export function Layout({ route, permalink, sidebar, children }: { route: string; permalink: string; sidebar?: SidebarItem[]; children: ReactNode }) {
  const menu = useMobileMenu(route);
  const t = useTranslate();
  return (
    <>
      <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t('Skip to main content')}
      </a>
      <AnnouncementBar />
      <Navbar permalink={permalink} menuOpen={menu.open} onOpenMenu={menu.show} />
      <MobileMenu open={menu.open} onClose={menu.hide} permalink={permalink} sidebar={sidebar} />
      <div className="main-wrapper">{children}</div>
      <Footer />
    </>
  );
}
