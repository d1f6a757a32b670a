// The section of a long page currently at the top of the window, among `ids`
// given in document order: the API reference's menu and the table of contents
// both follow the reader with it. Positions grow with document order, so a
// binary search reads a dozen positions per frame even on a page with a
// thousand sections (the API reference of a large document).
import { useEffect, useState } from 'react';

/** Sections within this distance below the navbar count as "in view". */
const OFFSET = 80;

export interface ActiveSectionOptions {
  /**
   * The table of contents' way: above the first section the first one is
   * active, and at the very bottom of the page the last one (it may never
   * reach the top). Otherwise none above the first (an introduction).
   */
  toc?: boolean;
}

export function useActiveSection(ids: readonly string[], { toc = false }: ActiveSectionOptions = {}): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('\n');
  useEffect(() => {
    if (!ids.length) return;
    const elements = ids.map((id) => document.getElementById(id));
    let frame = 0;
    const update = () => {
      frame = 0;
      // Last section whose top has passed the offset line.
      let low = 0;
      let high = elements.length - 1;
      let found = -1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        const top = elements[middle]?.getBoundingClientRect().top ?? Infinity;
        if (top <= OFFSET) {
          found = middle;
          low = middle + 1;
        } else {
          high = middle - 1;
        }
      }
      if (toc && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) found = ids.length - 1;
      setActive(found >= 0 ? ids[found] : toc ? ids[0] : undefined);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids`, `toc` is fixed per caller
  }, [key]);
  return active;
}
