// Tabs in build-time HTML (MDX `<Tabs>`, `npm2yarn` blocks). The server
// renders the first (or default) tab shown and the others `hidden`, which is
// what a reader without JavaScript gets; this script, loaded only on pages
// with tabs, switches them, keeps the tabs of one `groupId` in step and
// remembers the choice under Docusaurus' key (`docusaurus.tab.<groupId>`),
// and reads and writes a tab's query-string key (`?os=mac`). Values from the
// URL and storage only select among the buttons already on the page.
import { createStorage } from './storage.js';

const STORAGE_PREFIX = 'docusaurus.tab.';
const storage = createStorage();

function buttonsOf(container: Element): HTMLButtonElement[] {
  return [...container.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
}

/** Shows the tab of `value` in `container`; `false` when it has none. */
function select(container: Element, value: string): boolean {
  const buttons = buttonsOf(container);
  if (!buttons.some((button) => button.dataset.value === value)) return false;
  for (const button of buttons) {
    const selected = button.dataset.value === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    button.classList.toggle('tabs-item-active', selected);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  return true;
}

/** A reader's choice: every set of the same group follows, and it is remembered and put in the URL. */
function choose(container: HTMLElement, value: string): void {
  const { groupId, queryKey } = container.dataset;
  if (!groupId) select(container, value);
  else {
    for (const other of document.querySelectorAll(`[data-tabs][data-group-id="${CSS.escape(groupId)}"]`)) select(other, value);
    storage.set(STORAGE_PREFIX + groupId, value);
  }
  if (queryKey) {
    const url = new URL(window.location.href);
    url.searchParams.set(queryKey, value);
    window.history.replaceState(window.history.state, '', url);
  }
}

/** Selects each set's tab from the query string, else from the group's remembered choice. Run on every page arrival. */
export function applyTabs(): void {
  const query = new URLSearchParams(window.location.search);
  for (const container of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const { groupId, queryKey } = container.dataset;
    const fromQuery = queryKey ? query.get(queryKey) : null;
    if (fromQuery !== null && select(container, fromQuery)) continue;
    const remembered = groupId ? storage.get(STORAGE_PREFIX + groupId) : null;
    if (remembered !== null) select(container, remembered);
  }
  // Tab buttons answer from now on (until this script has loaded, a click does nothing); tests wait on it.
  document.documentElement.setAttribute('data-tabs-ready', '');
}

function tabOf(event: Event): { button: HTMLButtonElement; container: HTMLElement } | null {
  const button = (event.target as Element | null)?.closest?.('[data-tabs] > [role="tablist"] > [role="tab"]');
  const container = button?.parentElement?.parentElement;
  return button instanceof HTMLButtonElement && container ? { button, container } : null;
}

document.addEventListener('click', (event) => {
  const tab = tabOf(event);
  if (tab) choose(tab.container, tab.button.dataset.value ?? '');
});

// Arrow keys, Home and End move along the tab list, as the WAI-ARIA tabs pattern has it.
document.addEventListener('keydown', (event) => {
  const tab = tabOf(event);
  if (!tab) return;
  const buttons = buttonsOf(tab.container);
  const at = buttons.indexOf(tab.button);
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = buttons[(next + buttons.length) % buttons.length]!;
  target.focus();
  choose(tab.container, target.dataset.value ?? '');
});
