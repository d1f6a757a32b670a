// Whether a desktop navbar dropdown is open. Pointing at it opens it; a click
// then pins it open rather than closing it (the reader clicks what they see
// opened, as on Docusaurus), and a click on a pinned or clicked-open dropdown
// closes it. Leaving it, Escape and focus moving away close it.
import { useCallback, useState } from 'react';

type Opened = 'closed' | 'hover' | 'click';

export function useDropdownOpen(): { open: boolean; hover: () => void; toggle: () => void; close: () => void } {
  const [state, setState] = useState<Opened>('closed');
  const hover = useCallback(() => setState((was) => (was === 'closed' ? 'hover' : was)), []);
  // A touch opens with a pointer enter and a click at once: that tap opens, the next one closes.
  const toggle = useCallback(() => setState((was) => (was === 'click' ? 'closed' : 'click')), []);
  const close = useCallback(() => setState('closed'), []);
  return { open: state !== 'closed', hover, toggle, close };
}
