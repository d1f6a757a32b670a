// What the page needs only once the reader acts, loaded by the URL the site
// data gives (`deferredScript`) at the reader's first pointer (a tap fires
// mouseover too) or focus: the progress bar of slow navigations, the copy
// buttons and the page's "Copy page as Markdown". A first visit that is only read never downloads it.
export { createProgressBar } from './progress.js';
export { copyFromButton } from './copy-buttons.js';
export { copyMarkdown } from './copy-page.js';
