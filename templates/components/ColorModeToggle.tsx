// Light/dark switch. Both icons are rendered; CSS shows the one for the mode
// the head script applied, so the server and the first client render agree.
// The icons themselves are drawn by the stylesheet (navbar.css), which every
// page loads once and caches, rather than written into every page's HTML and
// the first-visit script.
import { useColorMode } from '../hooks/useColorMode.js';
import { useTranslate } from '../messages.js';

export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  const t = useTranslate();
  const label = t('Switch between dark and light mode (currently {mode})', { mode: t(mode === 'dark' ? 'dark mode' : 'light mode') });
  return (
    <button type="button" className="color-mode-toggle" onClick={toggle} title={label} aria-label={label} aria-live="polite">
      <span className="icon-light" aria-hidden="true" />
      <span className="icon-dark" aria-hidden="true" />
    </button>
  );
}
