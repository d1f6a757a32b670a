// A panel that animates its height open and shut; the duration grows with
// the content's height, and there is no animation when the reader prefers
// reduced motion. Children are only mounted while open or closing, so a
// collapsed category of a huge sidebar costs nothing; the (empty, hidden)
// panel itself stays, so `aria-controls` always points at an element.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Milliseconds to open or close `height` pixels: short panels snap, tall ones glide, none drags. */
export function animationDuration(height: number): number {
  return Math.round(Math.min(120 + Math.sqrt(height) * 8, 400));
}

export function Collapsible({ open, id, children }: { open: boolean; id?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(open);
  /** The state last animated to; starts as rendered, so the first paint does not animate. */
  const shown = useRef(open);

  useLayoutEffect(() => {
    if (open && !rendered) {
      setRendered(true); // mount the children first, animate on the next pass
      return;
    }
    const element = ref.current;
    if (shown.current === open || !element) return;
    shown.current = open;
    const finish = () => {
      element.style.transition = '';
      element.style.height = '';
      element.style.overflow = '';
      if (!open) setRendered(false);
    };
    const full = element.scrollHeight;
    if (full === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      finish();
      return;
    }
    // Interrupted half-way, the panel turns around from where it is.
    const from = element.style.height ? element.getBoundingClientRect().height : open ? 0 : full;
    const to = open ? full : 0;
    const duration = animationDuration(full);
    element.style.overflow = 'hidden';
    element.style.transition = '';
    element.style.height = `${from}px`;
    // A layout here makes the browser animate from the height just set. A call, not a read of offsetHeight: the
    // minifier drops a property read whose value is not used (scripts/bundle/runtime.mjs, pure_getters).
    element.getBoundingClientRect();
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.style.height = `${to}px`;
    const onEnd = (event: TransitionEvent) => {
      if (event.target === element && event.propertyName === 'height') finish();
    };
    element.addEventListener('transitionend', onEnd);
    // No transitionend comes when nothing moved or the panel is not displayed.
    const fallback = window.setTimeout(finish, duration + 100);
    return () => {
      element.removeEventListener('transitionend', onEnd);
      window.clearTimeout(fallback);
    };
  }, [open, rendered]);

  return (
    <div ref={ref} id={id} className="collapsible" hidden={!open && !rendered}>
      {rendered ? children : null}
    </div>
  );
}
