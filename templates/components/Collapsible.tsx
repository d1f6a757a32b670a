// A panel that animates its height open and shut; the duration grows with
// the content's height. Children are only mounted while open or animating,
// so a collapsed category of a huge sidebar costs nothing.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export function animationDuration(height: number): number {
  return Math.round(Math.min(120 + Math.sqrt(height) * 8, 400));
}

export function Collapsible({ open, id, children }: { open: boolean; id?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  /** The state last animated to; starts as rendered, so the first paint does not animate. */
  const shown = useRef(open);

  useLayoutEffect(() => {
    if (open && !mounted) {
      setMounted(true); // mount first, animate on the next pass
      return;
    }
    const element = ref.current;
    if (shown.current === open || !element) return;
    shown.current = open;
    const finish = () => {
      element.style.transition = '';
      element.style.height = '';
      element.style.overflow = '';
      if (!open) setMounted(false);
    };
    const full = element.scrollHeight;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || full === 0) {
      finish();
      return;
    }
    element.style.overflow = 'hidden';
    element.style.transition = `height ${animationDuration(full)}ms ease-in-out`;
    element.style.height = open ? '0px' : `${full}px`;
    void element.offsetHeight; // a layout here makes the browser animate from the height just set
    element.style.height = open ? `${full}px` : '0px';
    const onEnd = (event: TransitionEvent) => {
      if (event.target === element) finish();
    };
    element.addEventListener('transitionend', onEnd);
    return () => element.removeEventListener('transitionend', onEnd);
  }, [open, mounted]);

  if (!mounted) return null;
  return (
    <div ref={ref} id={id} className="collapsible">
      {children}
    </div>
  );
}
