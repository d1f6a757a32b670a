// Colour mode state. The inline head script has already applied the mode
// before first paint; this hook reads it after mount, toggles it, stores it
// under `theme`, follows other tabs, and follows the system preference when
// configured to and the reader has chosen nothing.
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services.js';
import { useSite } from '../site-context.js';

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_KEY = 'theme';

const isMode = (value: string | null): value is ColorMode => value === 'light' || value === 'dark';

export function useColorMode(): { mode: ColorMode | null; toggle: () => void } {
  const { storage } = useServices();
  const { colorMode } = useSite();
  // null until mounted: the server cannot know the reader's mode.
  const [mode, setMode] = useState<ColorMode | null>(null);

  const apply = useCallback((next: ColorMode) => {
    document.documentElement.dataset.theme = next;
    document.documentElement.style.colorScheme = next;
    setMode(next);
  }, []);

  useEffect(() => {
    const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)');
    const fallback = (): ColorMode => (colorMode.respectPrefersColorScheme && systemDark?.matches ? 'dark' : colorMode.defaultMode);
    const stored = storage.get(COLOR_MODE_KEY);
    apply(colorMode.disableSwitch ? colorMode.defaultMode : isMode(stored) ? stored : fallback());
    const unsubscribe = storage.subscribe(COLOR_MODE_KEY, (value) => apply(isMode(value) ? value : fallback()));
    const onSystemChange = () => {
      if (!isMode(storage.get(COLOR_MODE_KEY))) apply(fallback());
    };
    if (colorMode.respectPrefersColorScheme) systemDark?.addEventListener('change', onSystemChange);
    return () => {
      unsubscribe();
      systemDark?.removeEventListener('change', onSystemChange);
    };
  }, [apply, colorMode, storage]);

  const toggle = useCallback(() => {
    const next: ColorMode = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    storage.set(COLOR_MODE_KEY, next);
    apply(next);
  }, [apply, storage]);

  return { mode, toggle };
}
