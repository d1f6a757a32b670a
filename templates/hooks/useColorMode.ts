// Colour mode state. The inline head script has already applied the mode
// before first paint; this hook reads it after mount, toggles it, stores it
// under `theme`, follows other tabs, and follows the system preference when
// configured to and the reader has chosen nothing.
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services.js';
import { useSite } from '../site-context.js';

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_KEY = 'theme';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const isMode = (value: string | null): value is ColorMode => value === 'light' || value === 'dark';

export function useColorMode(): { mode: ColorMode | null; toggle: () => void } {
  const { storage } = useServices();
  const { colorMode } = useSite();
  // null until mounted: the server cannot know the reader's mode.
  const [mode, setMode] = useState<ColorMode | null>(null);

  const apply = useCallback((next: ColorMode) => {
    document.documentElement.setAttribute('data-theme', next);
    document.documentElement.style.colorScheme = next;
  }, []);

  // The attribute is the one source of truth: the navbar and the mobile menu each
  // have a toggle, and both must show the mode whichever of them changed it.
  useEffect(() => {
    const root = document.documentElement;
    const read = () => {
      const current = root.getAttribute('data-theme');
      setMode(isMode(current) ? current : null);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const { defaultMode, disableSwitch, respectPrefersColorScheme } = colorMode;
    const systemDark = window.matchMedia?.(SYSTEM_DARK);
    const fallback = (): ColorMode => (respectPrefersColorScheme && systemDark?.matches ? 'dark' : defaultMode);
    // The same rule as the head script; with the switch disabled the reader has no stored choice.
    const chosen = (): ColorMode | null => {
      if (disableSwitch) return null;
      const stored = storage.get(COLOR_MODE_KEY);
      return isMode(stored) ? stored : null;
    };
    apply(chosen() ?? fallback());
    const unsubscribe = disableSwitch ? () => {} : storage.subscribe(COLOR_MODE_KEY, (value) => apply(isMode(value) ? value : fallback()));
    const onSystemChange = () => {
      if (!chosen()) apply(fallback());
    };
    if (respectPrefersColorScheme) systemDark?.addEventListener('change', onSystemChange);
    return () => {
      unsubscribe();
      systemDark?.removeEventListener('change', onSystemChange);
    };
  }, [apply, colorMode, storage]);

  const toggle = useCallback(() => {
    const next: ColorMode = document.documentElement.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    storage.set(COLOR_MODE_KEY, next);
    apply(next);
  }, [apply, storage]);

  return { mode, toggle };
}
