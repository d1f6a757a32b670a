// The copy buttons of build-time HTML (code blocks, API samples): the text
// goes on the clipboard and the button says so for a moment.
import type { Translate } from '../templates/messages.js';

export function copyFromButton(button: HTMLButtonElement, t: Translate): void {
  const text = button.dataset.copy ?? button.closest('.code-block')?.querySelector('pre')?.textContent ?? '';
  navigator.clipboard?.writeText(text).then(
    () => flash(button, t('Copied')),
    () => flash(button, t('Copy failed')),
  );
}

function flash(button: HTMLButtonElement, label: string): void {
  const original = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = original;
  button.textContent = label;
  window.setTimeout(() => {
    button.textContent = original;
  }, 1500);
}
