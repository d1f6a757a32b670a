// JSON examples are highlighted with classes instead of shiki's inline
// styles: the reference holds hundreds of examples, and shiki writes two
// colours into every token's `style`, which made examples a quarter of the
// page. The classes take the colours of the themes code blocks use
// (github-light, github-dark; see api.css), so both look alike.
import { escapeHtml } from '../escape-html.js';

/** Strings (keys are strings followed by a colon), numbers, literals. */
const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

export function highlightJson(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    html += escapeHtml(text.slice(last, match.index));
    const [whole, string, colon, number, literal] = match;
    if (string !== undefined) html += `<span class="${colon ? 'j-key' : 'j-str'}">${escapeHtml(string)}</span>${colon ?? ''}`;
    else if (number !== undefined) html += `<span class="j-num">${number}</span>`;
    else html += `<span class="j-lit">${literal}</span>`;
    last = match.index + whole.length;
  }
  html += escapeHtml(text.slice(last));
  return `<pre class="json-code" tabindex="0"><code>${html}</code></pre>`;
}
