// The mobile navigation drawer (window width ≤ 996 px). Closes on Escape, on
// back/forward, on a route change and when the window grows to desktop; page
// scrolling is hidden while it is open.
import { useCallback, useEffect, useState } from 'react';

/** Wider than the 996 px breakpoint: the navbar shows its items and the drawer has no place. */
export const DESKTOP_QUERY = '(min-width: 997px)';

export function useMobileMenu(route: string): { open: boolean; show: () => void; hide: () => void } {
  const [open, setOpen] = useState(false);
  const hide = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);

  useEffect(() => hide(), [route, hide]);

  useEffect(() => {
    if (!open) return;
    // The body's overflow applies to the viewport: the page behind the drawer stays still.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop.matches) hide();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', hide);
    desktop.addEventListener('change', onResize);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', hide);
      desktop.removeEventListener('change', onResize);
    };
  }, [open, hide]);

  return { open, show, hide };
}
