// The section of a long page currently at the top of the window, among
// `ids` given in document order (`undefined` above the first one). Positions grow with document order, so a
// binary search reads a dozen positions per frame even on a page with a
// thousand sections (the API reference of a large document).
import { useEffect, useState } from 'react';

/** Sections within this distance below the navbar count as "in view". */
const OFFSET = 80;

export function useActiveSection(ids: readonly string[]): string | undefined {
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
      // Above the first section (an introduction), nothing is active.
      setActive(found >= 0 ? ids[found] : undefined);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids`
  }, [key]);
  return active;
}
