// Navbar `hideOnScroll`: hidden while scrolling down, shown again on scroll up
// or near the top of the page, and whenever keyboard focus is inside it.
import { useEffect, useState, type RefObject } from 'react';

/** Within this distance of the top (the navbar's height) the navbar always shows. */
export const NEAR_TOP = 60;
/** Scroll moves smaller than this are noise (momentum scrolling, rounding) and change nothing. */
const THRESHOLD = 4;

export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < NEAR_TOP) setHidden(false);
      else if (navbar.current?.contains(document.activeElement)) setHidden(false);
      else if (y > last + THRESHOLD) setHidden(true);
      else if (y < last - THRESHOLD) setHidden(false);
      else return; // too small a move: remember where it started
      last = y;
    };
    const onFocus = () => setHidden(false);
    const element = navbar.current;
    window.addEventListener('scroll', onScroll, { passive: true });
    element?.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      element?.removeEventListener('focusin', onFocus);
    };
  }, [enabled, navbar]);
  return enabled && hidden;
}
