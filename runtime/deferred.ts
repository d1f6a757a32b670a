// What the page needs only once the reader acts, loaded by the URL the site
// data gives (`deferredScript`) at the reader's first pointer (a tap fires
// mouseover too) or focus: the progress bar of slow navigations, the copy
// buttons, the page's "Copy page as Markdown" and the loader of the API
// reference's Try-it console. A first visit that is only read never downloads it.
import type { Translate } from '../templates/messages.js';
import { copyFromButton } from './copy-buttons.js';
import { openTryIt } from './try-it-loader.js';

export { createProgressBar } from './progress.js';
export { copyMarkdown } from './copy-page.js';

/** A button of build-time HTML was pressed (runtime/entry.tsx delegates them all here, under a short name: it is in every first visit's script). */
export function pressed(button: HTMLButtonElement, t: Translate): void {
  if (button.dataset.tryIt === undefined) copyFromButton(button, t);
  else void openTryIt(button);
}
