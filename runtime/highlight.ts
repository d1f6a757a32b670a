// Marks the search terms passed in `_highlight` query parameters on the page
// the reader landed on. Terms come from the URL, so they only ever touch text
// nodes: they are never parsed as HTML.
const MARK_CLASS = 'search-highlight';
const CONTAINERS = '.markdown, .api-reference';

export function highlightTerms(): string[] {
  return new URLSearchParams(window.location.search)
    .getAll('_highlight')
    .map((term) => term.trim())
    .filter((term) => term.length > 0 && term.length <= 100)
    .slice(0, 10);
}

export function clearHighlights(): void {
  for (const mark of document.querySelectorAll(`mark.${MARK_CLASS}`)) mark.replaceWith(document.createTextNode(mark.textContent ?? ''));
  for (const container of document.querySelectorAll(CONTAINERS)) container.normalize();
  document.getElementById('clear-highlights')?.remove();
}

export function applyHighlights(): void {
  clearHighlights();
  const terms = highlightTerms();
  if (!terms.length) return;
  const pattern = new RegExp(terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
  let count = 0;
  for (const container of document.querySelectorAll(CONTAINERS)) {
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node.parentElement?.closest('script, style, button, mark'))) nodes.push(node as Text);
    }
    for (const node of nodes) count += markNode(node, pattern);
  }
  if (count) addClearButton();
}

function markNode(node: Text, pattern: RegExp): number {
  const text = node.data;
  pattern.lastIndex = 0;
  const parts: Node[] = [];
  let last = 0;
  let marks = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (!match[0]) break;
    if (match.index > last) parts.push(document.createTextNode(text.slice(last, match.index)));
    const mark = document.createElement('mark');
    mark.className = MARK_CLASS;
    mark.textContent = match[0];
    parts.push(mark);
    last = match.index + match[0].length;
    marks++;
  }
  if (!marks) return 0;
  if (last < text.length) parts.push(document.createTextNode(text.slice(last)));
  node.replaceWith(...parts);
  return marks;
}

function addClearButton(): void {
  const button = document.createElement('button');
  button.id = 'clear-highlights';
  button.type = 'button';
  button.className = 'clear-highlights';
  button.textContent = 'Clear highlights';
  button.addEventListener('click', () => {
    clearHighlights();
    const url = new URL(window.location.href);
    url.searchParams.delete('_highlight');
    history.replaceState(history.state, '', url.href);
  });
  document.body.append(button);
}
