// Behaviour for build-time HTML (Markdown and API bodies), wired by event
// delegation so it keeps working across client-side navigations.
import type { Translate } from '../templates/messages.js';

export function enhanceCopyButtons(t: Translate): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.copy-code, [data-copy]');
    if (!(button instanceof HTMLButtonElement)) return;
    const text = button.dataset.copy ?? button.closest('.code-block')?.querySelector('pre')?.textContent ?? '';
    navigator.clipboard?.writeText(text).then(
      () => flash(button, t('Copied')),
      () => flash(button, t('Copy failed')),
    );
  });
}

function flash(button: HTMLButtonElement, label: string): void {
  const original = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = original;
  button.textContent = label;
  window.setTimeout(() => {
    button.textContent = original;
  }, 1500);
}
