// The reference's request samples are curl commands that curl.ts writes, in
// one known shape: `curl`, options, single-quoted words, ` \` at line ends.
// They are coloured here with classes (see api.css), in the colours the bash
// grammar of the manual's code blocks gives the same words, instead of
// running that grammar: it took ~0.2 s of every build for 46 samples, and
// wrote two colours into every token's `style`.
import { escapeHtml } from '../escape-html.js';

/** A single-quoted word (`'\''` joins quoted parts), an option, a line continuation, or another bare word. */
const WORD = /('[^']*'(?:\\''[^']*')*)|(--?[A-Za-z][\w-]*)|(\\$)|(\S+)/g;

export function highlightCurl(command: string): string {
  const lines = command.split('\n').map((line, index) => {
    let html = '';
    let last = 0;
    for (const match of line.matchAll(WORD)) {
      html += escapeHtml(line.slice(last, match.index));
      const [whole, quoted, option, continuation] = match;
      const kind = quoted !== undefined ? 's-str' : option !== undefined || continuation !== undefined ? 's-opt' : index === 0 && last === 0 ? 's-cmd' : undefined;
      html += kind ? `<span class="${kind}">${escapeHtml(whole)}</span>` : escapeHtml(whole);
      last = match.index + whole.length;
    }
    return `<span class="line">${html}${escapeHtml(line.slice(last))}</span>`;
  });
  return `<pre class="shell-code" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}
