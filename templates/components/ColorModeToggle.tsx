// Light/dark switch. Both icons are rendered; CSS shows the one for the mode
// the head script applied, so the server and the first client render agree.
import { useColorMode } from '../hooks/useColorMode.js';
import { useTranslate } from '../messages.js';

export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  const t = useTranslate();
  const label = t('Switch between dark and light mode (currently {mode})', { mode: t(mode === 'dark' ? 'dark mode' : 'light mode') });
  return (
    <button type="button" className="color-mode-toggle" onClick={toggle} title={label} aria-label={label} aria-live="polite">
      <svg className="icon-light" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M12 18a6 6 0 1 1 0-12 6 6 0 0 1 0 12Zm0-2a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM11 1h2v3h-2V1Zm0 19h2v3h-2v-3ZM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1Zm13.1 13.1 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1ZM19.1 3.5l1.4 1.4-2.1 2.1-1.4-1.4 2.1-2.1ZM6 16.6l1.4 1.4-2.1 2.1-1.4-1.4L6 16.6ZM23 11v2h-3v-2h3ZM4 11v2H1v-2h3Z" />
      </svg>
      <svg className="icon-dark" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M10 7a7 7 0 0 0 12 4.9v.1c0 5.5-4.5 10-10 10S2 17.5 2 12 6.5 2 12 2h.1A7 7 0 0 0 10 7Zm-6 5a8 8 0 0 0 15.6 2.5A9 9 0 0 1 9.5 4.4 8 8 0 0 0 4 12Z" />
      </svg>
    </button>
  );
}
